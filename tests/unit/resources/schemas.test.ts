import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../src/resources/validate';

const CS = ['ROLE_CUSTOMER_SERVICE'];
const FIN = ['ROLE_FINANCIAL'];
const SUP = ['ROLE_SUPERVISOR_CUSTOMER_SERVICE'];

const agent = (over: Record<string, unknown> = {}) => ({
  id: '76086428-5',
  name: 'Agencia Uno',
  user: { email: 'uno@agencia.cl' },
  role: 'FORWARDER',
  isAgentCar: false,
  diasDeCredito: 0,
  ...over,
});
const errorsOf = (record: unknown, roles = CS, mode: 'create' | 'edit' = 'edit') =>
  validateRecord('agents', record, { mode, roles });

describe('agent form rules (D1 §5 Agent)', () => {
  it('ADM-AGA-011 ADM-AGA-012 ADM-AGA-013 ADM-AGA-014: RUT required, 11–12 characters, valid', () => {
    expect(errorsOf(agent({ id: '' })).id).toBe('Requerido');
    expect(errorsOf(agent({ id: '999999-K' })).id).toBe('Debe ser más largo');
    expect(errorsOf(agent({ id: '1234567890-3' })).id).toBe('Longitud máxima superada');
    expect(errorsOf(agent({ id: '12531909-3' })).id).toBe('Rut inválido');
    expect(errorsOf(agent())).toEqual({});
  });

  it('ADM-AGA-015 ADM-AGA-016 ADM-AGA-017: name required and ≤ 80; contact name ≤ 35', () => {
    expect(errorsOf(agent({ name: '' })).name).toBe('Requerido');
    expect(errorsOf(agent({ name: 'x'.repeat(81) })).name).toBe('Longitud máxima superada');
    expect(errorsOf(agent({ contactInfo: { contactName: 'x'.repeat(36) } }))['contactInfo.contactName']).toBe(
      'Longitud máxima superada',
    );
  });

  it('ADM-AGA-018 ADM-AGA-019 ADM-AGA-020: e-mails valid and ≤ 60, guide e-mail valid', () => {
    expect(errorsOf(agent({ user: { email: 'x' } }))['user.email']).toBe('Debe ser un Email válido');
    expect(errorsOf(agent({ user: { email: `${'a'.repeat(56)}@b.cl` } }))['user.email']).toBe(
      'Longitud máxima superada',
    );
    expect(errorsOf(agent({ contactInfo: { contactEmail: 'x@' } }))['contactInfo.contactEmail']).toBe(
      'Debe ser un Email válido',
    );
    expect(errorsOf(agent({ emailGuiaDespacho: 'guia' })).emailGuiaDespacho).toBe('Debe ser un Email válido');
    // Each e-mail passes at 60 characters.
    const at60 = `${'a'.repeat(55)}@b.cl`;
    expect(
      errorsOf(agent({ user: { email: at60 }, contactInfo: { contactEmail: at60 }, emailGuiaDespacho: at60 })),
    ).toEqual({});
    expect(errorsOf(agent({ contactInfo: { contactEmail: `a${at60}` } }))['contactInfo.contactEmail']).toBe(
      'Longitud máxima superada',
    );
  });

  it('ADM-AGA-021 ADM-AGA-022 ADM-AGA-023 ADM-AGA-024: address ≤ 60, city ≤ 30, phone numeric ≤ 30', () => {
    const e = errorsOf(
      agent({ contactInfo: { contactAddress: 'x'.repeat(61), contactCity: 'x'.repeat(31), contactPhone: '56 9 123' } }),
    );
    expect(e['contactInfo.contactAddress']).toBe('Longitud máxima superada');
    expect(e['contactInfo.contactCity']).toBe('Longitud máxima superada');
    expect(e['contactInfo.contactPhone']).toBe('Debe ser un número');
    expect(errorsOf(agent({ contactInfo: { contactPhone: '1'.repeat(31) } }))['contactInfo.contactPhone']).toBe(
      'Longitud máxima superada',
    );
  });

  it('ADM-AGA-009 ADM-AGA-025: role required unless a vehicle agent, and one of the four', () => {
    expect(errorsOf(agent({ role: '' })).role).toBe('Requerido');
    expect(errorsOf(agent({ role: '', isAgentCar: true, codigoAduana: 'A1' })).role).toBeUndefined();
    expect(errorsOf(agent({ role: 'OTRO' })).role).toBe('Ingrese un valor válido');
    for (const role of ['AGENTE', 'FORWARDER', 'DEPOSITO', 'EMBARCADOR'])
      expect(errorsOf(agent({ role, codigoAduana: 'A1' })), role).toEqual({});
  });

  it('ADM-AGA-026 ADM-AGA-027: customs code required for AGENTE or a vehicle agent, ≤ 5', () => {
    expect(errorsOf(agent({ role: 'AGENTE' })).codigoAduana).toBe('Requerido');
    expect(errorsOf(agent({ role: '', isAgentCar: true })).codigoAduana).toBe('Requerido');
    expect(errorsOf(agent({ role: 'FORWARDER' })).codigoAduana).toBeUndefined();
    expect(errorsOf(agent({ role: 'AGENTE', codigoAduana: 'ABCDEF' })).codigoAduana).toBe('Longitud máxima superada');
  });

  it('ADM-AGA-028 ADM-AGA-029 ADM-AGA-030: credit days required and numeric for finance only', () => {
    expect(errorsOf(agent({ diasDeCredito: '' }), FIN).diasDeCredito).toBe('Requerido');
    expect(errorsOf(agent({ diasDeCredito: '3x' }), FIN).diasDeCredito).toBe('Debe ser un número');
    expect(errorsOf(agent({ diasDeCredito: 30 }), FIN)).toEqual({});
    expect(errorsOf(agent({ diasDeCredito: '' }), CS).diasDeCredito).toBeUndefined();
  });

  it('ADM-AGA-032: the personal e-mail is validated for the supervisor', () => {
    expect(errorsOf(agent({ emailPersonal: 'yo' }), SUP).emailPersonal).toBe('Debe ser un Email válido');
  });
});

