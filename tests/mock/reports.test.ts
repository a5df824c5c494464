/**
 * The operation reports on the live mock (D3 §7.6; RPT-008, RPT-010…013, RPT-019, RPT-021, RPT-023,
 * ROLE-026): the seed's history read as rows, the type's roles refused on the server, the agent
 * scope taken from the session whatever the request says, the spreadsheet of every row, and the
 * terminal's raw records kept out of the generic service.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationRow } from '../../src/domain/reports/operationRows';
import { gatePassErrorLines } from '../../src/domain/reports/gatePassReport';
import { MOCK_ONLY, startMock, type Mock } from './helpers';
import { withCheckDigit } from '../../src/domain/iso6346';

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
const agentOfOp = (draftNumber: number | null) =>
  mock.store!.db.operation.find((o) => o.draftNumber === draftNumber)?.agentId;

describe('the operation reports', MOCK_ONLY, () => {
  it("RPT-019: an import report holds the seed's pickup requests of the period, each with operationType, date, unitNbr, bookingOrBl, draftNumber, importCarQty and appointmentNbr", async () => {
    const cs = await mock.as('servicio');
    const res = await cs('POST', '/api/operation', { operationType: 0, ...PERIOD });
    expect(res.status).toBe(200);
    const rows = res.body as OperationRow[];
    const requests = mock.store!.db.operation.filter((o) => o.kind === 'importPickup');
    expect(rows).toHaveLength(requests.length);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'appointmentNbr',
      'bookingOrBl',
      'date',
      'draftNumber',
      'importCarQty',
      'operationType',
      'unitNbr',
    ]);
    expect(new Set(rows.map((r) => r.operationType))).toEqual(new Set(['IMPORTACION']));
    expect(
      rows.every((r) => /^[A-Z]{4}\d{7}$/.test(r.unitNbr) && r.draftNumber !== null && r.importCarQty === null),
    ).toBe(true);
    expect([...rows.map((r) => r.date)]).toEqual([...rows.map((r) => r.date)].sort().reverse());
  });

  it('RPT-021: a period without operations answers no rows', async () => {
    const cs = await mock.as('servicio');
    const res = await cs('POST', '/api/operation', { operationType: 0, desde: '01/01/2025', hasta: '02/01/2025' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it("RPT-010 ROLE-026: an agent and its functionary read only their agent's operations, whatever agent the request names", async () => {
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
    const chosen = (await cs('POST', '/api/operation', { operationType: 0, ...PERIOD, agentId: other }))
      .body as OperationRow[];
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

  it("RPT-014: the empties report is the shipping company's at /operation/emptys; the generic call does not take the TEUs type", async () => {
    const line = await mock.as('naviera');
    expect((await line('POST', '/api/operation/emptys', { operationType: 6, ...PERIOD })).status).toBe(200);
    expect((await line('POST', '/api/operation/emptys', { operationType: 0, ...PERIOD })).status).toBe(403);
    const cs = await mock.as('servicio');
    const wrong = await cs('POST', '/api/operation', { operationType: 8, ...PERIOD, agentId: agentOf('aga') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ operationType: 'Este tipo de reporte se consulta en otra opción.' });
  });

  it('RPT-003: POST /api/operation answers the generic types 0 to 3, 6 and 7 with operation rows of their own types; 8 to 12 are refused on the type', async () => {
    const admin = await mock.as('admin');
    const period = { desde: '01/10/2025', hasta: '05/11/2025' };
    // The seed's history holds no empty pre-advice: the shipping company makes one now.
    const line = await mock.as('naviera');
    const booking = ((await line('GET', '/api/booking/getallbyline/MAERSK')).body as { nbr: string }[]).at(-1)!.nbr;
    const empties = await line('POST', '/api/export/preadvicemty2', {
      bookingId: booking,
      unitlist: [{ contenedor: withCheckDigit('RPTU090481'), isocode: '22G1', tara_kg: 2200 }],
      deleteList: [],
    });
    expect(empties.status, JSON.stringify(empties.body)).toBe(200);
    const held: Record<number, string[]> = {
      0: ['IMPORTACION'],
      1: ['EXPORTACION'],
      2: ['COORD_ENTREGA', 'RECOORDINACION'],
      3: ['CANCEL_DIRECTO', 'CANCEL_INDIRECTO'],
      6: ['PREAVISO_MTY'],
      7: ['IMPORTACION_AUTOS'],
    };
    for (const code of [0, 1, 2, 3, 6, 7]) {
      const res = await admin('POST', '/api/operation', { operationType: code, ...period });
      expect(res.status, String(code)).toBe(200);
      const rows = res.body as OperationRow[];
      expect(rows.length, String(code)).toBeGreaterThan(0);
      expect(held[code], String(code)).toEqual(expect.arrayContaining([...new Set(rows.map((r) => r.operationType))]));
    }
    for (const code of [8, 9, 10, 11, 12]) {
      const res = await admin('POST', '/api/operation', { operationType: code, ...period, agentId: agentOf('aga') });
      expect([res.status, res.body.fields], String(code)).toEqual([
        400,
        { operationType: 'Este tipo de reporte se consulta en otra opción.' },
      ]);
    }
  });

  it("RPT-008: the server refuses a generic report without 'hasta' on that field, and an unknown type on the type", async () => {
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
    const res = await fetch(`${mock.url}/api/operation/export`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Operación',
      'Fecha',
      'Contenedor / VIN',
      'BL / Booking',
      'N° de prefactura',
      'Vehículos',
      'N° de cita',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe('Importación');
    expect(String(sheet.getRow(2).getCell(2).value)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(sheet.getRow(2).getCell(3).value).toBe(rows[0]!.unitNbr);
  });

  it("RPT-024 RPT-025: the TEUs report holds the agent's import boxes that came in or left in the period, with their exit's plate; customer service must name the agent", async () => {
    const aga = await mock.as('aga');
    const res = await aga('POST', '/api/operation/teus', { operationType: 8, ...PERIOD });
    expect(res.status).toBe(200);
    const rows = res.body as {
      unitNbr: string;
      category: string;
      condicionRetiro: string | null;
      ingreso: string | null;
      salida: string | null;
      license: string | null;
      ubicacion: string | null;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'category',
      'condicionRetiro',
      'ingreso',
      'license',
      'salida',
      'ubicacion',
      'unitNbr',
    ]);
    const db = mock.store!.db;
    const own = agentOf('aga');
    for (const row of rows) {
      const unit = db.unitVisit.find((u) => u.unitNbr === row.unitNbr && u.category === 'IMPORT')!;
      const pickup = db.operation.find((o) => o.unitVisitId === unit.id && o.kind === 'importPickup');
      expect(pickup?.agentId ?? (unit as { agentId?: string }).agentId, row.unitNbr).toBe(own);
      expect(row.category).toBe('IMPORT');
    }
    const left = rows.filter((r) => r.salida !== null);
    expect(left.length, 'the period holds boxes of the agent that left by truck').toBeGreaterThan(0);
    for (const row of left) expect(row.license, row.unitNbr).toMatch(/^[A-Z0-9]+$/);
    const cs = await mock.as('servicio');
    const noAgent = await cs('POST', '/api/operation/teus', { operationType: 8, ...PERIOD });
    expect(noAgent.status).toBe(400);
    expect(noAgent.body.fields).toEqual({ agentId: 'Requerido' });
    const chosen = await cs('POST', '/api/operation/teus', { operationType: 8, ...PERIOD, agentId: own });
    expect((chosen.body as unknown[]).length).toBe(rows.length);
  });

  it('RPT-026: the TEUs export is a spreadsheet of every row, in Spanish', async () => {
    const token = await mock.login('aga');
    const body = { operationType: 8, ...PERIOD };
    const rows = (await (await mock.as('aga'))('POST', '/api/operation/teus', body)).body as unknown[];
    const res = await fetch(`${mock.url}/api/operation/export/teus`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Contenedor / VIN',
      'Categoría',
      'Ubicación',
      'Condición de retiro',
      'Ingreso',
      'Salida',
      'Patente',
    ]);
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe('Importación');
    expect(['Directo', 'Indirecto', null]).toContain(sheet.getRow(2).getCell(4).value);
  });

  it("the generic service hands out none of the terminal's records: GET /api/operation, /api/operationEvent and /api/appointment are not found, even for the admin", async () => {
    const admin = await mock.as('admin');
    for (const model of ['operation', 'operationEvent', 'appointment', 'charge', 'gateVisit']) {
      expect((await admin('GET', `/api/${model}`)).status, model).toBe(404);
    }
  });
});

describe('the gate pass report (type 12)', MOCK_ONLY, () => {
  /** An import box whose gate pass prints now, its carrier's enabled driver with a valid licence, and its appointment's day. */
  async function printable() {
    const cs = await mock.as('servicio');
    const db = mock.store!.db;
    for (const op of db.operation.filter((o) => o.kind === 'importPickup' && o.status === 'ACTIVE' && o.truckingId)) {
      const unit = db.unitVisit.find((u) => u.id === op.unitVisitId)!;
      const check = await cs('GET', `/api/report/canPrintGatePass/${unit.unitNbr}`);
      if (check.body?.valor !== true) continue;
      const appointment = db.appointment.filter((a) => a.operationId === op.id && a.status === 'BOOKED').at(-1)!;
      const carrier = db.truckingcompany.find((t) => t.id === (appointment?.truckingId ?? op.truckingId))!;
      const driver = carrier.drivers.find(
        (d) =>
          d.status === 'OK' && Date.parse(d.cardExpiration.split('/').reverse().join('-')) > Date.parse('2025-11-05'),
      );
      if (driver) return { unitNbr: unit.unitNbr, driver, carrier, day: appointment.day };
    }
    throw new Error('no printable gate pass in the seed');
  }
  const dashed = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;

  it("RPT-043 RPT-046: the gate chief asks for a unit's gate pass with its carrier's driver: ['OK', file], and the file is its PDF — for its maker only", async () => {
    const { unitNbr, driver } = await printable();
    const chief = await mock.as('jefegate');
    const ok = await chief(
      'GET',
      `/api/operation/gatepassbyunitdriver/${encodeURIComponent(driver.cardId)}/${unitNbr}`,
    );
    expect(ok.status).toBe(200);
    expect(ok.body[0]).toBe('OK');
    expect(ok.body[1]).toMatch(/^gatepass-\d{6}\.pdf$/);
    const pdf = await fetch(`${mock.url}/api/operation/pdfgatepassmasivo/${ok.body[1]}`, {
      method: 'POST',
      headers: { 'x-auth-token': await mock.login('jefegate') },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const other = await (await mock.as('servicio'))('POST', `/api/operation/pdfgatepassmasivo/${ok.body[1]}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Archivo no encontrado.');
  });

  it("RPT-044: a driver who is not its carrier's is refused with 'Ocurrieron errores.' and the lines that say why, at most six", async () => {
    const { unitNbr, carrier } = await printable();
    const chief = await mock.as('jefegate');
    const stranger = '12345678-5';
    const res = await chief('GET', `/api/operation/gatepassbyunitdriver/${stranger}/${unitNbr}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Ocurrieron errores.');
    expect(res.body.errors).toEqual([`El conductor 12.345.678-5 no pertenece al transportista ${carrier.name}.`]);
    expect(gatePassErrorLines(['1', '2', '3', '4', '5'], ['6', '7'])).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it("RPT-045 RPT-046 RPT-051: the mass gate pass of the period's units is {pdfFile}, fetched as a PDF; a period without them has no document", async () => {
    const { unitNbr, day } = await printable();
    const cs = await mock.as('servicio');
    const made = await cs('GET', `/api/operation/gatepassmasivo/${dashed(day)}/${dashed(day)}/${unitNbr},ABCU0000000`);
    expect(made.status).toBe(200);
    expect(made.body.pdfFile).toMatch(/^gatepass-\d{6}\.pdf$/);
    const pdf = await fetch(`${mock.url}/api/operation/pdfgatepassmasivo/${made.body.pdfFile}`, {
      method: 'POST',
      headers: { 'x-auth-token': await mock.login('servicio') },
    });
    expect(pdf.status).toBe(200);
    const none = await cs('GET', `/api/operation/gatepassmasivo/01-11-2025/01-11-2025/${unitNbr}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No existen datos para generar el documento.');
  });

  it('RPT-009: the server refuses a mass gate pass starting before today − 90 days on desde2, naming that date; the date itself is taken', async () => {
    const cs = await mock.as('servicio');
    // The demo clock's day is 05/11/2025: the first day is 07/08/2025.
    const early = await cs('GET', '/api/operation/gatepassmasivo/06-08-2025/05-11-2025/MSCU1234567');
    expect([early.status, early.body.fields]).toEqual([
      400,
      { desde2: 'Fecha desde no puede ser anterior a 07/08/2025' },
    ]);
    const first = await cs('GET', '/api/operation/gatepassmasivo/07-08-2025/05-11-2025/MSCU1234567');
    expect(first.status).not.toBe(400);
  });

  it('RPT-017: the gate pass report is refused to an agent (403) and to a trucking company', async () => {
    const { unitNbr, driver } = await printable();
    for (const login of ['aga', 'transportista']) {
      expect(
        (await (await mock.as(login))('GET', `/api/operation/gatepassbyunitdriver/${driver.cardId}/${unitNbr}`)).status,
        login,
      ).toBe(403);
    }
  });
});

describe('the VGM report (type 9)', MOCK_ONLY, () => {
  type Row = {
    id: string;
    romaneado: boolean;
    booking: { id: string };
    vgmKg: number | null;
    verifiedAt: string | null;
  };
  /** A booking with a declared VGM among an agent's pre-advices, from the live store. */
  function declared() {
    const op = mock.store!.db.operation.find(
      (o) =>
        o.kind === 'exportPreadvice' &&
        o.status === 'ACTIVE' &&
        (o as { weighbridge?: boolean }).weighbridge === false &&
        (o as { vgmKg?: number | null }).vgmKg,
    )!;
    const unit = mock.store!.db.unitVisit.find((u) => u.id === op.unitVisitId)!;
    return {
      agentId: op.agentId!,
      bookingId: (op as { bookingId: string }).bookingId,
      unitNbr: unit.unitNbr,
      vgmKg: (op as { vgmKg: number }).vgmKg,
    };
  }

  it('RPT-027 RPT-028 RPT-029: customer service names the agent and a container or booking; the rows carry id, romaneado and booking.id with the VGM', async () => {
    const { agentId, bookingId, unitNbr, vgmKg } = declared();
    const cs = await mock.as('servicio');
    const none = await cs('POST', `/api/operation/vgm/${agentId}`, { operationType: 9 });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ unitNbr: 'Debe seleccionar un Contenedor o BL-Booking.' });
    const noAgent = await cs('POST', '/api/operation/vgm/-', { operationType: 9, unitNbr });
    expect(noAgent.body.fields).toEqual({ agentId: 'Requerido' });
    const res = await cs('POST', `/api/operation/vgm/${agentId}`, { operationType: 9, blOrBook: bookingId });
    expect(res.status).toBe(200);
    const rows = res.body as Row[];
    const mine = rows.find((r) => r.id === unitNbr)!;
    expect(mine).toMatchObject({ id: unitNbr, romaneado: false, booking: { id: bookingId }, vgmKg });
    expect(rows.every((r) => r.booking.id === bookingId)).toBe(true);
  });

  it("RPT-030 RPT-031: the VGM certificate by unit and by booking is a PDF; an agent asking for another agent's booking gets no document", async () => {
    const { agentId, bookingId, unitNbr } = declared();
    const token = await mock.login('servicio');
    for (const path of [
      `/api/operation/getvgmpdfbyunit/${unitNbr}`,
      `/api/operation/getvgmpdfbybooking/${bookingId}/${agentId}`,
    ]) {
      const pdf = await fetch(`${mock.url}${path}`, { method: 'POST', headers: { 'x-auth-token': token } });
      expect(pdf.status, path).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
        path,
      ).toBe('%PDF-');
    }
    const stranger = mock.store!.db.user.find((u) => u.login === 'aga2')!.agentId!;
    expect(stranger).not.toBe(agentId);
    const other = await (await mock.as('aga2'))('POST', `/api/operation/getvgmpdfbybooking/${bookingId}/${agentId}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('No existen datos para generar el documento.');
  });
});
