/** Mock server: /api/truckingcompany/*, /api/driver/*, /api/truck/* (D1 §7 Trucking companies, Drivers, Trucks). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, parseDay, santiagoToday } from '../../src/domain/calendarDay';
import { rutCheckDigit } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

const OUT = 'Fecha no corresponde, por favor ingrese nuevamente';
const NOT_FOUND = 'No se encontró una companía de transporte asociada';

let mock: Mock;
let cs: Call;
let sup: Call;
let list: Rec[];

let nextCompany = 77_900_000;
let nextPerson = 18_400_000;
const rutOf = (n: number) => `${n}-${rutCheckDigit(String(n))}`;
const companyRut = () => rutOf(nextCompany++);
const personRut = () => rutOf(nextPerson++);
let nextPlate = 0;
const freshPlate = () => `ZZ${String(1000 + nextPlate++)}`;

/** Today in Santiago moved by `days` (DD/MM/YYYY). */
function inDays(days: number): string {
  const t = parseDay(santiagoToday())!;
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return formatDay({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

const newCompany = (id: string, extra: Rec = {}) => ({
  id,
  name: 'Transportes Prueba Limitada',
  user: { email: 'contacto@transprueba.cl' },
  emailPersonal: 'dueno@transprueba.cl',
  truckingCar: false,
  contactInfo: {
    contactName: 'Pedro Soto',
    contactPhone: '56912345678',
    contactEmail: 'pedro@transprueba.cl',
    contactAddress: 'Av. Brasil 1234',
    contactCity: 'Valparaíso',
  },
  notes: 'Flota nueva',
  ...extra,
});
const newDriver = (extra: Rec = {}) => ({
  cardId: personRut(),
  name: 'Juan Pérez Rojas',
  license: '912345678',
  cardExpiration: inDays(365),
  ...extra,
});

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
  sup = await mock.as('supervisor');
  list = (await cs('GET', '/api/truckingcompany/searchall')).body;
});

afterAll(async () => {
  await mock?.dispose();
});

describe('trucking companies', () => {
  it('ADM-TRK-001 ADM-TRK-006: customer service and the supervisor list every company with the D1 §3 fields', async () => {
    expect(list.length).toBeGreaterThan(10);
    expect(Object.keys(list[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'user',
        'userStoreKeeper',
        'truckingCar',
        'contactInfo',
        'notes',
        'drivers',
        'trucks',
      ]),
    );
    // The personal e-mail is the supervisor's (ADM-TRK-017; ruling P78).
    expect(list[0]).not.toHaveProperty('emailPersonal');
    expect(
      ((await sup('GET', '/api/truckingcompany/searchall')).body as { emailPersonal?: unknown }[])[0],
    ).toHaveProperty('emailPersonal');
    expect(list[0]!.user).toMatchObject({ activated: expect.any(Boolean), email: expect.any(String) });
    expect((await sup('GET', '/api/truckingcompany/searchall')).status).toBe(200);
    const one = await cs('GET', `/api/truckingcompany/${list[5]!.id}`);
    expect(one.body).toEqual(list[5]);
  });

  it('ADM-TRK-001: gate, a trucking company and a storekeeper may not list all companies (403)', async () => {
    for (const login of ['gate', 'transportista', 'bodega']) {
      const r = await (await mock.as(login))('GET', '/api/truckingcompany/searchall');
      expect(r.status, login).toBe(403);
      expect(r.body).toMatchObject({ code: '403' });
    }
  });

  it('ADM-TRK-003: an AGA reads its own agent’s truckings, not another agent’s', async () => {
    const aga = await mock.as('aga');
    const own = await aga('GET', '/api/truckingcompany/truckingcobyaga/aga');
    expect(own.status).toBe(200);
    expect(own.body.length).toBeGreaterThan(0);
    expect(own.body.every((t: Rec) => t.role === 'HAULIER')).toBe(true);
    expect((await aga('GET', '/api/truckingcompany/truckingcobyaga/aga2')).status).toBe(403);
    expect((await aga('GET', `/api/truckingcompany/${own.body[0].id}`)).status).toBe(200);
  });

  it('IMP-018 IMP-070 VV-024: pickup roles read the companies of the agent they request for; a storekeeper, the active ones', async () => {
    // An agent's functionary: its own agent's companies, not another agent's.
    const funcionario = await mock.as('funcionario');
    const own = await funcionario('GET', '/api/truckingcompany/truckingcobyaga/aga');
    expect(own.status).toBe(200);
    expect(own.body.length).toBeGreaterThan(0);
    expect((await funcionario('GET', '/api/truckingcompany/truckingcobyaga/aga2')).status).toBe(403);
    // An AGN requests for a chosen agent.
    expect((await (await mock.as('agn'))('GET', '/api/truckingcompany/truckingcobyaga/aga2')).status).toBe(200);
    // A storekeeper asks with its own id and gets the active companies; another storekeeper's id is refused.
    const bodega = await mock.as('bodega');
    const account = (await bodega('GET', '/api/account')).body;
    const storekeepers = (await cs('GET', '/api/storekeeper/list')).body as Rec[];
    const ownId = storekeepers.find((k) => k.user.login === 'bodega')!.id;
    const active = await bodega('GET', `/api/truckingcompany/truckingcobyaga/${ownId}`);
    expect(active.status, JSON.stringify(account)).toBe(200);
    expect(active.body.length).toBe(list.filter((t) => t.user.activated).length);
    expect((await bodega('GET', '/api/truckingcompany/truckingcobyaga/bodega')).status).toBe(200);
    const other = storekeepers.find((k) => k.id !== ownId)!;
    expect((await bodega('GET', `/api/truckingcompany/truckingcobyaga/${other.id}`)).status).toBe(403);
    // Gate still reads none.
    expect((await (await mock.as('gate'))('GET', '/api/truckingcompany/truckingcobyaga/aga')).status).toBe(403);
  });

  it('ADM-TRK-018: a company added to an agent is linked with the role HAULIER', async () => {
    const aga2 = list.find((t) => t.user.login === 'recupera')!;
    const agent = (await cs('GET', '/api/agent/aga2')).body;
    // The role is the server's: whatever the body says, the link is a HAULIER.
    const r = await cs('POST', `/api/agent/addtruckingco/${agent.id}`, {
      id: aga2.id,
      name: aga2.name,
      role: 'SHIPPER',
    });
    expect(r.status).toBe(200);
    expect(r.body.find((t: Rec) => t.id === aga2.id)).toMatchObject({ id: aga2.id, role: 'HAULIER' });
    expect(
      (await cs('GET', `/api/truckingcompany/truckingcobyaga/${agent.id}`)).body.find((t: Rec) => t.id === aga2.id)
        .role,
    ).toBe('HAULIER');
    await cs('POST', `/api/agent/deletetruckingco/${agent.id}`, aga2);
  });

  it('ADM-TRK-004 ADM-TRK-023: a company user reads only its own company; a storekeeper without one gets the spec’s text', async () => {
    const transportista = await mock.as('transportista');
    const own = await transportista('GET', '/api/truckingcompany/transportista');
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: list.find((t) => t.user.login === 'transportista')!.id });
    expect((await transportista('GET', `/api/truckingcompany/${own.body.id}`)).body.id).toBe(own.body.id);
    const other = list.find((t) => t.id !== own.body.id)!;
    expect((await transportista('GET', `/api/truckingcompany/${other.id}`)).status).toBe(403);
    const bodega = await mock.as('bodega');
    const none = await bodega('GET', '/api/truckingcompany/bodega');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ code: '404', message: NOT_FOUND });
  });

  it('ADM-TRK-011 ADM-TRK-012 ADM-TRK-013 ADM-TRK-014 ADM-TRK-015 ADM-TRK-016: the form rules answer 400 with the fields', async () => {
    const r = await cs(
      'POST',
      '/api/truckingcompany',
      newCompany('76086428-4', {
        name: '',
        user: { email: `${'a'.repeat(60)}@x.cl` },
        contactInfo: { contactName: '', contactPhone: '56 9 1234', contactEmail: 'no-es-correo' },
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: '400',
      message: appMessages.server.validation,
      fields: {
        id: 'Rut inválido',
        name: 'Requerido',
        'user.email': 'Longitud máxima superada',
        'contactInfo.contactName': 'Requerido',
        'contactInfo.contactEmail': 'Debe ser un Email válido',
        'contactInfo.contactPhone': 'Debe ser un número',
      },
    });
    expect((await cs('POST', '/api/truckingcompany', newCompany('', {}))).body.fields).toEqual({ id: 'Requerido' });
    const longPhone = await cs(
      'POST',
      '/api/truckingcompany',
      newCompany(companyRut(), { contactInfo: { contactName: 'X', contactPhone: '1'.repeat(31) } }),
    );
    expect(longPhone.body.fields).toEqual({ 'contactInfo.contactPhone': 'Longitud máxima superada' });
    // Nothing half-written.
    expect((await cs('GET', '/api/truckingcompany/searchall')).body).toHaveLength(list.length);
  });

  it('ADM-TRK-011: a foreign carrier takes a free identification of at least 4 characters', async () => {
    expect((await cs('POST', '/api/truckingcompany', newCompany('AR1', { foreign: true }))).body.fields).toEqual({
      id: 'Longitud Rut extranjero: mínimo 4.',
    });
    const r = await cs('POST', '/api/truckingcompany', newCompany('AR-30712345', { foreign: true }));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ id: 'AR-30712345', foreign: true, drivers: [], trucks: [] });
  });

  // MOCK_ONLY: the outbox.
  it(
    'ADM-TRK-010: create answers 201, creates the ROLE_TRUCKINGCO user and sends the activation; a taken RUT is 409',
    MOCK_ONLY,
    async () => {
      await mock.call('DELETE', '/__mock/outbox');
      const id = companyRut();
      const r = await cs('POST', '/api/truckingcompany', newCompany(id.replace(/^(\d{2})(\d{3})(\d{3})/, '$1.$2.$3')));
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({
        id,
        name: 'Transportes Prueba Limitada',
        user: { login: id, activated: true },
        drivers: [],
        trucks: [],
      });
      // Customer service may not set the personal e-mail (the supervisor's field).
      expect(r.body).not.toHaveProperty('emailPersonal');
      expect((await sup('GET', `/api/truckingcompany/${id}`)).body.emailPersonal).toBeNull();
      const mails = (await mock.call('GET', '/__mock/outbox')).body;
      expect(mails).toEqual([expect.objectContaining({ to: 'contacto@transprueba.cl', kind: 'activation' })]);
      const admin = await mock.as('admin');
      expect((await admin('GET', `/api/user?login=${id}`)).body[0]).toMatchObject({
        authorities: ['ROLE_TRUCKINGCO'],
        ownerType: 'truckingcompany',
      });
      expect((await cs('POST', '/api/truckingcompany', newCompany(id))).status).toBe(409);
    },
  );

  it('ADM-TRK-008 ADM-TRK-017: update keeps id, login, state and fleet; only the supervisor changes the personal e-mail', async () => {
    const target = list[6]!;
    const changed = {
      ...target,
      name: 'Transportes Renombrados SpA',
      emailPersonal: 'nuevo@renombrados.cl',
      drivers: [],
      user: { ...target.user, login: 'x', activated: !target.user.activated },
    };
    const byCs = await cs('PUT', `/api/truckingcompany/${target.id}`, changed);
    expect(byCs.status).toBe(200);
    expect(byCs.body).toMatchObject({
      id: target.id,
      name: 'Transportes Renombrados SpA',
      user: target.user,
      drivers: target.drivers,
    });
    expect(byCs.body).not.toHaveProperty('emailPersonal');
    const before = (await sup('GET', `/api/truckingcompany/${target.id}`)).body.emailPersonal;
    expect(before).not.toBe('nuevo@renombrados.cl');
    const bySup = await sup('PUT', `/api/truckingcompany/${target.id}`, changed);
    expect(bySup.body.emailPersonal).toBe('nuevo@renombrados.cl');
    const doc = await (await mock.as('aga'))('PUT', `/api/truckingcompany/${target.id}`, changed);
    expect(doc.status).toBe(403);
  });

  it('ADM-TRK-007: block toggles user.activated, and the blocked company cannot log in', async () => {
    const target = list.find((t) => t.user.login === 'recupera')!;
    const blocked = await cs('POST', `/api/truckingcompany/block/${target.id}`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.user.activated).toBe(false);
    expect(
      (await mock.call('POST', '/login', { form: { username: 'recupera', password: 'Puerto#2026' } })).status,
    ).toBe(403);
    expect((await sup('POST', `/api/truckingcompany/block/${target.id}`)).body.user.activated).toBe(true);
    expect(
      (await mock.call('POST', '/login', { form: { username: 'recupera', password: 'Puerto#2026' } })).status,
    ).toBe(200);
    expect((await (await mock.as('finanzas'))('POST', `/api/truckingcompany/block/${target.id}`)).status).toBe(403);
    expect((await cs('POST', `/api/truckingcompany/block/${companyRut()}`)).status).toBe(404);
  });

  // MOCK_ONLY: the outbox.
  it('ADM-TRK-009 ERR-011: resend activation', MOCK_ONLY, async () => {
    await mock.call('DELETE', '/__mock/outbox');
    const target = list[2]!;
    const r = await cs('POST', `/api/truckingcompany/resendactivation/${target.id}`);
    expect(r.body).toEqual({ message: 'Se ha reenviado la activación de la cuenta correctamente' });
    expect((await mock.call('GET', '/__mock/outbox')).body).toEqual([
      expect.objectContaining({ to: target.user.email, kind: 'activation-resend' }),
    ]);
  });

  it('forcars and truckingcoactivation list the vehicle carriers and the active companies', async () => {
    const cars = (await cs('GET', '/api/truckingcompany/forcars')).body as Rec[];
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.every((t) => t.truckingCar === true)).toBe(true);
    const active = (await cs('GET', '/api/truckingcompany/truckingcoactivation')).body as Rec[];
    expect(active.every((t) => t.user.activated === true)).toBe(true);
    expect(active.length).toBeLessThan(list.length + 5);
  });
});

