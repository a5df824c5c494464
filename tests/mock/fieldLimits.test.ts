/**
 * D1 §9 field limits on the wire: a value one character over its limit is refused with
 * 400 {code, message, fields: {path: 'Longitud máxima superada'}} and nothing is written
 * (the mock validates with the definitions' schemas, tests/unit/resources/fieldLimits.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../src/domain/rut';
import { LIMITS } from '../../src/domain/validators';
import { appMessages } from '../../src/i18n/appMessages';
import { startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
const as: Record<string, Call> = {};
let truckingId = '';

let nextBody = 62_400_000;
const freshRut = () => {
  const body = String(nextBody++);
  return `${body}-${rutCheckDigit(body)}`;
};
const over = (limit: number) => 'B'.repeat(limit + 1);
const mailOver = (limit: number) => `${'a'.repeat(limit - 9)}@puerto.cl`;
const contact = {
  contactName: 'Ana Rojas',
  contactEmail: 'ana@prueba.cl',
  contactAddress: 'Av. Centenario 100',
  contactCity: 'San Antonio',
  contactPhone: '56911112222',
};

beforeAll(async () => {
  mock = await startMock();
  for (const login of ['servicio', 'finanzas', 'admin', 'aga']) as[login] = await mock.as(login);
  truckingId = ((await as.servicio!('GET', '/api/truckingcompany/searchall')).body as Rec[])[0]!.id;
});

afterAll(async () => {
  await mock?.dispose();
});

interface Case {
  ids: string;
  user: string;
  path: () => string;
  body: (id: string) => Rec;
  field: string;
  /** Other fields the body sends over their limits, each refused with the same message. */
  alsoFields?: string[];
  /** Where the record would be if it had been written. */
  readBack?: (id: string) => string;
}

const CASES: Case[] = [
  {
    ids: 'CONST-020 ADM-CLI-020',
    user: 'servicio',
    path: () => '/api/client',
    field: 'shipperConsignee.name',
    readBack: (id) => `/api/client/${id}`,
    body: (id) => ({
      shipperConsignee: { id, name: over(LIMITS.name), contactInfo: contact },
      customer: { countryName: 'CL', stateName: 'San Antonio', giro: '522910' },
    }),
  },
  {
    ids: 'CONST-021 ADM-CLI-023',
    user: 'servicio',
    path: () => '/api/client',
    field: 'shipperConsignee.contactInfo.contactEmail',
    readBack: (id) => `/api/client/${id}`,
    body: (id) => ({
      shipperConsignee: {
        id,
        name: 'Exportadora Sur SpA',
        contactInfo: { ...contact, contactEmail: mailOver(LIMITS.clientEmail) },
      },
      customer: { countryName: 'CL', stateName: 'San Antonio', giro: '522910' },
    }),
  },
  {
    ids: 'CONST-030 ADM-CLI-037',
    user: 'finanzas',
    path: () => '/api/client',
    field: 'customer.sigla',
    readBack: (id) => `/api/client/${id}`,
    body: (id) => ({
      shipperConsignee: { id, name: 'Exportadora Sur SpA', contactInfo: contact },
      customer: {
        countryName: 'CL',
        stateName: 'San Antonio',
        giro: '522910',
        sigla: over(LIMITS.sigla),
        diasDeCredito: 0,
        codigoImputacion: 1999,
      },
    }),
  },
  {
    ids: 'CONST-031 ADM-CLI-036',
    user: 'finanzas',
    path: () => '/api/client',
    field: 'customer.diasDeCredito',
    readBack: (id) => `/api/client/${id}`,
    body: (id) => ({
      shipperConsignee: { id, name: 'Exportadora Sur SpA', contactInfo: contact },
      customer: {
        countryName: 'CL',
        stateName: 'San Antonio',
        giro: '522910',
        diasDeCredito: '1'.repeat(LIMITS.creditDays + 1),
        codigoImputacion: 1999,
      },
    }),
  },
  {
    ids: 'CONST-025 ADM-CLI-033',
    user: 'servicio',
    path: () => '/api/shipperconsignee',
    field: 'notes',
    readBack: (id) => `/api/shipperconsignee/${id}`,
    body: (id) => ({
      id,
      countryName: 'CL',
      name: 'Embarcadora Norte SpA',
      notes: over(LIMITS.notes),
      contactInfo: contact,
    }),
  },
  {
    ids: 'CONST-022 CONST-023 CONST-026',
    user: 'servicio',
    path: () => '/api/shipperconsignee',
    field: 'contactInfo.contactAddress',
    alsoFields: ['contactInfo.contactCity', 'contactInfo.contactName'],
    readBack: (id) => `/api/shipperconsignee/${id}`,
    body: (id) => ({
      id,
      countryName: 'CL',
      name: 'Embarcadora Norte SpA',
      contactInfo: {
        ...contact,
        contactAddress: over(LIMITS.address),
        contactCity: over(LIMITS.city),
        contactName: over(LIMITS.contactName),
      },
    }),
  },
  {
    ids: 'CONST-031 ADM-CUS-006',
    user: 'finanzas',
    path: () => '/api/customer',
    field: 'diasDeCredito',
    readBack: (id) => `/api/customer/${id}`,
    body: (id) => ({
      id,
      name: 'Importadora Norte Ltda.',
      giro: '469000',
      diasDeCredito: '9'.repeat(LIMITS.creditDays + 1),
      codigoImputacion: 1999,
    }),
  },
  {
    ids: 'CONST-028 ADM-STK-011',
    user: 'admin',
    path: () => '/api/storekeeper',
    field: 'code',
    readBack: (id) => `/api/storekeeper/${id}`,
    body: (id) => ({
      id,
      code: over(LIMITS.storekeeperCode),
      user: { name: 'Extraportuario Sur S.A.', email: 'contacto@sur.cl' },
    }),
  },
  {
    ids: 'CONST-021 ADM-STK-012',
    user: 'admin',
    path: () => '/api/storekeeper',
    field: 'opEmail',
    readBack: (id) => `/api/storekeeper/${id}`,
    body: (id) => ({
      id,
      code: 'SUR1',
      user: { name: 'Extraportuario Sur S.A.', email: 'contacto@sur.cl' },
      opEmail: mailOver(LIMITS.email),
    }),
  },
  {
    ids: 'CONST-020 ADM-DEP-012',
    user: 'admin',
    path: () => '/api/deposito',
    field: 'user.name',
    readBack: (id) => `/api/deposito/${id}`,
    body: (id) => ({ id, user: { name: over(LIMITS.name), email: 'contacto@deposito.cl' } }),
  },
  {
    ids: 'CONST-021',
    user: 'admin',
    path: () => '/api/user',
    field: 'email',
    body: (id) => ({
      login: `u${id.slice(0, 8)}`,
      name: 'Carla Mena Soto',
      email: mailOver(LIMITS.email),
      password: 'Muelle#Sur2026',
      password2: 'Muelle#Sur2026',
      authorities: ['ROLE_GATE'],
    }),
  },
  {
    ids: 'CONST-029',
    user: 'servicio',
    path: () => '/api/agent',
    field: 'codigoAduana',
    readBack: (id) => `/api/agent/${id}`,
    body: (id) => {
      const agent = {
        id,
        name: 'Agencia de Aduanas Prueba Ltda.',
        user: { email: 'contacto@prueba.cl' },
        role: 'AGENTE',
        codigoAduana: 'A'.repeat(LIMITS.customsCode + 1),
        isAgentCar: false,
      };
      return { id, agent, role: 'AGENTE', agentCar: false };
    },
  },
  {
    ids: 'CONST-024',
    user: 'aga',
    path: () => '/api/functionary',
    field: 'cellNumber',
    body: (id) => ({
      rut: id,
      user: { name: 'Pedro Soto Vera', email: 'pedro@agencia.cl' },
      cellNumber: '5'.repeat(LIMITS.phone + 1),
    }),
  },
  {
    ids: 'CONST-027 ADM-TRK-044',
    user: 'servicio',
    path: () => `/api/truck/${truckingId}`,
    field: 'license',
    body: () => ({ license: 'ABCD1234', licenseExpiration: '01/12/2026' }),
  },
  {
    ids: 'CONST-020 ADM-DRV-003',
    user: 'servicio',
    path: () => `/api/driver/${truckingId}`,
    field: 'name',
    readBack: (id) => `/api/driver/${id}`,
    body: (id) => ({ cardId: id, name: over(LIMITS.name), license: '56 912345678', cardExpiration: '01/12/2027' }),
  },
];

