/**
 * Which resource view a path shows, by react-admin's route shapes: /<name> (list),
 * /<name>/create, /<name>/<id> (edit) and /<name>/<id>/show. Pure and free of imports, so the
 * early route preload (src/boot/routePreload.ts) runs it before the entry has loaded.
 */
export type ResourceViewKind = 'list' | 'show' | 'edit' | 'create';

export interface ResourceRoute {
  name: string;
  kind: ResourceViewKind;
  /** The record id of show and edit routes, decoded as react-admin does. */
  id?: string;
}

export function resourceRoute(pathname: string, names: readonly string[]): ResourceRoute | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  const name = parts[0];
  if (!name || !names.includes(name)) return undefined;
  if (parts.length === 1) return { name, kind: 'list' };
  const id = safeDecode(parts[1]!);
  if (id === undefined) return undefined;
  if (parts.length === 2) return id === 'create' ? { name, kind: 'create' } : { name, kind: 'edit', id };
  if (parts.length === 3 && parts[2] === 'show') return { name, kind: 'show', id };
  return undefined;
}

function safeDecode(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/**
 * The operational area a path belongs to: the longest of `paths` ('import', 'trucking/preadvise')
 * the path is, or starts with followed by a slash (an area route is /<area path>/*).
 */
export function areaPathOf(pathname: string, paths: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const p of paths) {
    if ((pathname === `/${p}` || pathname.startsWith(`/${p}/`)) && p.length > (found?.length ?? 0)) found = p;
  }
  return found;
}
