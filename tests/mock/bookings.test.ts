/**
 * The terminal's bookings (issue 16; D2 §3 Booking): the seed's bookings on the visits still to
 * sail, and their places, taken and given back in one synchronous step each (in-process store).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCopy } from './terminal/demo';
import { Store } from '../../mock-server/store';
import { releaseBookingPlace, takeBookingPlace } from '../../mock-server/modules/bookings/capacity';
import { bookingCapacity, freePlaces } from '../../src/domain/exportPreadvice/bookingCapacity';
import { operationsMessages } from '../../src/i18n/operationsMessages';

const r = operationsMessages.exportRefusals;
let dir: string;
let store: Store;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-bookings-'));
  store = await Store.open({ dataDir: dir, seedScale: 1, seed: seedCopy, reset: true, log: () => undefined });
});
afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('bookings', () => {
  it("every visit still to sail has its line's FCL bookings (dry, reefer, hazardous and out-of-gauge items) and each line an MTY booking", () => {
    const { booking, vesselVisit } = store.db;
    const open = vesselVisit.filter((v) => v.phase === 'INBOUND' || v.phase === 'WORKING');
    for (const v of open)
      expect(
        booking.filter((b) => b.visitId === v.id && b.eqStatus === 'FCL' && b.line === v.operatorId).length,
        v.id,
      ).toBe(3);
    for (const line of new Set(open.map((v) => v.operatorId)))
      expect(booking.filter((b) => b.line === line && b.eqStatus === 'MTY')).toHaveLength(1);
    const items = booking.flatMap((b) => b.items);
    expect(items.some((i) => i.reefer !== null && typeof i.reefer.tempReqdC === 'number')).toBe(true);
    expect(items.some((i) => i.hazards.length > 0 && i.hazards[0]!.un !== '')).toBe(true);
    expect(items.some((i) => i.isOog)).toBe(true);
    // Reefer items are on reefer equipment only; ids are unique.
    for (const i of items.filter((x) => x.reefer)) expect(i.equipmentType).toMatch(/^\d\dR\d$/);
    expect(new Set(booking.map((b) => b.id)).size).toBe(booking.length);
    // Windows: the stacking opens before it closes; the spec's date cases exist (EXP-056's inconsistency among them).
    for (const b of booking) expect(b.stackingStart < b.stackingEnd, b.id).toBe(true);
    expect(booking.some((b) => b.stackingStart > b.lateDate)).toBe(true);
  });

  it("pre-advices of an item's last places get exactly as many places as there are (each take is one synchronous step); a cancelled one gives its place back", async () => {
    const booking = store.db.booking.find((b) => b.eqStatus === 'FCL' && b.items.length === 2)!;
    const item = booking.items[0]!;
    const seeded = item.used;
    item.used = item.quantity - 3;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, async () => {
        try {
          takeBookingPlace(store, booking.id, item.equipmentDesc);
          return 'taken';
        } catch (e) {
          return (e as Error).message;
        }
      }),
    );
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(3);
    expect(outcomes.filter((o) => o === r.bookingFull)).toHaveLength(7);
    expect(freePlaces(item)).toBe(0);
    const other = booking.items[1]!;
    expect(bookingCapacity(booking.items)).toEqual({
      maximum: item.quantity + other.quantity,
      used: item.quantity + other.used,
      free: other.quantity - other.used,
    });

    releaseBookingPlace(store, booking.id, item.equipmentType);
    expect(freePlaces(item)).toBe(1);
    // Never below zero, an unknown booking is 'Número de Booking vacio.', an item the booking has not got, full.
    item.used = 0;
    releaseBookingPlace(store, booking.id, item.equipmentType);
    expect(item.used).toBe(0);
    expect(() => takeBookingPlace(store, 'NOEXISTE1', '20DV')).toThrow(r.bookingNotFound);
    expect(() => takeBookingPlace(store, booking.id, '45R1')).toThrow(r.bookingFull);
    item.used = seeded;
  });
});

describe('export units of the seed', () => {
  it("each open visit's FCL bookings carry units along the export life, with their operations and places; the reserved ones announced", () => {
    const exportUnits = store.db.unitVisit.filter((u) => u.category === 'EXPORT');
    const states = new Set(exportUnits.map((u) => u.transitState));
    for (const s of ['ADVISED', 'INBOUND', 'ECIN', 'YARD', 'ECOUT', 'LOADED'] as const)
      expect(states.has(s), s).toBe(true);
    const ops = store.db.operation.filter((o) => o.kind === 'exportPreadvice');
    const announced = exportUnits.filter((u) => u.transitState === 'ADVISED');
    // Every pre-advised unit has its operation; the announced ones are reserved on their booking.
    for (const u of exportUnits.filter((x) => x.transitState !== 'ADVISED'))
      expect(
        ops.some((o) => o.unitVisitId === u.id),
        u.unitNbr,
      ).toBe(true);
    const reserved = new Set(store.db.booking.flatMap((b) => b.reservedContainers));
    expect(announced.filter((u) => reserved.has(u.unitNbr)).length).toBeGreaterThan(0);
    // Places taken = pre-advices of the booking's item.
    for (const b of store.db.booking) {
      for (const item of b.items) {
        const taken = ops.filter(
          (o) =>
            'bookingId' in o && o.bookingId === b.id && o.equipmentType === item.equipmentType && o.status === 'ACTIVE',
        ).length;
        expect(item.used, `${b.id} ${item.equipmentType}`).toBeGreaterThanOrEqual(taken);
      }
    }
    // Reefer cargo only in reefers.
    for (const u of exportUnits) if (u.kind === 'container' && u.reefer) expect(u.isoType).toMatch(/R/);
  });
});
