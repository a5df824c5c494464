/** Who invoices what (D3 §2.1, §9.2; D2 §6; Q28, Q29): the invoice rows, role by role. */
import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';

const MODULE = [
  'ROLE_ADMIN',
  'ROLE_AGA',
  'ROLE_FUNCTIONARY',
  'ROLE_FINANCIAL',
  'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  'ROLE_STOREKEEPER',
  'ROLE_FUN_FIN_EXT',
];
const SUB_MENU = [
  'ROLE_AGA',
  'ROLE_AGA_AGA',
  'ROLE_FUNCTIONARY',
  'ROLE_FINANCIAL',
  'ROLE_STOREKEEPER',
  'ROLE_FUN_FIN_EXT',
];
const only = (roles: string[]) => (role: string) => roles.includes(role);

describe('the invoice module by role', () => {
  it("INV-001 ROLE-021 ROLE-022: /invoice is in the menu and opens for the module's roles and the sub-menu's (Q28: their union), and no other", () => {
    const union = [...new Set([...MODULE, ...SUB_MENU])];
    for (const role of ROLES) {
      expect(
        menuEntries([role]).some((e) => e.to === '/invoice'),
        role,
      ).toBe(union.includes(role));
      expect(can([role], 'invoices', 'list'), role).toBe(union.includes(role));
    }
  });

  it('INV-004: the Contenedores tab is hidden for a user who holds FINANCIAL alone, and shown when another invoice role comes with it', () => {
    expect(can(['ROLE_FINANCIAL'], 'invoices', 'generatorTab')).toBe(false);
    expect(can(['ROLE_FINANCIAL', 'ROLE_AGA'], 'invoices', 'generatorTab')).toBe(true);
    for (const role of SUB_MENU.filter((r) => r !== 'ROLE_FINANCIAL'))
      expect(can([role], 'invoices', 'generatorTab'), role).toBe(true);
  });

  it("INV-019 INV-021 INV-043 INV-044: the charge and invoice checkboxes, and generating, are every invoice role's but the storekeeper's", () => {
    for (const role of SUB_MENU) {
      expect(can([role], 'invoices', 'generate'), role).toBe(role !== 'ROLE_STOREKEEPER');
      expect(can([role], 'invoices', 'select'), role).toBe(role !== 'ROLE_STOREKEEPER');
    }
  });

  it("INV-009 INV-033 INV-034 INV-037 INV-038: the forms' agent and client filters, and the lists they read, by role", () => {
    const table: [string, (role: string) => boolean][] = [
      ['generatorAgent', only(['ROLE_FINANCIAL'])],
      ['searchAgent', only(['ROLE_FUNCTIONARY_EXTRAPORTUARIO', 'ROLE_FINANCIAL', 'ROLE_STOREKEEPER'])],
      ['searchClient', only(['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_FUNCTIONARY', 'ROLE_FINANCIAL'])],
      ['agents', only(['ROLE_FINANCIAL'])],
    ];
    for (const [action, allowed] of table)
      for (const role of ROLES) expect(can([role], 'invoices', action), `${role} ${action}`).toBe(allowed(role));
    for (const role of ['ROLE_FINANCIAL', 'ROLE_AGA', 'ROLE_FUNCTIONARY', 'ROLE_STOREKEEPER'])
      expect(can([role], 'invoices', 'customers'), role).toBe(true);
  });

  it("INV-061 INV-063 INV-053 INV-051: preview, finalize (Q29: every finalizer also previews), and finance's delete and columns", () => {
    const finalize = [
      'ROLE_AGA',
      'ROLE_FUNCTIONARY',
      'ROLE_FINANCIAL',
      'ROLE_TERRESTRIAL',
      'ROLE_SHIPPINGCO',
      'ROLE_FUNCIONARIO_AGN',
      'ROLE_AGN',
      'ROLE_FUN_FIN_EXT',
    ];
    const preview = [
      ...new Set([
        'ROLE_AGA',
        'ROLE_AGA_AGA',
        'ROLE_FUNCTIONARY',
        'ROLE_FINANCIAL',
        'ROLE_TERRESTRIAL',
        'ROLE_FUNCIONARIO_AGN',
        'ROLE_AGN',
        ...finalize,
      ]),
    ];
    for (const role of ROLES) {
      expect(can([role], 'invoices', 'finalize'), role).toBe(finalize.includes(role));
      expect(can([role], 'invoices', 'preview'), role).toBe(preview.includes(role));
      expect(can([role], 'invoices', 'delete'), role).toBe(role === 'ROLE_FINANCIAL');
      expect(can([role], 'invoices', 'financialColumns'), role).toBe(role === 'ROLE_FINANCIAL');
    }
  });

  it('INV-047 INV-074: the online payment on the invoice list is for AGA, FUNCTIONARY, FUN_FIN_EXT and FUNCTIONARY_EXTRAPORTUARIO, and no other role (the mock route reads the same row)', () => {
    const online = ['ROLE_AGA', 'ROLE_FUNCTIONARY', 'ROLE_FUN_FIN_EXT', 'ROLE_FUNCTIONARY_EXTRAPORTUARIO'];
    for (const role of ROLES) expect(can([role], 'payments', 'online'), role).toBe(online.includes(role));
  });

  it('IMP-053: the invoice actions of the import detail are for AGA, customer service, documentary and functionary, who read the invoice', () => {
    const allowed = ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_CUSTOMER_SERVICE', 'ROLE_DOCUMENTARY', 'ROLE_FUNCTIONARY'];
    for (const role of ROLES) expect(can([role], 'imports.invoice', 'show'), role).toBe(allowed.includes(role));
    for (const role of allowed) expect(can([role], 'invoices', 'show'), role).toBe(true);
  });
});

describe('payments by role', () => {
  it("PAY-001 ROLE-020: the payments screens, posting, sync, adding a payment, marking as paid and deleting drafts are finance's (adding a payment also the terrestrial cashier's own cash invoices, Q35)", () => {
    for (const role of ROLES) {
      const finance = role === 'ROLE_FINANCIAL';
      expect(
        menuEntries([role]).some((e) => e.to === '/payments'),
        role,
      ).toBe(finance);
      for (const action of ['list', 'show', 'post', 'sync', 'export'])
        expect(can([role], 'payments', action), `${role} ${action}`).toBe(finance);
      expect(can([role], 'payments', 'pay'), role).toBe(finance || role === 'ROLE_TERRESTRIAL');
      expect(can([role], 'invoices', 'markPaid'), role).toBe(finance);
      expect(can([role], 'invoices', 'delete'), role).toBe(finance);
    }
  });
});
