import { describe, expect, it } from 'vitest';
import { allOf, anyOf, can, canAccess, noneOf, PERMISSIONS } from '../../../src/domain/permissions';

const CS = 'ROLE_CUSTOMER_SERVICE';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';
const FIN = 'ROLE_FINANCIAL';

/** The table of D1 §6 for this resources, row by row: [resource, action, allowed roles]. */
const EXPECTED: [string, string, string[]][] = [
  ['agents', 'list', [CS, 'ROLE_AGENT', FIN, SUP]],
  ['agents', 'show', [CS, 'ROLE_AGENT', FIN, SUP]],
  ['agents', 'menu', [CS, 'ROLE_AGENT', FIN, SUP]],
  ['agents', 'create', [CS, SUP]],
  ['agents', 'edit', [CS, SUP, FIN]],
  ['agents', 'block', [CS, SUP, FIN]],
  ['agents', 'blockGate', [CS, SUP, FIN]],
  ['agents', 'resendActivation', [CS, SUP]],
  ['agents', 'addTrucking', [CS, SUP, 'ROLE_DOCUMENTARY', 'ROLE_AGA']],
  ['agents', 'removeTrucking', [CS, 'ROLE_AGA', SUP, 'ROLE_DOCUMENTARY']],
  ['agentLookup', 'list', [CS, 'ROLE_AGENT', FIN, SUP, 'ROLE_DOCUMENTARY']],
  ['agents.diasDeCredito', 'show', [FIN, CS, SUP]],
  ['agents.diasDeCredito', 'edit', [FIN]],
  ['agents.emailPersonal', 'show', [SUP]],
  ['agents.emailPersonal', 'edit', [SUP]],
  ['agents.name', 'edit', [CS, SUP]],
  ['agents.name', 'show', [CS, 'ROLE_AGENT', FIN, SUP]],
  ['storekeepers', 'list', [CS, 'ROLE_ADMIN', SUP]],
  ['storekeepers', 'create', [CS, 'ROLE_ADMIN', SUP]],
  ['storekeepers', 'edit', [CS, 'ROLE_ADMIN', SUP]],
  ['storekeepers', 'block', [CS, 'ROLE_ADMIN', SUP]],
  ['storekeepers', 'resendActivation', [CS, 'ROLE_ADMIN', SUP]],
  ['lineOperators', 'list', [CS, SUP, 'ROLE_AGN']],
  ['lineOperators', 'create', [CS, SUP]],
  ['lineOperators', 'edit', [CS, SUP]],
  ['lineOperators', 'delete', [CS, SUP, 'ROLE_AGA']],
  [
    'account',
    'show',
    [
      'ROLE_AGA',
      'ROLE_FUNCTIONARY',
      'ROLE_STOREKEEPER',
      'ROLE_TRUCKINGCO',
      'ROLE_ADMIN',
      'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
      'ROLE_AGA_DEPOSIT',
      'ROLE_FUNCTIONARY_DEPOT',
      'ROLE_AGN',
      SUP,
      'ROLE_FUNCIONARIO_AGN',
    ],
  ],
  ['account.agentProfile', 'edit', ['ROLE_AGA']],
  ['notifications', 'list', ['ROLE_AGA', 'ROLE_FUNCTIONARY']],
  ['shippingAgents', 'addLine', [CS, SUP]],
  ['shippingAgents', 'removeLine', [CS, SUP, 'ROLE_AGA']],
];

const ALL_ROLES = [
  ...new Set(Object.values(PERMISSIONS).flatMap((row) => Object.values(row).flatMap((roles) => roles ?? []))),
].concat(['ROLE_GATE', 'ROLE_CLIENT']);

const IDS: Record<string, string> = {
  agents: 'ADM-SHELL-005 ADM-AGA-002 ADM-AGA-007 ADM-AGA-030 ADM-AGA-032 ADM-AGA-034 ADM-AGA-038 ADM-AGA-045',
  'agents.diasDeCredito': 'ADM-AGA-028 ADM-AGA-030',
  'agents.emailPersonal': 'ADM-AGA-032',
  'agents.name': 'ADM-AGA-008',
  agentLookup: 'ADM-TRK-003',
  storekeepers: 'ADM-SHELL-007 ADM-STK-001 ADM-STK-005 ADM-STK-006 ADM-STK-013 ADM-STK-014',
  lineOperators: 'ADM-LOP-001 ADM-LOP-004 ADM-LOP-007',
  shippingAgents: 'ADM-AGN-006 ADM-AGN-007',
  account: 'ACT-002',
  'account.agentProfile': 'ACT-003',
  notifications: 'NOT-001',
};

describe('ADM-SHELL-007: permissions table (D1 §6)', () => {
  it.each(EXPECTED.map(([r, a, roles]) => [`${IDS[r] ?? r}: ${r} ${a}`, r, a, roles] as const))(
    '%s admits exactly its roles',
    (_title, resource, action, allowed) => {
      for (const role of ALL_ROLES) {
        expect(can([role], resource, action), `${role} on ${resource}.${action}`).toBe(allowed.includes(role));
      }
    },
  );

  it('ROLE-002: a user holding at least one listed role is admitted', () => {
    expect(can(['ROLE_GATE', CS], 'agents', 'list')).toBe(true);
    expect(can(['ROLE_GATE'], 'agents', 'list')).toBe(false);
    expect(can(undefined, 'agents', 'list')).toBe(false);
  });

  it('unknown resources and actions are refused', () => {
    expect(can([CS], 'nothing', 'list')).toBe(false);
    expect(can([CS], 'agents', 'delete')).toBe(false);
  });

  it("ROLE-002: react-admin's canAccess maps read/write onto show/edit", () => {
    expect(canAccess([FIN], { resource: 'agents', action: 'read' })).toBe(true);
    expect(canAccess(['ROLE_GATE'], { resource: 'agents', action: 'list' })).toBe(false);
    expect(canAccess([FIN], { resource: 'agents.diasDeCredito', action: 'write' })).toBe(true);
    expect(canAccess([CS], { resource: 'agents.diasDeCredito', action: 'write' })).toBe(false);
  });

  it('ROLE-003 ROLE-004 ROLE-005: any-of, all-of and none-of visibility', () => {
    const roles = ['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'];
    expect(anyOf(roles, ['ROLE_STOREKEEPER', 'ROLE_ADMIN'])).toBe(true);
    expect(allOf(roles, ['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'])).toBe(true);
    expect(allOf(roles, ['ROLE_STOREKEEPER', 'ROLE_ADMIN'])).toBe(false);
    expect(noneOf(roles, ['ROLE_ADMIN'])).toBe(true);
    expect(noneOf(roles, ['ROLE_AGA_DEPOSIT'])).toBe(false);
  });
});
