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

/** Starts the list chunk and the collection for `pathname`; answers what it started, if anything. */
export function prefetchListRoute(pathname: string, deps: PrefetchDeps): Prefetched | undefined {
  const d = listRouteResource(pathname, deps.definitions);
  const identity = deps.identity();
  if (!d || !identity || !can(identity.authorities, d.name, 'list')) return undefined;
  const view = loadView(viewLoader(d, 'list')).then(
    () => undefined,
    () => undefined,
  );
  void deps.prefetchList(d.name);
  return { resource: d.name, view };
}
