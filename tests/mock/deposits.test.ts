/** Mock server: /api/deposito/* (D1 §7 Deposits, ADM-DEP, DECISIONS Q10) and deposit functionaries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;

let mock: Mock;
let cs: Call;
let admin: Call;
let depot: Call;
let depot2: Call;
let list: Rec[];
let own: Rec;

let nextBody = 63_000_000;
const freshRut = () => {
  const body = String(nextBody++);
  return `${body}-${rutCheckDigit(body)}`;
};
let nextPerson = 16_000_000;
const personRut = () => {
  const body = String(nextPerson++);
  return `${body}-${rutCheckDigit(body)}`;
};
const newDeposit = (id: string, extra: Rec = {}) => ({
  id,
  user: { name: 'Depósito de Contenedores Prueba Ltda.', email: 'contacto@depositoprueba.cl' },
  opEmail: null,
  activador: true,
  ...extra,
});

beforeAll(async () => {
  mock = await startMock();
  cs = await mock.as('servicio');
  admin = await mock.as('admin');
  depot = await mock.as('deposito');
  depot2 = await mock.as('deposito2');
  list = (await cs('GET', '/api/deposito/list')).body;
  own = list.find((d) => d.user.login === 'deposito')!;
});

afterAll(async () => {
  await mock?.dispose();
});

describe('deposits', () => {
  it('ADM-DEP-001 ADM-DEP-002: customer service, admin and the supervisor list every deposit with its fields', async () => {
    expect(list.length).toBeGreaterThan(2);
    expect(Object.keys(own).sort()).toEqual(['activador', 'id', 'opEmail', 'user']);
    expect(Object.keys(own.user).sort()).toEqual(['activated', 'email', 'login', 'name']);
    expect(typeof own.activador).toBe('boolean');
    expect((await admin('GET', '/api/deposito/list')).body).toEqual(list);
    expect((await (await mock.as('supervisor'))('GET', '/api/deposito')).body).toEqual(list);
    for (const user of ['finanzas', 'agn', 'gate'])
      expect((await (await mock.as(user))('GET', '/api/deposito/list')).status, user).toBe(403);
  });

  it('ADM-DEP-005 DECISIONS Q10: a depot user lists and reads its own deposit only', async () => {
    expect((await depot('GET', '/api/deposito/list')).body).toEqual([own]);
    expect((await depot('GET', `/api/deposito/${own.id}`)).body).toEqual(own);
    const other = list.find((d) => d.id !== own.id)!;
    expect((await depot('GET', `/api/deposito/${other.id}`)).status).toBe(403);
    expect((await depot2('GET', '/api/deposito/list')).body.map((d: Rec) => d.user.login)).toEqual(['deposito2']);
  });

  it('ADM-DEP-004: a depot user may not create, edit, block or resend its deposit', async () => {
    expect((await depot('PUT', `/api/deposito/${own.id}`, own)).status).toBe(403);
    expect((await depot('POST', `/api/deposito/block/${own.id}/true`)).status).toBe(403);
    expect((await depot('POST', `/api/deposito/resendactivation/${own.id}`)).status).toBe(403);
    expect((await depot('POST', '/api/deposito', newDeposit(freshRut()))).status).toBe(403);
  });

  // MOCK_ONLY: the outbox.
  it(
    'ADM-DEP-006: create answers 201, creates the AGA_DEPOSIT account and sends its activation; a taken RUT is 409',
    MOCK_ONLY,
    async () => {
      await mock.call('DELETE', '/__mock/outbox');
      const id = freshRut();
      const r = await admin('POST', '/api/deposito', newDeposit(id, { activador: 'true' }));
      expect(r.status).toBe(201);
      expect(r.body).toEqual({
        id,
        user: {
          login: id,
          name: 'Depósito de Contenedores Prueba Ltda.',
          email: 'contacto@depositoprueba.cl',
          activated: true,
        },
        opEmail: null,
        activador: true,
      });
      expect((await mock.call('GET', '/__mock/outbox')).body).toEqual([
        expect.objectContaining({ to: 'contacto@depositoprueba.cl', kind: 'activation' }),
      ]);
      const user = ((await admin('GET', '/api/user')).body as Rec[]).find((u) => u.login === id);
      expect(user).toMatchObject({ authorities: ['ROLE_AGA_DEPOSIT'], rut: id });
      expect((await cs('POST', '/api/deposito', newDeposit(id))).status).toBe(409);
    },
  );

  it('ADM-DEP-008 ADM-DEP-009 ADM-DEP-010 ADM-DEP-011 ADM-DEP-012 ADM-DEP-013: validation is 400 with the fields', async () => {
    const r = await cs(
      'POST',
      '/api/deposito',
      newDeposit('79111222-3', { user: { name: '', email: 'a@b.cl' }, opEmail: `${'a'.repeat(60)}@x.cl` }),
    );
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual({
      id: 'Rut inválido',
      'user.name': 'Requerido',
      opEmail: 'Longitud máxima superada',
    });
    expect(
      (await cs('POST', '/api/deposito', newDeposit('', { user: { name: 'x'.repeat(81), email: 'a@b.cl' } }))).body
        .fields,
    ).toEqual({ id: 'Requerido', 'user.name': 'Longitud máxima superada' });
    expect((await cs('POST', '/api/deposito', newDeposit('12.343'))).body.fields).toEqual({ id: 'Debe ser más largo' });
    expect((await cs('POST', '/api/deposito', newDeposit('1234567890-3'))).body.fields).toEqual({
      id: 'Longitud máxima superada',
    });
  });

  it('ADM-DEP-007: update keeps id, login and state', async () => {
    const target = list[3]!;
    const r = await admin('PUT', `/api/deposito/${target.id}`, {
      ...target,
      activador: !target.activador,
      user: { ...target.user, name: 'Depósito Renombrado', login: 'x', activated: !target.user.activated },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      ...target,
      activador: !target.activador,
      user: { ...target.user, name: 'Depósito Renombrado' },
    });
  });

  it('ADM-DEP-014: block/{id}/true blocks and /false unblocks; the depot user cannot log in meanwhile', async () => {
    const blocked = await cs('POST', `/api/deposito/block/${own.id}/true`);
    expect(blocked.body.user.activated).toBe(false);
    expect(
      (await mock.call('POST', '/login', { form: { username: 'deposito', password: 'Puerto#2026' } })).status,
    ).toBe(403);
    expect((await admin('POST', `/api/deposito/block/${own.id}/false`)).body.user.activated).toBe(true);
    expect(
      (await mock.call('POST', '/login', { form: { username: 'deposito', password: 'Puerto#2026' } })).status,
    ).toBe(200);
    expect((await cs('POST', `/api/deposito/block/${own.id}/tal-vez`)).status).toBe(400);
    expect((await cs('POST', `/api/deposito/block/${freshRut()}/true`)).status).toBe(404);
  });

  // MOCK_ONLY: the outbox.
  it('ADM-DEP-015 ERR-011: resend activation', MOCK_ONLY, async () => {
    await mock.call('DELETE', '/__mock/outbox');
    const r = await cs('POST', `/api/deposito/resendactivation/${own.id}`);
    expect(r.body).toEqual({ message: appMessages.success.activationResent });
    expect((await mock.call('GET', '/__mock/outbox')).body).toEqual([
      expect.objectContaining({ to: own.user.email, kind: 'activation-resend' }),
    ]);
  });

  it('ADM-DEP-016: the depot user reads its own functionaries, not another deposit’s', async () => {
    const mine = await depot('GET', `/api/functionary/getByOwner/${own.id}`);
    expect(mine.status).toBe(200);
    for (const f of mine.body) expect(f.deposito).toBe(own.id);
    expect((await depot('GET', '/api/functionary/getByOwner/deposito')).body).toEqual(mine.body);
    const other = list.find((d) => d.id !== own.id)!;
    expect((await depot('GET', `/api/functionary/getByOwner/${other.id}`)).status).toBe(403);
    expect((await cs('GET', `/api/functionary/getByOwner/${own.id}`)).body).toEqual(mine.body);
  });

  it('ADM-DEP-017 ADM-DEP-018 ADM-FUN-008: a depot user creates and edits its functionaries; one without canEdit creates but does not edit', async () => {
    const rut = personRut();
    const created = await depot('POST', '/api/functionary', {
      rut,
      user: { name: 'Pedro Soto Vera', email: 'pedro@deposito.cl' },
      cellNumber: '56911112222',
      deposit: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      rut,
      deposito: own.id,
      agent_id: null,
      storekeeper: null,
      agn: null,
      user: { login: rut, activated: true },
    });
    const account = ((await admin('GET', '/api/user')).body as Rec[]).find((u) => u.login === rut);
    expect(account?.authorities).toEqual(['ROLE_FUNCTIONARY_DEPOT']);
    const edited = await depot('PUT', `/api/functionary/${created.body.id}`, {
      ...created.body,
      cellNumber: '56933334444',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.cellNumber).toBe('56933334444');

    // deposito2 does not activate its functionaries: its identity's canEdit is false.
    expect((await mock.call('GET', '/api/account', { token: await mock.login('deposito2') })).body.canEdit).toBe(false);
    const theirs = (await depot2('GET', '/api/functionary/getByOwner/deposito2')).body as Rec[];
    expect(theirs.length).toBeGreaterThan(0);
    const target = theirs[0]!;
    expect((await depot2('PUT', `/api/functionary/${target.id}`, { ...target, cellNumber: '1' })).status).toBe(403);
    expect((await depot2('POST', `/api/functionary/block/${target.id}`)).status).toBe(403);
    expect((await depot2('DELETE', `/api/functionary/delete/${target.id}`)).status).toBe(403);
    expect((await depot2('POST', `/api/functionary/resendactivation/${target.id}`)).status).toBe(200);
    const second = await depot2('POST', '/api/functionary', {
      rut: personRut(),
      user: { name: 'Ana Pérez Lagos', email: 'ana@deposito.cl' },
    });
    expect(second.status).toBe(201);
    // Another deposit's functionary is not theirs, whatever canEdit says.
    expect((await depot('PUT', `/api/functionary/${target.id}`, target)).status).toBe(403);
  });

  it('ADM-DEP-003 ROLE-006: editing the activador flag sets the identity’s canEdit, which decides whether the depot user changes its functionaries', async () => {
    const d2 = ((await cs('GET', '/api/deposito/list')).body as Rec[]).find((d) => d.user.login === 'deposito2')!;
    expect(d2.activador).toBe(false);
    const target = ((await depot2('GET', '/api/functionary/getByOwner/deposito2')).body as Rec[])[0]!;
    const canEdit = async () => (await depot2('GET', '/api/account')).body.canEdit;
    expect(await canEdit()).toBe(false);
    expect((await cs('PUT', `/api/deposito/${d2.id}`, { ...d2, activador: true })).body.activador).toBe(true);
    expect(await canEdit()).toBe(true);
    expect((await depot2('PUT', `/api/functionary/${target.id}`, target)).status).toBe(200);
    expect((await cs('PUT', `/api/deposito/${d2.id}`, { ...d2, activador: false })).body.activador).toBe(false);
    expect(await canEdit()).toBe(false);
    expect((await depot2('PUT', `/api/functionary/${target.id}`, target)).status).toBe(403);
  });

  it('ADM-DEP-018: customer service and the supervisor edit a deposit’s functionary; the admin reads it but may not change it', async () => {
    const target = ((await depot('GET', `/api/functionary/getByOwner/${own.id}`)).body as Rec[])[0]!;
    expect((await admin('GET', `/api/functionary/${target.id}`)).status).toBe(200);
    expect((await admin('PUT', `/api/functionary/${target.id}`, { ...target, cellNumber: '56977778888' })).status).toBe(
      403,
    );
    const byCs = await cs('PUT', `/api/functionary/${target.id}`, { ...target, cellNumber: '56977778888' });
    expect(byCs.status).toBe(200);
    expect(byCs.body).toMatchObject({ id: target.id, deposito: own.id, cellNumber: '56977778888' });
    const bySup = await (await mock.as('supervisor'))('PUT', `/api/functionary/${target.id}`, {
      ...target,
      cellNumber: '56966667777',
    });
    expect(bySup.body.cellNumber).toBe('56966667777');
  });

  // MOCK_ONLY: the account's flag is read from the store (a new deposit's user has no password to log in with).
  it(
    'ADM-DEP-003: a new deposit’s account changes its functionaries only when the deposit activates them',
    MOCK_ONLY,
    async () => {
      const canEditOf = (login: string) => mock.store!.db.user.find((u) => u.login === login)?.canEdit;
      const activates = freshRut();
      expect((await cs('POST', '/api/deposito', newDeposit(activates, { activador: true }))).status).toBe(201);
      expect(canEditOf(activates)).toBe(true);
      const doesNot = freshRut();
      expect((await cs('POST', '/api/deposito', newDeposit(doesNot, { activador: false }))).status).toBe(201);
      expect(canEditOf(doesNot)).toBe(false);
    },
  );
});
