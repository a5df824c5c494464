/**
 * Client, shipper/consignee and customer rules (D1 §3, §5, §9; DECISIONS Q08, Q43), pure and
 * shared by the console's forms and the mock. A client is a shipper/consignee plus customer data;
 * Chilean clients need a valid RUT, a commune and a giro from the list, others take a free
 * identification and a free-text giro with no commune.
 */
import * as z from 'zod/mini';
import { appMessages } from '../i18n/appMessages';
import { canonicalRut } from './rut';
import { check, digits, email, foreignId, getPath, isEmpty, LIMITS, oneOf, rut, text, type Schema } from './validators';

type Rec = Record<string, unknown>;

export const CHILE = 'CL';
export const SI_NO = ['SI', 'NO'] as const;

export const isChilean = (country: unknown): boolean =>
  String(country ?? CHILE)
    .trim()
    .toUpperCase() === CHILE;

/** D1 §9 client defaults: country CL, credit days 0, related NO, imputation 1999, validated NO. */
export const CLIENT_DEFAULTS = {
  countryName: CHILE,
  diasDeCredito: 0,
  clienteRelacionado: 'NO',
  codigoImputacion: 1999,
  validado: 'NO',
} as const;

/** The flags a client record carries (D1 §3), shown on its management view. */
export const CLIENT_FLAGS = ['userEnabled', 'clientTracking', 'clientCar', 'existBilling', 'clientChile'] as const;

/** Financial-only client fields (D1 §6, Q08): edited by finance only. */
export const FINANCIAL_CLIENT_FIELDS = [
  'customer.diasDeCredito',
  'customer.sigla',
  'customer.clienteRelacionado',
  'customer.codigoImputacion',
  'customer.validado',
  'customer.cobranzaDirecta',
] as const;

/** A new client as the create form starts it. */
export function newClient(): Rec {
  return {
    shipperConsignee: { id: '', name: '', notes: null, contactInfo: {} },
    customer: {
      ...CLIENT_DEFAULTS,
      stateName: null,
      giro: null,
      sigla: null,
      cobranzaDirecta: 'NO',
      mailCode: null,
      observacion: null,
      bloqueado: 'NO',
    },
    userEnabled: false,
    clientTracking: false,
    clientCar: false,
    existBilling: false,
    clientChile: true,
  };
}

/**
 * The record after choosing another country: what no longer applies is cleared. Leaving or
 * entering Chile clears the commune and the giro (a list code in Chile, free text elsewhere),
 * and the identification, which is a RUT only in Chile.
 */
export function changeCountry(record: Rec, country: string): Rec {
  const customer = { ...((record.customer as Rec | undefined) ?? {}) };
  const before = customer.countryName;
  customer.countryName = country;
  const out: Rec = { ...record, customer, clientChile: isChilean(country) };
  if (isChilean(before) === isChilean(country)) return out;
  customer.stateName = null;
  customer.giro = null;
  out.shipperConsignee = { ...((record.shipperConsignee as Rec | undefined) ?? {}), id: '' };
  return out;
}

/** The identification as stored: a canonical RUT in Chile, else the trimmed, upper-cased text. */
export const clientIdFor = (id: unknown, country: unknown): string =>
  isChilean(country)
    ? canonicalRut(id)
    : String(id ?? '')
        .trim()
        .toUpperCase();

/** Block/unblock flips bloqueado SI ↔ NO (Q43: through the record's own save). */
export const toggledBloqueado = (bloqueado: unknown): 'SI' | 'NO' => (bloqueado === 'SI' ? 'NO' : 'SI');
export const isBlocked = (record: Rec, path = 'bloqueado'): boolean => getPath(record, path) === 'SI';

/** Giros show as 'code - name' (D1 §3 Customer). */
export const giroLabel = (giro: { id: unknown; name: unknown }): string => `${giro.id} - ${giro.name}`;

/** The code of a giro picked from the list ('code - name' or the bare code), else undefined. */
export function giroCode(value: unknown): string | undefined {
  const match = /^\s*(\d{4,8})(\s+-\s+.*)?$/.exec(String(value ?? ''));
  return match?.[1];
}

const pickGiro = () =>
  z.unknown().check(
    z.superRefine((v, ctx) => {
      if (!isEmpty(v) && !giroCode(v)) ctx.addIssue({ code: 'custom', message: appMessages.validation.selectFromList });
    }),
  );

