/**
 * D1 §9 field limits (CONST-019…031) over every D1 definition: each schema accepts a value at the
 * limit and refuses one over it with the spec's message, and the form input carries the same
 * maxLength (one table, LIMITS in src/domain/validators.ts). The mock validates with these schemas
 * (tests/mock/fieldLimits.test.ts checks its answers).
 */
import { describe, expect, it } from 'vitest';
import { appMessages } from '../../../src/i18n/appMessages';
import { LIMITS } from '../../../src/domain/validators';
import { definitionOf } from '../../../src/resources/registry';
import { validateRecord } from '../../../src/resources/validate';
import { formFields } from '../../../src/resources/framework/ResourceForm';

const v = appMessages.validation;
const FIN = ['ROLE_FINANCIAL'];
const CS = ['ROLE_CUSTOMER_SERVICE'];

type Kind = 'text' | 'email' | 'digits';
type Row = [id: string, resource: string, source: string, limit: number, kind: Kind, roles?: string[]];

/** Rows of one limit over 'resource:source' pairs. */
const rows = (id: string, pairs: string[], limit: number, kind: Kind): Row[] =>
  pairs.map((pair) => {
    const [resource, source] = pair.split(':') as [string, string];
    return [id, resource, source, limit, kind];
  });

const ROWS: Row[] = [
  ...rows(
    'CONST-020',
    [
      'agents:name',
      'storekeepers:user.name',
      'deposits:user.name',
      'shippingAgents:user.name',
      'functionaries:user.name',
      'clients:shipperConsignee.name',
      'shipperConsignees:name',
      'customers:name',
      'truckingCompanies:name',
      'users:name',
      'drivers:name',
      'lineOperators:name',
    ],
    LIMITS.name,
    'text',
  ),
  ...rows(
    'CONST-021',
    [
      'agents:user.email',
      'agents:contactInfo.contactEmail',
      'agents:emailGuiaDespacho',
      'storekeepers:user.email',
      'storekeepers:opEmail',
      'deposits:user.email',
      'deposits:opEmail',
      'shippingAgents:user.email',
      'shippingAgents:opEmail',
      'functionaries:user.email',
      'users:email',
      'truckingCompanies:user.email',
      'truckingCompanies:contactInfo.contactEmail',
    ],
    LIMITS.email,
    'email',
  ),
  ...rows(
    'CONST-021',
    [
      'clients:shipperConsignee.contactInfo.contactEmail',
      'clients:customer.mailCode',
      'shipperConsignees:contactInfo.contactEmail',
    ],
    LIMITS.clientEmail,
    'email',
  ),
  ...[
    'agents:contactInfo',
    'clients:shipperConsignee.contactInfo',
    'shipperConsignees:contactInfo',
    'truckingCompanies:contactInfo',
  ].flatMap((s) => {
    const [resource, prefix] = s.split(':') as [string, string];
    return [
      ['CONST-022', resource, `${prefix}.contactAddress`, LIMITS.address, 'text'],
      ['CONST-023', resource, `${prefix}.contactCity`, LIMITS.city, 'text'],
      ['CONST-024', resource, `${prefix}.contactPhone`, LIMITS.phone, 'digits'],
      ['CONST-026', resource, `${prefix}.contactName`, LIMITS.contactName, 'text'],
    ] as Row[];
  }),
  ['CONST-024', 'functionaries', 'cellNumber', LIMITS.phone, 'digits'],
  ...rows(
    'CONST-025',
    ['agents:notes', 'clients:shipperConsignee.notes', 'shipperConsignees:notes', 'truckingCompanies:notes'],
    LIMITS.notes,
    'text',
  ),
  ['CONST-027', 'trucks', 'license', LIMITS.plate, 'text'],
  ['CONST-028', 'storekeepers', 'code', LIMITS.storekeeperCode, 'text'],
  ['CONST-029', 'agents', 'codigoAduana', LIMITS.customsCode, 'text'],
  ['CONST-030', 'clients', 'customer.sigla', LIMITS.sigla, 'text', FIN],
  ['CONST-031', 'agents', 'diasDeCredito', LIMITS.creditDays, 'digits', FIN],
  ['CONST-031', 'clients', 'customer.diasDeCredito', LIMITS.creditDays, 'digits', FIN],
  ['CONST-031', 'customers', 'diasDeCredito', LIMITS.creditDays, 'digits', FIN],
];

const valueOf = (kind: Kind, length: number) =>
  kind === 'email'
    ? `${'a'.repeat(length - 10)}@puerto.cl`
    : kind === 'digits'
      ? '7'.repeat(length)
      : 'B'.repeat(length);

/** What a schema needs before it checks the rest (the trucking company's nested fields are checked once its object passes). */
const BASE: Record<string, Record<string, unknown>> = {
  truckingCompanies: { id: '76086428-5', name: 'Transportes Cordillera Ltda.' },
};

function withPath(resource: string, path: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = structuredClone(BASE[resource] ?? {});
  const keys = path.split('.');
  let node = out;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]!] = value;
  return out;
}

