/**
 * The route-table rows of shipping agencies, deposits and functionaries (D1 §7), with their
 * permissions (organizationAccess.ts). Fixed paths come before /{id} ones.
 */
import type { AppContext } from '../context';
import type { Route } from '../route';
import { depositRoutes } from './deposits';
import { functionaryRoutes } from './functionaries';
import { organizationAccess } from './organizationAccess';
import { shippingAgentRoutes } from './shippingAgents';

export function organizationRoutes(ctx: AppContext): Route[] {
  const access = organizationAccess(ctx.store);
  const a = shippingAgentRoutes(ctx);
  const d = depositRoutes(ctx);
  const f = functionaryRoutes(ctx);
  return [
    // Shipping agencies (AGN); the lines of an agency are lineOperators.ts'.
    { method: 'get', path: '/shippingAgent/list', permission: ['shippingAgents', 'list'], handler: a.list },
    { method: 'get', path: '/shippingAgent', permission: ['shippingAgents', 'list'], handler: a.list },
    { method: 'get', path: '/shippingAgent/getbylogin/:login', permission: access.agencyByLogin, handler: a.get },
    { method: 'post', path: '/shippingAgent', permission: ['shippingAgents', 'create'], handler: a.create },
    { method: 'post', path: '/shippingAgent/block/:id', permission: ['shippingAgents', 'block'], handler: a.block },
    {
      method: 'post',
      path: '/shippingAgent/resendactivation/:id',
      permission: ['shippingAgents', 'resendActivation'],
      handler: a.resendActivation,
    },
    { method: 'get', path: '/shippingAgent/:id', permission: access.agencyRead, handler: a.get },
    { method: 'put', path: '/shippingAgent/:id', permission: ['shippingAgents', 'edit'], handler: a.update },
    { method: 'patch', path: '/shippingAgent/:id', permission: ['shippingAgents', 'edit'], handler: a.update },

    // Deposits (Q10: a depot user reads its own only; the list answers it a list of one).
    { method: 'get', path: '/deposito/list', permission: ['deposits', 'list'], handler: d.list },
    { method: 'get', path: '/deposito', permission: ['deposits', 'list'], handler: d.list },
    { method: 'post', path: '/deposito', permission: ['deposits', 'create'], handler: d.create },
    { method: 'post', path: '/deposito/block/:id/:block', permission: ['deposits', 'block'], handler: d.block },
    {
      method: 'post',
      path: '/deposito/resendactivation/:id',
      permission: ['deposits', 'resendActivation'],
      handler: d.resendActivation,
    },
    { method: 'get', path: '/deposito/:id', permission: access.depositRead, handler: d.get },
    { method: 'put', path: '/deposito/:id', permission: ['deposits', 'edit'], handler: d.update },
    { method: 'patch', path: '/deposito/:id', permission: ['deposits', 'edit'], handler: d.update },

    // Functionaries (getByOwner is in the main table).
    { method: 'get', path: '/functionary', permission: access.functionariesAll, handler: f.all },
    { method: 'post', path: '/functionary', permission: access.functionaryCreate, handler: f.create },
    { method: 'post', path: '/functionary/block/:id', permission: access.functionaryWrite('block'), handler: f.block },
    {
      method: 'post',
      path: '/functionary/resendactivation/:id',
      permission: access.functionaryWrite('resendActivation'),
      handler: f.resendActivation,
    },
    {
      method: 'post',
      path: '/functionary/resendactivationbylogin/:login',
      permission: access.functionaryResendByLogin,
      handler: f.resendActivationByLogin,
    },
    {
      method: 'delete',
      path: '/functionary/delete/:id',
      permission: access.functionaryWrite('delete'),
      handler: f.remove,
    },
    {
      method: 'delete',
      path: '/functionary/unlinkfunc/:id',
      permission: access.functionaryWrite('delete'),
      handler: f.unlink,
    },
    { method: 'get', path: '/functionary/:id', permission: access.functionaryRead, handler: f.get },
    { method: 'put', path: '/functionary/:id', permission: access.functionaryWrite('edit'), handler: f.update },
    { method: 'patch', path: '/functionary/:id', permission: access.functionaryWrite('edit'), handler: f.update },
    { method: 'delete', path: '/functionary/:id', permission: access.functionaryWrite('delete'), handler: f.remove },
  ];
}
