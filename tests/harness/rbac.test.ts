/**
 * RBAC matrix over the live in-process mock: every route of the route table and every generic
 * per-model call × every role, against what src/domain/permissions.ts predicts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/server';
import { everyRole, roleAccounts, type SignedIn } from './support/accounts';
import { closeAgents } from './support/http';
import { describeRbac, runRbacMatrix } from './support/rbac';

let server: RunningServer;
let dataDir: string;
let users: SignedIn[];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'harness-rbac-'));
  server = await startServer({ port: 8514, dataDir, quiet: true, reset: true, verifyStore: false });
  users = (await roleAccounts(server.url, server.store!, everyRole())).single;
});

afterAll(async () => {
  closeAgents();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('ROLE-001 ROLE-002: every route × every role answers as the permissions module says (403 {code, message} and no change when refused; 401 without a token)', async () => {
  const result = await runRbacMatrix(server, users);
  console.log(describeRbac(result));
  expect(result.mismatches.slice(0, 30), `${result.mismatches.length} discrepancias`).toEqual([]);
  expect(result.deniedPhaseChangedStore, 'las llamadas rechazadas cambiaron el almacén').toBe(false);
  // The matrix must really have covered something: every role, both services, refusals and admissions.
  expect(result.routes).toBe(server.routes.length);
  expect(result.denied).toBeGreaterThan(0);
  expect(result.requests).toBeGreaterThan(result.pairs);
}, 120_000);

it('the RBAC matrix reports a route whose answers differ from its declared permission', async () => {
  // Expect a route with a [resource, action] rule to admit nobody: the roles it does admit must show up.
  const route = server.routes.find((r) => Array.isArray(r.permission) && r.method === 'get')!;
  const doctored = server.routes.map((r) =>
    r === route ? { ...r, permission: ['__ningún_recurso__', 'list'] as const } : r,
  );
  const result = await runRbacMatrix(server, users, {
    routes: doctored,
    only: (t) => t.kind === 'table' && t.pattern === route.path && t.method === route.method,
  });
  expect(result.mismatches.length).toBeGreaterThan(0);
  expect(result.mismatches[0]).toContain(`GET ${route.path}`);
});
