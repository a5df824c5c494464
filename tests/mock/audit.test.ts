/**
 * Mock server, the audit trail (issue 33 §3; beyond-spec, rulings in rulings-audit): every write
 * the mock accepts is recorded once, below the routes, with who, when (demo clock), what and the
 * changed fields; refused writes leave nothing; secrets only show that they changed; the trail is
 * read by customer service, its supervisor, finance and the administrator (403 for the rest),
 * filtered, paged and exported as XLSX, and it survives a restart. Reads the store: mock-only.
 */
import ExcelJS from 'exceljs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_READERS } from '../../src/domain/audit/contract';
import { auditMessages } from '../../src/i18n/auditMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let cs: Call;
let agent: Rec;
const NOW = '2025-11-20T15:30:00.000Z';

const savePayload = (a: Rec) => ({
  id: a.id,
  agent: a,
  role: a.role,
  agentCar: a.isAgentCar === true,
  emailGuiaDespacho: a.emailGuiaDespacho,
  emailPersonal: a.emailPersonal,
});
const trail = async (query = '') =>
  (await cs('GET', `/api/audit${query}`)).body as { rows: Rec[]; total: number; page: number; size: number };

beforeAll(async () => {
  mock = await startMock({ port: 9350, reset: true });
  await mock.call('POST', '/__mock/clock', { json: { now: NOW } });
  cs = await mock.as('servicio');
  agent = (await cs('GET', '/api/agent/list')).body[0];
});

afterAll(async () => {
  await mock?.dispose();
});

