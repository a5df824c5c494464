/** Mock server: line operators (generic CRUD + delete) and the lines of a shipping agency. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let cs: Call;
let agn: Call;
let agnLogin: string;

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
  agn = await mock.as('agn');
  agnLogin = 'agn';
});

afterAll(async () => {
  await mock?.dispose();
});

describe('line operators', () => {
  // MOCK_ONLY: the seed's exact count.
  it('ADM-LOP-001: GET /api/lineOperator lists the real carriers; GET /{id} gets one', MOCK_ONLY, async () => {
    const r = await cs('GET', '/api/lineOperator');
    expect(r.status).toBe(200);
    expect(r.body.length).toBe(25);
    expect(r.body.map((l: Rec) => l.name)).toEqual(
      expect.arrayContaining(['Maersk Line', 'Hapag-Lloyd', 'CMA CGM', 'Hamburg Süd']),
    );
    for (const l of r.body) expect(l.id).toMatch(/^[A-Z0-9]{1,10}$/);
    expect((await cs('GET', '/api/lineOperator/MSC')).body).toEqual({
      id: 'MSC',
      name: 'Mediterranean Shipping Company',
    });
    expect((await cs('GET', '/api/lineOperator/NOPE')).status).toBe(404);
    expect((await cs('GET', '/api/lineOperator/NOPE')).body).toEqual({
      code: '404',
      message: appMessages.server.notFound,
    });
  });

  it('ADM-LOP-001: json-server query params work under express 5 (sort, paging, filter)', async () => {
    const r = await cs('GET', '/api/lineOperator?_sort=id&_order=asc&_limit=3');
    expect(r.body.map((l: Rec) => l.id)).toEqual(['ANL', 'APL', 'CCNI']);
    expect((await cs('GET', '/api/lineOperator?id=ZIM')).body).toEqual([
      { id: 'ZIM', name: 'ZIM Integrated Shipping Services' },
    ]);
  });

  it('ADM-LOP-005: create (201, upper-case code), duplicate (409), validation (400), edit', async () => {
    const created = await cs('POST', '/api/lineOperator', {
      id: ' tst1 ',
      name: ' Línea de Prueba ',
      extra: 'ignored',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: 'TST1', name: 'Línea de Prueba' });
    expect(new URL(created.headers.get('location') ?? '').pathname).toBe('/api/lineOperator/TST1');
    const dup = await cs('POST', '/api/lineOperator', { id: 'tst1', name: 'Otra' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ code: '409', message: appMessages.server.duplicate });
    const bad = await cs('POST', '/api/lineOperator', { id: 'DEMASIADOLARGO', name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: '400',
      message: appMessages.server.validation,
      fields: { id: 'Longitud máxima superada', name: 'Requerido' },
    });
    const edited = await cs('PUT', '/api/lineOperator/TST1', { id: 'OTRO', name: 'Renombrada' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ id: 'TST1', name: 'Renombrada' });
    expect((await cs('PUT', '/api/lineOperator/TST1', { name: '' })).status).toBe(400);
    expect((await cs('PUT', '/api/lineOperator/NOPE', { name: 'x' })).status).toBe(404);
    expect((await cs('GET', '/api/lineOperator/TST1')).body.name).toBe('Renombrada');
  });

  it('ADM-LOP-001 ADM-LOP-005: line operator writes are refused to other roles (403)', async () => {
    const fin = await mock.as('finanzas');
    expect((await fin('GET', '/api/lineOperator')).status).toBe(403);
    expect((await agn('POST', '/api/lineOperator', { id: 'X1', name: 'X' })).status).toBe(403);
    expect((await agn('PUT', '/api/lineOperator/MSC', { name: 'X' })).status).toBe(403);
  });

  it('ADM-LOP-002: the AGN reads its own lines only; staff read any agency’s', async () => {
    const own = await agn('GET', `/api/shippingAgent/getlinesoperatorsbylogin/${agnLogin}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([
      { id: 'MSC', name: 'Mediterranean Shipping Company' },
      { id: 'HAMSUD', name: 'Hamburg Süd' },
    ]);
    const me = (await agn('GET', '/api/account')).body;
    expect((await agn('GET', `/api/shippingAgent/getlinesoperatorsbylogin/${me.ownerId}`)).body).toEqual(own.body);
    const agencies = (await cs('GET', '/api/shippingAgent/list')).body as Rec[];
    const other = agencies.find((a) => a.id !== me.ownerId)!;
    expect((await agn('GET', `/api/shippingAgent/getlinesoperatorsbylogin/${other.user.login}`)).status).toBe(403);
    expect((await cs('GET', `/api/shippingAgent/getlinesoperatorsbylogin/${other.user.login}`)).status).toBe(200);
    expect((await cs('GET', '/api/shippingAgent/getlinesoperatorsbylogin/nadie')).status).toBe(404);
  });

  it('ADM-LOP-004 ADM-AGN-006 ADM-AGN-007: addline and deleteline answer the agency’s lines', async () => {
    const added = await cs('POST', `/api/shippingAgent/addline/${agnLogin}/ZIM`);
    expect(added.status).toBe(200);
    expect(added.body.map((l: Rec) => l.id)).toEqual(['MSC', 'HAMSUD', 'ZIM']);
    const again = await cs('POST', `/api/shippingAgent/addline/${agnLogin}/zim`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(appMessages.server.lineAlreadyAdded);
    expect((await cs('POST', `/api/shippingAgent/addline/${agnLogin}/NOPE`)).status).toBe(404);
    expect((await agn('POST', `/api/shippingAgent/addline/${agnLogin}/ONE`)).status).toBe(403);
    const removed = await cs('POST', `/api/shippingAgent/deleteline/${agnLogin}/ZIM`);
    expect(removed.body.map((l: Rec) => l.id)).toEqual(['MSC', 'HAMSUD']);
    expect((await cs('POST', `/api/shippingAgent/deleteline/${agnLogin}/ZIM`)).status).toBe(404);
  });

  it('ADM-LOP-007: DELETE /api/lineOperator/delete/{id} removes it, also from every agency', async () => {
    await cs('POST', `/api/shippingAgent/addline/${agnLogin}/TST1`);
    const aga = await mock.as('aga');
    const r = await aga('DELETE', '/api/lineOperator/delete/TST1');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: 'TST1', name: 'Renombrada' });
    expect((await cs('GET', '/api/lineOperator/TST1')).status).toBe(404);
    expect(
      (await cs('GET', `/api/shippingAgent/getlinesoperatorsbylogin/${agnLogin}`)).body.map((l: Rec) => l.id),
    ).toEqual(['MSC', 'HAMSUD']);
    const stored = (await cs('GET', '/api/shippingAgent/list')).body as Rec[];
    expect(stored.some((a) => a.linesOperators.some((l: Rec) => l.id === 'TST1'))).toBe(false);
    expect((await cs('DELETE', '/api/lineOperator/delete/TST1')).status).toBe(404);
    expect((await (await mock.as('finanzas'))('DELETE', '/api/lineOperator/delete/MSC')).status).toBe(403);
  });

  it('ADM-LOP-003 ADM-LOP-005: a renamed line keeps its new name in the agencies that work with it', async () => {
    // The agency records themselves (GET /api/shippingAgent/list), not only the lines call, which reads the line names anew.
    const lines = async () => {
      const agencies = (await cs('GET', '/api/shippingAgent/list')).body as Rec[];
      return agencies.find((a) => (a.user as Rec | undefined)?.login === agnLogin)!.linesOperators as Rec[];
    };
    const before = (await lines()).find((l) => l.id === 'HAMSUD')!;
    expect((await cs('PUT', '/api/lineOperator/HAMSUD', { name: 'Hamburg Süd Renombrada' })).status).toBe(200);
    expect((await lines()).find((l) => l.id === 'HAMSUD')?.name).toBe('Hamburg Süd Renombrada');
    expect((await cs('PUT', '/api/lineOperator/HAMSUD', { name: before.name })).status).toBe(200);
    expect((await lines()).find((l) => l.id === 'HAMSUD')?.name).toBe(before.name);
  });

  it('ADM-LOP-007: the generic DELETE /api/lineOperator/{id} does the same', async () => {
    await cs('POST', '/api/lineOperator', { id: 'TST2', name: 'Dos' });
    expect((await cs('DELETE', '/api/lineOperator/TST2')).status).toBe(200);
    expect((await cs('GET', '/api/lineOperator/TST2')).status).toBe(404);
  });
});
