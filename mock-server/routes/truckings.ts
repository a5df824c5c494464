/** /api/truckingcompany reads: all companies (searchall) and those of an agent (truckingcobyaga). */
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { notFound } from '../errors';
import { agentTruckings, resolveAgent } from '../lookups';

export function truckingRoutes(ctx: AppContext) {
  const db = () => ctx.store.db;

  function searchAll(req: Request, res: Response) {
    return ctx.lists.send(req, res, 'truckingcompany/searchall', ['truckingcompany'], () => db().truckingcompany);
  }

  function byAgent(req: Request, res: Response) {
    const agent = resolveAgent(db(), String(req.params.id ?? ''));
    if (!agent) throw notFound();
    res.json(agentTruckings(db(), agent.id));
  }

  return { searchAll, byAgent };
}
