import { describe, expect, it } from 'vitest';
import { expiredPasswordErrors, newPasswordErrors } from '../../../src/custom/access/passwordForms';

const GOOD = 'Nuev0#Puerto';

describe('VAL-018 VAL-019 VAL-020 VAL-021: expired-password and reset forms', () => {
  it('ACC-032: everything required', () => {
    expect(expiredPasswordErrors({})).toEqual({
      login: 'Requerido',
      password: 'Requerido',
      passwordNew: 'Requerido',
      confirmation: 'Requerido',
    });
  });

  it('VAL-018: the composition rule says Contraseña insegura', () => {
    expect(
      expiredPasswordErrors({ login: 'cambio', password: 'x', passwordNew: 'abc', confirmation: 'abc' }).passwordNew,
    ).toBe('Contraseña insegura');
    expect(newPasswordErrors({ passwordNew: 'sinnumeros#A', confirmation: 'sinnumeros#A' }, 'u').passwordNew).toBe(
      'Contraseña insegura',
    );
  });

  it('VAL-019: the login inside the new password is personal data', () => {
    expect(
      expiredPasswordErrors({ login: 'cambio', password: 'x', passwordNew: 'Cambio#2099', confirmation: 'Cambio#2099' })
        .passwordNew,
    ).toBe('La contraseña no debe contener sus datos personales (usuario, nombre o RUT)');
  });

  it('VAL-019: generic patterns are refused', () => {
    expect(newPasswordErrors({ passwordNew: 'Qwerty#2099', confirmation: 'Qwerty#2099' }, 'cambio').passwordNew).toBe(
      'La contraseña no debe contener patrones comunes (como password, 12345678 o qwerty)',
    );
  });

  it('VAL-021: the confirmation must match', () => {
    expect(newPasswordErrors({ passwordNew: GOOD, confirmation: `${GOOD}x` }, 'cambio')).toEqual({
      confirmation: 'Las contraseñas no coinciden',
    });
  });

  it('VAL-020: the new password must differ from the current one', () => {
    expect(expiredPasswordErrors({ login: 'cambio', password: GOOD, passwordNew: GOOD, confirmation: GOOD })).toEqual({
      passwordNew: 'La nueva contraseña debe ser distinta de la actual',
    });
  });

  it('ACC-032 ACC-035: a valid change has no errors', () => {
    expect(
      expiredPasswordErrors({ login: 'cambio', password: 'Puerto#2026', passwordNew: GOOD, confirmation: GOOD }),
    ).toEqual({});
    expect(newPasswordErrors({ passwordNew: GOOD, confirmation: GOOD }, 'recupera')).toEqual({});
  });
});
