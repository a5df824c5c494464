import { describe, expect, it } from 'vitest';
import { roleName, roleNames } from '../../../src/custom/shell/roleNames';
import { shortcutsFor } from '../../../src/custom/shell/shortcuts';
import { SYSTEM_VERSION } from '../../../src/custom/shell/version';
import { ROLES } from '../../../src/domain/roles';
import { appMessages } from '../../../src/i18n/appMessages';

describe('home screens', () => {
  it('ACC-036 ACC-037: the title and the system version 1.0', () => {
    expect(appMessages.shell.homeTitle).toBe('Bienvenido a Sistema Business Portal');
    expect(SYSTEM_VERSION).toBe('1.0');
  });

  it('ACC-038: every role has Spanish words; unknown roles stay readable; repeats collapse', () => {
    for (const role of ROLES) expect(appMessages.roleNames[role], role).toMatch(/^[A-ZÁÉÍÓÚÑ][^_]+$/);
    expect(roleName('ROLE_AGA')).toBe('Agente de aduanas');
    expect(roleName('ROLE_NUEVO_PERFIL')).toBe('nuevo perfil');
    expect(roleNames(['ROLE_GATE', 'ROLE_GATE'])).toEqual(['Portería (gate)']);
    expect(roleNames(undefined)).toEqual([]);
  });

  it('ACC-036 ROLE-002: shortcuts are the menu entries the roles may open, plus the account for account roles', () => {
    expect(shortcutsFor(['ROLE_CUSTOMER_SERVICE'], 'Mi cuenta').map((s) => s.to)).toEqual(['/agents', '/storekeepers', '/lineOperators']);
    expect(shortcutsFor(['ROLE_AGA'], 'Mi cuenta')).toEqual([{ to: '/account', label: 'Mi cuenta', icon: 'account' }]);
    expect(shortcutsFor(['ROLE_AGN'], 'Mi cuenta').map((s) => s.to)).toEqual(['/lineOperators', '/account']);
    expect(shortcutsFor(['ROLE_GATE'], 'Mi cuenta')).toEqual([]);
  });
});