describe('the audit trail', MOCK_ONLY, () => {
  it('records an accepted edit once: who, roles, when on the demo clock, area, record, action and only the changed fields before → after', async () => {
    const before = (await trail()).total;
    const r = await cs(
      'PUT',
      `/api/agent/${agent.id}`,
      savePayload({ ...agent, name: 'Agencia Auditada Ltda.', notes: 'Revisado por auditoría' }),
    );
    expect(r.status).toBe(200);
    const page = await trail(`?record=agent/${agent.id}`);
    expect(page.total).toBe(1);
    const e = page.rows[0]!;
    expect(e).toMatchObject({
      user: 'servicio',
      roles: ['ROLE_CUSTOMER_SERVICE'],
      area: 'administration',
      recordType: 'agent',
      recordId: String(agent.id),
      action: 'update',
      call: `PUT /api/agent/${agent.id}`,
    });
    expect(Date.parse(e.at) - Date.parse(NOW)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(e.at) - Date.parse(NOW)).toBeLessThan(60_000);
    expect(e.changes).toEqual(
      expect.arrayContaining([{ field: 'name', before: agent.name, after: 'Agencia Auditada Ltda.' }]),
    );
    expect(e.changes.map((c: Rec) => c.field)).not.toContain('id');
    // The agent's portal user carries its name too: that record changed as well, and has its own entry.
    const all = await trail();
    expect(all.total).toBe(before + 2);
    expect(all.rows[1]).toMatchObject({
      recordType: 'user',
      area: 'account',
      action: 'update',
      call: `PUT /api/agent/${agent.id}`,
    });
  });

  it('records creations and deletions through the generic service with the whole record after / before', async () => {
    const created = await cs('POST', '/api/lineOperator', { id: 'AUD', name: 'Línea Auditada' });
    expect(created.status).toBe(201);
    const gone = await cs('DELETE', '/api/lineOperator/AUD');
    expect(gone.status).toBe(200);
    const rows = (await trail('?record=lineOperator/AUD')).rows;
    expect(rows.map((x) => x.action)).toEqual(['delete', 'create']);
    expect(rows[1]!.changes).toEqual(expect.arrayContaining([{ field: 'name', after: 'Línea Auditada' }]));
    expect(rows[0]!.changes).toEqual(expect.arrayContaining([{ field: 'name', before: 'Línea Auditada' }]));
  });

  it('records nothing for refused writes (403, 400) nor for reads', async () => {
    const before = JSON.stringify((await trail('?size=1000')).rows);
    const aga = await mock.as('aga');
    expect((await aga('PUT', `/api/agent/${agent.id}`, savePayload({ ...agent, name: 'Intruso' }))).status).toBe(403);
    expect((await cs('PUT', `/api/agent/${agent.id}`, savePayload({ ...agent, name: '' }))).status).toBe(400);
    await cs('GET', `/api/agent/${agent.id}`);
    expect(JSON.stringify((await trail('?size=1000')).rows)).toBe(before);
  });

  it('says a password changed without keeping either value', async () => {
    const clave = await mock.as('clave');
    const r = await clave('POST', '/api/account/change_password', {
      currentPassword: 'Puerto#2026',
      newPassword: 'Puerto#2027x',
    });
    expect(r.status).toBeLessThan(300);
    const e = (await trail('?user=clave&area=account')).rows[0]!;
    const secret = e.changes.find((c: Rec) => c.field === 'passwordHash');
    expect(secret).toEqual({ field: 'passwordHash', hidden: true });
    expect(JSON.stringify(e)).not.toMatch(/scrypt|\$/);
  });

  it('filters by user, record id, area and period; pages newest first; refuses bad filters naming the field', async () => {
    const all = await trail('?size=1000');
    expect(all.rows.every((x, i) => i === 0 || x.id < all.rows[i - 1]!.id)).toBe(true);
    expect((await trail('?user=SERV')).total).toBe(all.total - (await trail('?user=clave')).total);
    expect((await trail('?user=finanzas')).total).toBe(0);
    expect((await trail(`?record=${agent.id}`)).total).toBe(1);
    expect((await trail(`?record=user/${agent.id}`)).total).toBe(0);
    expect((await trail('?area=administration')).rows.every((x) => x.area === 'administration')).toBe(true);
    expect((await trail('?from=2025-11-20&to=2025-11-20')).total).toBe(all.total);
    expect((await trail('?to=2025-11-19')).total).toBe(0);
    const p = await trail('?size=1&page=1');
    expect(p).toMatchObject({ total: all.total, page: 1, size: 1 });
    expect(p.rows[0]!.id).toBe(all.rows[1]!.id);
    const bad = await cs('GET', '/api/audit?from=20-11-2025&size=0&area=nada');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      from: auditMessages.refusals.badDay,
      size: auditMessages.refusals.badSize,
      area: auditMessages.refusals.badArea,
    });
  });

  it('is read by customer service, its supervisor, finance and the administrator only (403 {code, message} for the rest)', async () => {
    const readers: Record<string, string> = {
      servicio: 'ROLE_CUSTOMER_SERVICE',
      supervisor: 'ROLE_SUPERVISOR_CUSTOMER_SERVICE',
      finanzas: 'ROLE_FINANCIAL',
      admin: 'ROLE_ADMIN',
    };
    expect(Object.values(readers).sort()).toEqual([...AUDIT_READERS].sort());
    for (const login of [
      ...Object.keys(readers),
      'aga',
      'agn',
      'documental',
      'gate',
      'transportista',
      'operador',
      'bodega',
      'naviera',
    ]) {
      const call = await mock.as(login);
      for (const path of ['/api/audit', '/api/audit/export']) {
        const r = await call('GET', path);
        if (login in readers) expect(r.status, `${login} ${path}`).toBe(200);
        else expect([r.status, r.body?.code], `${login} ${path}`).toEqual([403, '403']);
      }
    }
  });

  it('exports every matching entry as XLSX, one row per changed field, in Spanish', async () => {
    const token = await mock.login('servicio');
    const res = await mock.fetch('GET', `/api/audit/export?record=agent/${agent.id}`, { token });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(auditMessages.exportHeaders);
    const rows = sheet.getSheetValues().slice(2).filter(Boolean) as unknown[][];
    const name = rows.find((r) => r[8] === 'Nombre')!;
    expect(name.slice(1)).toEqual(
      [
        '20/11/2025 12:30',
        'servicio',
        'Servicio al cliente',
        'Administración',
        'Agente de aduanas',
        String(agent.id),
        'Modificación',
        'Nombre',
        agent.name,
        'Agencia Auditada Ltda.',
      ].map((v, i) => (i === 0 ? expect.stringMatching(/^20\/11\/2025 12:3\d$/) : v)),
    );
    expect(rows.find((r) => r[8] === 'Observaciones')?.slice(9)).toEqual([
      expect.any(String),
      'Revisado por auditoría',
    ]);
  });

  it('has no write call and is not a generic model: writes to it are refused and change nothing; it survives a restart (and a torn last line) byte for byte', async () => {
    const before = JSON.stringify((await trail('?size=1000')).rows);
    const admin = await mock.as('admin');
    for (const [method, path] of [
      ['POST', '/api/audit'],
      ['PUT', '/api/audit/1'],
      ['PATCH', '/api/audit/1'],
      ['DELETE', '/api/audit/1'],
      ['GET', '/api/audit/1'],
      ['DELETE', '/api/audit'],
    ] as const) {
      for (const call of [cs, admin]) {
        const r = await call(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? undefined : { id: 1, user: 'nadie', changes: [] },
        );
        expect(r.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
        expect(r.status, `${method} ${path}`).toBeLessThan(500);
      }
    }
    expect(JSON.stringify((await trail('?size=1000')).rows)).toBe(before);
    await mock.close();
    // A write cut short by a crash leaves a torn last line: dropped, and the next entry starts its own line.
    await appendFile(path.join(mock.dataDir, 'audit.jsonl'), '{"id":999,"at":"2025-');
    const again = await startMock({ port: 9351 }, mock.dataDir);
    try {
      const token = await again.login('servicio');
      const r = await again.call('GET', '/api/audit?size=1000', { token });
      expect(JSON.stringify(r.body.rows)).toBe(before);
      const line = (await again.call('PUT', '/api/lineOperator/AUD2', { token, json: { id: 'AUD2', name: 'x' } }))
        .status;
      expect(line).toBe(404);
      expect(
        (await again.call('POST', '/api/lineOperator', { token, json: { id: 'AUD2', name: 'Tras la caída' } })).status,
      ).toBe(201);
      const after = (await again.call('GET', '/api/audit?size=1000', { token })).body.rows as Rec[];
      expect(after.length).toBe(JSON.parse(before).length + 1);
      expect(after[0]).toMatchObject({ recordId: 'AUD2', action: 'create', id: JSON.parse(before)[0].id + 1 });
      expect(JSON.stringify(after.slice(1))).toBe(before);
    } finally {
      await again.close();
    }
  });
});
