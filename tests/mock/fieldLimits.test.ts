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

describe('CONST-020 CONST-021 CONST-022 CONST-023 CONST-024 CONST-025 CONST-026 CONST-027 CONST-028 CONST-030 CONST-031: field limits on the wire', () => {
  it.each(CASES.map((c) => [`${c.ids}: ${c.path()} ${c.field}`, c] as const))(
    '%s over its limit → 400 with the field, nothing written',
    async (_title, c) => {
      const id = freshRut();
      const r = await as[c.user]!('POST', c.path(), c.body(id));
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: '400', message: appMessages.server.validation });
      expect(r.body.fields[c.field]).toBe(appMessages.validation.maxLength);
      if (c.readBack) expect((await as[c.user]!('GET', c.readBack(id))).status).toBe(404);
    },
  );
});
