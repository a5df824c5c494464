/**
 * Legacy paths → console URLs (DECISIONS Q11): the table shape and its matcher, shared by the
 * access area's administration table and the operational areas' own redirects. Pure.
 *
 * A pattern is a path with `:name` segments; its builder gets the decoded params and the legacy
 * query string and returns the new path (with its own query, if any).
 */

export type LegacyParams = Record<string, string>;
export type LegacyBuilder = (params: LegacyParams, query: URLSearchParams) => string;
export type LegacyRoute = readonly [pattern: string, build: LegacyBuilder];

export const seg = (value: string) => encodeURIComponent(value);
export const withQuery = (path: string, query: URLSearchParams) =>
  query.size > 0 ? `${path}?${query.toString()}` : path;

/** Params of `pathname` against `pattern`, or null. Trailing slashes are ignored; segments are decoded. */
export function matchLegacy(pattern: string, pathname: string): LegacyParams | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: LegacyParams = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
      if (value === '') return null;
      params[want[i].slice(1)] = value;
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

/** The console URL for a legacy path (`search` with or without '?') by `table`, or null when no row matches. */
export function legacyTargetIn(table: readonly LegacyRoute[], pathname: string, search = ''): string | null {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const [pattern, build] of table) {
    const params = matchLegacy(pattern, pathname);
    if (params) return build(params, query);
  }
  return null;
}

/** The first segment of a legacy pattern: the console mounts one redirect route per segment. */
export const legacyBase = (pattern: string) => pattern.split('/').filter(Boolean)[0] ?? '';
