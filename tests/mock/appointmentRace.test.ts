/**
 * Mock server, the race around the cut-off (issue 31 §3): 50 concurrent check-ins and bookings
 * over HTTP as the terminal's clock crosses a full slot's cut-off. A place is never both released
 * and used: no appointment is both released and checked in, and the quota's count equals its live
 * appointments (never over capacity). In-process (reads the store). Port 9221.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentQuota } from '../../mock-server/terminalModel/types';
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
const live_ = (q: AppointmentQuota) =>
  live.store.db.appointment.filter((a) => a.quotaId === q.id && (a.status === 'BOOKED' || a.status === 'USED'));

describe.skipIf(contractBaseUrl !== undefined)('the race around the cut-off', () => {
  beforeAll(async () => {
    live = await startLive(9221);
    [cs, trucker] = await Promise.all([live.as('servicio'), live.as('transportista')]);
  });
  afterAll(async () => live?.close());

  it('50 concurrent check-ins and bookings around the cut-off never leave a place both released and used', async () => {
    const own = live.store.db.truckingcompany[0]!.id;
    const { visitId, units } = freeImportUnits(live.store);
    // Half the visit's free units booked in the slot, the other half waiting for a place.
    const n = Math.min(8, Math.floor(units.length / 2));
    expect(n).toBeGreaterThanOrEqual(4);
    const [booked, waiting] = [units.slice(0, n), units.slice(n, 2 * n)];
    for (const nbr of [...booked, ...waiting])
      expect((await requestPickup(cs, nbr, own, live.store.db.agent[0]!.id)).status).toBe(201);
    const q = quotaOf(live.store, visitId, '2025-11-06', '10:00');
    expect(q.used).toBe(live_(q).length);
    // Room for the booked half (whatever the seed left in the slot).
    q.capacity = q.used + n;
    live.store.touch('appointmentQuota', q);
    await live.store.commit();
    for (const nbr of booked) expect((await book(cs, nbr, '06-11-2025 10:00', own)).status).toBe(201);
    // The slot full: a booking succeeds only on a place the release gives back.
    q.capacity = q.used;
    live.store.touch('appointmentQuota', q);
    await live.store.commit();
    const plates = ((await trucker('GET', '/api/appointmentrules/appointments')).body as { plates: string[] }).plates;
    const ids = live.store.db.appointment
      .filter(
        (a) =>
          a.quotaId === q.id &&
          a.status === 'BOOKED' &&
          booked.includes(live.store.db.unitVisit.find((u) => u.id === a.unitVisitId)!.unitNbr),
      )
      .map((a) => a.id);
    expect(ids).toHaveLength(n);
    // The cut-off is 09:00 Santiago (12:00Z). The clock stands 5 minutes before it; among the 50 concurrent calls, one more
    // moves it past the cut-off (the terminal's clock crossing it while the calls are served).
    const setClock = (now: string) =>
      fetch(`${live.server.url}/__mock/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now }),
      });
    await setClock('2025-11-06T11:55:00.000Z');
    const calls: Promise<{ status: number }>[] = [];
    for (let i = 0; i < 50; i++) {
      if (i === 5) calls.push(setClock('2025-11-06T12:00:01.000Z').then((r) => ({ status: r.status })));
      calls.push(
        i % 2 === 0
          ? trucker('POST', `/api/appointmentrules/appointments/${ids[(i / 2) % n]}/checkin`, {
              plate: plates[i % plates.length],
            })
          : book(cs, waiting[((i - 1) / 2) % n]!, '06-11-2025 10:00', own),
      );
    }
    const replies = await Promise.all(calls);
    expect(replies.every((r) => r.status < 500)).toBe(true);
    // One more read settles any release still due.
    await trucker('GET', '/api/appointmentrules/appointments');
    const mine = live.store.db.appointment.filter((a) => a.quotaId === q.id && a.createdAt >= '2025-11-05');
    for (const a of mine) {
      expect(a.releasedAt !== undefined && a.checkedInAt !== undefined, `appointment ${a.id}`).toBe(false);
      if (a.releasedAt) expect(a.status).toBe('CANCELLED');
    }
    const released = mine.filter((a) => a.releasedAt).length;
    const checkedIn = mine.filter((a) => a.checkedInAt && ids.includes(a.id)).length;
    const rebooked = live.store.db.appointment.filter(
      (a) =>
        a.quotaId === q.id &&
        a.status === 'BOOKED' &&
        waiting.includes(live.store.db.unitVisit.find((u) => u.id === a.unitVisitId)!.unitNbr),
    ).length;
    expect(released + checkedIn).toBe(n);
    expect(rebooked).toBeLessThanOrEqual(released);
    expect(q.used).toBe(live_(q).length);
    expect(q.used).toBeLessThanOrEqual(q.capacity);
    // Each unit holds at most one live appointment.
    const units_ = live_(q).map((a) => a.unitVisitId);
    expect(new Set(units_).size).toBe(units_.length);
    console.info(`race: ${checkedIn} checked in, ${released} released, ${rebooked} rebooked`);
  });
});
