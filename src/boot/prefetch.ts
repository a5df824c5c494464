/**
 * No waterfall on a signed-in cold load of a resource route: instead of index → entry → react-admin
 * boot → auth → lazy view chunk → data request, the view's chunk and its data (the collection of a
 * list, the record of a show or edit view) start together as soon as the entry runs. With a cached
 * identity the permission is known at once; without one, the identity, the chunk and the data all
 * start together, and the data is used only when the identity allows the view.
 */
import type { Account } from '../providers/session';
import { can } from '../domain/permissions';
import { loadView, viewLoader } from '../resources/framework/lazyViews';
import type { ResourceDefinition } from '../resources/framework/types';
import { resourceRoute, type ResourceRoute } from './resourceRoute';

export interface PrefetchDeps {
  definitions: readonly ResourceDefinition[];
  /** The cached identity while the session is live (session.getCachedIdentity). */
  identity: () => Account | null;
  /** With a live session but no cached identity: fetches it (the one GET /api/account the boot shares). */
  loadIdentity?: () => Promise<Account | null>;
  /** Starts the collection fetch in the shared list cache (dataProvider.prefetchList). */
  prefetchList: (resource: string) => Promise<void>;
  /** Starts a record's fetch for the view about to ask for it (dataProvider.prefetchOne). */
  prefetchOne: (resource: string, id: string) => Promise<void>;
}

export interface Prefetched {
  resource: string;
  /** Settles when the view's module has loaded (or failed: React.lazy retries it on render). */
  view: Promise<void>;
}

/** The data a route's view asks for first; a create form asks for none. */
function startData(route: ResourceRoute, deps: PrefetchDeps): void {
  if (route.kind === 'list') void deps.prefetchList(route.name);
  else if (route.id !== undefined) void deps.prefetchOne(route.name, route.id);
}

/**
 * Starts the view chunk and the data of the resource route `pathname`; answers what it started,
 * if anything. Nothing starts for a path that is no resource route, nor for a role the cached
 * identity shows may not open the view.
 */
export function prefetchRoute(pathname: string, deps: PrefetchDeps): Prefetched | undefined {
  const route = resourceRoute(pathname, deps.definitions.map((d) => d.name));
  const d = route && deps.definitions.find((x) => x.name === route.name);
  if (!route || !d) return undefined;
  const startView = () => loadView(viewLoader(d, route.kind)).then(() => undefined, () => undefined);
  const identity = deps.identity();
  if (identity) {
    if (!can(identity.authorities, d.name, route.kind)) return undefined;
    startData(route, deps);
    return { resource: d.name, view: startView() };
  }
  if (!deps.loadIdentity) return undefined;
  // The identity, the chunk and the data leave together: the data waits for nobody, and is
  // dropped unseen (the server refuses it too) when the identity turns out not to allow the view.
  const allowed = deps.loadIdentity().then(
    (account) => account !== null && can(account.authorities, d.name, route.kind),
    () => false,
  );
  startData(route, deps);
  const view = startView();
  // The chunk is the route's whoever asks; the render waits for it only when the view is theirs.
  return { resource: d.name, view: allowed.then((ok) => (ok ? view : undefined)) };
}
