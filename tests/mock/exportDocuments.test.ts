/** Mock server, export documents (D2 §7 Export and empties, Temperature letters): gate pass, voucher, EIR, costs and temperature letters, read back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportOperation } from '../../mock-server/kinds/exportPreadvice/types';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import type { Booking } from '../../mock-server/modules/bookings/types';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { exportUnits, importUnits, preadviceOf } from '../support/terminalSeed';
import { pdfText } from '../support/pdfText';
import { startMock, type Mock, type Reply } from './helpers';
import { seededDb, terminalDemo } from './terminal/demo';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const r = operationsMessages.exportRefusals;
const d = operationsMessages.documents;
let mock: Mock;
let cs: Call;
let naviera: Call;
let aga: Call;
let tokens: Record<string, string>;
let units: { unit: ContainerVisit; op: ExportOperation | undefined; booking: Booking | undefined }[];

beforeAll(async () => {
  mock = await startMock({ port: 8608 });
  [cs, naviera, aga] = await Promise.all([mock.as('servicio'), mock.as('naviera'), mock.as('aga')]);
  tokens = {
    servicio: await mock.login('servicio'),
    aga: await mock.login('aga'),
    naviera: await mock.login('naviera'),
  };
  const db = await seededDb();
  units = exportUnits(db).map((unit) => {
    const op = preadviceOf(db, unit);
    return {
      unit,
      op,
      booking: db.booking.find((b) => b.id === op?.bookingId || b.reservedContainers.includes(unit.unitNbr)),
    };
  });
});
afterAll(async () => {
  await mock?.dispose();
});

async function pdf(
  user: string,
  method: string,
  path: string,
): Promise<{ status: number; lines: string[]; body: string }> {
  const res = await fetch(mock.url + path, { method, headers: { 'x-auth-token': tokens[user]! } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status === 200) expect(res.headers.get('content-type')).toBe('application/pdf');
  return {
    status: res.status,
    lines: res.status === 200 ? pdfText(bytes).split('\n') : [],
    body: res.status === 200 ? '' : bytes.toString(),
  };
}
const pick = (pred: (x: (typeof units)[number]) => boolean) => units.find(pred)!;
const open = (b: Booking | undefined) => !!b && b.stackingEnd > TERMINAL_EPOCH && b.stackingStart < b.lateDate;

describe('export documents', () => {
  it('EXP-075: the delivery voucher names the unit, booking, draft, shipper and seals; refused once departed', async () => {
    const { unit, op } = pick((x) => x.unit.transitState === 'INBOUND' && x.op !== undefined);
    const doc = await pdf('servicio', 'POST', `/api/report/voucherexpo/${unit.unitNbr}`);
    expect(doc.status).toBe(200);
    for (const line of [
      d.voucherTitle,
      op!.bookingId,
      String(op!.draftNumber),
      op!.seals[0]!,
      `${unit.unitNbr} (${unit.isoType} · ${unit.typeLength})`,
    ])
      expect(doc.lines, line).toContain(line);
    const loaded = pick((x) => x.unit.transitState === 'LOADED' && x.op !== undefined).unit.unitNbr;
    for (const e of ['sail']) expect((await mock.call('POST', `/__mock/export/${loaded}/${e}`)).status).toBe(200);
    expect((await cs('POST', `/api/report/voucherexpo/${loaded}`)).body).toMatchObject({ message: r.departed });
  });

  it('EXP-076: the EIR once the terminal received the unit; before, the reason', async () => {
    const yard = pick((x) => x.unit.transitState === 'YARD' && x.op !== undefined);
    const doc = await pdf('servicio', 'GET', `/api/report/eir/${yard.unit.unitNbr}/${yard.op!.id}`);
    expect(doc.status).toBe(200);
    for (const line of [d.eirTitle, d.moveIn, yard.op!.seals[0]!]) expect(doc.lines, line).toContain(line);
    const inbound = pick((x) => x.unit.transitState === 'INBOUND' && x.op !== undefined);
    expect((await cs('GET', `/api/report/eir/${inbound.unit.unitNbr}/${inbound.op!.id}`)).body).toMatchObject({
      message: r.notReceived,
    });
  });

  it("IMP-052: the import EIR is for customer service and the shipping company (the unit's line), not the agent", async () => {
    const db = await seededDb();
    // The demo shipping company works MSC and MAERSK.
    const discharged = importUnits(db).find((u) => u.timeIn !== null && u.transitState === 'YARD' && u.line === 'MSC')!;
    expect((await pdf('servicio', 'GET', `/api/report/eir/${discharged.unitNbr}/0`)).lines).toContain(d.moveOut);
    expect((await pdf('naviera', 'GET', `/api/report/eir/${discharged.unitNbr}/0`)).status).toBe(200);
    expect((await aga('GET', `/api/report/eir/${discharged.unitNbr}/0`)).status).toBe(403);
    const otherLine = importUnits(db).find((u) => u.timeIn !== null && !['MSC', 'MAERSK'].includes(u.line))!;
    expect((await naviera('GET', `/api/report/eir/${otherLine.unitNbr}/0`)).status).toBe(403);
  });

  it('EXP-078 INV-124: the costs answer the ledger lines (weighing PCE-E244 + PCE-E231 for a weighbridge unit) and print them', async () => {
    const rom = pick((x) => x.op?.weighbridge === true && x.unit.transitState !== 'DEPARTED');
    const json = await cs('GET', `/api/report/costosexpo/${rom.unit.unitNbr}?format=json`);
    expect(json.body).toMatchObject({ draftNumber: rom.op!.draftNumber, currency: 'USD', totalCharges: 33.5 });
    expect(json.body.summaryCharges.map((l: { tarifId: string }) => l.tarifId).sort()).toEqual([
      'PCE-E231',
      'PCE-E244',
    ]);
    const doc = await pdf('servicio', 'GET', `/api/report/costosexpo/${rom.unit.unitNbr}`);
    for (const line of [d.exportCostsTitle, 'PCE-E244', 'USD 33,50']) expect(doc.lines, line).toContain(line);
  });

  it("EXP-077 TMP-007 TMP-010: a reefer's temperature letter carries the booking item's settings; a dry unit has no letter", async () => {
    const reefer = pick((x) => x.unit.reefer !== null && x.op !== undefined);
    const item = reefer.booking!.items.find((i) => i.equipmentType === reefer.op!.equipmentType)!;
    const doc = await pdf('servicio', 'GET', `/api/report/cartatemp/${reefer.unit.unitNbr}`);
    expect(doc.status).toBe(200);
    for (const line of [d.temperatureLetterTitle, `${item.reefer!.tempReqdC} °C`, reefer.booking!.id])
      expect(doc.lines, line).toContain(line);
    const dry = pick((x) => x.unit.reefer === null);
    expect(await cs('GET', `/api/report/cartatemp/${dry.unit.unitNbr}`)).toMatchObject({
      status: 404,
      body: { message: 'No existen datos para generar el documento.' },
    });
  });

  it('EXP-079: the export gate pass is the import one: printable with a delivery appointment, else the reasons', async () => {
    const target = pick(
      (x) => x.unit.transitState === 'INBOUND' && x.op?.operationType === 'COORD_ENTREGA' && open(x.booking),
    );
    const nbr = target.unit.unitNbr;
    expect((await cs('GET', `/api/report/canPrintGatePass/${nbr}`)).body).toMatchObject({
      valor: false,
      errors: [operationsMessages.refusals.noAppointment],
    });
    const days = (
      await cs('POST', '/api/appointmentrules/quotasForExport', {
        start: '2000-01-01',
        end: '2100-01-01',
        unitNbr: nbr,
      })
    ).body as { day: string; quotas: { start: string }[] }[];
    const day = days.find((x) => x.quotas.length > 0)!;
    const booked = await cs('POST', `/api/export/saveCoordinacion/${nbr}`, {
      appointmentDate: day.day,
      start: day.quotas[0]!.start,
    });
    expect(booked.status).toBe(201);
    expect((await cs('GET', `/api/report/canPrintGatePass/${nbr}`)).body).toEqual({
      valor: true,
      mensaje: null,
      errors: [],
    });
    const doc = await pdf('servicio', 'GET', `/api/report/gatepass/${nbr}`);
    for (const line of [
      d.gatePassTitle,
      String(booked.body.appointmentNbr),
      'Coordinación de entrega',
      `${nbr}-${booked.body.appointmentNbr}`,
    ])
      expect(doc.lines, line).toContain(line);
  });
});

describe('temperature letters', () => {
  it('TMP-004 TMP-005 TMP-008 TMP-010: the visit\'s reefers, one container, all their letters and the selected ones; none to print is "No existen datos…"', async () => {
    const db = await seededDb();
    const reefers = units.filter((x) => x.unit.reefer !== null && x.booking && x.unit.visitId === x.booking.visitId);
    const visit = reefers[0]!.unit.visitId!;
    const ofVisit = reefers
      .filter((x) => x.unit.visitId === visit)
      .map((x) => x.unit.unitNbr)
      .sort();
    const list = await cs('GET', `/api/report/verifycartatempbyvessel/${visit}`);
    expect(list.body.map((r: { unitNbr: string }) => r.unitNbr)).toEqual(ofVisit);
    expect(list.body[0]).toMatchObject({
      bookingId: expect.any(String),
      tempReqdC: expect.any(Number),
      isoType: expect.stringMatching(/R/),
    });
    const one = await cs('GET', `/api/report/verifycartatempbyvesselandunit/${visit}/${ofVisit[0]}`);
    expect(one.body.map((r: { unitNbr: string }) => r.unitNbr)).toEqual([ofVisit[0]]);
    const itsLetter = await pdf('servicio', 'GET', `/api/report/cartatempbyvesselandcont/${visit}/${ofVisit[0]}`);
    expect(itsLetter.lines.filter((l) => l === d.temperatureLetterTitle)).toHaveLength(1);
    expect(itsLetter.lines.join('\n')).toContain(ofVisit[0]);
    const all = await pdf('servicio', 'GET', `/api/report/cartatempbyvessel/${visit}`);
    expect(all.lines.filter((l) => l === d.temperatureLetterTitle)).toHaveLength(ofVisit.length);
    const chosen = await fetch(`${mock.url}/api/report/masivecartatemp/`, {
      method: 'POST',
      headers: { 'x-auth-token': tokens.servicio!, 'content-type': 'application/json' },
      body: JSON.stringify(ofVisit.slice(0, 2)),
    });
    expect(chosen.headers.get('content-type')).toBe('application/pdf');
    expect(
      pdfText(Buffer.from(await chosen.arrayBuffer()))
        .split('\n')
        .filter((l) => l === d.temperatureLetterTitle),
    ).toHaveLength(Math.min(2, ofVisit.length));
    const dryVisit = db.vesselVisit.find((v) => v.phase === 'DEPARTED')!.id;
    expect(await cs('GET', `/api/report/cartatempbyvessel/${dryVisit}`)).toMatchObject({
      status: 404,
      body: { message: 'No existen datos para generar el documento.' },
    });
  });

  it("TMP-002: an agent's /cartas visits (GET /vesselvisit/lineop) are exactly those holding its own units, by ETA — not every visit", async () => {
    const db = await seededDb();
    const { agaId } = await terminalDemo();
    const byEta = (a: { eta: string }, b: { eta: string }) => a.eta.localeCompare(b.eta);
    // Its own units (the visit lists' rule): those of its active operations, or with none, manifested to it.
    const own = (u: (typeof db.unitVisit)[number]) => {
      const active = db.operation.filter((o) => o.unitVisitId === u.id && o.status === 'ACTIVE');
      return active.length > 0
        ? active.some((o) => o.agentId === agaId)
        : u.kind === 'container' && u.agentId === agaId;
    };
    const expected = db.vesselVisit
      .filter((v) => db.unitVisit.some((u) => u.visitId === v.id && own(u)))
      .sort(byEta)
      .map((v) => v.id);
    const offered = await aga('GET', '/api/vesselvisit/lineop');
    expect(offered.status).toBe(200);
    expect(offered.body.map((v: { id: string }) => v.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(db.vesselVisit.length);
    // The terminal's desk is not scoped: every visit.
    expect((await cs('GET', '/api/vesselvisit/lineop')).body).toHaveLength(db.vesselVisit.length);
  });

  it("TMP-003: a shipping company's /cartas visits (GET /vesselvisit/lineop) are exactly its lines' (MSC, MAERSK), by ETA", async () => {
    const db = await seededDb();
    const expected = db.vesselVisit
      .filter((v) => ['MSC', 'MAERSK'].includes(v.operatorId))
      .sort((a, b) => a.eta.localeCompare(b.eta))
      .map((v) => v.id);
    const offered = await naviera('GET', '/api/vesselvisit/lineop');
    expect(offered.body.map((v: { id: string }) => v.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(db.vesselVisit.length);
  });

  it("TMP-005: the letters a visit offers are within reach: a shipping company its lines' reefers, an agent not another's; the gate none (403)", async () => {
    const reefers = units.filter((x) => x.unit.reefer !== null && x.booking);
    const visit = reefers.find((x) => x.unit.line === 'MSC' || x.unit.line === 'MAERSK')!.unit.visitId!;
    const seen = (await naviera('GET', `/api/report/verifycartatempbyvessel/${visit}`)).body as { unitNbr: string }[];
    const lineOf = new Map(units.map((x) => [x.unit.unitNbr, x.unit.line]));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => ['MSC', 'MAERSK'].includes(lineOf.get(r.unitNbr)!))).toBe(true);
    const agaSeen = (await aga('GET', `/api/report/verifycartatempbyvessel/${visit}`)).body as { unitNbr: string }[];
    const csSeen = (await cs('GET', `/api/report/verifycartatempbyvessel/${visit}`)).body as { unitNbr: string }[];
    expect(agaSeen.length).toBeLessThan(csSeen.length);
    const gate = await mock.as('gate');
    expect((await gate('GET', `/api/report/verifycartatempbyvessel/${visit}`)).status).toBe(403);
  });
});
