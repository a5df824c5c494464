/**
 * /api/client/*, /api/shipperconsignee/* and /api/giro/* (docs/legacy-contract.md, Clients):
 * the clients' records, their portal user and tracking, and the lookups every area reads
 * (communes, countries, giros, a shipper by id).
 */
import type { Request, Response } from 'express';
import { clientSchema, isChilean, newClient, shipperConsigneeSchema } from '../../src/domain/clients';
import { COUNTRIES } from '../../src/domain/countries';
import { fieldErrors } from '../../src/domain/validators';
import { appMessages } from '../../src/i18n/appMessages';
import { can } from '../../src/domain/permissions';
import { ownerUser, sendActivation } from '../activation';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { bodyObject, getPath, toText } from '../records';
import { COMMUNE_LIST } from '../seed/communes';
import type { Rec } from '../types';
import { findUserByLogin, setUserActivated, usersOwnedBy } from '../users';
import { visible, visibleKey, visibleList } from '../fieldVisibility';
import {
  applyEditableFields,
  assertNoFieldErrors,
  checkReferences,
  CLIENT_FIELDS,
  findIn,
  mustFindClient,
  normalizedClient,
  paramId,
  SHIPPER_FIELDS,
  shipperOf,
  syncCustomer,
} from './clientRecords';

const t = appMessages.clients;

/** The schema for these roles: the financial-only fields are checked for finance only (Q08). */
const schemaFor = (roles: readonly string[]) =>
  clientSchema({ financial: can(roles, 'clients.customer.diasDeCredito', 'edit') });

