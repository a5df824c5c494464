/**
 * Mock server, terminal model: booking appointments against the quotas, cancelling and
 * re-coordinating them, and 50 concurrent bookings of a slot's last places (never negative,
 * never double-booked). In-process (reads the store to pick units), so not a contract test.
 */
import { quotaId } from '../../mock-server/terminalModel/appointments';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { startServer, type RunningServer } from '../../mock-server/server';
import type { Store } from '../../mock-server/store';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import { contractBaseUrl, type Reply } from './helpers';
import { terminalDemo, type TerminalDemo } from './terminal/demo';
import { importUnits, pickupOf } from '../support/terminalSeed';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const r = operationsMessages.refusals;
let server: RunningServer;
let dataDir: string;
let store: Store;
let aga: Call;
let cs: Call;
let demo: TerminalDemo;

const quotaOf = (visitId: string, day: string, start: string) =>
  store.findById('appointmentQuota', quotaId('importPickup', visitId, day, start))!;
const book = (call: Call, nbr: string, appointmentDate: string, truckingCoId?: string) =>
  call('POST', '/api/appointment', {
    appointmentDate,
    container: { eqid: nbr },
    ...(truckingCoId ? { truck: { truckingCoId } } : {}),
  });

describe.skipIf(contractBaseUrl !== undefined)('appointments', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'terminal-appointments-'));
    server = await startServer({ port: 8602, dataDir, quiet: true, seedScale: 4, verifyStore: true });
    store = server.store!;
    demo = await terminalDemo();
  });
  afterAll(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // The demo units keep their numbers at any SEED_SCALE (they are drawn first, from their own stream).
  const client = async (login: string): Promise<Call> => {
    const res = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: login, password: DEMO_PASSWORD }),
    });
    const token = ((await res.json()) as { token: string }).token;
    return async (method, p, json) => {
      const res2 = await fetch(server.url + p, {
        method,
        headers: { 'x-auth-token': token, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await res2.text();
      return { status: res2.status, body: text ? JSON.parse(text) : undefined, headers: res2.headers };
    };
  };

  it('IMP-036 IMP-073: booking takes a place of the slot; the gate-pass data follow; cancelling gives it back', async () => {
    aga = await client('aga');
    cs = await client('servicio');
    const nbr = demo.units.agaToBook;
    const q = quotaOf(demo.workingVisit, '2025-11-06', '10:00');
    const used = q.used;
    const res = await book(aga, nbr, '06-11-2025 10:00');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      unitNbr: nbr,
      dateApp: '06/11/2025',
      slotStartTime: '10:00',
      slotEndTime: '12:00',
      trucking_name: expect.any(String),
    });
    expect(q.used).toBe(used + 1);
    expect((await aga('GET', `/api/appointment/${res.body.nbr}`)).body).toMatchObject({
      nbr: res.body.nbr,
      unitNbr: nbr,
    });
    // The same unit cannot book twice.
    expect((await book(aga, nbr, '2025-11-06 12:00')).body).toEqual({ code: '409', message: r.alreadyBooked });
    expect((await aga('GET', `/api/import/cancelRetiroIndirecto/${nbr}`)).status).toBe(200);
    expect(q.used).toBe(used);
  });

  it('IMP-040: re-coordination takes the new place and frees the old one', async () => {
    const nbr = demo.units.agaBooked; // booked today 14:00
    const old = quotaOf(demo.workingVisit, '2025-11-05', '14:00');
    const next = quotaOf(demo.workingVisit, '2025-11-07', '08:00');
    const [oldUsed, nextUsed] = [old.used, next.used];
    expect((await aga('GET', `/api/import/byoperation/${nbr}`)).body.recoordinable).toBe(true);
    const res = await aga('POST', `/api/import/saveCoordinacionRetiro/${nbr}`, { appointmentDate: '2025-11-07T08:00' });
    expect(res).toMatchObject({ status: 200, body: { dateApp: '07/11/2025', slotStartTime: '08:00' } });
    expect([old.used, next.used]).toEqual([oldUsed - 1, nextUsed + 1]);
  });

  it('IMP-037 IMP-044: a full slot, a direct pickup, a past slot and a date without a slot are refused', async () => {
    const full = quotaOf(demo.workingVisit, '2025-11-08', '16:00');
    full.used = full.capacity; // fill it (recorded, so the store's verify mode is satisfied)
    store.touch('appointmentQuota', full);
    await store.commit();
    const a71 = await client('bodega');
    expect((await book(a71, demo.units.a71ToBook, '08-11-2025 16:00')).body).toEqual({
      code: '409',
      message: 'El contenedor no cumple las condiciones necesarias para ser coordinado.',
    });
    expect((await book(aga, demo.units.agaOog, '08-11-2025 10:00')).body).toEqual({
      code: '409',
      message: r.directNoAppointment,
    });
    expect((await book(a71, demo.units.a71ToBook, '05-11-2025 08:00')).body).toEqual({
      code: '409',
      message: r.slotPast,
    });
    expect((await book(a71, demo.units.a71ToBook, 'pasado mañana')).body.fields).toEqual({
      appointmentDate: r.slotRequired,
    });
    expect(full.used).toBe(full.capacity);
  });

  it('50 concurrent bookings for the last places of a slot: exactly that many succeed, distinct units, quota never negative nor over capacity', async () => {
    // Units of one visit that can get an indirect pickup: YARD, no operation, no inspection pending.
    const byVisit = new Map<string, string[]>();
    for (const u of importUnits(store.db)) {
      if (u.transitState !== 'YARD' || pickupOf(store.db, u) || u.inspeccionSAG !== 'SIN INSPECCION') continue;
      byVisit.set(u.visitId!, [...(byVisit.get(u.visitId!) ?? []), u.unitNbr]);
    }
    const [visitId, candidates] = [...byVisit.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    const units = candidates.slice(0, 12);
    expect(units.length).toBeGreaterThanOrEqual(6);
    for (const nbr of units) {
      const res = await cs('POST', `/api/import/${nbr}/saveRetiro`, {
        documentType: 'DIN',
        documentNbrs: '1',
        outType: 'INDIRECTO',
        consigneeGiro: '1',
        truckingId: demo.agaTrucking,
        agent_id: demo.agaId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const q = quotaOf(visitId, '2025-11-09', '12:00');
    const left = q.capacity - q.used;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(units.length);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => book(cs, units[i % units.length]!, '09-11-2025 12:00')),
    );
    const ok = replies.filter((x) => x.status === 201);
    expect(ok).toHaveLength(left);
    expect(new Set(ok.map((x) => x.body.unitNbr)).size).toBe(left);
    for (const x of replies.filter((y) => y.status !== 201))
      expect([r.coordination, r.alreadyBooked]).toContain(x.body.message);
    expect(q.used).toBe(q.capacity);
    const booked = store.db.appointment.filter((a) => a.quotaId === q.id && a.status === 'BOOKED');
    expect(booked).toHaveLength(q.capacity);
    expect(new Set(booked.map((a) => a.unitVisitId)).size).toBe(booked.length);
  });
});
