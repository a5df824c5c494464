/**
 * The export pre-advice kind's transitions (issue 16; ruling P53), in-process on the store: the
 * pre-advice takes a booking place and sends the unit on its way; the terminal's events move it
 * one step at a time; a cancelled pre-advice gives its place back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelPreadvice,
  moveExportUnit,
  preadvise,
  type PreadviceInput,
} from '../../mock-server/kinds/exportPreadvice/transitions';
import { seedCopy, seededDb } from './terminal/demo';
import { Store } from '../../mock-server/store';
import { eventsOf } from '../../mock-server/terminalModel/history';
import type { Booking } from '../../mock-server/modules/bookings/types';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';
import { freePlaces } from '../../src/domain/exportPreadvice/bookingCapacity';
import { withCheckDigit } from '../../src/domain/iso6346';
import { santiagoInstant } from '../../src/domain/santiagoTime';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { MOCK_ONLY, startMock } from './helpers';

const r = operationsMessages.exportRefusals;
let dir: string;
let store: Store;
let booking: Booking;
const t = { now: santiagoInstant('2025-11-05', '10:00'), login: 'servicio' };

/** An export unit the line announced on the booking: a copy of a seeded box with its own visit id and number. */
function announcedUnit(serial: number): ContainerVisit {
  const base = store.db.unitVisit.find((u): u is ContainerVisit => u.kind === 'container' && u.reefer === null)!;
  const unit: ContainerVisit = {
    ...base,
    id: `UVX${serial}`,
    unitNbr: withCheckDigit(`TEXU${String(900000 + serial)}`),
    category: 'EXPORT',
    transitState: 'ADVISED',
    visitId: booking.visitId,
    line: booking.line,
    timeIn: null,
  };
  store.insert('unitVisit', unit);
  return unit;
}

