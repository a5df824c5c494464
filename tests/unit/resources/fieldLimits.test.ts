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

describe('CONST-019 CONST-020 CONST-021 CONST-022 CONST-023 CONST-024 CONST-025 CONST-026 CONST-027 CONST-028 CONST-029 CONST-030 CONST-031: D1 §9 field limits over every D1 definition', () => {
  it.each(ROWS)('%s: %s %s at most %i', (_id, resource, source, limit, kind, roles = CS) => {
    expect(errorAt(resource, source, valueOf(kind, limit), roles)).toBeUndefined();
    expect(errorAt(resource, source, valueOf(kind, limit + 1), roles)).toBe(v.maxLength);
    const field = formFields(definitionOf(resource)!, 'create').find((f) => f.source === source);
    if (field) expect(field.maxLength).toBe(limit);
  });

  // Shown with dots and hyphen, a RUT is 11 or 12 characters (P01).
  it.each([
    ['agents', 'id'],
    ['storekeepers', 'id'],
    ['deposits', 'id'],
    ['shippingAgents', 'id'],
    ['functionaries', 'rut'],
    ['customers', 'id'],
    ['clients', 'shipperConsignee.id'],
    ['truckingCompanies', 'id'],
    ['drivers', 'cardId'],
  ])('CONST-019: %s %s is a RUT of 11 to 12 characters', (resource, source) => {
    expect(errorAt(resource, source, '1234567-4', CS)).toBeUndefined(); // 1.234.567-4
    expect(errorAt(resource, source, '12345678-5', CS)).toBeUndefined(); // 12.345.678-5
    expect(errorAt(resource, source, '123456-0', CS)).toBe(v.minLength); // 123.456-0
    expect(errorAt(resource, source, '123456789-2', CS)).toBe(v.maxLength); // 123.456.789-2
    const field = formFields(definitionOf(resource)!, 'create').find((f) => f.source === source);
    // A RUT input (a foreign id shares some inputs and has no maximum: those are text inputs).
    if (field?.kind === 'rut') expect(field.maxLength).toBe(LIMITS.rut);
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
