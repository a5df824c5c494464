/**
 * The first module the page runs, ahead of the entry (index.html): on a signed-in cold load of a
 * resource route, it asks for that view's chunks at once, while the entry is still downloading,
 * instead of after the entry has run (~150 ms later). The build lists the chunks of each view
 * kind and the resource names in index.html (scripts/vite-route-preload.ts); without that list
 * (the dev server) or a live token, it does nothing. It never throws: a preload is only a hint.
 */
import { getToken } from '../providers/session';
import { resourceRoute, type ResourceViewKind } from './resourceRoute';

/** The JSON that scripts/vite-route-preload.ts writes into index.html. */
export interface RouteChunks {
  names: string[];
  chunks: Record<ResourceViewKind, string[]>;
}

export const ROUTE_CHUNKS_ELEMENT_ID = 'route-chunks';

export function preloadRouteChunks(doc: Document, pathname: string): string[] {
  const raw = doc.getElementById(ROUTE_CHUNKS_ELEMENT_ID)?.textContent;
  if (!raw || !getToken()) return [];
  const { names, chunks } = JSON.parse(raw) as RouteChunks;
  const route = resourceRoute(pathname, names);
  const hrefs = route ? chunks[route.kind] ?? [] : [];
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.appendChild(link);
  }
  return hrefs;
}

try {
  if (typeof document !== 'undefined') preloadRouteChunks(document, location.pathname);
} catch {
  // A malformed list or an unreadable storage: the entry loads the chunks itself.
}
