/**
 * Mock server: password recovery, the expired-password change (426/428 token or e-mailed key)
 * and the account password change (docs/legacy-contract.md, Access and account).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rutCheckDigit } from '../../src/domain/rut';
import { appMessages } from '../../src/i18n/appMessages';
import { DEMO_PASSWORD, RECOVERY_RUT } from '../../mock-server/seed/demoUsers';
import { MOCK_ONLY, startMock, type Mock, type Rec } from './helpers';

const v = appMessages.validation;
const NEW_PASSWORD = 'Rumbo#Norte47';

let mock: Mock;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.dispose();
});

beforeEach(async () => {
  await mock.call('DELETE', '/__mock/outbox');
});

const form = (username: string, password: string) => ({ username, password, rememberMe: 'false', timeout: '30' });
const loginAs = (m: Mock, username: string, password: string) =>
  m.call('POST', '/login', { form: form(username, password) });
const outbox = async (m: Mock = mock) => (await m.call('GET', '/__mock/outbox')).body as Rec[];
const change = (m: Mock, body: Rec) => m.call('POST', '/api/user/changeExpiredPassword', { json: body });

/** Asks for a recovery e-mail and returns its key. */
async function recoveryKey(m: Mock, rut: string): Promise<string> {
  const r = await m.call('GET', `/api/user/recoverPass/${rut}`);
  expect(r.status).toBe(200);
  const mail = (await outbox(m)).at(-1)!;
  return new URL(mail.link).searchParams.get('key')!;
}

/** A change token from the 426/428 login answer. */
async function changeToken(m: Mock, login: string): Promise<string> {
  const r = await loginAs(m, login, DEMO_PASSWORD);
  expect([426, 428]).toContain(r.status);
  return r.body.token;
}

describe('GET /api/user/recoverPass/{rut}', () => {
  // MOCK_ONLY: the outbox.
  it('ACC-028 ACC-030 VAL-011: an invalid RUT is 400 Rut inválido, without a token', MOCK_ONLY, async () => {
    const body = '12345678';
    const wrongDigit = rutCheckDigit(body) === '0' ? '1' : '0';
    for (const rut of [`${body}-${wrongDigit}`, 'abc', '1']) {
      const r = await mock.call('GET', `/api/user/recoverPass/${rut}`);
      expect(r.status, rut).toBe(400);
      expect(r.body).toEqual({ code: '400', message: 'Rut inválido' });
    }
    expect(await outbox()).toEqual([]);
  });

  // MOCK_ONLY: the outbox.
  it('ACC-030: a valid RUT that no user has is 404 with the reason', MOCK_ONLY, async () => {
    const body = '60000001';
    const r = await mock.call('GET', `/api/user/recoverPass/${body}-${rutCheckDigit(body)}`);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ code: '404', message: appMessages.server.recoverUnknown });
    expect(await outbox()).toEqual([]);
  });

  // MOCK_ONLY: the outbox.
  it(
    'ACC-029: a known RUT (any punctuation) records a recover e-mail whose text carries the one-use link',
    MOCK_ONLY,
    async () => {
      const me = (await mock.call('GET', '/api/account', { token: await mock.login('recupera') })).body;
      expect(me.rut).toBe(RECOVERY_RUT);
      const dotted = '77.654.321-7';
      const r = await mock.call('GET', `/api/user/recoverPass/${dotted}`, {
        headers: { origin: 'http://localhost:5180' },
      });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ message: appMessages.server.recoverSent });
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toMatchObject({ to: me.email, kind: 'recover', subject: expect.stringContaining('contraseña') });
      // The console's origin (the dev server's, not the mock's own port).
      expect(mail.link).toMatch(/^http:\/\/localhost:5180\/user\/resetPass\?key=[0-9a-f]{40}&login=recupera$/);
      expect(mail.text).toContain(mail.link);
      expect(mail.text).toContain('1 hora');
      // Without an Origin header the link points at the server itself.
      await mock.call('GET', `/api/user/recoverPass/${RECOVERY_RUT}`);
      expect((await outbox()).at(-1)!.link.startsWith(`${mock.url}/user/resetPass?key=`)).toBe(true);
      // The key lives on the user record but never leaves the server.
      const stored = JSON.stringify((await (await mock.as('admin'))('GET', '/api/user?login=recupera')).body);
      expect(stored).toContain('"login":"recupera"');
      expect(stored).not.toMatch(/resetKey|resetDate/);
      expect(stored).not.toContain(new URL(mail.link).searchParams.get('key')!);
    },
  );

  // MOCK_ONLY: the outbox.
  it('ACC-016 ACC-030: a disabled account gets no recovery link (403)', MOCK_ONLY, async () => {
    const admin = await mock.as('admin');
    const bloqueado = ((await admin('GET', '/api/user?login=bloqueado')).body as Rec[])[0]!;
    const r = await mock.call('GET', `/api/user/recoverPass/${bloqueado.rut}`);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ code: '403', message: appMessages.session.disabled });
    expect(await outbox()).toEqual([]);
  });
});

