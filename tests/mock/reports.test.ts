/**
 * The operation reports on the live mock (D3 §7.6; RPT-008, RPT-010…013, RPT-019, RPT-021, RPT-023,
 * ROLE-026): the seed's history read as rows, the type's roles refused on the server, the agent
 * scope taken from the session whatever the request says, the spreadsheet of every row, and the
 * terminal's raw records kept out of the generic service.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationRow } from '../../src/domain/reports/operationRows';
import { MOCK_ONLY, startMock, type Mock } from './helpers';

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(async () => {
  await mock?.dispose();
});

// The demo clock starts on 05/11/2025: the default period is 29/10/2025 → 05/11/2025.
const PERIOD = { desde: '29/10/2025', hasta: '05/11/2025' };
const agentOf = (login: string) => mock.store!.db.user.find((u) => u.login === login)!.agentId!;
const agentOfOp = (draftNumber: number | null) => mock.store!.db.operation.find((o) => o.draftNumber === draftNumber)?.agentId;

describe('the operation reports', MOCK_ONLY, () => {
  it('RPT-019: an import report holds the seed\'s pickup requests of the period, each with operationType, date, unitNbr, bookingOrBl, draftNumber, importCarQty and appointmentNbr', async () => {
    const cs = await mock.as('servicio');
    const res = await cs('POST', '/api/operation', { operationType: 0, ...PERIOD });
    expect(res.status).toBe(200);
    const rows = res.body as OperationRow[];
    const requests = mock.store!.db.operation.filter((o) => o.kind === 'importPickup');
    expect(rows).toHaveLength(requests.length);
    expect(Object.keys(rows[0]!).sort()).toEqual(['appointmentNbr', 'bookingOrBl', 'date', 'draftNumber', 'importCarQty', 'operationType', 'unitNbr']);
    expect(new Set(rows.map((r) => r.operationType))).toEqual(new Set(['IMPORTACION']));
    expect(rows.every((r) => /^[A-Z]{4}\d{7}$/.test(r.unitNbr) && r.draftNumber !== null && r.importCarQty === null)).toBe(true);
    expect([...rows.map((r) => r.date)]).toEqual([...rows.map((r) => r.date)].sort().reverse());
  });

  it('RPT-021: a period without operations answers no rows', async () => {
    const cs = await mock.as('servicio');
    const res = await cs('POST', '/api/operation', { operationType: 0, desde: '01/01/2025', hasta: '02/01/2025' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('RPT-010 ROLE-026: an agent and its functionary read only their agent\'s operations, whatever agent the request names', async () => {
    const own = agentOf('aga');
    const other = agentOf('aga2');
    for (const login of ['aga', 'funcionario']) {
      const call = await mock.as(login);
      const res = await call('POST', '/api/operation', { operationType: 0, ...PERIOD, agentId: other });
      expect(res.status, login).toBe(200);
      const rows = res.body as OperationRow[];
      expect(rows.length, login).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => agentOfOp(r.draftNumber))), login).toEqual(new Set([own]));
    }
  });

  it('RPT-012 ROLE-026: customer service chooses any agent, or reads every agent without one; an unknown agent is refused on its field', async () => {
    const cs = await mock.as('servicio');
    const other = agentOf('aga2');
    const chosen = (await cs('POST', '/api/operation', { operationType: 0, ...PERIOD, agentId: other })).body as OperationRow[];
    expect(chosen.length).toBeGreaterThan(0);
    expect(new Set(chosen.map((r) => agentOfOp(r.draftNumber)))).toEqual(new Set([other]));
    const all = (await cs('POST', '/api/operation', { operationType: 0, ...PERIOD })).body as OperationRow[];
    expect(new Set(all.map((r) => agentOfOp(r.draftNumber))).size).toBeGreaterThan(1);
    const unknown = await cs('POST', '/api/operation', { operationType: 0, ...PERIOD, agentId: 'no-such-agent' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ agentId: 'Seleccione un agente de la lista' });
  });

  it('RPT-013: the server runs a type only for its roles: a trucking company and a shipping company are refused the import report (403)', async () => {
    for (const login of ['transportista', 'naviera']) {
      const call = await mock.as(login);
      expect((await call('POST', '/api/operation', { operationType: 0, ...PERIOD })).status, login).toBe(403);
    }
    const admin = await mock.as('admin');
    expect((await admin('POST', '/api/operation', { operationType: 0, ...PERIOD })).status).toBe(200);
  });

  it('RPT-014: the empties report is the shipping company\'s at /operation/emptys; the generic call does not take the TEUs type', async () => {
    const line = await mock.as('naviera');
    expect((await line('POST', '/api/operation/emptys', { operationType: 6, ...PERIOD })).status).toBe(200);
    expect((await line('POST', '/api/operation/emptys', { operationType: 0, ...PERIOD })).status).toBe(403);
    const cs = await mock.as('servicio');
    const wrong = await cs('POST', '/api/operation', { operationType: 8, ...PERIOD, agentId: agentOf('aga') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ operationType: 'Este tipo de reporte se consulta en otra opción.' });
  });

  it('RPT-008: the server refuses a generic report without \'hasta\' on that field, and an unknown type on the type', async () => {
    const cs = await mock.as('servicio');
    const noEnd = await cs('POST', '/api/operation', { operationType: 2, desde: PERIOD.desde });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body.fields).toEqual({ hasta: 'Requerido' });
    const four = await cs('POST', '/api/operation', { operationType: 4, ...PERIOD });
    expect(four.status).toBe(400);
    expect(Object.keys(four.body.fields)).toEqual(['operationType']);
  });

  it('RPT-023: the export is a spreadsheet of every row of the result, in Spanish', async () => {
    const token = await mock.login('aga');
    const body = { operationType: 0, ...PERIOD };
    const rows = (await (await mock.as('aga'))('POST', '/api/operation', body)).body as OperationRow[];
    const res = await fetch(`${mock.url}/api/operation/export`, { method: 'POST', headers: { 'x-auth-token': token, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Operación', 'Fecha', 'Contenedor / VIN', 'BL / Booking', 'N° de prefactura', 'Vehículos', 'N° de cita']);
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe('Importación');
    expect(String(sheet.getRow(2).getCell(2).value)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(sheet.getRow(2).getCell(3).value).toBe(rows[0]!.unitNbr);
  });

  it('the generic service hands out none of the terminal\'s records: GET /api/operation, /api/operationEvent and /api/appointment are not found, even for the admin', async () => {
    const admin = await mock.as('admin');
    for (const model of ['operation', 'operationEvent', 'appointment', 'charge', 'gateVisit']) {
      expect((await admin('GET', `/api/${model}`)).status, model).toBe(404);
    }
  });
});
