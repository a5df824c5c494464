/**
 * Which roles of ROLES a call admits, asked of the live in-process mock (issue 34 §1: a row's role
 * set pinned exactly on the server): one test user whose single role is set in the store before each
 * call — the mock reads the user's roles on every request, so one sign-in serves every role. A
 * refusal must be 403 {code, message}; any other answer counts as let in. `like` names a demo user
 * whose entity (owner type and id) and lines the test user takes, for calls that also ask whose the object is.
 */
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import { ROLES } from '../../src/domain/roles';
import { addTestAccounts } from '../harness/support/testAccounts';
import type { Mock, Reply } from './helpers';

let made = 0;

export async function rolesAdmitted(
  mock: Mock,
  ask: (call: (method: string, path: string, json?: unknown) => Promise<Reply>) => Promise<Reply>,
  like?: string,
): Promise<string[]> {
  const store = mock.store!;
  const login = `roles.switch.${++made}`;
  const [user] = await addTestAccounts(store, [{ login, authorities: [] }], DEMO_PASSWORD);
  if (like) {
    const model = store.db.user.find((u) => u.login === like)!;
    Object.assign(user!, { ownerType: model.ownerType, ownerId: model.ownerId, lines: model.lines });
    store.touch('user', user!);
  }
  const token = await mock.login(login);
  const admitted: string[] = [];
  for (const role of ROLES) {
    user!.authorities = [role];
    store.touch('user', user!);
    const reply = await ask((method, path, json) => mock.call(method, path, { token, json }));
    if (reply.status === 403) {
      expect([typeof reply.body?.code, typeof reply.body?.message], role).toEqual(['string', 'string']);
    } else admitted.push(role);
  }
  return admitted.sort();
}
