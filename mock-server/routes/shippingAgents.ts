/**
 * /api/shippingAgent/* beyond the agency's lines (lineOperators.ts): list, get by id or login,
 * create, update, block and resend activation (D1 §7 Shipping agents, ADM-AGN).
 */
import type { Request, Response } from 'express';
import type { AppContext } from '../context';
import { resolveAgency } from '../lookups';
import { toText } from '../records';
import type { Rec, ShippingAgent } from '../types';
import { ownerEntityWrites } from './ownerEntityWrites';

const newAgency = (id: string): ShippingAgent => ({
  id,
  user: { login: id, name: '', email: '', activated: true },
  opEmail: null,
  role: 'AGN',
  linesOperators: [],
});

function normalized(r: Rec): ShippingAgent {
  const a = r as unknown as ShippingAgent;
  return {
    ...a,
    user: { ...a.user, name: String(a.user?.name ?? '').trim(), email: String(a.user?.email ?? '').trim() },
    opEmail: toText(a.opEmail),
    role: 'AGN',
    linesOperators: Array.isArray(a.linesOperators) ? a.linesOperators : [],
  };
}

export function shippingAgentRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const writes = ownerEntityWrites<ShippingAgent>(ctx, {
    resource: 'shippingAgents',
    collection: 'shippingAgent',
    blank: newAgency,
    find: resolveAgency,
    normalize: normalized,
    authorities: () => ['ROLE_AGN'],
    block: 'toggle',
  });

  function list(req: Request, res: Response) {
    return ctx.lists.send(req, res, 'shippingAgent/list', ['shippingAgent'], () => db().shippingAgent);
  }

  return { list, ...writes };
}
