/**
 * Who sent an empty pre-advice, and so who may cancel it (ruling P78). A booking is shared by
 * those who may work it (P60: the line's shipping company, any deposit or depot functionary), so
 * each reads all its rows; a row is cancelled only by the company that sent it. The company is the
 * sender's entity, by its RUT: a deposit's or storekeeper's own account, a functionary's depot (its
 * deposit or storekeeper), an agent (DEPOSITO); an account with no entity (a shipping company) is
 * its own sender. The spec gives no staff role the empties screens (D2 §6), so no one else cancels.
 */
import type { Db, UserRecord } from '../../types';
import { findUserByLogin } from '../../users';
import type { EmptyPreadviceOperation } from './types';

/** The company a user sends empties for: an entity's RUT, else the account itself. */
export function senderOf(db: Db, user: UserRecord): string {
  if (user.ownerType === 'functionary') {
    const f = db.functionary.find((x) => x.id === user.ownerId);
    const depot = f?.deposito ?? f?.storekeeper ?? f?.agent_id ?? f?.agn;
    if (depot) return depot;
  } else if (user.ownerType && user.ownerId !== null) {
    return String(user.ownerId);
  }
  return `login:${user.login.toLowerCase()}`;
}

/** The company that sent the pre-advice: recorded when sent; before that record, its sender's company now. */
export function senderOfOperation(db: Db, op: EmptyPreadviceOperation): string {
  if (op.sender) return op.sender;
  const user = findUserByLogin(db, op.createdBy);
  return user ? senderOf(db, user) : `login:${op.createdBy.toLowerCase()}`;
}
