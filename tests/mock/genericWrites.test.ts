/**
 * Generic writes (POST /api/{model}, PUT|PATCH /api/{model}/{id}) check the definition's types
 * and rules like the specific routes, keep what an edit may not change, and refuse a code typed
 * again: line operators are the resource the generic service serves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { startMock, type Mock, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

const { validation: v, server: s } = appMessages;
const invalid = (fields: Record<string, string>) => ({ code: '400', message: s.validation, fields });

let mock: Mock;
let cs: Call;

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
});

afterAll(async () => {
  await mock?.dispose();
});

const lines = async () => (await cs('GET', '/api/lineOperator')).body as Record<string, unknown>[];

describe('generic writes', () => {
  it('ADM-LOP-005 VAL-010: a create with a wrong-typed id or name is 400 naming the field, and nothing is stored', async () => {
    const before = await lines();
    const cases: [unknown, Record<string, string>][] = [
      [
        { id: 12345, name: { a: 1 } },
        { id: v.other, name: v.other },
      ],
      [{ id: ['ZZ1'], name: 'Con id en lista' }, { id: v.other }],
      [{ id: { id: 'ZZ2' }, name: 'Con id objeto' }, { id: v.other }],
      [{ id: 'ZZ3', name: true }, { name: v.other }],
      [{ id: 'ZZ4', name: 42 }, { name: v.other }],
      [{ id: 'ZZ5', name: ['a', 'b'] }, { name: v.other }],
    ];
    for (const [body, fields] of cases) {
      const r = await cs('POST', '/api/lineOperator', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toEqual(invalid(fields));
    }
    expect(await lines()).toEqual(before);
    for (const id of ['12345', 'ZZ1', 'ZZ3', 'ZZ4', 'ZZ5'])
      expect((await cs('GET', `/api/lineOperator/${id}`)).status).toBe(404);
  });

  it('ADM-LOP-005 VAL-010: PUT and PATCH check the resulting record (PATCH merged with the stored one); a refused edit changes nothing', async () => {
    const stored = (await cs('GET', '/api/lineOperator/MSC')).body;
    expect((await cs('PUT', '/api/lineOperator/MSC', { id: 'MSC', name: { es: 'x' } })).body).toEqual(
      invalid({ name: v.other }),
    );
    expect((await cs('PATCH', '/api/lineOperator/MSC', { name: [1] })).body).toEqual(invalid({ name: v.other }));
    // PUT replaces the form's fields (a name left out is empty); PATCH keeps the stored name.
    expect((await cs('PUT', '/api/lineOperator/MSC', {})).body).toEqual(invalid({ name: v.required }));
    expect((await cs('PATCH', '/api/lineOperator/MSC', { name: null })).body).toEqual(invalid({ name: v.required }));
    expect((await cs('PATCH', '/api/lineOperator/MSC', { name: 'x'.repeat(81) })).body).toEqual(
      invalid({ name: v.maxLength }),
    );
    expect((await cs('GET', '/api/lineOperator/MSC')).body).toEqual(stored);
    const patched = await cs('PATCH', '/api/lineOperator/MSC', { other: 1 });
    expect(patched.status).toBe(200);
    expect(patched.body).toEqual(stored);
  });

  it('ADM-LOP-005: an edit keeps the code the form shows read-only: left out, or changed, it stays as stored', async () => {
    const created = await cs('POST', '/api/lineOperator', { id: 'RO1', name: 'Solo lectura' });
    expect(created.status).toBe(201);
    // The edit form does not send its disabled code.
    const put = await cs('PUT', '/api/lineOperator/RO1', { name: 'Renombrada' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id: 'RO1', name: 'Renombrada' });
    for (const [method, body] of [
      ['PUT', { id: 'OTRA', name: 'Otra vez' }],
      ['PATCH', { id: ['X'] }],
    ] as const) {
      const r = await cs(method, '/api/lineOperator/RO1', body);
      expect(r.status, method).toBe(200);
      expect(r.body.id).toBe('RO1');
    }
    expect((await cs('GET', '/api/lineOperator/OTRA')).status).toBe(404);
  });

  it("ADM-LOP-005: a code typed again, in other case or with spaces, is 409 'Ya existe…' and the stored line stays", async () => {
    const msc = (await cs('GET', '/api/lineOperator/MSC')).body;
    const count = (await lines()).length;
    for (const id of ['MSC', 'msc', ' Msc ']) {
      const r = await cs('POST', '/api/lineOperator', { id, name: 'Duplicada' });
      expect(r.status, id).toBe(409);
      expect(r.body).toEqual({ code: '409', message: s.duplicate });
    }
    expect(s.duplicate).toMatch(/^Ya existe/);
    expect(await lines()).toHaveLength(count);
    expect((await cs('GET', '/api/lineOperator/MSC')).body).toEqual(msc);
  });
});

it('VAL-010: the agent route, which shares the write check, refuses an object as the name', async () => {
  const agent = {
    id: '76543210-3',
    name: { a: 1 },
    role: 'AGENTE',
    codigoAduana: 'A1',
    user: { email: 'agente@prueba.cl' },
  };
  const r = await cs('POST', '/api/agent', agent);
  expect(r.body).toEqual(invalid({ name: v.other }));
  expect((await cs('GET', '/api/agent/76543210-3')).status).toBe(404);
});