const errorAt = (resource: string, source: string, value: unknown, roles: string[]) =>
  validateRecord(resource, withPath(resource, source, value), { mode: 'create', roles })[source];

/** Every field of a row's table lines: at the limit it passes, one over it is refused, and its input stops there. */
function rowHolds(id: string): void {
  const lines = ROWS.filter((r) => r[0] === id);
  expect(lines.length, id).toBeGreaterThan(0);
  for (const [, resource, source, limit, kind, roles = CS] of lines) {
    const where = `${resource} ${source}`;
    expect(errorAt(resource, source, valueOf(kind, limit), roles), where).toBeUndefined();
    expect(errorAt(resource, source, valueOf(kind, limit + 1), roles), where).toBe(v.maxLength);
    const field = formFields(definitionOf(resource)!, 'create').find((f) => f.source === source);
    if (field) expect(field.maxLength, where).toBe(limit);
  }
}

describe('D1 §9 field limits over every D1 definition', () => {
  it('CONST-020: a name is at most 80 in every D1 form (agents, storekeepers, deposits, agencies, functionaries, clients, customers, truckings, users, drivers, line operators)', () =>
    rowHolds('CONST-020'));
  it('CONST-021: an e-mail is at most 60 (a client e-mail 255) in every D1 form', () => rowHolds('CONST-021'));
  it('CONST-022: an address is at most 60 (agents, clients, shippers, truckings)', () => rowHolds('CONST-022'));
  it('CONST-023: a city is at most 30 (agents, clients, shippers, truckings)', () => rowHolds('CONST-023'));
  it('CONST-024: a phone is at most 30 digits (contacts, a functionary cell)', () => rowHolds('CONST-024'));
  it('CONST-025: notes are at most 60', () => rowHolds('CONST-025'));
  it('CONST-026: a contact name is at most 35', () => rowHolds('CONST-026'));
  it('CONST-027: a plate is at most 7', () => rowHolds('CONST-027'));
  it('CONST-028: a storekeeper code is at most 5', () => rowHolds('CONST-028'));
  it('CONST-029: a customs code is at most 5', () => rowHolds('CONST-029'));
  it('CONST-030: a sigla is at most 15 (finance)', () => rowHolds('CONST-030'));
  it('CONST-031: credit days are at most 10 digits (agents, clients, customers; finance)', () => rowHolds('CONST-031'));

  it("VAL-032: every D1 phone field is numeric ('Debe ser un número') and at most 30 ('Longitud máxima superada')", () => {
    const phones = ROWS.filter((r) => r[0] === 'CONST-024');
    expect(phones.length).toBeGreaterThan(4);
    for (const [, resource, source] of phones) {
      const where = `${resource} ${source}`;
      expect(errorAt(resource, source, '56 9 1234', CS), where).toBe(v.number);
      expect(errorAt(resource, source, '+56912345678', CS), where).toBe(v.number);
      expect(errorAt(resource, source, '5'.repeat(30), CS), where).toBeUndefined();
      expect(errorAt(resource, source, '5'.repeat(31), CS), where).toBe(v.maxLength);
    }
  });

  // Shown with dots and hyphen, a RUT is 11 or 12 characters (P01).
  it('CONST-019: every D1 RUT field (agents, storekeepers, deposits, agencies, functionaries, customers, clients, truckings, drivers) takes 11 to 12 characters', () => {
    for (const [resource, source] of [
      ['agents', 'id'],
      ['storekeepers', 'id'],
      ['deposits', 'id'],
      ['shippingAgents', 'id'],
      ['functionaries', 'rut'],
      ['customers', 'id'],
      ['clients', 'shipperConsignee.id'],
      ['truckingCompanies', 'id'],
      ['drivers', 'cardId'],
    ] as const) {
      const where = `${resource} ${source}`;
      expect(errorAt(resource, source, '1234567-4', CS), where).toBeUndefined(); // 1.234.567-4
      expect(errorAt(resource, source, '12345678-5', CS), where).toBeUndefined(); // 12.345.678-5
      expect(errorAt(resource, source, '123456-0', CS), where).toBe(v.minLength); // 123.456-0
      expect(errorAt(resource, source, '123456789-2', CS), where).toBe(v.maxLength); // 123.456.789-2
      const field = formFields(definitionOf(resource)!, 'create').find((f) => f.source === source);
      // A RUT input (a foreign id shares some inputs and has no maximum: those are text inputs).
      if (field?.kind === 'rut') expect(field.maxLength, where).toBe(LIMITS.rut);
    }
  });

  it("CONST-019 … CONST-031: the table holds D1 §9's numbers", () => {
    expect(LIMITS).toMatchObject({
      rutMin: 11,
      rut: 12,
      name: 80,
      email: 60,
      clientEmail: 255,
      address: 60,
      city: 30,
      phone: 30,
      notes: 60,
      contactName: 35,
      plate: 7,
      storekeeperCode: 5,
      customsCode: 5,
      sigla: 15,
      creditDays: 10,
    });
  });
});