export function clientRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const rolesOf = (res: Response) => currentUser(res).authorities;

  const list = (req: Request, res: Response) =>
    ctx.lists.send(req, res, visibleKey(res, 'client', 'client'), ['client'], () =>
      visibleList(res, 'client', db().client),
    );
  const get = (req: Request, res: Response) => res.json(visible(res, 'client', mustFindClient(store, req)));

  /** A taken id: another client (shipper) or any portal login. */
  const taken = (id: string) => Boolean(store.findById('client', id) || findUserByLogin(db(), id));

  async function create(req: Request, res: Response) {
    const roles = rolesOf(res);
    const payload = bodyObject(req);
    const record = applyEditableFields('clients', CLIENT_FIELDS, newClient(), payload, roles);
    record.shipperConsignee = {
      ...(record.shipperConsignee as Rec),
      id: getPath(payload, 'shipperConsignee.id') ?? payload.id,
    };
    assertNoFieldErrors(fieldErrors(schemaFor(roles), record));
    const client = normalizedClient(record);
    assertNoFieldErrors(checkReferences(store, client));
    if (taken(String(client.id))) throw conflict();
    store.insert('client', client);
    syncCustomer(store, client);
    await store.commit();
    res.status(201).json(client);
  }

  async function update(req: Request, res: Response) {
    const roles = rolesOf(res);
    const stored = mustFindClient(store, req);
    const payload = bodyObject(req);
    // Blocking is finance's alone (D1 §6), as a save of bloqueado (Q43): refused, not ignored.
    const wanted = getPath(payload, 'customer.bloqueado');
    if (wanted !== undefined && wanted !== getPath(stored, 'customer.bloqueado') && !can(roles, 'clients', 'block'))
      throw forbidden();
    const record = applyEditableFields('clients', CLIENT_FIELDS, stored, payload, roles);
    assertNoFieldErrors(fieldErrors(schemaFor(roles), record));
    const client: Rec = {
      ...normalizedClient(record),
      id: stored.id,
      shipperConsignee: { ...(record.shipperConsignee as Rec), id: stored.id },
    };
    if (!isChilean(getPath(client, 'customer.countryName'))) {
      // No commune outside Chile (D1 §5): what no longer applies is cleared.
      (client.customer as Rec).stateName = null;
    }
    assertNoFieldErrors(checkReferences(store, client));
    store.replace('client', stored, client);
    syncCustomer(store, client);
    await store.commit();
    res.json(visible(res, 'client', client));
  }

  /** Activates tracking for the client (D1 §4); once active it stays so. */
  async function activeTracking(req: Request, res: Response) {
    const client = mustFindClient(store, req);
    if (client.clientTracking !== true) {
      client.clientTracking = true;
      store.touch('client', client);
      await store.commit();
    }
    res.json(visible(res, 'client', client));
  }

  /** The client's portal account (login = its id). */
  const accountOf = (client: Rec) => {
    const sc = (client.shipperConsignee ?? {}) as Rec;
    const email = toText(getPath(sc, 'contactInfo.contactEmail'));
    if (!email) throw badRequest(t.emailRequired);
    return {
      login: String(client.id),
      name: String(sc.name ?? ''),
      email,
      rut: isChilean(getPath(client, 'customer.countryName')) ? String(client.id) : null,
      authorities: ['ROLE_CLIENT'],
      activated: true,
      ownerType: 'client' as const,
      ownerId: String(client.id),
    };
  };

  /**
   * Enables or disables the portal user; only after tracking was activated (D1 §4). Enabling
   * sends the activation (Q07's 'Se ha enviado la activación…'): a new account's first, or a
   * fresh link for one enabled again (P43).
   */
  async function enableClient(req: Request, res: Response) {
    const client = mustFindClient(store, req);
    if (client.clientTracking !== true) throw badRequest(t.trackingFirst);
    const enable = client.userEnabled !== true;
    const existing = usersOwnedBy(db(), 'client', String(client.id))[0];
    // Before anything changes: a new account needs the contact e-mail (nothing half-written).
    const spec = enable && !existing ? accountOf(client) : undefined;
    client.userEnabled = enable;
    store.touch('client', client);
    if (existing) setUserActivated(store, existing, enable);
    const user = existing ?? (spec && ownerUser(ctx, spec));
    if (enable && user) await sendActivation(ctx, req, user, existing !== undefined);
    else await store.commit();
    res.json(visible(res, 'client', client));
  }

  async function resendActivation(req: Request, res: Response) {
    const client = mustFindClient(store, req);
    if (client.userEnabled !== true) throw badRequest(t.portalUserFirst);
    await sendActivation(ctx, req, ownerUser(ctx, accountOf(client)), true);
    res.json({ message: appMessages.success.activationResent });
  }

  /** The legacy flag that also lets a user edit clients (D1 §6); here the permission table decides it. */
  const checkUserFlag = (_req: Request, res: Response) =>
    res.json({ checkUserFlag: can(rolesOf(res), 'clients', 'edit') });

  const communes = (req: Request, res: Response) => ctx.lists.send(req, res, 'client/communes', [], () => COMMUNE_LIST);
  const countries = (req: Request, res: Response) => ctx.lists.send(req, res, 'client/countries', [], () => COUNTRIES);
  /** Vehicle clients (the cars area's client list). */
  const forCars = (req: Request, res: Response) =>
    ctx.lists.send(req, res, 'client/forcars', ['client'], () =>
      db()
        .client.filter((c) => c.clientCar === true)
        .map(shipperOf),
    );

  // ── Shippers/consignees: the shipper part of every client record ─────────────────────────

  const shipperList = (req: Request, res: Response) =>
    ctx.lists.send(req, res, 'shipperconsignee', ['client'], () => db().client.map(shipperOf));
  /** A shipper looked up by id: unknown ones get the spec's 'Cliente no registrado…' (D1 §8). */
  const shipperGet = (req: Request, res: Response) => res.json(shipperOf(mustFindClient(store, req, t.unknown)));

  async function shipperCreate(req: Request, res: Response) {
    const roles = rolesOf(res);
    const payload = bodyObject(req);
    const shipper = applyEditableFields(
      'shipperConsignees',
      SHIPPER_FIELDS,
      { id: payload.id, countryName: 'CL', contactInfo: {} },
      payload,
      roles,
    );
    assertNoFieldErrors(fieldErrors(shipperConsigneeSchema(), shipper));
    const base = newClient();
    const { countryName, ...sc } = shipper;
    const client = normalizedClient({
      ...base,
      shipperConsignee: sc,
      customer: { ...(base.customer as Rec), countryName },
    });
    if (taken(String(client.id))) throw conflict();
    store.insert('client', client);
    await store.commit();
    res.status(201).json(shipperOf(client));
  }

  async function shipperUpdate(req: Request, res: Response) {
    const roles = rolesOf(res);
    const stored = mustFindClient(store, req);
    const shipper = applyEditableFields('shipperConsignees', SHIPPER_FIELDS, shipperOf(stored), bodyObject(req), roles);
    shipper.id = stored.id;
    assertNoFieldErrors(fieldErrors(shipperConsigneeSchema(), shipper));
    const { countryName, ...sc } = shipper;
    const client = structuredClone(stored);
    client.shipperConsignee = { ...(stored.shipperConsignee as Rec), ...sc, id: stored.id };
    const customer = (client.customer ?? {}) as Rec;
    if (isChilean(customer.countryName) !== isChilean(countryName)) {
      customer.stateName = null;
      customer.giro = null;
    }
    client.customer = { ...customer, countryName: String(countryName).trim().toUpperCase() };
    client.clientChile = isChilean(countryName);
    store.replace('client', stored, client);
    if (store.findById('customer', stored.id)) syncCustomer(store, client);
    await store.commit();
    res.json(shipperOf(client));
  }

  // ── Giros (SII activity codes) ───────────────────────────────────────────────────────────

  const giros = (req: Request, res: Response) => ctx.lists.send(req, res, 'giro', ['giro'], () => db().giro);
  function giro(req: Request, res: Response) {
    const found = store.findById('giro', paramId(req).trim());
    if (!found) throw notFound();
    res.json(found);
  }

  /** True when the path's client exists (for ownership checks elsewhere). */
  const exists = (raw: string) => Boolean(findIn(store, 'client', raw));

  return {
    list,
    get,
    create,
    update,
    activeTracking,
    enableClient,
    resendActivation,
    checkUserFlag,
    communes,
    countries,
    forCars,
    shipperList,
    shipperGet,
    shipperCreate,
    shipperUpdate,
    giros,
    giro,
    exists,
  };
}
