/**
 * No waterfall on a signed-in cold load of a resource route: instead of index → entry → react-admin
 * boot → auth → lazy view chunk → data request, the view's chunk and its data (the collection of a
 * list, the record of a show or edit view) start together as soon as the entry runs. With a cached
 * identity the permission is known at once; without one, the identity, the chunk and the data all
 * start together, and the data is used only when the identity allows the view. An operational
 * area's route starts its screens module the same way (prefetchArea).
 */
import type { Account } from '../providers/session';
import { can } from '../domain/permissions';
import { loadView, viewLoader } from '../resources/framework/lazyViews';
import type { ResourceDefinition } from '../resources/framework/types';
import { areaPathOf, resourceRoute, type ResourceRoute } from './resourceRoute';

export interface PrefetchDeps {
  definitions: readonly ResourceDefinition[];
  /** The cached identity while the session is live (session.getCachedIdentity). */
  identity: () => Account | null;
  /** With a live session but no cached identity: fetches it (the one GET /api/account the boot shares). */
  loadIdentity?: () => Promise<Account | null>;
  /**
   * Starts the collection fetch in the shared list cache (dataProvider.prefetchList); with
   * `identityAllows`, before the identity is known (kept for the login once it is).
   */
  prefetchList: (resource: string, identityAllows?: Promise<boolean>) => Promise<void>;
  /** Starts a record's fetch for the view about to ask for it (dataProvider.prefetchOne). */
  prefetchOne: (resource: string, id: string) => Promise<void>;
}

export interface Prefetched {
  resource: string;
  /** Settles when the view's module has loaded (or failed: React.lazy retries it on render). */
  view: Promise<void>;
  /**
   * Settles when the view's data is at hand (or failed: the view asks again): a first render after
   * it shows the rows (src/boot/queryClient.ts), not a loading state first.
   */
  data: Promise<void>;
}

/** The data a route's view asks for first (a create form asks for none); settles when it is at hand. */
function startData(route: ResourceRoute, deps: PrefetchDeps, identityAllows?: Promise<boolean>): Promise<void> {
  if (route.kind === 'list') return deps.prefetchList(route.name, identityAllows);
  if (route.id === undefined) return Promise.resolve();
  if (!identityAllows) return deps.prefetchOne(route.name, route.id);
  return identityAllows.then((ok) => (ok ? deps.prefetchOne(route.name, route.id!) : undefined));
}

/**
 * Starts the view chunk and the data of the resource route `pathname`; answers what it started,
 * if anything. Nothing starts for a path that is no resource route, nor for a role the cached
 * identity shows may not open the view.
 */
export function prefetchRoute(pathname: string, deps: PrefetchDeps): Prefetched | undefined {
  const route = resourceRoute(
    pathname,
    deps.definitions.map((d) => d.name),
  );
  const d = route && deps.definitions.find((x) => x.name === route.name);
  if (!route || !d) return undefined;
  const startView = () =>
    loadView(viewLoader(d, route.kind)).then(
      () => undefined,
      () => undefined,
    );
  const identity = deps.identity();
  if (identity) {
    if (!can(identity.authorities, d.name, route.kind)) return undefined;
    const data = startData(route, deps);
    return { resource: d.name, view: startView(), data };
  }
  if (!deps.loadIdentity) return undefined;
  // The identity, the chunk and a list's fixed call leave together; the data is dropped unseen
  // (the server refuses it too) when the identity turns out not to allow the view. A record, or a
  // list whose call depends on who asks, waits for the identity.
  const allowed = deps.loadIdentity().then(
    (account) => account !== null && can(account.authorities, d.name, route.kind),
    () => false,
  );
  const data = startData(route, deps, allowed);
  const view = startView();
  // The chunk and the data are the route's whoever asks; the render waits for them only when the view is theirs.
  return {
    resource: d.name,
    view: allowed.then((ok) => (ok ? view : undefined)),
    data: allowed.then((ok) => (ok ? data : undefined)),
  };
}

/** What the boot needs of an operational area (src/custom/areas/types.ts). */
export interface AreaRoute {
  path: string;
  permission: string;
}

export interface AreaPrefetchDeps<A extends AreaRoute> {
  areas: readonly A[];
  /** The cached identity while the session is live. */
  identity: () => Account | null;
  /** Loads the area's screens module as its route will (areaRoutes.areaLoader through lazyViews.loadView). */
  load: (area: A) => Promise<unknown>;
}

/**
 * The screens of the operational area at `pathname` (/<area path>/...), started as the entry runs
 * when the cached identity may open it, so its route renders them at once instead of suspending
 * (the page's first module has already asked for their chunks). The screens ask for their own data.
 */
export function prefetchArea<A extends AreaRoute>(pathname: string, deps: AreaPrefetchDeps<A>): Prefetched | undefined {
  const path = areaPathOf(
    pathname,
    deps.areas.map((a) => a.path),
  );
  const area = deps.areas.find((a) => a.path === path);
  const identity = deps.identity();
  if (!area || !identity || !can(identity.authorities, area.permission, 'list')) return undefined;
  return {
    resource: area.path,
    view: deps.load(area).then(
      () => undefined,
      () => undefined,
    ),
    data: Promise.resolve(),
  };
}
