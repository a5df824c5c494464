import { describe, expect, it } from 'vitest';
import { confirmationProblem, isStrongPassword, passwordProblem } from '../../../src/domain/password';

const owner = { login: 'mtapia', name: 'Marcela Tapia', rut: '12531909-2', terminal: 'Terminal Pacífico' };

describe('password policy (D1 §5)', () => {
  it("VAL-018: at least 8 characters with a digit, lower, upper and special → else 'Contraseña insegura'", () => {
    for (const weak of ['Ab1#xyz', 'abcdef1#', 'ABCDEF1#', 'Abcdefg#', 'Abcdefg1']) {
      expect(passwordProblem(weak, owner), weak).toBe('Contraseña insegura');
    }
    expect(isStrongPassword('Muelle#2026')).toBe(true);
    expect(passwordProblem('Muelle#2026', owner)).toBeUndefined();
  });

  it('CONST-040: a password is at least 8 characters: 7 are refused, 8 of the same kinds pass', () => {
    expect(passwordProblem('Ab1#xyz', owner)).toBe('Contraseña insegura');
    expect(passwordProblem('Ab1#xyzw', owner)).toBeUndefined();
  });

  it('VAL-019: refuses personal data (login, name, RUT digits)', () => {
    expect(passwordProblem('Mtapia#2026', owner)).toBe(
      'La contraseña no debe contener sus datos personales (usuario, nombre o RUT)',
    );
    expect(passwordProblem('Marcela#2026', owner)).toMatch(/datos personales/);
    expect(passwordProblem('Grúa#25319', owner)).toMatch(/datos personales/);
  });

  it('VAL-019: refuses generic patterns and the terminal name', () => {
    expect(passwordProblem('Password#9', owner)).toBe(
      'La contraseña no debe contener patrones comunes (como password, 12345678 o qwerty)',
    );
    expect(passwordProblem('Xx#12345678', owner)).toMatch(/patrones comunes/);
    expect(passwordProblem('Qwerty#99', owner)).toMatch(/patrones comunes/);
    expect(passwordProblem('Pacifico#77', owner)).toMatch(/patrones comunes/);
  });

  it("VAL-020 VAL-021: required, and the confirmation must match ('Las contraseñas no coinciden')", () => {
    expect(passwordProblem('', owner)).toBe('Requerido');
    expect(confirmationProblem('Muelle#2026', 'Muelle#2025')).toBe('Las contraseñas no coinciden');
    expect(confirmationProblem('Muelle#2026', '')).toBe('Requerido');
    expect(confirmationProblem('Muelle#2026', 'Muelle#2026')).toBeUndefined();
  });
});
