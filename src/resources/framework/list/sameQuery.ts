/**
 * Deep equality of list query values (filters, sorts, saved queries): plain JSON data, compared
 * regardless of key order, as react-admin compares them (lodash's isEqual, which the console does
 * not depend on directly).
 */
export function sameQuery(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a))
    return a.length === (b as unknown[]).length && a.every((v, i) => sameQuery(v, (b as unknown[])[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameQuery((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
