/**
 * The first module the page runs, ahead of the entry (index.html): on a signed-in cold load of a
 * resource route, it asks for that view's chunks at once, while the entry is still downloading,
 * instead of after the entry has run, and starts a list route's data call (when the call is
 * fixed: the same whoever asks), which the data provider takes over instead of asking again
 * (providers/earlyCalls.ts): the rows no longer wait for the module graph. An operational area's
 * route gets its screens' chunks the same way. The build lists the chunks of each view kind and
 * area, the resource names and their fixed list calls in index.html (scripts/vite-route-preload.ts);
 * without that list (the dev server) or a live token, it does nothing. It never throws: a
 * preload is only a hint.
 */
import { apiRoot } from '../providers/config';
import { startEarlyCall } from '../providers/earlyCalls';
import { getCachedIdentity, getToken } from '../providers/session';
import { areaPathOf, resourceRoute, type ResourceViewKind } from './resourceRoute';

/** The JSON that scripts/vite-route-preload.ts writes into index.html. */
export interface RouteChunks {
  names: string[];
  chunks: Record<ResourceViewKind, string[]>;
  /** A resource's list call when it is fixed (no placeholder, not chosen by role): method and path from the server root. */
  lists?: Record<string, { method: string; path: string }>;
  /**
   * An operational area's path (what its URLs start with: 'import', 'trucking/preadvise') → the
   * chunks of its screens, their first reads (AreaDefinition.earlyReads, paths from the server
   * root) and the roles that may open it: the reads leave only for them (the cached identity's).
   */
  areas?: Record<string, { chunks: string[]; reads?: [route: string, path: string][]; roles?: string[] }>;
}

export const ROUTE_CHUNKS_ELEMENT_ID = 'route-chunks';

export interface RoutePreload {
  /** The chunks asked for. */
  hrefs: string[];
  /** The calls started, as `METHOD url` (comma-separated), if any. */
  call?: string;
}

/**
 * The reads of an area screen at `rest` (the path below the area's): each route pattern
 * (':name' segments) that matches gives its path, the {name} placeholders filled from the
 * route and the URL's query; a path with a placeholder left unfilled is not read.
 */
function areaReads(rest: string, reads: readonly (readonly [string, string])[], search: string): string[] {
  const segments = rest.split('/').filter(Boolean);
  const query = new URLSearchParams(search);
  const out: string[] = [];
  for (const [route, path] of reads) {
    const pattern = route.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params = new Map<string, string>(query);
    if (
      !pattern.every((p, i) => (p.startsWith(':') ? (params.set(p.slice(1), segments[i]!), true) : p === segments[i]))
    )
      continue;
    let missing = false;
    const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = params.get(name);
      if (!value) missing = true;
      return encodeURIComponent(value ?? '');
    });
    if (!missing) out.push(filled);
  }
  return out;
}

/** The cached identity holds one of `roles` (none cached: unknown, so no). */
function mayOpen(roles: readonly string[] | undefined): boolean {
  const authorities = getCachedIdentity()?.authorities ?? [];
  return !!roles && roles.some((r) => authorities.includes(r));
}

/** `pathname` and `search`: the page's URL (location). */
export function preloadRoute(
  doc: Document,
  pathname: string,
  fetchFn: typeof fetch = fetch,
  search = '',
): RoutePreload {
  const raw = doc.getElementById(ROUTE_CHUNKS_ELEMENT_ID)?.textContent;
  const token = raw ? getToken() : null;
  if (!raw || !token) return { hrefs: [] };
  const { names, chunks, lists, areas = {} } = JSON.parse(raw) as RouteChunks;
  const route = resourceRoute(pathname, names);
  const areaPath = route ? undefined : areaPathOf(pathname, Object.keys(areas));
  const area = areaPath === undefined ? undefined : areas[areaPath];
  if (!route && !area) return { hrefs: [] };
  // The data first: it is what the chunks will wait for.
  const list = route?.kind === 'list' ? lists?.[route.name] : undefined;
  const reads = list
    ? [list]
    : area && mayOpen(area.roles)
      ? areaReads(pathname.slice(areaPath!.length + 2), area.reads ?? [], search).map((path) => ({
          method: 'GET',
          path,
        }))
      : [];
  for (const read of reads) startEarlyCall(read.method, `${apiRoot}${read.path}`, token, fetchFn);
  const hrefs = route ? (chunks[route.kind] ?? []) : area!.chunks;
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
  return reads.length > 0 ? { hrefs, call: reads.map((r) => `${r.method} ${apiRoot}${r.path}`).join(', ') } : { hrefs };
}

try {
  if (typeof document !== 'undefined') preloadRoute(document, location.pathname, fetch, location.search);
} catch {
  // A malformed list or an unreadable storage: the entry loads the chunks and the data itself.
}
