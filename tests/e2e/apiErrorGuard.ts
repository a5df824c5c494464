/**
 * The e2e API guard (fixtures.ts): every response a test's pages receive from `/api` with a 403
 * or a 5xx fails the test unless it declared it, so that no screen calls what its role may not,
 * or breaks the server, while the screen hides it (an empty select, a silent fallback).
 * A test that provokes one on purpose declares it: `expectApiError(page, /path/, 403)` allows that
 * status for paths matching (the query string aside), and the test also fails if none came.
 * Calls made with `page.request` are the test's, not the console's, and are not seen.
 * A 401 is not guarded: it means no session or an ended one, which the access tests provoke on
 * purpose (wrong password, unknown token, no token) and which a call still in flight when a session
 * ends may rightly get; the console sends every call's token through one client, so a 401 says
 * nothing about a role calling what it may not.
 */
import type { BrowserContext, Page, Response } from '@playwright/test';

interface Expected {
  path: RegExp;
  status: number;
  seen: boolean;
  /** Allowed without being required (a call that a race may or may not fire). */
  optional?: boolean;
}

interface Guard {
  expected: Expected[];
  /** Fails with the undeclared errors, and the declared ones that never came. */
  assertNone(): void;
}

const guards = new WeakMap<BrowserContext, Guard>();

const guarded = (status: number) => status === 403 || status >= 500;
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

function describe(response: Response, path: string): string {
  let where = '';
  try {
    where = ` (en ${new URL(response.frame().url()).pathname})`;
  } catch {
    // A response with no frame (a worker's): no page to name.
  }
  return `${response.request().method()} ${path} → ${response.status()}${where}`;
}

/** Watches every page of the context (popups included). */
export function apiErrorGuard(context: BrowserContext): Guard {
  const unexpected: string[] = [];
  const expected: Expected[] = [];
  context.on('response', (response) => {
    const status = response.status();
    if (!guarded(status)) return;
    const { pathname, search } = new URL(response.url());
    if (!isApiPath(pathname)) return;
    const declared = expected.filter((e) => e.status === status && e.path.test(pathname));
    for (const e of declared) e.seen = true;
    if (declared.length === 0) unexpected.push(describe(response, pathname + search));
  });
  const guard: Guard = {
    expected,
    assertNone() {
      const missing = expected.filter((e) => !e.seen && !e.optional).map((e) => `${e.status} de ${e.path}`);
      const problems = [
        ...(unexpected.length > 0
          ? [
              `Respuestas de /api no declaradas (¿la pantalla llama lo que su rol no puede?):\n  ${unexpected.join('\n  ')}`,
            ]
          : []),
        ...(missing.length > 0
          ? [`Errores de /api declarados con expectApiError que no llegaron: ${missing.join(', ')}`]
          : []),
      ];
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
  guards.set(context, guard);
  return guard;
}

/**
 * Declares that this test's page receives `status` from an /api path matching `path` (an
 * access-denied screen, a negative role check): allowed, and required by the end of the test.
 */
export function expectApiError(page: Page, path: RegExp, status: number): void {
  const guard = guards.get(page.context());
  if (!guard) throw new Error('expectApiError: la prueba no usa el `test` de tests/e2e/fixtures.ts');
  guard.expected.push({ path, status, seen: false });
}

/**
 * Allows `status` from a matching /api path without requiring it: for a call the console may or
 * may not fire depending on timing (react-admin's denied route starting its data call while it
 * redirects). Prefer expectApiError wherever the call is certain.
 */
export function allowApiError(page: Page, path: RegExp, status: number): void {
  const guard = guards.get(page.context());
  if (!guard) throw new Error('allowApiError: la prueba no usa el `test` de tests/e2e/fixtures.ts');
  guard.expected.push({ path, status, seen: false, optional: true });
}