describe('ACC-035: POST /api/user/changeExpiredPassword with a recovery key', () => {
  // MOCK_ONLY: the outbox.
  it('ACC-035 VAL-018: the key path enforces the policy on the server and ignores password', MOCK_ONLY, async () => {
    const key = await recoveryKey(mock, RECOVERY_RUT);
    const weak = await change(mock, { login: 'recupera', langKey: key, password: '', passwordNew: 'debil' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ code: '400', message: v.password, fields: { passwordNew: v.password } });
    const empty = await change(mock, { login: 'recupera', langKey: key, passwordNew: '' });
    expect(empty.body.fields).toEqual({ passwordNew: v.required });
  });

  // MOCK_ONLY: the outbox.
  it(
    'ACC-035 ACC-033: a key works once, clears failed attempts and ends the sessions; then it is refused',
    MOCK_ONLY,
    async () => {
      const session = await mock.login('recupera');
      expect((await loginAs(mock, 'recupera', 'equivocada')).body.expires).toBe(4);
      expect((await loginAs(mock, 'recupera', 'equivocada')).body.expires).toBe(3);
      const key = await recoveryKey(mock, RECOVERY_RUT);

      const ok = await change(mock, {
        login: 'recupera',
        langKey: key,
        password: 'lo-que-sea',
        passwordNew: NEW_PASSWORD,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ message: appMessages.success.passwordReset });

      const ended = await mock.call('GET', '/api/account', { token: session });
      expect(ended.status).toBe(401);
      expect(ended.body.message).toBe(appMessages.session.invalidated);
      // Attempts start again from 5.
      expect((await loginAs(mock, 'recupera', 'equivocada')).body.expires).toBe(4);
      expect((await loginAs(mock, 'recupera', DEMO_PASSWORD)).status).toBe(401);
      expect((await loginAs(mock, 'recupera', NEW_PASSWORD)).status).toBe(200);

      const reused = await change(mock, { login: 'recupera', langKey: key, passwordNew: 'Otra#Clave2099' });
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ code: '400', message: appMessages.server.resetKeyInvalid });
    },
  );

  // MOCK_ONLY: the outbox.
  it('ACC-034: an unknown key, a key for another login or no key is 400 with a clear message', MOCK_ONLY, async () => {
    const key = await recoveryKey(mock, RECOVERY_RUT);
    for (const body of [
      { login: 'recupera', langKey: 'f'.repeat(40), passwordNew: NEW_PASSWORD },
      { login: 'servicio', langKey: key, passwordNew: NEW_PASSWORD },
      { login: 'recupera', passwordNew: NEW_PASSWORD },
    ]) {
      const r = await change(mock, body);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: '400', message: appMessages.server.resetKeyInvalid });
    }
    const notJson = await mock.call('POST', '/api/user/changeExpiredPassword', { raw: '[1]' });
    expect(notJson.status).toBe(400);
  });

  // MOCK_ONLY: the outbox.
  it('ACC-035: a newer recovery e-mail replaces the older link', MOCK_ONLY, async () => {
    const first = await recoveryKey(mock, RECOVERY_RUT);
    const second = await recoveryKey(mock, RECOVERY_RUT);
    expect(second).not.toBe(first);
    expect((await change(mock, { login: 'recupera', langKey: first, passwordNew: 'Faro#Sur2031' })).status).toBe(400);
    expect((await change(mock, { login: 'recupera', langKey: second, passwordNew: 'Faro#Sur2031' })).status).toBe(200);
  });
});

