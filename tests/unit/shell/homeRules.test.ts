import { describe, expect, it } from 'vitest';
import { roleName, roleNames } from '../../../src/custom/shell/roleNames';
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { shortcutsFor } from '../../../src/custom/shell/shortcuts';
import { SYSTEM_VERSION } from '../../../src/custom/shell/version';
import { ROLES } from '../../../src/domain/roles';
import { appMessages } from '../../../src/i18n/appMessages';
import { can } from '../../../src/domain/permissions';

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
    // Exactly the menu's entries (new resources and areas join both at once), then the account.
    for (const roles of [['ROLE_CUSTOMER_SERVICE'], ['ROLE_AGA'], ['ROLE_AGN'], ['ROLE_GATE'], ['ROLE_ADMIN']]) {
      const account = can(roles, 'account', 'show') ? [{ to: '/account', label: 'Mi cuenta', icon: 'account' }] : [];
      expect(shortcutsFor(roles, 'Mi cuenta')).toEqual([...menuEntries(roles), ...account]);
    }
    const to = (roles: string[]) => shortcutsFor(roles, 'Mi cuenta').map((s) => s.to);
    expect(to(['ROLE_CUSTOMER_SERVICE'])).toEqual(
      expect.arrayContaining(['/agents', '/storekeepers', '/lineOperators']),
    );
    expect(to(['ROLE_CUSTOMER_SERVICE'])).not.toContain('/account');
    expect(to(['ROLE_AGN'])).toEqual(expect.arrayContaining(['/lineOperators', '/account']));
    expect(to(['ROLE_AGN'])).not.toContain('/agents');
  });

  it('ADM-AGA-006 Q09: the agent create route is no navigation entry (the list offers Crear)', () => {
    for (const roles of [['ROLE_CUSTOMER_SERVICE'], ['ROLE_SUPERVISOR_CUSTOMER_SERVICE']]) {
      expect(menuEntries(roles).map((e) => e.to)).toContain('/agents');
      expect(menuEntries(roles).some((e) => e.to.includes('/create'))).toBe(false);
    }
  });
});
