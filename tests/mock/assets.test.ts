/** Mock server: the user manual PDF and the logos (ACC-043, ACC-044). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock } from './helpers';

let mock: Mock;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.dispose();
});

describe('GET /api/user/manual', () => {
  it('ACC-043: a real multi-page PDF, downloaded as manual.pdf', async () => {
    const token = await mock.login('gate');
    const res = await mock.fetch('GET', '/api/user/manual', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="manual.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const text = pdf.toString('latin1');
    const pages = text.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(text).toContain(`/Count ${pages.length}`);
    expect(Number(res.headers.get('content-length'))).toBe(pdf.length);
    // Built once: the same bytes again.
    const again = Buffer.from(await (await mock.fetch('GET', '/api/user/manual', { token })).arrayBuffer());
    expect(again.equals(pdf)).toBe(true);
  });

  it('ACC-011 ACC-043: the manual needs a session', async () => {
    const r = await mock.call('GET', '/api/user/manual');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: '401', message: appMessages.server.unauthorized });
  });
});

describe('GET /api/user/imglogo/{tipo}', () => {
  it('ACC-044: logo1 and logo2 are cacheable SVG images (also before login)', async () => {
    const bodies: string[] = [];
    for (const tipo of ['logo1', 'logo2']) {
      const res = await mock.fetch('GET', `/api/user/imglogo/${tipo}`);
      expect(res.status, tipo).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toContain('max-age=');
      const svg = await res.text();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.trim().endsWith('</svg>')).toBe(true);
      bodies.push(svg);
    }
    expect(bodies[0]).toContain('Business Portal');
    expect(bodies[1]).not.toBe(bodies[0]);
    // Light lettering for a dark bar.
    expect(bodies[0]).not.toContain('fill="#ffffff"');
    expect(await (await mock.fetch('GET', '/api/user/imglogo/logo1?theme=dark')).text()).toContain(
      'fill="#ffffff">Business Portal',
    );
  });

  it('ACC-044: any other tipo is 404 JSON', async () => {
    for (const tipo of ['logo3', 'LOGO1', 'x']) {
      const r = await mock.call('GET', `/api/user/imglogo/${tipo}`);
      expect(r.status, tipo).toBe(404);
      expect(r.body).toEqual({ code: '404', message: appMessages.server.notFound });
    }
  });

  // MOCK_ONLY: a server with other options.
  it('ACC-044: logo1 names a configured terminal (escaped), the manual is built for it', MOCK_ONLY, async () => {
    const other = await startMock({ terminalName: 'Terminal Pacífico Sur & Cía' });
    try {
      const svg = await (await other.fetch('GET', '/api/user/imglogo/logo1')).text();
      expect(svg).toContain('TERMINAL PACÍFICO SUR &#38; CÍA');
      const res = await other.fetch('GET', '/api/user/manual', { token: await other.login('servicio') });
      expect(res.status).toBe(200);
    } finally {
      await other.dispose();
    }
  });
});