describe('POST /api/user/changeExpiredPassword with the 426/428 token', () => {
  it('ACC-032 VAL-018 VAL-019: every policy rule is refused on the server with its message', async () => {
    const token = await changeToken(mock, 'cambio');
    const cases: [string, string][] = [
      ['corta', v.password], // too short, no digit/upper/special
      ['sinnumeros#ABC', v.password],
      ['SINMINUSCULA#1', v.password],
      ['sinmayuscula#1', v.password],
      ['SinEspecial123', v.password],
      ['Cambio#2027x', v.passwordPersonal], // the login
      ['Molina#2027x', v.passwordPersonal], // the name (Daniela Molina)
      ['Password#2027', v.passwordGeneric],
      ['Xy#12345678z', v.passwordGeneric],
      ['Qwerty#2027', v.passwordGeneric],
    ];
    for (const [passwordNew, message] of cases) {
      const r = await change(mock, { login: 'cambio', langKey: token, password: DEMO_PASSWORD, passwordNew });
      expect(r.status, passwordNew).toBe(400);
      expect(r.body, passwordNew).toEqual({ code: '400', message, fields: { passwordNew: message } });
    }
  });

  it('VAL-019: digits of the RUT count as personal data', async () => {
    const admin = await mock.as('admin');
    const rut = ((await admin('GET', '/api/user?login=cambio')).body as Rec[])[0]!.rut as string;
    const token = await changeToken(mock, 'cambio');
    const r = await change(mock, {
      login: 'cambio',
      langKey: token,
      password: DEMO_PASSWORD,
      passwordNew: `Ruta#${rut.slice(0, 5)}x`,
    });
    expect(r.body.fields).toEqual({ passwordNew: v.passwordPersonal });
  });

  it('ACC-034 VAL-020: the token path needs the right current password (fields.password), then a different new one', async () => {
    const token = await changeToken(mock, 'cambio');
    const wrong = await change(mock, {
      login: 'cambio',
      langKey: token,
      password: 'NoEsLaClave#1',
      passwordNew: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: '400',
      message: 'La contraseña actual no es correcta',
      fields: { password: 'La contraseña actual no es correcta' },
    });
    const missing = await change(mock, { login: 'cambio', langKey: token, passwordNew: NEW_PASSWORD });
    expect(missing.body.fields).toEqual({ password: v.required });
    // Both fields at once; the message is the first one's.
    const both = await change(mock, { login: 'cambio', langKey: token, password: 'mala', passwordNew: 'debil' });
    expect(both.body).toEqual({
      code: '400',
      message: v.currentPassword,
      fields: { password: v.currentPassword, passwordNew: v.password },
    });
    const same = await change(mock, {
      login: 'cambio',
      langKey: token,
      password: DEMO_PASSWORD,
      passwordNew: DEMO_PASSWORD,
    });
    expect(same.body.fields).toEqual({ passwordNew: v.passwordSame });
  });

  // MOCK_ONLY: changes cambio's password for good.
  it(
    'ACC-017 ACC-033: with the 426 token the change clears must-change; the token is then spent',
    MOCK_ONLY,
    async () => {
      const token = await changeToken(mock, 'cambio');
      const ok = await change(mock, {
        login: 'cambio',
        langKey: token,
        password: DEMO_PASSWORD,
        passwordNew: NEW_PASSWORD,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ message: appMessages.success.passwordReset });
      const login = await loginAs(mock, 'cambio', NEW_PASSWORD);
      expect(login.status).toBe(200);
      expect(login.body.token).toMatch(/^[0-9a-f]{64}$/);
      expect((await loginAs(mock, 'cambio', DEMO_PASSWORD)).status).toBe(401);
      const again = await change(mock, {
        login: 'cambio',
        langKey: token,
        password: NEW_PASSWORD,
        passwordNew: 'Faro#Sur2031',
      });
      expect(again.body).toEqual({ code: '400', message: appMessages.server.resetKeyInvalid });
    },
  );

  // MOCK_ONLY: changes expirada's password for good.
  it(
    'ACC-018 ACC-033: with the 428 token the change clears expired; older tokens of the user die too',
    MOCK_ONLY,
    async () => {
      const older = await changeToken(mock, 'expirada');
      const token = await changeToken(mock, 'expirada');
      expect(
        (await change(mock, { login: 'EXPIRADA', langKey: token, password: DEMO_PASSWORD, passwordNew: NEW_PASSWORD }))
          .status,
      ).toBe(200);
      expect((await loginAs(mock, 'expirada', NEW_PASSWORD)).status).toBe(200);
      expect(
        (await change(mock, { login: 'expirada', langKey: older, password: NEW_PASSWORD, passwordNew: 'Faro#Sur2031' }))
          .status,
      ).toBe(400);
    },
  );
});