describe('storekeeper form rules (D1 §5 Storekeeper)', () => {
  const stk = (over: Record<string, unknown> = {}) => ({
    id: '76086428-5',
    code: 'EXT01',
    user: { name: 'Extra', email: 'a@b.cl' },
    ...over,
  });
  const errors = (r: unknown) => validateRecord('storekeepers', r, { mode: 'create', roles: CS });

  it('ADM-STK-007 ADM-STK-008 ADM-STK-009: RUT valid, name required ≤ 80', () => {
    expect(errors(stk({ id: '12531909-3' })).id).toBe('Rut inválido');
    expect(errors(stk({ user: { name: '', email: 'a@b.cl' } }))['user.name']).toBe('Requerido');
    expect(errors(stk({ user: { name: 'x'.repeat(81), email: 'a@b.cl' } }))['user.name']).toBe(
      'Longitud máxima superada',
    );
    expect(errors(stk({ user: { name: 'x'.repeat(80), email: 'a@b.cl' } }))).toEqual({});
  });

  it('ADM-STK-010 ADM-STK-011 ADM-STK-012: code required ≤ 5; e-mails ≤ 60', () => {
    expect(errors(stk({ code: '' })).code).toBe('Requerido');
    expect(errors(stk({ code: 'ABCDEF' })).code).toBe('Longitud máxima superada');
    expect(errors(stk({ opEmail: `${'a'.repeat(56)}@b.cl` })).opEmail).toBe('Longitud máxima superada');
    expect(errors(stk({ user: { name: 'Extra', email: `${'a'.repeat(56)}@b.cl` } }))['user.email']).toBe(
      'Longitud máxima superada',
    );
    expect(errors(stk({ code: 'ABCDE', opEmail: `${'a'.repeat(55)}@b.cl` }))).toEqual({});
    expect(errors(stk())).toEqual({});
  });
});

describe('line operator rules', () => {
  it('ADM-LOP-005: code and name required', () => {
    expect(validateRecord('lineOperators', { id: '', name: '' }, { mode: 'create', roles: CS })).toEqual({
      id: 'Requerido',
      name: 'Requerido',
    });
  });
});

describe('user form rules (D1 §5 User form)', () => {
  const ADMIN = ['ROLE_ADMIN'];
  const user = (over: Record<string, unknown> = {}) => ({
    login: 'cmena',
    name: 'Carla Mena',
    email: 'carla.mena@puerto.cl',
    password: 'Muelle#Sur2026',
    password2: 'Muelle#Sur2026',
    authorities: ['ROLE_DOCUMENTARY'],
    ...over,
  });
  const errors = (record: unknown, mode: 'create' | 'edit' = 'create') =>
    validateRecord('users', record, { mode, roles: ADMIN });

  it("ADM-USR-007: the name is required → 'Requerido'", () => {
    expect(errors(user({ name: '' }))).toEqual({ name: 'Requerido' });
    expect(errors(user({ name: '' }), 'edit')).toEqual({ name: 'Requerido' });
  });

  it("ADM-USR-008: the e-mail must be valid → 'Debe ser un Email válido'", () => {
    expect(errors(user({ email: 'carla.mena@' }))).toEqual({ email: 'Debe ser un Email válido' });
    expect(errors(user({ email: 'carla mena@puerto.cl' }), 'edit')).toEqual({ email: 'Debe ser un Email válido' });
  });

  it("ADM-USR-009: the login is required → 'Requerido'", () => {
    expect(errors(user({ login: '' }))).toEqual({ login: 'Requerido' });
  });

  it("ADM-USR-010: the password is required on create → 'Requerido' (on edit, blank keeps the current one, P22)", () => {
    expect(errors(user({ password: '', password2: '' }))).toEqual({ password: 'Requerido', password2: 'Requerido' });
    expect(errors(user({ password: '', password2: '' }), 'edit')).toEqual({});
  });

  it("ADM-USR-011: the confirmation (password2) must match → 'Las contraseñas no coinciden', on create and on a typed edit", () => {
    expect(errors(user({ password2: 'Muelle#Sur2025' }))).toEqual({ password2: 'Las contraseñas no coinciden' });
    expect(errors(user({ password2: 'Muelle#Sur2025' }), 'edit')).toEqual({
      password2: 'Las contraseñas no coinciden',
    });
    expect(errors(user())).toEqual({});
  });
});
