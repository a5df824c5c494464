/** The login index of findUserByLogin stays right while users are added, renamed and replaced. */
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../mock-server/types';
import { findUserByLogin, makeUser } from '../../mock-server/users';
import { MOCK_ONLY } from './helpers';

const user = (id: number, login: string): UserRecord =>
  makeUser(id, {
    login,
    name: login,
    email: `${login}@example.cl`,
    rut: null,
    authorities: ['ROLE_ADMIN'],
    activated: true,
    ownerType: null,
    ownerId: null,
  });

// MOCK_ONLY: the mock's own code, not the server under test.
describe('findUserByLogin', MOCK_ONLY, () => {
  it('finds users case-insensitively and follows inserts, renames and replacements', () => {
    const db = { user: [user(1, 'ana'), user(2, '12345678-K'), user(3, 'Pedro')] };
    expect(findUserByLogin(db, 'PEDRO')?.id).toBe(3);
    expect(findUserByLogin(db, ' 12345678-k ')?.id).toBe(2);
    expect(findUserByLogin(db, 'nadie')).toBeUndefined();

    db.user.push(user(4, 'nueva'));
    expect(findUserByLogin(db, 'nueva')?.id).toBe(4);

    db.user[0]!.login = 'ana.maria';
    expect(findUserByLogin(db, 'ana')).toBeUndefined();
    expect(findUserByLogin(db, 'ana.maria')?.id).toBe(1);

    db.user[2] = user(30, 'pedro');
    expect(findUserByLogin(db, 'pedro')?.id).toBe(30);

    db.user.splice(1, 1);
    expect(findUserByLogin(db, '12345678-K')).toBeUndefined();
    expect(findUserByLogin(db, 'pedro')?.id).toBe(30);
  });
});
