/**
 * /api/deposito/* (D1 §7 Deposits, ADM-DEP): list, get, create, update, block with the target
 * state in the path, resend activation. DECISIONS Q10: a depot user sees only its own deposit.
 */
import type { Request, Response } from 'express';
import { maySeeDeposit, seesAllDeposits } from '../../src/domain/deposits';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { resolveDeposit } from '../lookups';
import { toBool, toText } from '../records';
import type { Deposit, Rec } from '../types';
import { ownerEntityWrites } from './ownerEntityWrites';

const newDeposit = (id: string): Deposit => ({
  id,
  user: { login: id, name: '', email: '', activated: true },
  opEmail: null,
  activador: false,
});

function normalized(r: Rec): Deposit {
  const d = r as unknown as Deposit;
  return {
    ...d,
    user: { ...d.user, name: String(d.user?.name ?? '').trim(), email: String(d.user?.email ?? '').trim() },
    opEmail: toText(d.opEmail),
    activador: toBool(d.activador),
  };
}

export function depositRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const writes = ownerEntityWrites<Deposit>(ctx, {
    resource: 'deposits',
    collection: 'deposito',
    blank: newDeposit,
    find: resolveDeposit,
    normalize: normalized,
    authorities: () => ['ROLE_AGA_DEPOSIT'],
    // ADM-DEP-003: a deposit that activates its functionaries manages them; the account follows the flag.
    canEdit: (d) => d.activador,
    onEditAccount: (user, d) => (user.canEdit = d.activador),
    block: 'path',
  });

  /** Managers get every deposit; a depot user its own (a list of one). */
  function list(req: Request, res: Response) {
    const user = currentUser(res);
    if (seesAllDeposits(user.authorities))
      return ctx.lists.send(req, res, 'deposito/list', ['deposito'], () => db().deposito);
    return ctx.lists.send(req, res, `deposito/list/${user.login}`, ['deposito'], () =>
      db().deposito.filter((d) => maySeeDeposit(user, d.id)),
    );
  }

  return { list, ...writes };
}
