/** The permissions rows of shipping agencies, deposits and functionaries (D1 §6, Q10, Q13). */
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../src/domain/roles';
import { can } from '../../../src/domain/permissions';

const CS = 'ROLE_CUSTOMER_SERVICE';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';
const ADMIN = 'ROLE_ADMIN';
const OWNERS = ['ROLE_AGA', 'ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT', 'ROLE_AGN'];

const EXPECTED: [id: string, resource: string, action: string, roles: string[]][] = [
  ['ADM-AGN-001 ADM-SHELL-006', 'shippingAgents', 'menu', [CS, SUP]],
  ['ADM-AGN-002', 'shippingAgents', 'list', [CS, SUP]],
  ['ADM-AGN-003 ADM-AGN-004', 'shippingAgents', 'show', [CS, SUP, 'ROLE_AGN']],
  ['ADM-AGN-008', 'shippingAgents', 'create', [CS, SUP]],
  ['ADM-AGN-009', 'shippingAgents', 'edit', [CS, SUP]],
  ['ADM-AGN-016', 'shippingAgents', 'block', [CS, SUP]],
  ['ADM-AGN-017', 'shippingAgents', 'resendActivation', [CS, SUP]],
  ['ADM-AGN-006', 'shippingAgents', 'addLine', [CS, SUP]],
  ['ADM-AGN-007', 'shippingAgents', 'removeLine', [CS, SUP, 'ROLE_AGA']],
  ['ADM-DEP-001 ADM-SHELL-007', 'deposits', 'list', [CS, ADMIN, SUP, 'ROLE_AGA_DEPOSIT']],
  ['ADM-DEP-002 ADM-DEP-005', 'deposits', 'show', [CS, ADMIN, SUP, 'ROLE_AGA_DEPOSIT']],
  ['ADM-DEP-004 ADM-DEP-006', 'deposits', 'create', [CS, ADMIN, SUP]],
  ['ADM-DEP-007', 'deposits', 'edit', [CS, ADMIN, SUP]],
  ['ADM-DEP-014', 'deposits', 'block', [CS, ADMIN, SUP]],
  ['ADM-DEP-015', 'deposits', 'resendActivation', [CS, ADMIN, SUP]],
  ['ADM-FUN-006 ADM-AGA-046 ADM-AGN-018 ADM-STK-016 ADM-DEP-017', 'functionaries', 'create', OWNERS],
  ['ADM-FUN-007 ADM-AGA-047 ADM-AGN-019 ADM-DEP-018', 'functionaries', 'edit', [CS, SUP, ...OWNERS]],
  ['ADM-FUN-016 ADM-FUN-017', 'functionaries', 'block', [CS, SUP, ...OWNERS]],
  ['ADM-FUN-018', 'functionaries', 'delete', [CS, SUP, ...OWNERS]],
  ['ADM-FUN-019', 'functionaries', 'resendActivation', [CS, SUP, ...OWNERS]],
  ['ADM-FUN-005', 'functionaries.carnetNumber', 'edit', [CS, SUP, 'ROLE_AGA']],
];

describe('permissions of agencies, deposits and functionaries', () => {
  it.each(EXPECTED)('%s: %s.%s is for exactly %j', (_id, resource, action, roles) => {
    const allowed = ROLES.filter((role) => can([role], resource, action));
    expect([...allowed].sort()).toEqual([...roles].sort());
  });

  it('ADM-SHELL-003 ADM-SHELL-006: the functionary list is in the menu of CS, the supervisor and the owners it is the landing of', () => {
    const menu = ROLES.filter((role) => can([role], 'functionaries', 'menu'));
    expect([...menu].sort()).toEqual([CS, SUP, ...OWNERS].sort());
  });

  it('ADM-STK-015 ADM-AGA-004 ADM-DEP-016: every screen that shows an owner’s functionaries may read them', () => {
    for (const role of [CS, SUP, 'ROLE_FINANCIAL', 'ROLE_AGENT', ADMIN, ...OWNERS])
      expect(can([role], 'functionaries', 'list'), role).toBe(true);
    for (const role of ['ROLE_GATE', 'ROLE_FUNCTIONARY', 'ROLE_TRUCKINGCO'])
      expect(can([role], 'functionaries', 'list'), role).toBe(false);
  });
});
