import { describe, expect, it } from 'vitest';
import {
  afterLoginTarget,
  expiredPassUrl,
  LOGIN_AFTER_CHANGE,
  passwordChanged,
  sessionNotice,
} from '../../../src/custom/access/navigation';

describe('afterLoginTarget', () => {
  it('ACC-023: returns to the page and query the user asked for', () => {
    expect(afterLoginTarget({ nextPathname: '/agents', nextSearch: '?filter=%7B%22q%22%3A%22abc%22%7D' })).toBe(
      '/agents?filter=%7B%22q%22%3A%22abc%22%7D',
    );
    expect(afterLoginTarget({ nextPathname: '/lineOperators/MSC/show', nextSearch: '' })).toBe(
      '/lineOperators/MSC/show',
    );
    expect(afterLoginTarget({ nextPathname: '/agents', nextSearch: 'page=2' })).toBe('/agents?page=2');
  });

  it('ACC-023: without a remembered page, or an unsafe one, goes to the landing page', () => {
    expect(afterLoginTarget(undefined)).toBe('/');
    expect(afterLoginTarget(null)).toBe('/');
    expect(afterLoginTarget({})).toBe('/');
    expect(afterLoginTarget({ nextPathname: 'https://evil.example/x' })).toBe('/');
    expect(afterLoginTarget({ nextPathname: '//evil.example/x' })).toBe('/');
    expect(afterLoginTarget({ nextPathname: '/\\evil.example' })).toBe('/');
  });

  it('ACC-022: public and denial pages are never return targets', () => {
    for (const p of ['/login', '/recoverPass', '/expiredPass', '/user/resetPass', '/accessdenied', '/access-denied']) {
      expect(afterLoginTarget({ nextPathname: p, nextSearch: '?a=1' })).toBe('/');
    }
    expect(afterLoginTarget({ nextPathname: '/loginx' })).toBe('/loginx');
  });
});

describe('expiredPassUrl', () => {
  it('ACC-017 ACC-031: carries login, token and message', () => {
    const url = expiredPassUrl({ login: 'cambio', token: 'tok', message: 'Cambio de contraseña requerido.' });
    const [path, query] = url.split('?');
    expect(path).toBe('/expiredPass');
    const params = new URLSearchParams(query);
    expect(params.get('login')).toBe('cambio');
    expect(params.get('token')).toBe('tok');
    expect(params.get('message')).toBe('Cambio de contraseña requerido.');
  });

  it('ACC-018: without a token the param is left out', () => {
    expect(new URLSearchParams(expiredPassUrl({ login: 'a b', message: 'm' }).split('?')[1]).has('token')).toBe(false);
  });
});

describe('login page params', () => {
  it('ACC-015 DECISIONS Q04: session=expired / invalidated give the Q04 texts', () => {
    expect(sessionNotice(new URLSearchParams('session=expired'))).toBe('Su sesión ha expirado. Ingrese nuevamente.');
    expect(sessionNotice(new URLSearchParams('session=invalidated'))).toBe(
      'Su sesión fue invalidada. Ingrese nuevamente.',
    );
    expect(sessionNotice(new URLSearchParams('session=other'))).toBeUndefined();
    expect(sessionNotice(new URLSearchParams(''))).toBeUndefined();
  });

  it('ACC-008 ACC-009 DECISIONS Q02: changePassOk asks for the success text; i is ignored', () => {
    expect(passwordChanged(new URLSearchParams('changePassOk=true'))).toBe(true);
    expect(passwordChanged(new URLSearchParams('changePassOk'))).toBe(true);
    expect(passwordChanged(new URLSearchParams('changePassOk=true&i=3'))).toBe(true);
    expect(passwordChanged(new URLSearchParams('changePassOk=false'))).toBe(false);
    expect(passwordChanged(new URLSearchParams('i=1'))).toBe(false);
    expect(LOGIN_AFTER_CHANGE).toBe('/login?changePassOk=true');
  });
});
