/**
 * The terminal core (issue 14): unit visits with their own ids and a box's history, the charge
 * ledger in exact minor units, the operation history, gate visits, appointments and quotas with a
 * kind, and the per-role access scopes (a shipping company reaches only its own lines' units; a
 * trucking company what it carries; a client what is consigned to it). In-process: reads the store.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/server';
import type { Store } from '../../mock-server/store';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import { historyOf } from '../../mock-server/terminalModel/unitVisits';
import { scopeOf, reaches } from '../../mock-server/terminalModel/access';
import { activeOperations } from '../../mock-server/terminalModel/unitVisits';
import { contractBaseUrl, type Reply } from './helpers';
import { terminalDemo, type TerminalDemo } from './terminal/demo';
import { importUnits, pickupOf } from '../support/terminalSeed';
import { REEFER_COMMODITIES } from '../../mock-server/terminalModel/catalog';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let server: RunningServer;
let dataDir: string;
let store: Store;
let demo: TerminalDemo;

async function client(login: string): Promise<Call> {
  const res = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login, password: DEMO_PASSWORD }),
  });
  const token = ((await res.json()) as { token: string }).token;
  return async (method, p, json) => {
    const r = await fetch(server.url + p, {
      method,
      headers: { 'x-auth-token': token, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : undefined, headers: r.headers };
  };
}

describe.skipIf(contractBaseUrl !== undefined)('terminal core', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'terminal-core-'));
    server = await startServer({ port: 8606, dataDir, quiet: true, verifyStore: true });
    store = server.store!;
    demo = await terminalDemo();
  });
  afterAll(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a box imported, returned empty and booked for export is three unit visits of one number, each with its own id', async () => {
    const counts = new Map<string, number>();
    for (const u of store.db.unitVisit) counts.set(u.unitNbr, (counts.get(u.unitNbr) ?? 0) + 1);
    const boxes = [...counts].filter(([, n]) => n > 1).map(([nbr]) => nbr);
    expect(boxes).toHaveLength(1);
    const nbr = boxes[0]!;
    const visits = historyOf(store, nbr);
    expect(visits.map((u) => [u.category, u.transitState])).toEqual([
      ['IMPORT', 'DEPARTED'],
      ['STORAGE', 'DEPARTED'],
      ['EXPORT', 'ADVISED'],
    ]);
    expect(new Set(visits.map((u) => u.id)).size).toBe(3);
    for (const u of visits) expect(u.id).toMatch(/^UV\d{7}$/);
    // Each stay's times follow one another: picked up after discharge, back empty, handed out, pre-advised.
    const gateOut = (i: number) => store.db.gateVisit.find((g) => g.unitVisitId === visits[i]!.id)!.timeOut!;
    const times = [visits[0]!.timeIn!, gateOut(0), visits[1]!.timeIn!, gateOut(1), visits[2]!.createdAt];
    expect([...times].sort()).toEqual(times);
    const cs = await client('servicio');
    // The import screens read the box's import visit; the tracking its current stay.
    // The docs name the box (docs/terminal-model.md "History of a box").
    expect(await import('node:fs/promises').then((fs) => fs.readFile('docs/terminal-model.md', 'utf8'))).toContain(nbr);
    const imp = await cs('GET', `/api/import/${nbr}`);
    expect([imp.status, imp.body.unitVisitId, imp.body.transitState]).toEqual([200, visits[0]!.id, 'DEPARTED']);
    const byId = await cs('GET', `/api/import/${visits[0]!.id}`);
    expect(byId.body.unitNbr).toBe(nbr);
    const tracking = await (await client('documental'))('GET', `/api/tracking/search/${nbr}`);
    expect(tracking.body.map((t: { category: string; transitState: string }) => [t.category, t.transitState])).toEqual([
      ['Export', 'ADVISED'],
    ]);
  });

  it('the demo carries cargo in equipment that can hold it: cold cargo in reefers, dry cargo in dry boxes', () => {
    const cold = new Set<string>(REEFER_COMMODITIES.map((c) => c.code));
    const boxes = store.db.unitVisit.filter((u): u is ContainerVisit => u.kind === 'container' && u.freight !== 'MTY');
    expect(boxes.length).toBeGreaterThan(20);
    const mismatched = boxes
      .filter((u) => cold.has(u.commodityCode) !== /^..R/.test(u.isoType))
      .map((u) => `${u.unitNbr} ${u.isoType} ${u.commodityCode}`);
    expect(mismatched).toEqual([]);
  });

  it('a departed unit shows the plate and time out of the gate visit that took it out', async () => {
    const unit = importUnits(store.db).find((u) => u.unitNbr === demo.units.agaDeparted)!;
    const gate = store.db.gateVisit.find((g) => g.unitVisitId === unit.id)!;
    expect(gate).toMatchObject({ move: 'PICKUP', truckingId: pickupOf(store.db, unit)!.truckingId });
    const rows = await (await client('bodega'))(
      'GET',
      `/api/unitfacilityvisit/byVesselAndAlmacenista/${unit.visitId}/${unit.unitNbr}/false/false`,
    );
    // bodega does not reach aga's units: the visit list shows it none of them.
    expect(rows.body).toEqual([]);
    const naviera = await client('naviera');
    const mine = await naviera(
      'GET',
      `/api/unitfacilityvisit/byVesselAndAlmacenista/${unit.visitId}/${unit.unitNbr}/false/false`,
    );
    expect(mine.body).toEqual([
      expect.objectContaining({ unitNbr: unit.unitNbr, unitVisitId: unit.id, patente: gate.plate }),
    ]);
  });

  it('a pickup writes its charges to the ledger in exact minor units, voids them when cancelled, and records each step in the history', async () => {
    const cs = await client('servicio');
    const unit = importUnits(store.db).find((u) => u.unitNbr === demo.units.agaYard)!;
    const saved = await cs('POST', `/api/import/${unit.unitNbr}/saveRetiro`, {
      documentType: 'DIN',
      documentNbrs: '123',
      outType: 'INDIRECTO',
      consigneeGiro: '1',
      truckingId: demo.agaTrucking,
      agent_id: demo.agaId,
      checkGuia: true,
      weighing: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const op = pickupOf(store.db, unit)!;
    const lines = store.db.charge.filter((c) => c.operationId === op.id);
    expect(lines.map((l) => [l.tariffId, l.amountMinor, l.currency, l.status])).toEqual([
      ['PCE-E213', 850, 'USD', 'PENDING'],
      ['PCE-E244', 2200, 'USD', 'PENDING'],
      ['PCE-E231', 1150, 'USD', 'PENDING'],
    ]);
    for (const l of lines) expect(Number.isInteger(l.amountMinor)).toBe(true);
    const costs = await cs('GET', `/api/import/chargesdir/${op.id}`);
    expect(costs.body.totalCharges).toBe(42);
    expect(costs.body.summaryCharges.map((c: { totalAmount: number }) => c.totalAmount)).toEqual([8.5, 22, 11.5]);

    const cancel = await cs('GET', `/api/import/cancelRetiroIndirecto/${unit.unitNbr}`);
    expect(cancel.status).toBe(200);
    expect(store.db.charge.filter((c) => c.operationId === op.id).map((l) => l.status)).toEqual([
      'VOIDED',
      'VOIDED',
      'VOIDED',
    ]);
    const events = store.db.operationEvent.filter((e) => e.unitVisitId === unit.id);
    expect(events.map((e) => [e.event, e.login, e.operationKind, e.operationId, e.from, e.to])).toEqual([
      ['pickupRequested', 'servicio', 'importPickup', op.id, null, 'INDIRECTO'],
      ['pickupCancelled', 'servicio', 'importPickup', op.id, 'ACTIVE', 'CANCELLED'],
    ]);
    expect(activeOperations(store, unit.id)).toEqual([]);
  });

  it('appointments and quotas carry their kind; a booking takes an import-pickup place', async () => {
    expect(new Set(store.db.appointmentQuota.map((q) => q.kind))).toEqual(new Set(['importPickup', 'exportDelivery']));
    for (const q of store.db.appointmentQuota) expect(q.id.startsWith(`${q.kind}|`)).toBe(true);
    for (const a of store.db.appointment) {
      expect(a.kind).toBe('importPickup');
      expect(store.findById('appointmentQuota', a.quotaId)?.kind).toBe(a.kind);
    }
  });

  it('a shipping company reaches only the units of its own lines; a trucking company what it carries; a client what is consigned to it', async () => {
    const db = store.db;
    const naviera = db.user.find((u) => u.login === 'naviera')!;
    expect(naviera.lines).toEqual(['MSC', 'MAERSK']);
    const units = importUnits(db);
    const scope = scopeOf(db, naviera);
    for (const u of units)
      expect(reaches(scope, u, activeOperations(store, u.id)), u.unitNbr).toBe(['MSC', 'MAERSK'].includes(u.line));
    const foreign = units.find((u) => !['MSC', 'MAERSK'].includes(u.line))!;
    const call = await client('naviera');
    expect((await call('GET', `/api/import/${foreign.unitNbr}`)).status).toBe(403);
    expect((await call('GET', `/api/import/${demo.units.agaBooked}`)).status).toBe(200);

    const trucker = db.user.find((u) => u.login === 'transportista')!;
    const carried = (u: (typeof units)[number]) =>
      activeOperations(store, u.id).some((o) => o.truckingId === String(trucker.ownerId));
    const truckScope = scopeOf(db, trucker);
    for (const u of units) expect(reaches(truckScope, u, activeOperations(store, u.id))).toBe(carried(u));

    const clientUser = db.user.find(
      (u) => u.ownerType === 'client' && units.some((x) => x.consigneeId === String(u.ownerId)),
    )!;
    const clientScope = scopeOf(db, clientUser);
    for (const u of units) expect(reaches(clientScope, u, [])).toBe(u.consigneeId === String(clientUser.ownerId));
  });

  it("gate, operator and terrestrial users reach every unit (the terminal's own people)", async () => {
    for (const roles of [['ROLE_GATE'], ['ROLE_OPERATOR'], ['ROLE_TERRESTRIAL'], ['ROLE_SEGURIDAD']]) {
      const user = { ...store.db.user[0]!, authorities: roles, agentId: null, ownerType: null, ownerId: null };
      expect(scopeOf(store.db, user).kind, roles[0]).toBe('all');
    }
  });
});