describe('keys expire (RESET_TTL_SECONDS)', () => {
  // MOCK_ONLY: a server with other options.
  it('ACC-035 ACC-034: an expired recovery key and an expired 426 token are refused', MOCK_ONLY, async () => {
    const short = await startMock({ resetTtlSeconds: 1 });
    try {
      const key = await recoveryKey(short, RECOVERY_RUT);
      expect((await outbox(short)).at(-1)!.text).toContain('1 minuto');
      const token = await changeToken(short, 'cambio2');
      await new Promise((r) => setTimeout(r, 1100));
      const byKey = await change(short, { login: 'recupera', langKey: key, passwordNew: NEW_PASSWORD });
      expect(byKey.status).toBe(400);
      expect(byKey.body.message).toBe(appMessages.server.resetKeyInvalid);
      const byToken = await change(short, {
        login: 'cambio2',
        langKey: token,
        password: DEMO_PASSWORD,
        passwordNew: NEW_PASSWORD,
      });
      expect(byToken.status).toBe(400);
      expect(byToken.body.message).toBe(appMessages.server.resetKeyInvalid);
      // Nothing changed.
      expect((await loginAs(short, 'recupera', DEMO_PASSWORD)).status).toBe(200);
      expect((await loginAs(short, 'cambio2', DEMO_PASSWORD)).status).toBe(426);
    } finally {
      await short.dispose();
    }
  });
});

describe('the terminal name is configuration (TERMINAL_NAME)', () => {
  // MOCK_ONLY: a server with other options.
  it(
    'ACC-021 VAL-019: GET /api/account gives the configured terminal; its name is a generic pattern',
    MOCK_ONLY,
    async () => {
      const other = await startMock({ terminalName: 'Terminal Pacífico Sur' });
      try {
        expect((await other.call('GET', '/api/account', { token: await other.login('servicio') })).body.terminal).toBe(
          'Terminal Pacífico Sur',
        );
        const token = await changeToken(other, 'expirada2');
        const r = await change(other, {
          login: 'expirada2',
          langKey: token,
          password: DEMO_PASSWORD,
          passwordNew: 'Pacifico#2027',
        });
        expect(r.body.fields).toEqual({ passwordNew: v.passwordGeneric });
        expect(
          (
            await change(other, {
              login: 'expirada2',
              langKey: token,
              password: DEMO_PASSWORD,
              passwordNew: NEW_PASSWORD,
            })
          ).status,
        ).toBe(200);
      } finally {
        await other.dispose();
      }
    },
  );
});

