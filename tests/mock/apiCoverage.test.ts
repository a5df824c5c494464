/**
 * The route table answers every legacy path on its own route (issue 31: GET
 * /api/unitfacilityvisit/getallecin was caught by GET /unitfacilityvisit/:id, mounted earlier, and
 * answered 404 as if 'getallecin' were a container). Express takes the first route that matches,
 * in mounting order (the token-free routes, then the rest: mock-server/server.ts), so a route is
 * unreachable when an earlier one of the same method matches every path it stands for. Checked on
 * the mounted table, and for every literal path of the spec's API.md (when the spec is at hand:
 * SPEC_DIR, else /work/shared/spec).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../mock-server/route';
import { startServer, type RunningServer } from '../../mock-server/server';

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mock-api-coverage-'));
  server = await startServer({ port: 0, dataDir, quiet: true, reset: true });
});

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const tokenless = (r: Route) => r.permission === 'public' || r.permission === 'signed';
/** The routes in the order express tries them. */
const mounted = () => [...server.routes.filter(tokenless), ...server.routes.filter((r) => !tokenless(r))];

const segments = (p: string) => p.split('/').filter(Boolean);
/** Express's matching of one route path (':name' one segment; case and a trailing slash ignored). */
function matches(pattern: string, concrete: string): boolean {
  const want = segments(pattern);
  const got = segments(concrete);
  return (
    want.length === got.length && want.every((w, i) => w.startsWith(':') || w.toLowerCase() === got[i]!.toLowerCase())
  );
}
/** A path standing for every request of a pattern: its parameters as values no literal segment has. */
const sample = (pattern: string) => pattern.replace(/:(\w+)/g, (_m, name: string) => `~${name}~`);

/** The first mounted route a request reaches. */
const firstMatch = (method: string, concrete: string) =>
  mounted().find((r) => r.method === method && matches(r.path, concrete));

/** The routes caught by one of the same method mounted before them. */
const shadowedIn = (routes: readonly Route[]) =>
  routes.flatMap((route, j) => {
    const first = routes.slice(0, j).find((r) => r.method === route.method && matches(r.path, sample(route.path)));
    return first ? [`${route.method.toUpperCase()} ${route.path} ← ${first.path}`] : [];
  });

describe('every legacy path reaches its own route', () => {
  it('no route of the table is caught by one of the same method mounted before it', () => {
    expect(shadowedIn(mounted())).toEqual([]);
  });

  it('the check finds a route mounted after one that catches it (getallecin after /unitfacilityvisit/:id, as before)', () => {
    const routes = mounted();
    const own = routes.find((r) => r.path === '/unitfacilityvisit/getallecin')!;
    const byId = routes.indexOf(routes.find((r) => r.method === 'get' && r.path === '/unitfacilityvisit/:id')!);
    const before = [...routes.slice(0, byId + 1).filter((r) => r !== own), own, ...routes.slice(byId + 1)];
    expect(shadowedIn(before)).toEqual(['GET /unitfacilityvisit/getallecin ← /unitfacilityvisit/:id']);
  });

  it('GET /unitfacilityvisit/getallecin is its own route, mounted before GET /unitfacilityvisit/:id', () => {
    expect(firstMatch('get', '/unitfacilityvisit/getallecin')?.path).toBe('/unitfacilityvisit/getallecin');
    expect(firstMatch('get', '/unitfacilityvisit/MSCU1234567')?.path).toBe('/unitfacilityvisit/:id');
  });

  const apiMd = path.join(process.env.SPEC_DIR ?? '/work/shared/spec', 'API.md');
  it.skipIf(!existsSync(apiMd))('no literal path of API.md is caught by a route with a parameter', () => {
    // Rows: | A100 | GET | `/api/unitfacilityvisit/getallecin` | …
    const rows = [
      ...readFileSync(apiMd, 'utf8').matchAll(
        /^\|\s*A\d+\s*\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|\s*`\/api(\/[^`\s]*)`/gm,
      ),
    ];
    const literal = rows
      .map(([, method, p]) => ({ method: method!.toLowerCase(), path: p!.replace(/\/+$/, '') }))
      .filter((r) => !/[{:*]/.test(r.path));
    expect(literal.length).toBeGreaterThan(50);
    const caught = literal.flatMap(({ method, path: p }) => {
      const first = firstMatch(method, p);
      return first && first.path.includes(':') ? [`${method.toUpperCase()} ${p} ← ${first.path}`] : [];
    });
    expect(caught).toEqual([]);
  });
});
