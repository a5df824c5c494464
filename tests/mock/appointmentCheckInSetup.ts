/**
 * Shared set-up of the check-in tests: a live mock (its own port), its demo users' calls, and
 * import units booked for a trucking company through the API (customer service requests an
 * indirect pickup for the company, then books the slot).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../../mock-server/server';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import type { Store } from '../../mock-server/store';
import { quotaId } from '../../mock-server/terminalModel/appointments';
import { importUnits, pickupOf } from '../support/terminalSeed';
import type { Reply } from './helpers';

export type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

export interface Live {
  server: RunningServer;
  store: Store;
  as(login: string): Promise<Call>;
  close(): Promise<void>;
}

export async function startLive(port: number): Promise<Live> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `appts-${port}-`));
  const server = await startServer({ port, dataDir, quiet: true });
  const as = async (login: string): Promise<Call> => {
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
  };
  return {
    server,
    store: server.store!,
    as,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Units of the visit with most of them that can get an indirect pickup: YARD, no operation, no inspection pending. */
export function freeImportUnits(store: Store): { visitId: string; units: string[] } {
  const byVisit = new Map<string, string[]>();
  for (const u of importUnits(store.db)) {
    if (u.transitState !== 'YARD' || pickupOf(store.db, u) || u.inspeccionSAG !== 'SIN INSPECCION') continue;
    byVisit.set(u.visitId!, [...(byVisit.get(u.visitId!) ?? []), u.unitNbr]);
  }
  const [visitId, units] = [...byVisit.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
  return { visitId, units };
}

/** Customer service requests the unit's indirect pickup for the company (the company's first agent link is not needed: CS names it). */
export async function requestPickup(cs: Call, nbr: string, truckingId: string, agentId: string): Promise<Reply> {
  return cs('POST', `/api/import/${nbr}/saveRetiro`, {
    documentType: 'DIN',
    documentNbrs: '1',
    outType: 'INDIRECTO',
    consigneeGiro: '1',
    truckingId,
    agent_id: agentId,
  });
}

/** Books the unit's appointment ('DD-MM-YYYY HH:mm'). */
export const book = (call: Call, nbr: string, appointmentDate: string, truckingCoId: string) =>
  call('POST', '/api/appointment', { appointmentDate, container: { eqid: nbr }, truck: { truckingCoId } });

export const quotaOf = (store: Store, visitId: string, day: string, start: string) =>
  store.findById('appointmentQuota', quotaId('importPickup', visitId, day, start))!;
