/**
 * Mock server, check-in by plate and release at the cut-off (issue 31 §3; rulings in the appts
 * report): the company's own list, the check-in (owner only, a plate of its trucks, before the
 * cut-off), the release on the terminal's clock (place back to the quota, history, notification),
 * the freed place rebooked, and a delivery appointment used when its box gates in. In-process (reads
 * the store to pick units), so not a contract test. Port 9220.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentCheckInMessages as m } from '../../src/i18n/appointmentCheckInMessages';
import type { AppointmentsWire } from '../../src/domain/appointmentCheckIn/wire';
import { contractBaseUrl } from './helpers';
import {
  book,
  freeImportUnits,
  quotaOf,
  requestPickup,
  startLive,
  type Call,
  type Live,
} from './appointmentCheckInSetup';

let live: Live;
let cs: Call;
let trucker: Call;
let other: Call;
let own: string;
let visitId: string;
let units: string[];
const setClock = (now: string) =>
  fetch(`${live.server.url}/__mock/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now }),
  });
const db = () => live.store.db;
const list = async (call: Call) => (await call('GET', '/api/appointmentrules/appointments')).body as AppointmentsWire;

describe.skipIf(contractBaseUrl !== undefined)('check-in by plate and release at the cut-off', () => {
  beforeAll(async () => {
    live = await startLive(9220);
    [cs, trucker, other] = await Promise.all([live.as('servicio'), live.as('transportista'), live.as('recupera')]);
    own = db().truckingcompany[0]!.id;
    ({ visitId, units } = freeImportUnits(live.store));
    for (const nbr of units.slice(0, 4))
      expect((await requestPickup(cs, nbr, own, db().agent[0]!.id)).status).toBe(201);
  });
  afterAll(async () => live?.close());

  it("the company lists its own appointments with its trucks; customer service lists every company's; others 403", async () => {
    expect((await book(cs, units[0]!, '06-11-2025 10:00', own)).status).toBe(201);
    const mine = await list(trucker);
    expect(mine.cutoffMinutes).toBe(60);
    expect(mine.plates.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.truckingId === own)).toBe(true);
    expect(mine.rows.find((r) => r.unitNbr === units[0])).toMatchObject({
      state: 'RESERVADA',
      checkInDeadline: '2025-11-06T12:00:00.000Z',
    });
    const all = await list(cs);
    expect(new Set(all.rows.map((r) => r.truckingId)).size).toBeGreaterThan(1);
    expect(
      (await other('GET', '/api/appointmentrules/appointments')).body.rows.some(
        (r: { truckingId: string }) => r.truckingId === own,
      ),
    ).toBe(false);
    const aga = await live.as('aga');
    expect((await aga('GET', '/api/appointmentrules/appointments')).status).toBe(403);
  });

  it('check-in: the owner with one of its plates; another company 403; customer service 403; an unknown plate refused on the plate field; twice refused', async () => {
    const row = (await list(trucker)).rows.find((r) => r.unitNbr === units[0])!;
    const plate = (await list(trucker)).plates[0]!;
    const path = `/api/appointmentrules/appointments/${row.id}/checkin`;
    expect((await other('POST', path, { plate })).status).toBe(403);
    expect((await cs('POST', path, { plate })).status).toBe(403);
    expect((await trucker('POST', path, { plate: 'ZZZZ99' })).body).toMatchObject({
      message: m.refusals.plateUnknown,
      fields: { plate: m.refusals.plateUnknown },
    });
    expect((await trucker('POST', path, { plate: ' ' })).body).toMatchObject({
      fields: { plate: m.refusals.plateRequired },
    });
    const ok = await trucker('POST', path, { plate: plate.toLowerCase() });
    expect(ok).toMatchObject({ status: 200, body: { state: 'PRESENTADA', checkInPlate: plate } });
    const a = db().appointment.find((x) => x.id === row.id)!;
    expect(a).toMatchObject({ status: 'BOOKED', checkInPlate: plate, checkedInAt: expect.any(String) });
    expect(
      db().operationEvent.filter((e) => e.event === 'appointmentCheckedIn' && e.unitVisitId === a.unitVisitId),
    ).toEqual([
      expect.objectContaining({ login: 'transportista', from: 'BOOKED', to: 'CHECKED_IN', operationId: a.operationId }),
    ]);
    expect((await trucker('POST', path, { plate })).status).toBe(409);
    expect((await trucker('POST', '/api/appointmentrules/appointments/999999999/checkin', { plate })).status).toBe(404);
  });

  it("release at the cut-off: an unchecked appointment is released by the terminal's clock (record kept, place back, history, notification); a checked-in one stays; past the cut-off no check-in; the freed place is rebooked and not released", async () => {
    expect((await book(cs, units[1]!, '06-11-2025 10:00', own)).status).toBe(201);
    const q = quotaOf(live.store, visitId, '2025-11-06', '10:00');
    const usedBefore = q.used;
    const a = db().appointment.find(
      (x) => x.status === 'BOOKED' && db().unitVisit.find((u) => u.id === x.unitVisitId)?.unitNbr === units[1],
    )!;
    // One minute before the cut-off (09:00 Santiago): still booked.
    await setClock('2025-11-06T08:59:00-03:00');
    expect((await list(trucker)).rows.find((r) => r.id === a.id)!.state).toBe('RESERVADA');
    await setClock('2025-11-06T09:00:30-03:00');
    const rows = (await list(trucker)).rows;
    expect(rows.find((r) => r.id === a.id)).toMatchObject({
      state: 'LIBERADA',
      releasedAt: '2025-11-06T12:00:00.000Z',
      releaseReason: 'NOT_CHECKED_IN',
      trouble: [],
    });
    expect(rows.find((r) => r.unitNbr === units[0])!.state).toBe('PRESENTADA');
    expect(q.used).toBe(usedBefore - 1);
    expect(db().appointment.find((x) => x.id === a.id)).toMatchObject({
      status: 'CANCELLED',
      releasedAt: '2025-11-06T12:00:00.000Z',
    });
    expect(
      db().operationEvent.filter((e) => e.event === 'appointmentReleased' && e.unitVisitId === a.unitVisitId),
    ).toEqual([
      expect.objectContaining({ login: 'terminal', from: 'BOOKED', to: 'RELEASED', at: '2025-11-06T12:00:00.000Z' }),
    ]);
    const notes = db().notification.filter((n) => n.login === 'transportista' && n.title === m.notification.title);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.content).toContain(String(a.id));
    // Past the cut-off it cannot be checked in (released), and reading again releases nothing twice.
    const plate = (await list(trucker)).plates[0]!;
    expect((await trucker('POST', `/api/appointmentrules/appointments/${a.id}/checkin`, { plate })).status).toBe(409);
    expect(q.used).toBe(usedBefore - 1);
    // The freed place is rebooked after the cut-off: it may be checked in until the slot starts and is not released.
    expect((await book(cs, units[2]!, '06-11-2025 10:00', own)).status).toBe(201);
    expect(q.used).toBe(usedBefore);
    const rebooked = (await list(trucker)).rows.find((r) => r.unitNbr === units[2] && r.state === 'RESERVADA')!;
    expect(rebooked.checkInDeadline).toBe('2025-11-06T13:00:00.000Z');
    await setClock('2025-11-06T09:30:00-03:00');
    expect(
      (await trucker('POST', `/api/appointmentrules/appointments/${rebooked.id}/checkin`, { plate })).body.state,
    ).toBe('PRESENTADA');
  });

  it('the cut-off is a terminal setting its demo control changes (0…1440 minutes)', async () => {
    const post = (minutes: unknown) =>
      fetch(`${live.server.url}/__mock/appointments/cutoff`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ minutes }),
      });
    expect((await post(-1)).status).toBe(400);
    expect((await post(90)).status).toBe(200);
    expect((await list(trucker)).cutoffMinutes).toBe(90);
    expect((await post(60)).status).toBe(200);
  });

  it('a delivery appointment is used when its box gates in at the gate (the pass names it)', async () => {
    await setClock('2025-11-05T10:00:00-03:00');
    const epoch = Date.parse('2025-11-05T13:00:00Z');
    const candidates = db().unitVisit.filter((u) => {
      if (u.kind !== 'container' || u.category !== 'EXPORT' || u.transitState !== 'INBOUND' || u.reefer !== null)
        return false;
      const op = db().operation.find((o) => o.unitVisitId === u.id && o.status === 'ACTIVE') as
        | { bookingId?: string; operationType?: string }
        | undefined;
      const booking = db().booking.find((b) => b.id === op?.bookingId);
      return (
        op?.operationType === 'COORD_ENTREGA' &&
        booking !== undefined &&
        Date.parse(booking.stackingStart) < epoch &&
        epoch < Date.parse(booking.stackingEnd)
      );
    });
    let unit: (typeof candidates)[number] | undefined;
    for (const u of candidates) {
      const res = await cs('POST', `/api/export/saveCoordinacion/${u.unitNbr}`, {
        appointmentDate: '2025-11-05T14:00',
        start: '14:00',
      });
      if (res.status < 300) {
        unit = u;
        break;
      }
    }
    expect(unit, 'an export box on its way whose delivery customer service coordinates').toBeDefined();
    const a = db().appointment.find((x) => x.unitVisitId === unit!.id && x.status === 'BOOKED')!;
    expect(a.kind).toBe('exportDelivery');
    const gate = await live.as('gate');
    expect((await gate('POST', '/api/unitfacilityvisit/arribogate', { unitNbr: unit!.unitNbr, gate: 1 })).status).toBe(
      200,
    );
    expect(
      (
        await gate('POST', '/api/unitfacilityvisit/arribogateupdate', {
          unitNbr: unit!.unitNbr,
          gate: 1,
          arriboGate: true,
        })
      ).status,
    ).toBe(200);
    expect(db().appointment.find((x) => x.id === a.id)!.status).toBe('USED');
    expect(
      db()
        .gateVisit.filter((g) => g.unitVisitId === unit!.id)
        .pop()!.appointmentId,
    ).toBe(a.id);
    // Used, it is not released when its cut-off passes.
    await setClock('2025-11-05T13:30:00-03:00');
    expect((await list(cs)).rows.find((r) => r.id === a.id)).toMatchObject({ state: 'USADA', trouble: [] });
  });
});