describe('drivers', () => {
  const company = () => list[10]!;

  it('ADM-TRK-024 ADM-TRK-032 CONST-044: create answers 201 with status OK and the phone with country code 56', async () => {
    const d = newDriver({ cardId: personRut(), license: '9 8765 4321' });
    const r = await cs('POST', `/api/driver/${company().id}`, d);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      cardId: d.cardId,
      id: d.cardId,
      name: d.name,
      license: '56 987654321',
      cardExpiration: d.cardExpiration,
      status: 'OK',
      truckingId: company().id,
    });
    const stored = (await cs('GET', `/api/truckingcompany/${company().id}`)).body.drivers as Rec[];
    expect(stored.find((x) => x.cardId === d.cardId)).toMatchObject({ status: 'OK' });
    expect((await cs('POST', `/api/driver/${company().id}`, { ...d, name: 'Otro' })).status).toBe(409);
  });

  it('ADM-TRK-027 ADM-TRK-028 ADM-TRK-029 ADM-TRK-030 ADM-TRK-031 ADM-TRK-033 ADM-TRK-034 ADM-TRK-035 ADM-TRK-037: the driver rules answer 400 with the fields', async () => {
    const post = (d: Rec) => cs('POST', `/api/driver/${company().id}`, d);
    expect((await post({ cardId: '', name: '', license: '', cardExpiration: '' })).body.fields).toEqual({
      cardId: 'Requerido',
      name: 'Requerido',
      license: 'Requerido',
      cardExpiration: 'Requerido',
    });
    expect((await post(newDriver({ cardId: '12345678-9' }))).body.fields).toEqual({ cardId: 'Rut inválido' });
    expect((await post(newDriver({ cardId: 'P12', foreign: true }))).body.fields).toEqual({
      cardId: 'Longitud Rut extranjero: mínimo 4.',
    });
    expect((await post(newDriver({ cardExpiration: inDays(-1) }))).body.fields).toEqual({ cardExpiration: OUT });
    expect((await post(newDriver({ cardExpiration: inDays(3660) }))).body.fields).toEqual({ cardExpiration: OUT });
    expect((await post(newDriver({ cardExpiration: '2027-01-01' }))).body.fields).toEqual({
      cardExpiration: 'Fecha inválida',
    });
    const foreign = await post(newDriver({ cardId: 'PE-4471234', foreign: true }));
    expect(foreign.status).toBe(201);
    expect(foreign.body.cardId).toBe('PE-4471234');
  });

  it('ADM-TRK-039: a phone outside the numbering plan answers code 089 on the phone field', async () => {
    const r = await cs('POST', `/api/driver/${company().id}`, newDriver({ license: '56 123456789' }));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      code: '089',
      message: 'Número de teléfono no válido.',
      fields: { license: 'Número de teléfono no válido.' },
    });
  });

  it('ADM-TRK-025 ADM-TRK-036 ADM-TRK-038: edit keeps the card id, needs a phone, and the expiry may not move earlier', async () => {
    const d = newDriver({ cardExpiration: inDays(400) });
    await cs('POST', `/api/driver/${company().id}`, d);
    const put = (body: Rec) => cs('PUT', `/api/driver/${d.cardId}/${company().id}`, body);
    expect((await put({ ...d, cardExpiration: inDays(399) })).body.fields).toEqual({ cardExpiration: OUT });
    expect((await put({ ...d, license: '' })).body.fields).toEqual({ license: 'Número de teléfono no válido.' });
    expect((await put({ ...d, license: '56 112345678' })).body.code).toBe('089');
    const ok = await put({
      ...d,
      cardId: personRut(),
      name: 'Juan Pérez Soto',
      license: '+56 9 2222 3333',
      cardExpiration: inDays(800),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      cardId: d.cardId,
      name: 'Juan Pérez Soto',
      license: '56 922223333',
      cardExpiration: inDays(800),
      status: 'OK',
    });
    expect((await cs('GET', `/api/driver/${d.cardId}`)).body).toMatchObject({
      name: 'Juan Pérez Soto',
      truckingId: company().id,
    });
    // The driver belongs to another company than the path says: 404.
    expect((await cs('PUT', `/api/driver/${d.cardId}/${list[11]!.id}`, d)).status).toBe(404);
  });

  it('ADM-TRK-026: remove by GET /driver/remove/{company}/{card} answers the drivers left', async () => {
    const d = newDriver();
    await cs('POST', `/api/driver/${company().id}`, d);
    const r = await cs('GET', `/api/driver/remove/${company().id}/${d.cardId}`);
    expect(r.status).toBe(200);
    expect(r.body.some((x: Rec) => x.cardId === d.cardId)).toBe(false);
    expect((await cs('GET', `/api/driver/${d.cardId}`)).status).toBe(404);
    expect((await cs('GET', `/api/driver/remove/${company().id}/${d.cardId}`)).status).toBe(404);
    expect((await cs('GET', `/api/driver/remove/${companyRut()}/${d.cardId}`)).body).toEqual({
      code: '404',
      message: NOT_FOUND,
    });
  });

  it('ADM-DRV-001 ADM-DRV-002 ADM-TRK-004: the standalone list and detail; a trucking company manages only its own drivers', async () => {
    const all = (await cs('GET', '/api/driver')).body as Rec[];
    expect(all.length).toBeGreaterThan(list.length);
    expect(all[0]).toMatchObject({
      id: all[0]!.cardId,
      truckingId: expect.any(String),
      truckingName: expect.any(String),
    });
    const transportista = await mock.as('transportista');
    const own = list.find((t) => t.user.login === 'transportista')!;
    const mine = (await transportista('GET', '/api/driver')).body as Rec[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((x) => x.truckingId === own.id)).toBe(true);
    expect((await transportista('POST', `/api/driver/${own.id}`, newDriver())).status).toBe(201);
    expect((await transportista('POST', `/api/driver/${company().id}`, newDriver())).status).toBe(403);
    expect((await transportista('GET', `/api/driver/${all.find((x) => x.truckingId !== own.id)!.cardId}`)).status).toBe(
      403,
    );
    expect((await (await mock.as('gate'))('GET', '/api/driver')).status).toBe(403);
    expect((await (await mock.as('bodega'))('GET', '/api/driver')).body).toEqual([]);
  });
});

