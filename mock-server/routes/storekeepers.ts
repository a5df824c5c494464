/** /api/storekeeper/* (docs/legacy-contract.md, Storekeepers). */
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { resolveStorekeeper } from '../lookups';
import { toBool, toText } from '../records';
import type { Rec, Storekeeper } from '../types';
import { storekeeperAuthorities, withDepositRole } from '../agentRoles';
import { ownerEntityWrites } from './ownerEntityWrites';

const newStorekeeper = (id: string): Storekeeper => ({
  id,
  code: '',
  user: { login: id, name: '', email: '', activated: true },
  opEmail: null,
  informar: false,
  deposit: false,
});

function normalized(r: Rec): Storekeeper {
  const s = r as unknown as Storekeeper;
  return {
    ...s,
    code: String(s.code ?? '')
      .trim()
      .toUpperCase(),
    user: { ...s.user, name: String(s.user?.name ?? '').trim(), email: String(s.user?.email ?? '').trim() },
    opEmail: toText(s.opEmail),
    informar: toBool(s.informar),
    deposit: toBool(s.deposit),
  };
}

export function storekeeperRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const writes = ownerEntityWrites<Storekeeper>(ctx, {
    resource: 'storekeepers',
    collection: 'storekeeper',
    blank: newStorekeeper,
    find: resolveStorekeeper,
    normalize: normalized,
    authorities: (s) => storekeeperAuthorities(s.deposit),
    onEditAccount: (user, s) => (user.authorities = withDepositRole(user.authorities, s.deposit)),
    block: 'path',
  });

  function list(req: Request, res: Response) {
    return ctx.lists.send(req, res, 'storekeeper/list', ['storekeeper'], () => db().storekeeper);
  }

  return { list, ...writes };
}
