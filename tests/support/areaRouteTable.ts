/**
 * The mock areas' rows of the route table read without a server: each area's `routes(ctx)` only
 * builds handlers, so a context that answers every read with itself is enough to list
 * (method, path, permission). The RBAC harness (tests/harness/rbac.test.ts) proves the running
 * server answers each row as its permission says; with this, a unit test pins which row guards a call.
 */
import { MOCK_AREAS } from '../../mock-server/areas/registry';
import type { AppContext } from '../../mock-server/context';
import type { Route } from '../../mock-server/route';

const inert: unknown = new Proxy(() => inert, {
  get: (_target, key) => (key === 'then' ? undefined : inert),
  apply: () => inert,
});

let table: Route[] | undefined;
export const areaRouteTable = (): Route[] => (table ??= MOCK_AREAS.flatMap((area) => area.routes(inert as AppContext)));

/** 'GET /api/eventtype' of every area route whose permission is exactly [row, action] (any action when none is given). */
export const routesGuardedBy = (row: string, action?: string): string[] =>
  areaRouteTable()
    .filter(
      (r) =>
        Array.isArray(r.permission) && r.permission[0] === row && (action === undefined || r.permission[1] === action),
    )
    .map((r) => `${r.method.toUpperCase()} /api${r.path}`);