const input = (over: Partial<PreadviceInput> = {}): PreadviceInput => ({
  operationType: 'EXPORTACION',
  agentId: store.db.agent[0]!.id,
  truckingId: store.db.truckingcompany[0]!.id,
  equipmentType: booking.items[0]!.equipmentType,
  documentType: 'DUS',
  documentNbrs: ['5012345678'],
  guias: [],
  seals: ['CL1234567'],
  vgmKg: 24_500,
  weighbridge: false,
  grossWeightKg: 24_500,
  shipperId: booking.shipperId!,
  shipperName: booking.shipperName!,
  shipperAddress: 'Av. Costanera 100',
  shipperCity: 'Santiago',
  shipperState: 'RM',
  shipperGiro: 'Exportadora',
  shipperCountry: 'CL',
  sagCondition: 'SIN INSPECCION',
  commodityCode: '080610',
  o2Pct: null,
  co2Pct: null,
  oog: null,
  lampa: null,
  featureId: null,
  agentTwoId: null,
  uniqueInvoice: false,
  ...over,
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-export-life-'));
  store = await Store.open({ dataDir: dir, seedScale: 1, seed: seedCopy, reset: true, log: () => undefined });
  booking = store.db.booking.find((b) => b.eqStatus === 'FCL' && b.items[0]!.reefer === null)!;
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the export unit life in the terminal (P53)', () => {
  it('a pre-advice takes a place and a draft number; gate in, stack, to ship, load and sail follow one step at a time, each in the history', () => {
    const unit = announcedUnit(1);
    const item = booking.items[0]!;
    const free = freePlaces(item);
    const op = preadvise(store, unit, booking, input(), t);
    expect(unit.transitState).toBe('INBOUND');
    expect(freePlaces(item)).toBe(free - 1);
    expect(op).toMatchObject({
      kind: 'exportPreadvice',
      status: 'ACTIVE',
      bookingId: booking.id,
      vesselVisitId: booking.visitId,
    });
    expect(op.draftNumber).toBeGreaterThan(0);
    // Nothing jumps: loading a unit still on the road is refused, naming its state.
    expect(() => moveExportUnit(store, unit, 'load', op, t)).toThrow(`${r.notInThisState} (en viaje hacia el puerto)`);
    for (const event of ['gateIn', 'stack', 'toShip', 'load', 'sail'] as const)
      moveExportUnit(store, unit, event, op, t);
    expect(unit.transitState).toBe('DEPARTED');
    expect(unit.timeIn).toBe(t.now.toISOString());
    expect(eventsOf(store, unit.id).map((e) => `${e.event}:${e.from}→${e.to}`)).toEqual([
      'preadvise:ADVISED→INBOUND',
      'gateIn:INBOUND→ECIN',
      'stack:ECIN→YARD',
      'toShip:YARD→ECOUT',
      'load:ECOUT→LOADED',
      'sail:LOADED→DEPARTED',
    ]);
    expect(() => moveExportUnit(store, unit, 'withdraw', op, t)).toThrow(r.notInThisState);
  });

  it('EXP-067: a pre-advice is cancelled while on its way (its place goes back); once at the gate, or invoiced, it is refused', () => {
    const item = booking.items[0]!;
    const unit = announcedUnit(2);
    const free = freePlaces(item);
    const op = preadvise(store, unit, booking, input(), t);
    cancelPreadvice(store, unit, op, t);
    expect(unit.transitState).toBe('ADVISED');
    expect(op.status).toBe('CANCELLED');
    expect(freePlaces(item)).toBe(free);

    const invoiced = preadvise(store, announcedUnit(3), booking, input(), t);
    invoiced.invoiceFinalized = true;
    expect(() =>
      cancelPreadvice(store, store.findById('unitVisit', invoiced.unitVisitId) as ContainerVisit, invoiced, t),
    ).toThrow(r.invoiceFinalized);
    const atGate = announcedUnit(4);
    const gated = preadvise(store, atGate, booking, input(), t);
    moveExportUnit(store, atGate, 'gateIn', gated, t);
    expect(() => cancelPreadvice(store, atGate, gated, t)).toThrow(r.notInbound);
    // Shut out at the gate: it leaves by road.
    moveExportUnit(store, atGate, 'withdraw', gated, t);
    expect(atGate.transitState).toBe('RETIRED');
  });

  it("an import unit is no export pre-advice's, and a booking without places left refuses it", () => {
    const imported = store.db.unitVisit.find(
      (u): u is ContainerVisit => u.kind === 'container' && u.category === 'IMPORT',
    )!;
    expect(() => preadvise(store, imported, booking, input(), t)).toThrow(r.notExport);
    const item = booking.items[1]!;
    item.used = item.quantity;
    expect(() => preadvise(store, announcedUnit(5), booking, input({ equipmentType: item.equipmentType }), t)).toThrow(
      r.bookingFull,
    );
  });
});

describe("the terminal's export events as demo controls (POST /__mock/export/{unit}/{event})", () => {
  it('move a unit one step at a time along its life, never jumping, and say where it is', MOCK_ONLY, async () => {
    const mock = await startMock();
    try {
      // The seed the mock started from (the generic service does not hand out the terminal's records).
      const units = (await seededDb()).unitVisit;
      const onItsWay = units.find((u) => u.category === 'EXPORT' && u.transitState === 'INBOUND')!;
      const jump = await mock.call('POST', `/__mock/export/${onItsWay.unitNbr}/load`);
      expect(jump.status).toBe(409);
      expect(jump.body).toMatchObject({ code: '409', message: `${r.notInThisState} (en viaje hacia el puerto)` });
      const labels: string[] = [];
      for (const event of ['gateIn', 'stack', 'toShip', 'load', 'sail']) {
        const moved = await mock.call('POST', `/__mock/export/${onItsWay.unitNbr}/${event}`);
        expect(moved.status, event).toBe(200);
        labels.push((moved.body as { label: string }).label);
      }
      expect(labels).toEqual(['en puerta', 'en patio', 'cargado en camión', 'embarcado', 'despachado']);
      expect((await mock.call('POST', `/__mock/export/${onItsWay.unitNbr}/teleport`)).status).toBe(400);
      expect((await mock.call('POST', '/__mock/export/ABCU0000000/gateIn')).body).toMatchObject({
        code: '404',
        message: operationsMessages.refusals.unitNotFound,
      });
    } finally {
      await mock.dispose();
    }
  });
});
