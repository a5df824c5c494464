/**
 * Unit reach over the live in-process mock, driven by the route table: every route whose
 * permission names a unit in its path (terminalModel/http.ts onUnit) × one shipping company per
 * line × one unit of every line. A shipping company reaches only its own lines' units: 403 for
 * another line's unit, never 403 for its own (where its role row admits the call at all).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/server';
import type { UnitScopedPermission } from '../../mock-server/terminalModel/http';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import { can } from '../../src/domain/permissions';
import { exportUnits, importUnits, pickupOf, preadviceOf } from '../support/terminalSeed';
import { signIn } from './support/accounts';
import { closeAgents, send } from './support/http';
import { addTestAccounts } from './support/testAccounts';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harness-unit-scope-'));
  server = await startServer({ port: 8518, dataDir, quiet: true, reset: true });
});

afterAll(async () => {
  closeAgents();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const ROLE = 'ROLE_SHIPPINGCO';

it('a shipping company reaches only the units of its own lines, on every route that names a unit', async () => {
  const store = server.store!;
  const unitRoutes = server.routes.filter((r) => typeof r.permission === 'function' && 'unitScope' in r.permission);
  expect(unitRoutes.length, 'rutas que nombran un contenedor').toBeGreaterThan(10);
  const readable = unitRoutes.filter((r) => {
    const { resource, action } = (r.permission as UnitScopedPermission).unitScope;
    return r.method === 'get' && can([ROLE], resource, action);
  });
  // One unit with a pickup per line (a path may name it by container or by operation number), and one export unit with its pre-advice.
  const byLine = new Map<string, { nbr: string; opId: number }>();
  for (const u of importUnits(store.db)) {
    const op = pickupOf(store.db, u);
    if (op && !byLine.has(u.line)) byLine.set(u.line, { nbr: u.unitNbr, opId: op.id });
  }
  const exportByLine = new Map<string, { nbr: string; opId: number }>();
  for (const u of exportUnits(store.db)) {
    const op = preadviceOf(store.db, u);
    if (op && byLine.has(u.line) && !exportByLine.has(u.line))
      exportByLine.set(u.line, { nbr: u.unitNbr, opId: op.id });
  }
  const lines = [...byLine.keys()];
  expect(exportByLine.size, 'líneas con un contenedor de exportación').toBeGreaterThanOrEqual(3);
  expect(lines.length).toBeGreaterThanOrEqual(5);
  const users = await addTestAccounts(
    store,
    lines.map((l) => ({ login: `harness.naviera.${l.toLowerCase()}`, authorities: [ROLE] })),
    DEMO_PASSWORD,
  );
  users.forEach((u, i) => (u.lines = [lines[i]!]));
  store.touch('user', ...users);
  await store.commit();

  const wrong: string[] = [];
  let calls = 0;
  for (const [i, own] of lines.entries()) {
    const token = await signIn(server.url, users[i]!.login);
    for (const route of readable) {
      const { param, category } = (route.permission as UnitScopedPermission).unitScope;
      for (const [line, unit] of category === 'EXPORT' ? exportByLine : byLine) {
        const value = param === 'opId' ? String(unit.opId) : unit.nbr;
        const filled = route.path.replace(/:(\w+)/g, (_m, name: string) =>
          name === param ? encodeURIComponent(value) : '0',
        );
        const r = await send(server.url, { method: 'GET', path: `/api${filled}`, headers: { 'x-auth-token': token } });
        calls++;
        if ((r.status === 403) !== (line !== own)) wrong.push(`${own} GET ${filled} (${line}) → ${r.status}`);
      }
    }
  }
  expect(wrong, `${wrong.length} respuestas fuera de alcance`).toEqual([]);
  const unitsOf = (r: (typeof readable)[number]) =>
    ((r.permission as UnitScopedPermission).unitScope.category === 'EXPORT' ? exportByLine : byLine).size;
  expect(
    readable.some((r) => (r.permission as UnitScopedPermission).unitScope.category === 'EXPORT'),
    'rutas de exportación',
  ).toBe(true);
  expect(calls).toBe(lines.length * readable.reduce((n, r) => n + unitsOf(r), 0));
}, 120_000);
