/**
 * No waterfall on a signed-in cold load of a list route: instead of index → entry → react-admin
 * boot → auth → lazy list chunk → collection request, the list view's chunk and its collection
 * start together as soon as the entry runs. Only with a live session and a cached identity
 * allowed to list the resource; anything else is left to the normal boot.
 */
import type { Account } from '../providers/session';
import { can } from '../domain/permissions';
import { loadView, viewLoader } from '../resources/framework/lazyViews';
import type { ResourceDefinition } from '../resources/framework/types';

export interface PrefetchDeps {
  definitions: readonly ResourceDefinition[];
  /** The cached identity while the session is live (session.getCachedIdentity). */
  identity: () => Account | null;
  /** With a live session but no cached identity: fetches it (the one GET /api/account the boot shares). */
  loadIdentity?: () => Promise<Account | null>;
  /** Starts the collection fetch in the shared list cache (dataProvider.prefetchList). */
  prefetchList: (resource: string) => Promise<void>;
}

/** The resource whose list `pathname` shows: react-admin's list route is `/<resource name>`. */
export function listRouteResource(pathname: string, definitions: readonly ResourceDefinition[]): ResourceDefinition | undefined {
  const name = pathname.replace(/\/+$/, '').slice(1);
  return definitions.find((d) => d.name === name);
}

export interface Prefetched {
  resource: string;
  /** Settles when the list view's module has loaded (or failed: React.lazy retries it on render). */
  view: Promise<void>;
}

/**
 * Starts the list chunk and the collection for `pathname`; answers what it started, if anything.
 * Without a cached identity (a new tab, another machine) the identity is fetched first, right
 * away, and the collection follows it, rather than waiting for react-admin's boot to ask.
 */
export function prefetchListRoute(pathname: string, deps: PrefetchDeps): Prefetched | undefined {
  const d = listRouteResource(pathname, deps.definitions);
  if (!d) return undefined;
  const identity = deps.identity();
  const startView = () => loadView(viewLoader(d, 'list')).then(() => undefined, () => undefined);
  if (identity) {
    if (!can(identity.authorities, d.name, 'list')) return undefined;
    void deps.prefetchList(d.name);
    return { resource: d.name, view: startView() };
  }
  if (!deps.loadIdentity) return undefined;
  const allowed = deps.loadIdentity().then(
    (account) => account !== null && can(account.authorities, d.name, 'list'),
    () => false,
  );
  void allowed.then((ok) => {
    if (ok) void deps.prefetchList(d.name);
  });
  // The chunk is the route's whoever asks; the render waits for it only when the list is theirs.
  const view = startView();
  return { resource: d.name, view: allowed.then((ok) => (ok ? view : undefined)) };
}
