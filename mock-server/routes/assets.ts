/** GET /api/user/manual (the PDF) and GET /api/user/imglogo/{tipo} (SVG logos), ACC-043/044. */
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { logoSvg } from '../logos';
import { userManual } from '../manual';

export function assetRoutes(ctx: AppContext) {
  async function manual(_req: Request, res: Response) {
    const pdf = await userManual(ctx.terminalName);
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="manual.pdf"',
      'Cache-Control': 'private, max-age=3600',
    });
    res.send(pdf);
  }

  function logo(req: Request, res: Response) {
    const svg = logoSvg(String(req.params.tipo ?? ''), ctx.terminalName, req.query.theme === 'dark');
    if (!svg) throw notFound();
    res.set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
    res.send(svg);
  }

  return { manual, logo };
}
