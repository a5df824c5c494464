/**
 * `GET /api/agent/list` as the agent chooser of the trucking screen reads it (ADM-TRK-003, P45):
 * the agent screens' roles get whole agents, as before; a chooser without them (documentary)
 * gets each agent's id and name only — enough to pick one, and none of its e-mails, credit
 * days or notes.
 */
import type { Request, Response } from 'express';
import { can } from '../../src/domain/permissions';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import type { Permission } from '../guard';

export const agentLookupPermission: Permission = ['agentLookup', 'list'];

export function agentLookupRoute(ctx: AppContext, wholeList: (req: Request, res: Response) => unknown) {
  return (req: Request, res: Response) => {
    if (can(currentUser(res).authorities, 'agents', 'list')) return wholeList(req, res);
    return ctx.lists.send(req, res, 'agent/list#lookup', ['agent'], () =>
      ctx.store.db.agent.map((a) => ({ id: a.id, name: a.name })),
    );
  };
}
