/**
 * The one table of the mock's custom /api routes: (method, path) → permission → handler.
 * Paths are API.md's, below /api. Anything not listed falls through to the generic per-model
 * service (json-server, guarded in guard.ts). Order matters: fixed paths before /{id}.
 */
import type { Request } from 'express';
import { can } from '../src/domain/permissions';
import type { AppContext } from './context';
import { all, isStaff, type Permission } from './guard';
import { resolveAgency, resolveAgent, resolveOwnerId } from './lookups';
import { agentRoutes } from './routes/agents';
import { assetRoutes } from './routes/assets';
import { clientRoutes } from './routes/clients';
import { customerRoutes } from './routes/customers';
import { functionaryRoutes } from './routes/functionaries';
import { lineOperatorRoutes } from './routes/lineOperators';
import { notificationRoutes } from './routes/notifications';
import { organizationRoutes } from './routes/organizationRoutes';
import { passwordRoutes } from './routes/password';
import { portalUserRoutes } from './routes/portalUsers';
import { profileRoutes } from './routes/profile';
import { sessionRoutes } from './routes/session';
import { storekeeperRoutes } from './routes/storekeepers';
import { driverRoutes } from './routes/drivers';
import { truckingRoutes } from './routes/truckings';
import { agentLookupPermission, agentLookupRoute } from './routes/truckingsAgentLookup';
import { truckRoutes } from './routes/trucks';
import { areaRoutes } from './areas/registry';
import type { UserRecord } from './types';
import type { Route } from './route';

export type { Route };

