/**
 * /api/customer/* (docs/legacy-contract.md, Customers): the finance view of a company (giro
 * 'code - name', bloqueado SI/NO, credit days, imputation code). Blocking is a save of bloqueado
 * (DECISIONS Q43); an edit is carried over to the company's client record.
 */
import { securityFeeSettled } from '../modules/invoicing/cashEvents';
import { findUnitVisit } from '../terminalModel/unitVisits';
import { customerHasOverdue } from '../modules/invoicing/overdue';
import type { Request, Response } from 'express';
import { customerSchema, giroCode, giroLabel, isChilean } from '../../src/domain/clients';
import { canonicalRut } from '../../src/domain/rut';
import { fieldErrors } from '../../src/domain/validators';
import { appMessages } from '../../src/i18n/appMessages';
import { can } from '../../src/domain/permissions';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { conflict, forbidden, notFound } from '../errors';
import { bodyObject, getPath } from '../records';
import type { Rec } from '../types';
import {
  applyEditableFields,
  assertNoFieldErrors,
  CUSTOMER_FIELDS,
  findIn,
  paramId,
  syncClientFromCustomer,
} from './clientRecords';

const newCustomer = (id: string): Rec => ({
  id,
  name: '',
  giro: null,
  bloqueado: 'NO',
  diasDeCredito: 0,
  codigoImputacion: 1999,
  customer: { giro: null, communes: [] },
});

/** The name trimmed, credit days and a numeric imputation code as numbers. */
const numbers = (record: Rec): Rec => ({
  ...record,
  name: String(record.name ?? '').trim(),
  diasDeCredito: Number.parseInt(String(record.diasDeCredito), 10),
  codigoImputacion: /^\d+$/.test(String(record.codigoImputacion).trim())
    ? Number(record.codigoImputacion)
    : String(record.codigoImputacion).trim(),
});

export function customerRoutes(ctx: AppContext) {
  const { store } = ctx;
  const db = () => store.db;
  const rolesOf = (res: Response) => currentUser(res).authorities;
  const mustFind = (req: Request): Rec => {
    const found = findIn(store, 'customer', paramId(req));
    if (!found) throw notFound();
    return found;
  };

  const list = (req: Request, res: Response) =>
    ctx.lists.send(req, res, 'customer/list', ['customer'], () => db().customer);
  const get = (req: Request, res: Response) => res.json(mustFind(req));

  /**
   * Giro from the list only ('Seleccione uno correcto'), stored as 'code - name'; a foreign
   * company's is its free text; numbers as numbers.
   */
  function normalized(record: Rec): Rec {
    if (!isChilean(record.countryName)) {
      const text = String(record.giro ?? '').trim();
      return { ...numbers(record), giro: text, customer: { ...((record.customer ?? {}) as Rec), giro: text } };
    }
    const code = giroCode(record.giro);
    const giro = code ? (store.findById('giro', code) as Rec | undefined) : undefined;
    if (!giro) assertNoFieldErrors({ giro: appMessages.validation.selectFromList });
    const inner = (record.customer ?? {}) as Rec;
    return {
      ...numbers(record),
      giro: giroLabel({ id: giro!.id, name: giro!.name }),
      customer: { ...inner, giro: giro!.id },
    };
  }

  async function create(req: Request, res: Response) {
    const roles = rolesOf(res);
    const payload = bodyObject(req);
    const id = canonicalRut(payload.id);
    const record = applyEditableFields('customers', CUSTOMER_FIELDS, newCustomer(id), payload, roles);
    record.id = payload.id;
    assertNoFieldErrors(fieldErrors(customerSchema({ create: true }), record));
    const customer = normalized({ ...record, id });
    if (store.findById('customer', id)) throw conflict();
    store.insert('customer', customer);
    await store.commit();
    res.status(201).json(customer);
  }

  async function update(req: Request, res: Response) {
    const roles = rolesOf(res);
    const stored = mustFind(req);
    const payload = bodyObject(req);
    // Only finance blocks (D1 §6 Clients), through this save (Q43): a change of bloqueado by another role is refused.
    if (payload.bloqueado !== undefined && payload.bloqueado !== stored.bloqueado && !can(roles, 'customers', 'block'))
      throw forbidden();
    const record = applyEditableFields('customers', CUSTOMER_FIELDS, stored, payload, roles);
    assertNoFieldErrors(fieldErrors(customerSchema({ create: false }), record));
    const customer = normalized({ ...record, id: stored.id });
    store.replace('customer', stored, customer);
    syncClientFromCustomer(store, customer);
    await store.commit();
    res.json(customer);
  }

  async function remove(req: Request, res: Response) {
    const stored = mustFind(req);
    store.remove('customer', stored);
    await store.commit();
    res.json({});
  }

  /** D1 §3 Invoice information: whether the customer has overdue invoices, derived from the invoices (ruling P70). */
  const invoiceInformation = (req: Request, res: Response) =>
    res.json({ invoiceOverdue: customerHasOverdue(store.db, String(mustFind(req).id), ctx.clock.now()) });

  /**
   * The customer of a unit, as the cash screen reads it (D3 §2.3): the consignee of the terminal
   * model's unit (its container number, or its unit visit's id); a path id that is no unit is taken as the
   * customer's own id.
   */
  function unitCustomer(req: Request, res: Response) {
    const unit = findUnitVisit(store, paramId(req)) as Rec | undefined;
    const customer = findIn(store, 'customer', String(unit?.consigneeId ?? paramId(req)));
    if (!customer) throw notFound();
    const client = store.findById('client', customer.id) as Rec | undefined;
    res.json({
      id: customer.id,
      name: customer.name,
      giro: customer.giro,
      addressLine1: getPath(client, 'shipperConsignee.contactInfo.contactAddress') ?? null,
      city: getPath(client, 'shipperConsignee.contactInfo.contactCity') ?? null,
      stateName: getPath(client, 'customer.stateName') ?? null,
      canTakeDebt: customer.bloqueado !== 'SI' && Number(customer.diasDeCredito ?? 0) > 0,
      securityFeeCancelled: unit?.unitNbr ? securityFeeSettled(store, String(unit.unitNbr)) : false,
    });
  }

  return { list, get, create, update, remove, invoiceInformation, unitCustomer };
}