describe('trucks', () => {
  const company = () => list[12]!;

  it('ADM-TRK-040 ADM-TRK-045 CONST-044: create upper-cases the plate, status OK; a plate is one truck (409)', async () => {
    const plate = freshPlate();
    const r = await cs('POST', `/api/truck/${company().id}`, {
      license: plate.toLowerCase(),
      licenseExpiration: '15/03/2027',
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      id: plate,
      license: plate,
      licenseExpiration: '15/03/2027',
      status: 'OK',
      truckingId: company().id,
      truckingName: company().name,
    });
    expect(
      (await cs('POST', `/api/truck/${list[13]!.id}`, { license: plate, licenseExpiration: '15/03/2027' })).status,
    ).toBe(409);
  });

  it('ADM-TRK-043 ADM-TRK-044 ADM-TRK-046 ADM-TRK-047: the plate rules answer 400 with the fields', async () => {
    const post = (t: Rec) => cs('POST', `/api/truck/${company().id}`, t);
    expect((await post({ license: '', licenseExpiration: '' })).body.fields).toEqual({
      license: 'Requerido',
      licenseExpiration: 'Requerido',
    });
    expect((await post({ license: 'ABCD1234', licenseExpiration: '01/01/2027' })).body.fields).toEqual({
      license: 'Longitud máxima superada',
    });
    expect((await post({ license: 'GH-TR21', licenseExpiration: '01/01/2027' })).body.fields).toEqual({
      license: 'La patente sólo puede tener letras y números',
    });
    expect((await post({ license: 'GHTR99', licenseExpiration: '31/02/2027' })).body.fields).toEqual({
      licenseExpiration: 'Fecha inválida',
    });
  });

  it('ADM-TRK-041 ADM-TRK-042: edit by PUT /truck/{plate}/{company}; disassociate by the legacy GET path', async () => {
    const plate = freshPlate();
    await cs('POST', `/api/truck/${company().id}`, { license: plate, licenseExpiration: '01/06/2027' });
    const put = await cs('PUT', `/api/truck/${plate}/${company().id}`, {
      license: plate,
      licenseExpiration: '01/06/2028',
    });
    expect(put.body).toMatchObject({ id: plate, licenseExpiration: '01/06/2028', status: 'OK' });
    expect((await cs('PUT', `/api/truck/${plate}/${company().id}`, { licenseExpiration: '' })).body.fields).toEqual({
      licenseExpiration: 'Requerido',
    });
    const gone = await cs('GET', `/api/truck/disassociate/${company().id}/${plate}`);
    expect(gone.status).toBe(200);
    expect(gone.body.some((t: Rec) => t.id === plate)).toBe(false);
    expect((await cs('GET', `/api/truck/${plate}`)).status).toBe(404);
  });

  it('ADM-TRU-001 ADM-TRU-002 ADM-TRU-003 ADM-TRU-004: the standalone list, detail, create, edit and delete', async () => {
    const all = (await cs('GET', '/api/truck')).body as Rec[];
    expect(all.length).toBeGreaterThan(list.length);
    const first = all[0]!;
    expect((await cs('GET', `/api/truck/${String(first.id).toLowerCase()}`)).body).toEqual(first);
    const plate = freshPlate();
    expect(
      (await sup('POST', `/api/truck/${list[14]!.id}`, { license: plate, licenseExpiration: '02/02/2027' })).status,
    ).toBe(201);
    expect((await sup('PUT', `/api/truck/${plate}/${list[14]!.id}`, { licenseExpiration: '03/02/2027' })).status).toBe(
      200,
    );
    expect((await sup('DELETE', `/api/truck/${plate}`)).status).toBe(200);
    expect((await sup('GET', `/api/truck/${plate}`)).status).toBe(404);
    const transportista = await mock.as('transportista');
    expect(
      (
        await transportista(
          'DELETE',
          `/api/truck/${all.find((t) => t.truckingId !== list.find((x) => x.user.login === 'transportista')!.id)!.id}`,
        )
      ).status,
    ).toBe(403);
  });
});