export function routeTable(ctx: AppContext): Route[] {
  const db = () => ctx.store.db;
  const param = (req: Request, name: string) => String(req.params[name] ?? '');

  // Ownership: staff act on any record; an agent, owner or agency only on its own (D1 §6).
  const agentOf = (req: Request) => resolveAgent(db(), param(req, 'id'))?.id;
  const ownAgent: Permission = (u, req) => isStaff(u) || (u.agentId !== null && u.agentId === agentOf(req));
  const ownOwner: Permission = (u, req) => {
    const owner = resolveOwnerId(db(), param(req, 'id'));
    return isStaff(u) || owner === u.agentId || owner === u.ownerId;
  };
  const onlyAgency = (u: UserRecord) => u.authorities.includes('ROLE_AGN') && !isStaff(u);
  const ownAgency: Permission = (u, req) =>
    !onlyAgency(u) || resolveAgency(db(), param(req, 'login'))?.id === u.ownerId;
  // Q05: staff read any agent's invoice state; an AGA its own, a functionary its agent's.
  const invoiceReader: Permission = (u, req) =>
    can(u.authorities, 'agents', 'show') || (u.agentId !== null && u.agentId === agentOf(req));

  const s = sessionRoutes(ctx);
  const a = agentRoutes(ctx);
  const k = storekeeperRoutes(ctx);
  const l = lineOperatorRoutes(ctx);
  const f = functionaryRoutes(ctx);
  const t = truckingRoutes(ctx);
  const pw = passwordRoutes(ctx);
  const pr = profileRoutes(ctx);
  const assets = assetRoutes(ctx);
  const n = notificationRoutes(ctx);
  const u = portalUserRoutes(ctx);
  const cl = clientRoutes(ctx);
  const cu = customerRoutes(ctx);
  // A customer's invoice state: staff, or the client itself (its portal login is its id).
  const customerReader: Permission = (user, req) =>
    can(user.authorities, 'customers', 'show') || (user.ownerType === 'client' && user.ownerId === param(req, 'id'));
  // The cash screen (TERRESTRIAL, finance) reads a unit's customer (D3 §2.3).
  const unitCustomerReader: Permission = (user) =>
    can(user.authorities, 'customers', 'show') || user.authorities.includes('ROLE_TERRESTRIAL');

  return [
    { method: 'get', path: '/account', permission: 'authenticated', handler: s.account },

    // Access and account (issue 3). Recovery, the expired-password change and the logos need no token.
    { method: 'get', path: '/user/recoverPass/:rut', permission: 'public', handler: pw.recoverPass },
    { method: 'post', path: '/user/changeExpiredPassword', permission: 'public', handler: pw.changeExpiredPassword },
    { method: 'get', path: '/user/imglogo/:tipo', permission: 'public', handler: assets.logo },
    { method: 'post', path: '/user/changePassword', permission: ['account', 'edit'], handler: pw.changePassword },
    { method: 'post', path: '/account/change_password', permission: ['account', 'edit'], handler: pw.changePassword },
    { method: 'get', path: '/user/getUser', permission: ['account', 'show'], handler: pr.getUser },
    { method: 'post', path: '/user/updateUser', permission: ['account', 'edit'], handler: pr.updateUser },
    { method: 'get', path: '/user/getAgent', permission: ['account.agentProfile', 'edit'], handler: pr.getAgent },
    {
      method: 'post',
      path: '/user/updateAgent',
      permission: ['account.agentProfile', 'edit'],
      handler: pr.updateAgent,
    },
    { method: 'get', path: '/user/manual', permission: 'authenticated', handler: assets.manual },
    // User administration (ADM-USR, P22), after the account calls above that share the /user prefix.
    { method: 'get', path: '/user', permission: ['users', 'list'], handler: u.list },
    { method: 'post', path: '/user', permission: ['users', 'create'], handler: u.create },
    { method: 'post', path: '/user/changeState/:id', permission: ['users', 'block'], handler: u.changeState },
    { method: 'get', path: '/user/:id', permission: ['users', 'show'], handler: u.get },
    { method: 'put', path: '/user/:id', permission: ['users', 'edit'], handler: u.update },
    { method: 'delete', path: '/user/:id', permission: ['users', 'delete'], handler: u.remove },

    { method: 'get', path: '/notification', permission: ['notifications', 'list'], handler: n.list },
    { method: 'put', path: '/notification/watch', permission: ['notifications', 'edit'], handler: n.watchAll },
    { method: 'get', path: '/notification/:id', permission: ['notifications', 'list'], handler: n.get },
    { method: 'post', path: '/notification/:id', permission: ['notifications', 'edit'], handler: n.update },
    { method: 'put', path: '/notification/:id/watch', permission: ['notifications', 'edit'], handler: n.watch },

    // The agent chooser of the trucking screen reads it too (ADM-TRK-003, P45).
    { method: 'get', path: '/agent/list', permission: agentLookupPermission, handler: agentLookupRoute(ctx, a.list) },
    // CAR-050: customer service's agent chooser of the car inscription, names only (ruling P78).
    { method: 'get', path: '/agent/listagentscar', permission: ['carImports', 'chooseAgent'], handler: a.listCar },
    {
      method: 'get',
      path: '/agent/guideconfiguration',
      permission: ['dispatchGuides', 'show'],
      handler: a.guideConfiguration,
    },
    { method: 'get', path: '/agent', permission: ['agents', 'list'], handler: a.list },
    { method: 'post', path: '/agent', permission: ['agents', 'create'], handler: a.create },
    {
      method: 'get',
      path: '/agent/getinvoiceinformation/:id',
      permission: invoiceReader,
      handler: a.invoiceInformation,
    },
    { method: 'post', path: '/agent/block/:id', permission: ['agents', 'block'], handler: a.block },
    { method: 'post', path: '/agent/blockgate/:id', permission: ['agents', 'blockGate'], handler: a.blockGate },
    {
      method: 'post',
      path: '/agent/resendactivation/:id',
      permission: ['agents', 'resendActivation'],
      handler: a.resendActivation,
    },
    {
      method: 'post',
      path: '/agent/addtruckingco/:id',
      permission: all(['agents', 'addTrucking'], ownAgent),
      handler: a.addTrucking,
    },
    {
      method: 'post',
      path: '/agent/deletetruckingco/:id',
      permission: all(['agents', 'removeTrucking'], ownAgent),
      handler: a.deleteTrucking,
    },
    { method: 'get', path: '/agent/:id', permission: ['agents', 'show'], handler: a.get },
    { method: 'put', path: '/agent/:id', permission: ['agents', 'edit'], handler: a.update },
    { method: 'patch', path: '/agent/:id', permission: ['agents', 'edit'], handler: a.update },

    { method: 'get', path: '/storekeeper/list', permission: ['storekeepers', 'list'], handler: k.list },
    { method: 'post', path: '/storekeeper', permission: ['storekeepers', 'create'], handler: k.create },
    { method: 'post', path: '/storekeeper/block/:id/:block', permission: ['storekeepers', 'block'], handler: k.block },
    {
      method: 'post',
      path: '/storekeeper/resendactivation/:id',
      permission: ['storekeepers', 'resendActivation'],
      handler: k.resendActivation,
    },
    { method: 'get', path: '/storekeeper/:id', permission: ['storekeepers', 'show'], handler: k.get },
    { method: 'put', path: '/storekeeper/:id', permission: ['storekeepers', 'edit'], handler: k.update },
    { method: 'patch', path: '/storekeeper/:id', permission: ['storekeepers', 'edit'], handler: k.update },

    // GET/POST/PUT /lineOperator[/{id}] are the generic service's; delete also cleans the agencies' lines.
    { method: 'delete', path: '/lineOperator/delete/:id', permission: ['lineOperators', 'delete'], handler: l.remove },
    { method: 'delete', path: '/lineOperator/:id', permission: ['lineOperators', 'delete'], handler: l.remove },
    {
      method: 'get',
      path: '/shippingAgent/getlinesoperatorsbylogin/:login',
      permission: all(['lineOperators', 'list'], ownAgency),
      handler: l.agencyLinesByLogin,
    },
    {
      method: 'post',
      path: '/shippingAgent/addline/:login/:lineOperatorId',
      permission: ['shippingAgents', 'addLine'],
      handler: l.addLine,
    },
    {
      method: 'post',
      path: '/shippingAgent/deleteline/:login/:lineOperatorId',
      permission: ['shippingAgents', 'removeLine'],
      handler: l.deleteLine,
    },

    {
      method: 'get',
      path: '/functionary/getByOwner/:id',
      permission: all(['functionaries', 'list'], ownOwner),
      handler: f.byOwner,
    },

    // Customers, clients and shippers/consignees (issue 7). Lookups every area reads need only a session.
    { method: 'get', path: '/customer/list', permission: ['customers', 'list'], handler: cu.list },
    {
      method: 'get',
      path: '/customer/getinvoiceinformation/:id',
      permission: customerReader,
      handler: cu.invoiceInformation,
    },
    { method: 'get', path: '/customer/getunitcustomer/:id', permission: unitCustomerReader, handler: cu.unitCustomer },
    { method: 'get', path: '/customer/p/:id', permission: ['customers', 'show'], handler: cu.get },
    { method: 'post', path: '/customer', permission: ['customers', 'create'], handler: cu.create },
    { method: 'get', path: '/customer/:id', permission: ['customers', 'show'], handler: cu.get },
    { method: 'put', path: '/customer/:id', permission: ['customers', 'edit'], handler: cu.update },
    { method: 'patch', path: '/customer/:id', permission: ['customers', 'edit'], handler: cu.update },
    { method: 'delete', path: '/customer/:id', permission: ['customers', 'delete'], handler: cu.remove },
    { method: 'get', path: '/giro/:id', permission: 'authenticated', handler: cl.giro },
    { method: 'get', path: '/client/communes', permission: 'authenticated', handler: cl.communes },
    { method: 'get', path: '/client/countries', permission: 'authenticated', handler: cl.countries },
    { method: 'get', path: '/client/forcars', permission: 'authenticated', handler: cl.forCars },
    { method: 'get', path: '/client/checkuserflag', permission: 'authenticated', handler: cl.checkUserFlag },
    {
      method: 'get',
      path: '/client/activetracking/:id',
      permission: ['clients', 'activateTracking'],
      handler: cl.activeTracking,
    },
    {
      method: 'get',
      path: '/client/enableclient/:id',
      permission: ['clients', 'enableUser'],
      handler: cl.enableClient,
    },
    {
      method: 'post',
      path: '/client/resendactivation/:id',
      permission: ['clients', 'resendActivation'],
      handler: cl.resendActivation,
    },
    { method: 'get', path: '/client', permission: ['clients', 'list'], handler: cl.list },
    { method: 'post', path: '/client', permission: ['clients', 'create'], handler: cl.create },
    { method: 'get', path: '/client/:id', permission: ['clients', 'show'], handler: cl.get },
    { method: 'put', path: '/client/:id', permission: ['clients', 'edit'], handler: cl.update },
    { method: 'patch', path: '/client/:id', permission: ['clients', 'edit'], handler: cl.update },
    { method: 'get', path: '/shipperconsignee', permission: ['shipperConsignees', 'list'], handler: cl.shipperList },
    {
      method: 'post',
      path: '/shipperconsignee',
      permission: ['shipperConsignees', 'create'],
      handler: cl.shipperCreate,
    },
    { method: 'get', path: '/shipperconsignee/:id', permission: 'authenticated', handler: cl.shipperGet },
    {
      method: 'put',
      path: '/shipperconsignee/:id',
      permission: ['shipperConsignees', 'edit'],
      handler: cl.shipperUpdate,
    },

    // Trucking companies, their drivers and trucks (issue 7): each file lists its routes with their permissions.
    ...t.routes(ownAgent),
    ...driverRoutes(ctx).routes,
    ...truckRoutes(ctx).routes,

    // Shipping agencies, deposits and functionaries (issue 7).
    ...organizationRoutes(ctx),

    // The operational areas on the terminal model (mock-server/areas/registry.ts).
    ...areaRoutes(ctx),
  ];
}