/** A value one character over its limit → 400 naming the field with the form's message; nothing written. */
async function refusedOverLimit(c: Case): Promise<void> {
  const id = freshRut();
  const r = await as[c.user]!('POST', c.path(), c.body(id));
  expect(r.status, `${c.path()} ${c.field}`).toBe(400);
  expect(r.body).toMatchObject({ code: '400', message: appMessages.server.validation });
  for (const field of [c.field, ...(c.alsoFields ?? [])])
    expect(r.body.fields[field], `${c.path()} ${field}`).toBe(appMessages.validation.maxLength);
  if (c.readBack) expect((await as[c.user]!('GET', c.readBack(id))).status).toBe(404);
}

/** The cases naming a row, each refused (at least one per row). */
async function rowRefused(id: string): Promise<void> {
  const cases = CASES.filter((c) => c.ids.split(' ').includes(id));
  expect(cases.length, id).toBeGreaterThan(0);
  for (const c of cases) await refusedOverLimit(c);
}

// One test per D1 §9 limit, each over every call of the table that sends that field.
describe('field limits on the wire', () => {
  it('CONST-020: a name over 80 characters (client, deposit, driver) is refused on its field', () =>
    rowRefused('CONST-020'));
  it('CONST-021: an e-mail over 60 (a client e-mail over 255) is refused on its field', () => rowRefused('CONST-021'));
  it('CONST-022: an address over 60 is refused on its field', () => rowRefused('CONST-022'));
  it('CONST-023: a city over 30 is refused on its field', () => rowRefused('CONST-023'));
  it('CONST-024: a phone over 30 digits is refused on its field', () => rowRefused('CONST-024'));
  it('CONST-025: notes over 60 are refused on their field', () => rowRefused('CONST-025'));
  it('CONST-026: a contact name over 35 is refused on its field', () => rowRefused('CONST-026'));
  it('CONST-027: a plate over 7 is refused on its field', () => rowRefused('CONST-027'));
  it('CONST-028: a storekeeper code over 5 is refused on its field', () => rowRefused('CONST-028'));
  it('CONST-029: a customs code over 5 is refused on its field', () => rowRefused('CONST-029'));
  it('CONST-030: a sigla over 15 is refused on its field', () => rowRefused('CONST-030'));
  it('CONST-031: credit days over 10 digits (client and customer) are refused on their field', () =>
    rowRefused('CONST-031'));
});