/** A schema from [path, rule] pairs: each path reports its rule's first message (missing objects = empty values). */
function byPaths(rules: (record: Rec) => [string, Schema][]): Schema {
  return z.unknown().check(
    z.superRefine((value, ctx) => {
      const record = (value && typeof value === 'object' ? value : {}) as Rec;
      for (const [path, rule] of rules(record)) {
        const message = check(rule, getPath(record, path));
        if (message) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      }
    }),
  );
}

/** A searchable list in Chile, free text elsewhere (ADM-CLI-039): the client's and the customer's giro. */
const giroRule = (country: unknown) =>
  isChilean(country) ? z.pipe(text({ required: true }), pickGiro()) : text({ required: true, max: LIMITS.foreignGiro });

/** RUT for Chile; elsewhere a free identification of at least 4 characters (D1 §5, Q12). */
const identification = (country: unknown) => (isChilean(country) ? rut() : foreignId());

/** The shipper/consignee part (D1 §5 Client): the rules both the client and the shipper forms apply. */
function shipperRules(prefix: string, country: unknown, { simple = false } = {}): [string, Schema][] {
  const p = prefix ? `${prefix}.` : '';
  return [
    [`${p}id`, identification(country)],
    [`${p}name`, text({ required: true, max: LIMITS.name, ...(simple ? { min: 2 } : {}) })],
    [`${p}notes`, text({ max: LIMITS.notes })],
    [`${p}contactInfo.contactName`, text({ max: LIMITS.contactName })],
    [`${p}contactInfo.contactEmail`, email({ max: LIMITS.clientEmail })],
    [`${p}contactInfo.contactAddress`, text({ required: true, max: LIMITS.address })],
    [`${p}contactInfo.contactCity`, text({ required: true, max: LIMITS.city })],
    [`${p}contactInfo.contactPhone`, digits({ max: LIMITS.phone })],
  ];
}

export interface ClientRuleOptions {
  /** The user edits the financial-only fields (Q08): only then are they checked. */
  financial: boolean;
}

/** D1 §5 Per form (Client), with the country-dependent rules. */
export const clientSchema = ({ financial }: ClientRuleOptions): Schema =>
  byPaths((r) => {
    const country = getPath(r, 'customer.countryName');
    const chile = isChilean(country);
    return [
      ...shipperRules('shipperConsignee', country),
      ['customer.countryName', text({ required: true, max: 2 })],
      ['customer.stateName', chile ? text({ required: true, max: 60 }) : text({ max: 60 })],
      ['customer.giro', giroRule(country)],
      ['customer.mailCode', email({ max: LIMITS.clientEmail })],
      ['customer.observacion', text({ max: 255 })],
      ...(financial
        ? ([
            ['customer.diasDeCredito', digits({ required: true, max: LIMITS.creditDays })],
            ['customer.sigla', text({ max: LIMITS.sigla })],
            ['customer.codigoImputacion', text({ required: true, max: LIMITS.imputationCode })],
            ['customer.clienteRelacionado', oneOf(SI_NO)],
            ['customer.validado', oneOf(SI_NO)],
            ['customer.cobranzaDirecta', oneOf(SI_NO)],
          ] as [string, Schema][])
        : []),
    ];
  });

/**
 * The shipper/consignee screens (the simple client form: name at least 2 characters, D1 §5):
 * the same shipper rules on the flat record {id, name, notes, contactInfo, countryName}.
 */
export const shipperConsigneeSchema = (): Schema =>
  byPaths((r) => [
    ...shipperRules('', r.countryName, { simple: true }),
    ['countryName', text({ required: true, max: 2 })],
  ]);

export interface CustomerRuleOptions {
  /** Create also checks the identification and name. */
  create: boolean;
}

/**
 * D1 §5 Customer edit: giro picked from the list, credit days required and numeric, imputation
 * code required. A foreign company's customer (its client's country, `countryName`) keeps its
 * free identification and free-text giro, as its client form does.
 */
export const customerSchema = ({ create }: CustomerRuleOptions): Schema =>
  byPaths((r) => [
    ...(create ? ([['id', identification(r.countryName)]] as [string, Schema][]) : []),
    ['name', text({ required: true, max: LIMITS.name })],
    ['giro', giroRule(r.countryName)],
    ['diasDeCredito', digits({ required: true, max: LIMITS.creditDays })],
    ['codigoImputacion', text({ required: true, max: LIMITS.imputationCode })],
    ['bloqueado', oneOf(SI_NO)],
  ]);
