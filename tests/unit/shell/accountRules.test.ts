import { describe, expect, it } from 'vitest';
import { agentProfileSchema, passwordChangeSchema, userProfileSchema } from '../../../src/domain/accountSchemas';
import { redirectTarget } from '../../../src/custom/account/accountRedirects';
import { submissionErrors } from '../../../src/custom/account/submissionErrors';
import { fieldErrors } from '../../../src/domain/validators';
import { toApiError } from '../../../src/providers/httpClient';

const agent = (contactPhone: unknown, extra: Record<string, unknown> = {}) => ({
  id: '79990365-2',
  user: { login: 'aga', email: 'contacto@agencia.cl' },
  contactInfo: {
    contactName: 'Catalina',
    contactEmail: 'c@agencia.cl',
    contactPhone,
    contactAddress: 'Av. Matta 272',
    contactCity: 'Rancagua',
  },
  emailGuiaDespacho: 'guias@agencia.cl',
  ...extra,
});

describe('account forms', () => {
  it('ACT-005 ACT-006: the phone is numeric and at most 30 characters, on both profile forms', () => {
    expect(fieldErrors(agentProfileSchema, agent('abc'))).toEqual({ 'contactInfo.contactPhone': 'Debe ser un número' });
    expect(fieldErrors(agentProfileSchema, agent('1'.repeat(31)))).toEqual({
      'contactInfo.contactPhone': 'Longitud máxima superada',
    });
    expect(fieldErrors(agentProfileSchema, agent('1'.repeat(30)))).toEqual({});
    expect(fieldErrors(agentProfileSchema, agent(null))).toEqual({});
    expect(fieldErrors(userProfileSchema, { name: 'Ana', email: 'ana@x.cl', phone: '12 34' })).toEqual({
      phone: 'Debe ser un número',
    });
    expect(fieldErrors(userProfileSchema, { name: 'Ana', email: 'ana@x.cl', phone: '9'.repeat(31) })).toEqual({
      phone: 'Longitud máxima superada',
    });
  });

  it('ACT-003 ACT-004: required name and account e-mail, valid e-mails, contact limits', () => {
    expect(fieldErrors(userProfileSchema, { name: ' ', email: 'no-es-correo', phone: '' })).toEqual({
      name: 'Requerido',
      email: 'Debe ser un Email válido',
    });
    const bad = agent('1', {
      user: { email: '' },
      emailGuiaDespacho: 'x@',
      contactInfo: { contactName: 'n'.repeat(36), contactCity: 'c'.repeat(31) },
    });
    expect(fieldErrors(agentProfileSchema, bad)).toEqual({
      'user.email': 'Requerido',
      'contactInfo.contactName': 'Longitud máxima superada',
      'contactInfo.contactCity': 'Longitud máxima superada',
      emailGuiaDespacho: 'Debe ser un Email válido',
    });
  });

  it('ACT-009 ACT-010 ACT-011 ACT-012: each password rule reports on its own field', () => {
    const schema = passwordChangeSchema({
      login: 'clave',
      name: 'Rosa Espinoza',
      rut: '15.678.901-2',
      terminal: 'el Terminal',
    });
    expect(fieldErrors(schema, {})).toEqual({
      password: 'Requerido',
      passwordNew: 'Requerido',
      confirmation: 'Requerido',
    });
    expect(fieldErrors(schema, { password: 'x', passwordNew: 'abc', confirmation: 'abc' })).toEqual({
      passwordNew: 'Contraseña insegura',
    });
    expect(
      fieldErrors(schema, { password: 'x', passwordNew: 'Espinoza#2026', confirmation: 'Espinoza#2026' }).passwordNew,
    ).toBe('La contraseña no debe contener sus datos personales (usuario, nombre o RUT)');
    expect(
      fieldErrors(schema, { password: 'x', passwordNew: 'Ab#15678901', confirmation: 'Ab#15678901' }).passwordNew,
    ).toBe('La contraseña no debe contener sus datos personales (usuario, nombre o RUT)');
    expect(
      fieldErrors(schema, { password: 'x', passwordNew: 'Qwerty#2026', confirmation: 'Qwerty#2026' }).passwordNew,
    ).toBe('La contraseña no debe contener patrones comunes (como password, 12345678 o qwerty)');
    expect(
      fieldErrors(schema, {
        password: 'Muelle#Sur2026',
        passwordNew: 'Muelle#Sur2026',
        confirmation: 'Muelle#Sur2026',
      }),
    ).toEqual({
      passwordNew: 'La nueva contraseña debe ser distinta de la actual',
    });
    expect(
      fieldErrors(schema, { password: 'x', passwordNew: 'Muelle#Sur2026', confirmation: 'Muelle#Sur2027' }),
    ).toEqual({
      confirmation: 'Las contraseñas no coinciden',
    });
    expect(
      fieldErrors(schema, { password: 'Puerto#2026', passwordNew: 'Muelle#Sur2026', confirmation: 'Muelle#Sur2026' }),
    ).toEqual({});
  });

  it("ACT-010: the account's new password lacking any one of 8 characters, a digit, a lowercase, an uppercase or a special character is 'Contraseña insegura'", () => {
    const schema = passwordChangeSchema({ login: 'clave', name: 'Rosa Espinoza', rut: '15.678.901-2' });
    const errorOf = (passwordNew: string) =>
      fieldErrors(schema, { password: 'Puerto#2026', passwordNew, confirmation: passwordNew }).passwordNew;
    for (const weak of ['Mu#2026', 'muelle#2026', 'MUELLE#2026', 'Muelle#Sur', 'Muelle2026'])
      expect(errorOf(weak), weak).toBe('Contraseña insegura');
    expect(errorOf('Muelle#26')).toBeUndefined();
  });

  it('ERR-001 ERR-005: a failed save puts the server field errors on the fields and "message - code" in the bar', () => {
    const error = toApiError(400, {
      code: '400',
      message: 'Los datos enviados no son válidos',
      fields: { 'contactInfo.contactPhone': 'Debe ser un número' },
    });
    expect(submissionErrors(error)).toEqual({
      'contactInfo.contactPhone': 'Debe ser un número',
      root: { serverError: 'Los datos enviados no son válidos - 400' },
    });
    expect(submissionErrors(toApiError(0, null))).toEqual({
      root: {
        serverError:
          'No se pudo establecer la conexión con el servidor. Favor reintente la operación en unos minutos - 0',
      },
    });
    expect(submissionErrors('boom')).toEqual({ root: { serverError: 'Se ha producido un problema en la aplicación' } });
  });

  it('ACT-014 ACT-015: the redirect screens use the login as agentId', () => {
    expect(redirectTarget('functionaries', 'aga')).toBe('/functionaries?agentId=aga');
    expect(redirectTarget('imports', '12345678-K')).toBe('/import?agentId=12345678-K');
  });
});
