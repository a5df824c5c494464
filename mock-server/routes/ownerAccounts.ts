/**
 * The account handlers of every entity that owns a portal account — agent, trucking company,
 * storekeeper, deposit, shipping agency (D1 §4, §7): block (its account and the entity's mirror of
 * it: a toggle, or the target state carried in the path) and resend activation. One set,
 * parameterized by the entity's collection, how the path finds it and what its account is.
 */
import type { Request, Response } from 'express';
import { appMessages } from '../../src/i18n/appMessages';
import { ownerUser, sendActivation } from '../activation';
import type { AppContext } from '../context';
import { blockTarget } from '../records';
import { setOwnerActivated, type OwnerCollectionName, type OwnerEntity } from '../users';

export interface OwnerAccountSpec<T extends OwnerEntity> {
  collection: OwnerCollectionName;
  /** The entity the request's path names, or a 404 (with the entity's own text). */
  mustFind: (req: Request) => T;
  /** The entity's portal account, as ownerUser makes it when it has none yet. */
  accountOf: (entity: T) => Parameters<typeof ownerUser>[1];
  /** 'path': /block/{id}/{block} carries the target state; 'toggle': /block/{id} flips it. */
  block: 'path' | 'toggle';
}

export function ownerAccountHandlers<T extends OwnerEntity>(ctx: AppContext, spec: OwnerAccountSpec<T>) {
  const { store } = ctx;

  async function block(req: Request, res: Response) {
    const entity = spec.mustFind(req);
    setOwnerActivated(
      store,
      spec.collection,
      entity,
      spec.block === 'path' ? !blockTarget(req) : !entity.user.activated,
    );
    await store.commit();
    res.json(entity);
  }

  async function resendActivation(req: Request, res: Response) {
    await sendActivation(ctx, req, ownerUser(ctx, spec.accountOf(spec.mustFind(req))), true);
    res.json({ message: appMessages.success.activationResent });
  }

  return { block, resendActivation };
}
