/** GET /api/functionary/getByOwner/{ownerId}: the functionaries of an agent, storekeeper, agency or deposit. */
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { resolveOwnerId } from '../lookups';

export function functionaryRoutes(ctx: AppContext) {
  const db = () => ctx.store.db;

  function byOwner(req: Request, res: Response) {
    const owner = resolveOwnerId(db(), String(req.params.id ?? ''));
    return ctx.lists.send(req, res, `functionary/getByOwner/${owner}`, ['functionary'], () =>
      db().functionary.filter((f) => f.agent_id === owner || f.storekeeper === owner || f.agn === owner || f.deposito === owner),
    );
  }

  return { byOwner };
}
