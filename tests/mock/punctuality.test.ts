/**
 * Mock server, the appointment figures (issue 31 §3; beyond-spec calls, rulings in the punctuality
 * report): a trucking company reads its own punctuality and no other's, customer service any
 * company's, other roles none; the figures agree with the domain rule over the store's records and
 * the seed makes them meaningful (arrivals on time and not, no-shows); each slot's fill and expected
 * wait for the calendar. Reads the in-process store, so mock-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { punctualityOf } from '../../src/domain/appointmentFigures/punctuality';
import { santiagoDay } from '../../src/domain/santiagoTime';
import { punctualityMessages } from '../../src/i18n/punctualityMessages';
import { appointmentFacts, visitFacts } from '../../mock-server/areas/punctuality/facts';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const r = punctualityMessages.refusals;
const OWN = '/api/appointmentrules/punctuality';
let mock: Mock;
let company: Call;
let service: Call;
let gate: Call;
let ownId: string;
let otherId: string;

beforeAll(async () => {
  mock = await startMock({ port: 9320 });
  [company, service, gate] = await Promise.all([mock.as('transportista'), mock.as('servicio'), mock.as('gate')]);
  const db = mock.store!.db;
  ownId = String(db.user.find((u) => u.login === 'transportista')!.ownerId);
  otherId = db.appointment.find((a) => a.truckingId !== ownId)!.truckingId;
});

afterAll(async () => {
  await mock?.dispose();
});

describe('punctuality figures', MOCK_ONLY, () => {
  it('a trucking company reads its own figures over the last 30 days, as the rule computes them from the records', async () => {
    const res = await company('GET', OWN);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      truckingId: ownId,
      from: '2025-10-07',
      to: santiagoDay(new Date(TERMINAL_EPOCH)),
      graceMinutes: 15,
    });
    const db = mock.store!.db;
    const {
      daily: _daily,
      truckingId: _t,
      truckingName: _n,
      from: _f,
      to: _to,
      graceMinutes: _g,
      ...figures
    } = res.body;
    expect(figures).toEqual(
      punctualityOf(
        ownId,
        appointmentFacts(mock.store!),
        visitFacts(mock.store!),
        { from: res.body.from, to: res.body.to },
        new Date(Date.parse(TERMINAL_EPOCH)),
        15,
      ),
    );
    expect(res.body.truckingName).toBe(db.truckingcompany.find((t) => t.id === ownId)!.name);
    // The seed makes them meaningful: some on time, some not, some no-shows, turn times.
    expect(res.body.onTime).toBeGreaterThan(0);
    expect(res.body.late + res.body.early).toBeGreaterThan(0);
    expect(res.body.noShows).toBeGreaterThan(0);
    expect(res.body.turnMedian).toBeLessThanOrEqual(res.body.turnP90);
    const daily = res.body.daily as { onTime: number; early: number; late: number; noShows: number }[];
    expect(daily.reduce((n, d) => n + d.onTime + d.early + d.late + d.noShows, 0)).toBe(res.body.judged);
  });

  it("a trucking company may not read another company's figures (403), nor customer service the caller-company path", async () => {
    const other = await company('GET', `${OWN}/${otherId}`);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ code: expect.anything(), message: expect.any(String) });
    const ownByPath = await company('GET', `${OWN}/${ownId}`);
    expect(ownByPath.status).toBe(403);
    expect((await service('GET', OWN)).status).toBe(403);
  });

  it("customer service reads any company's figures, for a period it names", async () => {
    const res = await service('GET', `${OWN}/${otherId}?from=2025-10-20&to=2025-11-05`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ truckingId: otherId, from: '2025-10-20', to: '2025-11-05' });
    const all = mock.store!.db.appointment.filter(
      (a) => a.truckingId === otherId && a.day >= '2025-10-20' && a.day <= '2025-11-05',
    ).length;
    expect(res.body.appointments).toBe(all);
  });

  it('other roles read no figures (403); a bad period is 400 naming the field; an unknown company 404, in Spanish', async () => {
    expect((await gate('GET', OWN)).status).toBe(403);
    expect((await gate('GET', `${OWN}/${otherId}`)).status).toBe(403);
    const bad = await service('GET', `${OWN}/${otherId}?from=2025-11-05&to=2025-11-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ to: r.order });
    const badDay = await company('GET', `${OWN}?from=05/11/2025`);
    expect(badDay.status).toBe(400);
    expect(badDay.body.fields).toEqual({ from: r.badDay });
    const unknown = await service('GET', `${OWN}/99999999-9`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(r.unknownCompany);
  });
});

describe('slot figures for the calendar', MOCK_ONLY, () => {
  it("each of a visit's slots from today: its fill (used/capacity) and an expected wait from the recorded arrivals", async () => {
    const db = mock.store!.db;
    const today = santiagoDay(new Date(TERMINAL_EPOCH));
    const visitId = db.appointmentQuota.find((q) => q.kind === 'importPickup' && q.day >= today)!.visitId;
    const res = await company('GET', `/api/appointmentrules/slotfigures/importPickup/${visitId}`);
    expect(res.status).toBe(200);
    const quotas = db.appointmentQuota.filter(
      (q) => q.kind === 'importPickup' && q.visitId === visitId && q.day >= today,
    );
    expect(res.body).toHaveLength(quotas.length);
    for (const f of res.body) {
      const q = quotas.find((x) => x.day === f.day && x.start === f.start)!;
      expect([f.used, f.capacity]).toEqual([q.used, q.capacity]);
      if (f.waitMinutes === null) expect(f.waitBasis).toBeNull();
      else expect(f.waitMinutes).toBeGreaterThanOrEqual(0);
    }
    // The seeded arrivals are enough for an estimate in the day's slots.
    expect(res.body.filter((f: { waitMinutes: number | null }) => f.waitMinutes !== null).length).toBeGreaterThan(0);
    expect((await company('GET', `/api/appointmentrules/slotfigures/nada/${visitId}`)).body.message).toBe(
      r.unknownKind,
    );
    expect((await company('GET', '/api/appointmentrules/slotfigures/importPickup/NOPE')).status).toBe(404);
  });
});
