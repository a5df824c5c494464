/**
 * The harness's users: one per role of the permissions module (holding only that role) and one
 * holding every role (reaches every handler), created in the store before a run and signed in over
 * HTTP like any client.
 */
import { addTestAccounts } from './testAccounts';
import type { Store } from '../../../mock-server/store';
import { DEMO_PASSWORD } from '../../../mock-server/seed/demoUsers';
import type { UserRecord } from '../../../mock-server/types';
import { ROLES } from '../../../src/domain/roles';
import { PERMISSIONS } from '../../../src/domain/permissions';
import { send } from './http';

/** Every role of ROLES plus any role a PERMISSIONS row names (a row may name a role ROLES lacks). */
export function everyRole(): string[] {
  const named = Object.values(PERMISSIONS).flatMap((row) => Object.values(row).flatMap((roles) => [...(roles ?? [])]));
  return [...new Set<string>([...ROLES, ...named])];
}

export interface SignedIn {
  /** The roles it holds ('*' stands for every role in labels). */
  label: string;
  user: UserRecord;
  token: string;
}

/** POST /login as the legacy form does; the session token. */
export async function signIn(base: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const body = new URLSearchParams({ username, password, rememberMe: 'false', timeout: '30' }).toString();
  const r = await send(base, {
    method: 'POST',
    path: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  const token = (r.json as { token?: unknown } | undefined)?.token;
  if (r.status !== 200 || typeof token !== 'string')
    throw new Error(`login ${username}: ${r.status} ${r.text.slice(0, 200)}`);
  return token;
}

const loginOf = (role: string) => `harness.${role.toLowerCase()}`;
export const ALL_ROLES_LOGIN = 'harness.all-roles';

/** One signed-in user per role (in `roles` order), plus `all`: a user holding every role. */
export async function roleAccounts(
  base: string,
  store: Store,
  roles: readonly string[],
): Promise<{ single: SignedIn[]; all: SignedIn }> {
  const accounts = [
    ...roles.map((role) => ({ login: loginOf(role), authorities: [role] })),
    { login: ALL_ROLES_LOGIN, authorities: roles },
  ];
  const users = await addTestAccounts(store, accounts, DEMO_PASSWORD);
  const signed = await Promise.all(
    users.map(async (user, i) => ({
      label: i < roles.length ? roles[i]! : '*',
      user,
      token: await signIn(base, user.login),
    })),
  );
  return { single: signed.slice(0, roles.length), all: signed[roles.length]! };
}