describe('POST /api/user/changePassword and /api/account/change_password', () => {
  // MOCK_ONLY: changes clave's password for good.
  it(
    'ACT-008 ACT-013: success keeps the caller’s session, ends the others, and the new password logs in',
    MOCK_ONLY,
    async () => {
      const other = await mock.login('clave');
      const mine = await mock.login('clave');
      const r = await mock.call('POST', '/api/user/changePassword', {
        token: mine,
        json: { password: DEMO_PASSWORD, passwordNew: NEW_PASSWORD },
      });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        message:
          'Contraseña modificada correctamente. A partir del próximo inicio de sesión utilice su nueva contraseña',
      });
      expect((await mock.call('GET', '/api/account', { token: mine })).status).toBe(200);
      const ended = await mock.call('GET', '/api/account', { token: other });
      expect(ended.status).toBe(401);
      expect(ended.body).toEqual({ code: '401', message: appMessages.session.invalidated });
      expect((await loginAs(mock, 'clave', DEMO_PASSWORD)).status).toBe(401);
      expect((await loginAs(mock, 'clave', NEW_PASSWORD)).status).toBe(200);
    },
  );

  it('ACT-009 VAL-020 ACT-010 ACT-011: wrong or missing current password, policy and same-password refusals', async () => {
    const token = await mock.login('bodega');
    const post = (path: string, json: unknown) => mock.call('POST', path, { token, json });
    for (const path of ['/api/user/changePassword', '/api/account/change_password']) {
      const wrong = await post(path, { password: 'NoEsLaClave#1', passwordNew: NEW_PASSWORD });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        code: '400',
        message: v.currentPassword,
        fields: { password: 'La contraseña actual no es correcta' },
      });
      expect((await post(path, { passwordNew: NEW_PASSWORD })).body.fields).toEqual({ password: 'Requerido' });
      expect((await post(path, { password: DEMO_PASSWORD, passwordNew: 'debil' })).body).toEqual({
        code: '400',
        message: 'Contraseña insegura',
        fields: { passwordNew: 'Contraseña insegura' },
      });
      expect((await post(path, { password: DEMO_PASSWORD, passwordNew: 'Bodega#2027' })).body.fields).toEqual({
        passwordNew: v.passwordPersonal,
      });
      expect((await post(path, { password: DEMO_PASSWORD, passwordNew: 'Admin#2027x' })).body.fields).toEqual({
        passwordNew: v.passwordGeneric,
      });
      expect((await post(path, { password: DEMO_PASSWORD, passwordNew: DEMO_PASSWORD })).body.fields).toEqual({
        passwordNew: 'La nueva contraseña debe ser distinta de la actual',
      });
    }
    expect((await loginAs(mock, 'bodega', DEMO_PASSWORD)).status).toBe(200);
  });

  // MOCK_ONLY: changes agn's password for good.
  it(
    'ACT-008: the alias /api/account/change_password changes it the same way (JHipster field names too)',
    MOCK_ONLY,
    async () => {
      const token = await mock.login('agn');
      const r = await mock.call('POST', '/api/account/change_password', {
        token,
        json: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(r.status).toBe(200);
      expect(r.body.message).toBe(appMessages.success.passwordChanged);
      expect((await loginAs(mock, 'agn', NEW_PASSWORD)).status).toBe(200);
    },
  );

  it('ACT-002: a role without account editing is 403; no token is 401', async () => {
    const token = await mock.login('servicio');
    for (const path of ['/api/user/changePassword', '/api/account/change_password']) {
      const r = await mock.call('POST', path, { token, json: { password: DEMO_PASSWORD, passwordNew: NEW_PASSWORD } });
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ code: '403', message: appMessages.server.forbidden });
      expect(
        (await mock.call('POST', path, { json: { password: DEMO_PASSWORD, passwordNew: NEW_PASSWORD } })).status,
      ).toBe(401);
    }
    expect((await loginAs(mock, 'servicio', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('lockout', () => {
  // MOCK_ONLY: locks intentos for good.
  it(
    'ACC-013 ACC-014 ACC-016: intentos counts down 4…1 in expires, then is disabled (403, expires -1)',
    MOCK_ONLY,
    async () => {
      for (let left = 4; left >= 1; left--) {
        const r = await loginAs(mock, 'intentos', 'mala');
        expect(r.status).toBe(401);
        expect(r.body).toEqual({ code: '401', message: appMessages.server.badCredentials, expires: left });
      }
      const locked = await loginAs(mock, 'intentos', 'mala');
      expect(locked.status).toBe(403);
      expect(locked.body).toEqual({ code: '403', message: appMessages.session.disabled, expires: -1 });
      expect((await loginAs(mock, 'intentos', DEMO_PASSWORD)).status).toBe(403);
    },
  );
});
