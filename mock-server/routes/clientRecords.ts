/**
 * What the client, shipper/consignee and customer routes share: id resolution, field
 * permissions, reference checks (giro, commune) and keeping a client and its customer record
 * (the finance view of the same company) in step.
 */
import type { Request } from 'express';
import { clientIdFor, giroCode, giroLabel, isChilean } from '../../src/domain/clients';
import { canonicalRut } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { can } from '../../src/domain/permissions';
import { HttpError, notFound } from '../errors';
import { getPath, hasPath, setPath } from '../records';
import { communeNamed } from '../seed/communes';
import type { Store } from '../store';
import type { Rec } from '../types';

/** The form fields of a client (definition sources); the id is fixed once created. */
export const CLIENT_FIELDS = [
  'shipperConsignee.name',
  'shipperConsignee.notes',
  'shipperConsignee.contactInfo.contactName',
  'shipperConsignee.contactInfo.contactEmail',
  'shipperConsignee.contactInfo.contactPhone',
  'shipperConsignee.contactInfo.contactAddress',
  'shipperConsignee.contactInfo.contactCity',
  'customer.countryName',
  'customer.stateName',
  'customer.giro',
  'customer.mailCode',
  'customer.observacion',
  'customer.diasDeCredito',
  'customer.sigla',
  'customer.cobranzaDirecta',
  'customer.clienteRelacionado',
  'customer.codigoImputacion',
  'customer.validado',
  'customer.bloqueado',
] as const;

export const SHIPPER_FIELDS = [
  'name',
  'notes',
  'countryName',
  'contactInfo.contactName',
  'contactInfo.contactEmail',
  'contactInfo.contactPhone',
  'contactInfo.contactAddress',
  'contactInfo.contactCity',
] as const;

export const CUSTOMER_FIELDS = ['name', 'giro', 'diasDeCredito', 'codigoImputacion', 'bloqueado'] as const;

/**
 * `base` with the payload's fields copied over, except those the roles may not edit
 * ("<resource>.<field>" edit rows): those keep their stored (or default) value.
 */
export function applyEditableFields(
  resource: string,
  fields: readonly string[],
  base: Rec,
  payload: Rec,
  roles: readonly string[],
): Rec {
  const out = structuredClone(base);
  for (const field of fields) {
    if (!hasPath(payload, field) || !can(roles, `${resource}.${field}`, 'edit')) continue;
    setPath(out, field, getPath(payload, field));
  }
  return out;
}

/** Ids in a path: a RUT in any punctuation or a foreign identification. */
export function idCandidates(raw: string): string[] {
  const trimmed = raw.trim();
  return [...new Set([trimmed, canonicalRut(trimmed), trimmed.toUpperCase()])].filter((x) => x !== '');
}

export function findIn<C extends 'client' | 'customer'>(store: Store, collection: C, raw: string) {
  for (const id of idCandidates(raw)) {
    const found = store.findById(collection, id);
    if (found) return found;
  }
  return undefined;
}

export const paramId = (req: Request) => String(req.params.id ?? '');

export function mustFindClient(store: Store, req: Request, message?: string): Rec {
  const found = findIn(store, 'client', paramId(req));
  if (!found) throw notFound(message);
  return found;
}

/** The shipper/consignee as its own screens and lookups see it (D1 §3) with the client's country. */
export function shipperOf(client: Rec): Rec {
  const sc = (client.shipperConsignee ?? {}) as Rec;
  return {
    id: client.id,
    name: sc.name ?? null,
    notes: sc.notes ?? null,
    contactInfo: sc.contactInfo ?? {},
    countryName: getPath(client, 'customer.countryName') ?? 'CL',
  };
}

/**
 * Chilean giros and communes must be list items ('Seleccione uno correcto'); the giro is stored
 * as its code, the commune as listed. Other countries keep their free texts.
 */
