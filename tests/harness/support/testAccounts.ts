/**
 * Test-only accounts (the reliability harness, tests/harness): plain users holding a chosen set of
 * roles and no entity, added through the store's API so they are journaled like any other change.
 * Not used by the server itself.
 */
import { hashPassword } from '../../../mock-server/passwords';
import type { Store } from '../../../mock-server/store';
import type { UserRecord } from '../../../mock-server/types';
import { makeUser, nextNumericId } from '../../../mock-server/users';

export interface TestAccount {
  login: string;
  authorities: readonly string[];
}

/** Adds the accounts (all with `password`), commits them, and returns the stored records. */
export async function addTestAccounts(
  store: Store,
  accounts: readonly TestAccount[],
  password: string,
): Promise<UserRecord[]> {
  // One hash for all: scrypt is slow on purpose, and these accounts are throwaway.
  const passwordHash = await hashPassword(password);
  let id = nextNumericId(store.db.user);
  const users = accounts.map((a) => {
    const user = makeUser(id++, {
      login: a.login,
      name: a.login,
      email: `${a.login}@harness.test`,
      rut: null,
      authorities: [...a.authorities],
      activated: true,
      ownerType: null,
      ownerId: null,
      passwordHash,
    });
    store.insert('user', user);
    return user;
  });
  await store.commit();
  return users;
}
