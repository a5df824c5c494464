/** Mock server, terminal model: canPrintGatePass, the gate-pass PDFs and the import detail PDF. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { startMock, type Mock, type Reply } from './helpers';
import { pdfText } from '../support/pdfText';
import { seededDb, terminalDemo, type TerminalDemo } from './terminal/demo';
import { importUnits, pickupOf } from '../support/terminalSeed';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const r = operationsMessages.refusals;
let mock: Mock;
let aga: Call;
let token: string;
let demo: TerminalDemo;

beforeAll(async () => {
  mock = await startMock({ port: 8603 });
  [aga, token, demo] = await Promise.all([mock.as('aga'), mock.login('aga'), terminalDemo()]);
});
afterAll(async () => {
  await mock?.dispose();
});

/** A PDF answer: its bytes, checked to be a PDF of `pages` pages. */
async function pdf(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; text: string; content: string }> {
  const res = await fetch(mock.url + path, {
    method,
    headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status === 200) expect(res.headers.get('content-type')).toBe('application/pdf');
  return { status: res.status, text: bytes.toString('latin1'), content: res.status === 200 ? pdfText(bytes) : '' };
}
/** The names the documents should print, from the same seed the mock built. */
async function namesOf(nbr: string) {
  const db = await seededDb();
  const unit = importUnits(db).find((u) => u.unitNbr === nbr)!;
  const op = pickupOf(db, unit)!;
  return {
    unit,
    op,
    trucking: db.truckingcompany.find((t) => t.id === op.truckingId)!.name,
    agent: db.agent.find((a) => a.id === op.agentId)!.name,
  };
}
const pageCount = (text: string) => (text.match(/\/Type \/Page\b/g) ?? []).length;

describe('gate pass', () => {
  it('VV-021 IMP-073: a unit with its appointment, trucking and operation can print; the PDF is one page', async () => {
    expect((await aga('GET', `/api/report/canPrintGatePass/${demo.units.agaBooked}`)).body).toEqual({
      valor: true,
      mensaje: null,
      errors: [],
    });
    const doc = await pdf('GET', `/api/report/gatepass/${demo.units.agaBooked}`);
    expect(doc.status).toBe(200);
    expect(doc.text.startsWith('%PDF-')).toBe(true);
    expect(pageCount(doc.text)).toBe(1);
    // Read back: appointment number, date, slot, trucking company, container and the scannable code's text.
    const { trucking, agent } = await namesOf(demo.units.agaBooked);
    for (const line of [
      'Gate Pass',
      '700000',
      '05/11/2025',
      '14:00–16:00',
      trucking,
      `${demo.units.agaBooked} (20RF)`,
      agent,
      `${demo.units.agaBooked}-700000`,
    ]) {
      expect(doc.content.split('\n'), line).toContain(line);
    }
  });

  it('IMP-074: the result-array variant answers OK first, with the gate-pass data', async () => {
    const res = await aga('GET', `/api/report/gatepass/${demo.units.agaBooked}?format=result`);
    expect(res.body).toEqual([
      'OK',
      expect.objectContaining({ unitNbr: demo.units.agaBooked, slotStartTime: '14:00', slotEndTime: '16:00' }),
    ]);
  });

  it('VV-021: canPrintGatePass says why not; the PDF call is refused with the reasons', async () => {
    expect((await aga('GET', `/api/report/canPrintGatePass/${demo.units.agaToBook}`)).body).toEqual({
      valor: false,
      mensaje: r.noAppointment,
      errors: [r.noAppointment],
    });
    expect((await aga('GET', `/api/report/canPrintGatePass/${demo.units.agaYard}`)).body.errors).toEqual([
      r.noOperation,
    ]);
    expect((await aga('GET', `/api/report/canPrintGatePass/${demo.units.agaDeparted}`)).body.errors).toEqual([
      r.departed,
      r.appointmentPassed,
    ]);
    const refused = await aga('GET', `/api/report/gatepass/${demo.units.agaToBook}`);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: '409', message: r.noAppointment, errors: [r.noAppointment] },
    });
  });

  it('VV-019 VV-020: the selected units are checked together and printed one page each; nothing selected → no data', async () => {
    const both = await aga('POST', '/api/report/canPrintGatePass', [demo.units.agaBooked, demo.units.agaToBook]);
    expect(both.body).toEqual({
      valor: false,
      mensaje: r.noAppointment,
      errors: [{ unitNbr: demo.units.agaToBook, msg: r.noAppointment }],
    });
    expect(
      (await aga('POST', '/api/report/massivegatepass/', [demo.units.agaBooked, demo.units.agaToBook])).status,
    ).toBe(409);
    const doc = await pdf('POST', '/api/report/massivegatepass/', {
      units: [{ unitNbr: demo.units.agaBooked }, demo.units.agaBooked],
    });
    expect(doc.status).toBe(200);
    expect(pageCount(doc.text)).toBe(2);
    expect((await aga('POST', '/api/report/massivegatepass/', [])).body).toEqual({
      code: '404',
      message: 'No existen datos para generar el documento.',
    });
  });
});

describe('DRC', () => {
  it('IMP-050: the DRC of a unit in the yard, departed or retired; not inbound; a wrong visit is "Archivo no encontrado."', async () => {
    const doc = await pdf('GET', `/api/report/drc/${demo.units.agaDeparted}/${demo.workingVisit}`);
    expect(doc.status).toBe(200);
    expect(doc.text.startsWith('%PDF-')).toBe(true);
    const { unit } = await namesOf(demo.units.agaDeparted);
    for (const line of [
      `${unit.unitNbr} (${unit.isoType} · ${unit.typeLength})`,
      'despachado',
      `${unit.consigneeName} (${unit.consigneeId})`,
      'Importación',
      String(unit.tareWeightKg),
    ]) {
      expect(doc.content.split('\n'), line).toContain(line);
    }
    expect((await aga('GET', `/api/report/drc/${demo.units.agaInbound}/${demo.inboundVisit}`)).body).toEqual({
      code: '409',
      message: r.drc,
    });
    expect((await aga('GET', `/api/report/drc/${demo.units.agaDeparted}/${demo.inboundVisit}`)).body).toEqual({
      code: '404',
      message: 'Archivo no encontrado.',
    });
  });
});

describe('import detail', () => {
  it('IMP-051: the import detail PDF; an unknown unit has no data', async () => {
    const doc = await pdf('POST', `/api/report/importDetail/${demo.units.agaBooked}`);
    expect(doc.status).toBe(200);
    expect(doc.text.startsWith('%PDF-')).toBe(true);
    const { unit, op, trucking } = await namesOf(demo.units.agaBooked);
    const lines = doc.content.split('\n');
    for (const line of [
      'Detalle de importación',
      'en patio',
      unit.blNumbers[0]!,
      `${unit.consigneeName} (${unit.consigneeId})`,
      `${unit.commodityName} (${unit.commodityCode})`,
      String(unit.weightKg),
      '-18 °C',
      'Importación',
      String(op.draftNumber),
      'Indirecto',
      trucking,
      '700000 · 05/11/2025 14:00–16:00',
      'PCE-E213 Servicio de guía de despacho: USD 8,50',
      'Total USD 42,00',
    ])
      expect(lines, line).toContain(line);
    expect((await aga('POST', '/api/report/importDetail/ZZZU0000000')).body).toEqual({
      code: '404',
      message: 'No existen datos para generar el documento.',
    });
  });
});
