/**
 * The answer the permissions module predicts for (call, user), derived independently of the
 * server's guard: the first table route matching method and path answers (as express does, in
 * table order); otherwise the generic per-model service, whose rules are GENERIC_MODELS →
 * `can(roles, resource, list|show|create|edit|delete)` and, for unmapped collections, reads by
 * ROLE_ADMIN only.
 */
import type { Request } from 'express';
import { GENERIC_MODELS } from '../../../mock-server/guard';
import type { Route } from '../../../mock-server/route';
import type { UserRecord } from '../../../mock-server/types';
import { can } from '../../../src/domain/permissions';
import type { Target } from './targets';

export type Access = 'public' | 'signed' | 'allowed' | 'denied';

/** Segment-wise match of an express path (':name' matches one segment); the params, or null. */
export function matchPath(
  pattern: string,
  concrete: Record<string, string>,
  targetPattern: string,
): Record<string, string> | null {
  const want = pattern.split('/');
  const got = targetPattern.split('/').map((s) => (s.startsWith(':') ? (concrete[s.slice(1)] ?? '') : s));
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (g === '') return null;
      params[w.slice(1)] = g;
    } else if (w.toLowerCase() !== g.toLowerCase()) return null; // express routes are case-insensitive
  }
  return params;
}

/** The table route that answers the call, with its params, if any. */
export function answeringRoute(
  routes: readonly Route[],
  t: Target,
): { route: Route; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== t.method) continue;
    const params = matchPath(route.path, t.params, t.pattern);
    if (params) return { route, params };
  }
  return undefined;
}

/** The generic service's action for a method on the list (/model) or on one record (/model/id). */
function genericAction(method: string, withId: boolean): string | undefined {
  if (method === 'get') return withId ? 'show' : 'list';
  if (method === 'post') return withId ? undefined : 'create';
  if (method === 'put' || method === 'patch') return withId ? 'edit' : undefined;
  if (method === 'delete') return withId ? 'delete' : undefined;
  return undefined;
}

/** The generic service's rule for one role; undefined when the call is no generic operation (404). */
function genericAllows(role: string, t: Target): boolean | undefined {
  const model = t.collection ?? '';
  const action = genericAction(t.method, t.params.id !== undefined);
  if (!action) return undefined;
  const resource = GENERIC_MODELS[model];
  if (resource) return can([role], resource, action);
  return (action === 'list' || action === 'show') && role === 'ROLE_ADMIN';
}

/**
 * For a user holding one role: [resource, action] → can([role], …); 'authenticated' → allowed;
 * a function → that very rule of the table (ownership, built with all(...)), evaluated with the
 * user and a request-like object carrying the call's params.
 */
export function expectedAccess(routes: readonly Route[], t: Target, role: string, user: UserRecord): Access {
  const hit = answeringRoute(routes, t);
  if (!hit) return genericAllows(role, t) === false ? 'denied' : 'allowed';
  const p = hit.route.permission;
  if (p === 'public') return 'public';
  // Signed by a provider: the harness does not sign, so the signature check answers 401 whoever asks.
  if (p === 'signed') return 'signed';
  if (p === 'authenticated') return 'allowed';
  if (typeof p === 'function') return p(user, { params: hit.params } as unknown as Request) ? 'allowed' : 'denied';
  return can([role], p[0], p[1]) ? 'allowed' : 'denied';
}

/** Whether the call needs no token (a public table route answers it). */
export const isPublic = (routes: readonly Route[], t: Target) =>
  answeringRoute(routes, t)?.route.permission === 'public';
/** Whether the call is checked by its signature instead of a token. */
export const isSigned = (routes: readonly Route[], t: Target) =>
  answeringRoute(routes, t)?.route.permission === 'signed';