export function checkReferences(store: Store, client: Rec): Record<string, string> {
  const fields: Record<string, string> = {};
  const customer = (client.customer ?? {}) as Rec;
  if (!isChilean(customer.countryName)) return fields;
  const code = giroCode(customer.giro);
  if (code && store.findById('giro', code)) customer.giro = code;
  else fields['customer.giro'] = appMessages.validation.selectFromList;
  const commune = communeNamed(customer.stateName);
  if (commune) customer.stateName = commune;
  else fields['customer.stateName'] = appMessages.validation.selectFromList;
  return fields;
}

export function assertNoFieldErrors(fields: Record<string, string>): void {
  if (Object.keys(fields).length > 0) throw new HttpError(400, appMessages.server.validation, fields);
}

/** Stored client: the id in its stored form, top-level id = the shipper's, numbers as numbers. */
export function normalizedClient(client: Rec): Rec {
  const customer = (client.customer ?? {}) as Rec;
  const sc = (client.shipperConsignee ?? {}) as Rec;
  const id = clientIdFor(sc.id ?? client.id, customer.countryName);
  const days = Number.parseInt(String(customer.diasDeCredito ?? 0), 10);
  const code = Number.parseInt(String(customer.codigoImputacion ?? ''), 10);
  return {
    ...client,
    id,
    shipperConsignee: { ...sc, id },
    customer: {
      ...customer,
      countryName: String(customer.countryName ?? 'CL')
        .trim()
        .toUpperCase(),
      diasDeCredito: Number.isFinite(days) ? days : 0,
      codigoImputacion:
        Number.isFinite(code) && String(code) === String(customer.codigoImputacion ?? '').trim()
          ? code
          : customer.codigoImputacion,
    },
    clientChile: isChilean(customer.countryName),
  };
}

/** The giro as the customer record shows it: 'code - name' for list giros, else the text. */
function giroText(store: Store, giro: unknown): string | null {
  const code = giroCode(giro);
  const found = code ? (store.findById('giro', code) as Rec | undefined) : undefined;
  if (found) return giroLabel({ id: found.id, name: found.name });
  return giro === null || giro === undefined || giro === '' ? null : String(giro);
}

/** The customer record of a client: created if missing, else brought in step; recorded in the store. */
export function syncCustomer(store: Store, client: Rec): void {
  const c = (client.customer ?? {}) as Rec;
  const sc = (client.shipperConsignee ?? {}) as Rec;
  const existing = store.findById('customer', client.id) as Rec | undefined;
  const next: Rec = {
    ...(existing ?? {}),
    id: client.id,
    name: sc.name,
    giro: giroText(store, c.giro),
    bloqueado: c.bloqueado === 'SI' ? 'SI' : 'NO',
    diasDeCredito: c.diasDeCredito ?? 0,
    codigoImputacion: c.codigoImputacion ?? 1999,
    // The client's country decides the customer's giro and identification rules.
    countryName: String(c.countryName ?? 'CL')
      .trim()
      .toUpperCase(),
    customer: { giro: giroCode(c.giro) ?? c.giro ?? null, communes: c.stateName ? [c.stateName] : [] },
  };
  if (existing) store.replace('customer', existing, next);
  else store.insert('customer', next);
}

/** A customer edit carried over to its client, if there is one. */
export function syncClientFromCustomer(store: Store, customer: Rec): void {
  const client = store.findById('client', customer.id) as Rec | undefined;
  if (!client) return;
  const next = structuredClone(client);
  setPath(next, 'shipperConsignee.name', customer.name);
  setPath(next, 'customer.bloqueado', customer.bloqueado);
  setPath(next, 'customer.diasDeCredito', customer.diasDeCredito);
  setPath(next, 'customer.codigoImputacion', customer.codigoImputacion);
  const code = giroCode(customer.giro);
  if (code) setPath(next, 'customer.giro', code);
  else if (!isChilean(customer.countryName) && customer.giro) setPath(next, 'customer.giro', customer.giro);
  store.replace('client', client, next);
}
