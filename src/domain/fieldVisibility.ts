/**
 * Field-level show rows applied to records (D1 §6; Q08, P04, ruling P78): a record of a resource
 * loses every field whose "resource.field" row (a dotted path, e.g. "clients.customer.sigla") has a
 * show list naming none of the caller's roles. The console hides those fields by the same rows; the
 * server leaves them out of its answers, so personal data and credit terms reach only the roles the
 * spec names.
 */
import { can, PERMISSIONS } from './permissions';

/** The dotted paths of `resource`'s records the roles may not see, sorted (a stable cache key). */
export function hiddenFields(resource: string, roles: readonly string[]): string[] {
  const prefix = `${resource}.`;
  return Object.entries(PERMISSIONS)
    .filter(
      ([name, row]) =>
        name.startsWith(prefix) && !name.endsWith('*') && row.show !== undefined && !can(roles, name, 'show'),
    )
    .map(([name]) => name.slice(prefix.length))
    .sort();
}

/** A copy of the record without the paths (copied only along them; the record itself is untouched). */
export function withoutFields<T>(record: T, paths: readonly string[]): T {
  if (paths.length === 0 || !record || typeof record !== 'object' || Array.isArray(record)) return record;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const nested = new Map<string, string[]>();
  for (const path of paths) {
    const dot = path.indexOf('.');
    if (dot < 0) delete copy[path];
    else nested.set(path.slice(0, dot), [...(nested.get(path.slice(0, dot)) ?? []), path.slice(dot + 1)]);
  }
  for (const [key, rest] of nested) if (key in copy) copy[key] = withoutFields(copy[key], rest);
  return copy as T;
}
