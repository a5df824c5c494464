import { describe, expect, it } from 'vitest';
import { allOf, anyOf, can, canAccess, noneOf, PERMISSIONS } from '../../../src/domain/permissions';
import { mayEditFunctionaries, offersDepositFlag, seesAllFunctionaries } from '../../../src/domain/functionaries';

const CS = 'ROLE_CUSTOMER_SERVICE';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';
const FIN = 'ROLE_FINANCIAL';

/** The table of D1 §6 for this issue's resources, row by row: [resource, action, allowed roles]. */
const EXPECTED: [string, string, string[]][] = [
  [
    'administration',
    'show',
    [
      CS,
      'ROLE_AGA',
      FIN,
      'ROLE_OPERATOR',
      'ROLE_STOREKEEPER',
      'ROLE_TERRESTRIAL',
      'ROLE_TRUCKINGCO',
      'ROLE_DOCUMENTARY',
      'ROLE_SHIPPINGCO',
      'ROLE_AGA_AUTOS',
      'ROLE_AGN',
      'ROLE_AGA_DEPOSIT',
      SUP,
    ],
  ],
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
  [
    'agentLookup',
    'list',
    [
      CS,
      'ROLE_AGENT',
      FIN,
      SUP,
      'ROLE_DOCUMENTARY',
      // EXP-014: the export form's agent choosers.
      'ROLE_STOREKEEPER',
      'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
      'ROLE_AGA_SHIPPER',
      'ROLE_SHIPPINGCO',
    ],
  ],
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
  // Portal users: D1 names no roles; the administrator and the supervisor (P22).
  ['users', 'menu', ['ROLE_ADMIN', SUP]],
  ['users', 'list', ['ROLE_ADMIN', SUP]],
  ['users', 'show', ['ROLE_ADMIN', SUP]],
  ['users', 'block', ['ROLE_ADMIN', SUP]],
  ['users', 'edit', ['ROLE_ADMIN', SUP]],
  ['users', 'delete', ['ROLE_ADMIN', SUP]],
  ['users', 'create', ['ROLE_ADMIN', SUP]],
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
  administration: 'ADM-SHELL-001',
  agents: 'ADM-SHELL-005 ADM-AGA-002 ADM-AGA-007 ADM-AGA-030 ADM-AGA-032 ADM-AGA-034 ADM-AGA-038 ADM-AGA-045',
  'agents.diasDeCredito': 'ADM-AGA-028 ADM-AGA-030',
  'agents.emailPersonal': 'ADM-AGA-032',
  'agents.name': 'ADM-AGA-008',
  agentLookup: 'ADM-TRK-003',
  storekeepers: 'ADM-STK-001 ADM-STK-005 ADM-STK-006 ADM-STK-013 ADM-STK-014',
  // A row's IDs are the rows its role set is; 'resource action' keys name one action only.
  'users list': 'ADM-USR-001',
  'users show': 'ADM-USR-002',
  'users block': 'ADM-USR-003',
  'users edit': 'ADM-USR-004',
  'users delete': 'ADM-USR-005',
  'users create': 'ADM-USR-006',
  'lineOperators list': 'ADM-LOP-001',
  'lineOperators delete': 'ADM-LOP-007',
  'shippingAgents addLine': 'ADM-AGN-006 ADM-LOP-004',
  'shippingAgents removeLine': 'ADM-AGN-007',
  account: 'ACT-002',
  'account.agentProfile': 'ACT-003',
  notifications: 'NOT-001',
};

describe('permissions table (D1 §6)', () => {
  it.each(EXPECTED.map(([r, a, roles]) => [`${IDS[`${r} ${a}`] ?? IDS[r] ?? r}: ${r} ${a}`, r, a, roles] as const))(
    '%s admits exactly its roles',
    (_title, resource, action, allowed) => {
      for (const role of ALL_ROLES) {
        expect(can([role], resource, action), `${role} on ${resource}.${action}`).toBe(allowed.includes(role));
      }
    },
  );

  /** The roles whose menu shows a tab: the administration tabs of D1 §6 are the resources' menu rows. */
  const tabRoles = (resource: string) => ALL_ROLES.filter((role) => can([role], resource, 'menu')).sort();

  it('ADM-SHELL-005: the AGAs and clients tabs are for customer service, finance and the supervisor (the agents tab also for ROLE_AGENT, D1 §6 agent screens)', () => {
    expect(tabRoles('clients')).toEqual([CS, FIN, SUP].sort());
    expect(tabRoles('agents')).toEqual([CS, 'ROLE_AGENT', FIN, SUP].sort());
  });

  it('ADM-SHELL-006: the truckers, functionaries and AGNs tabs are for customer service and the supervisor (plus the owners their landing or own company is, P13 P24)', () => {
    expect(tabRoles('shippingAgents')).toEqual([CS, SUP].sort());
    expect(tabRoles('functionaries')).toEqual(
      [CS, SUP, 'ROLE_AGA', 'ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT', 'ROLE_AGN'].sort(),
    );
    expect(tabRoles('truckingCompanies')).toEqual(
      [
        CS,
        SUP,
        'ROLE_DOCUMENTARY',
        'ROLE_AGA',
        'ROLE_TRUCKINGCO',
        'ROLE_STOREKEEPER',
        'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
      ].sort(),
    );
    for (const role of [FIN, 'ROLE_ADMIN', 'ROLE_GATE'])
      expect(can([role], 'shippingAgents', 'menu'), role).toBe(false);
  });

  it('ADM-SHELL-007: the storekeepers and deposits tabs are for customer service, admin and the supervisor (deposits also for its own AGA_DEPOSIT, Q10)', () => {
    expect(tabRoles('storekeepers')).toEqual([CS, 'ROLE_ADMIN', SUP].sort());
    expect(tabRoles('deposits')).toEqual([CS, 'ROLE_ADMIN', SUP, 'ROLE_AGA_DEPOSIT'].sort());
  });

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

  // Where D1 §6 hides by each kind: the functionary rules (src/domain/functionaries.ts), which the
  // functionary form (useFunctionaryRules) and the mock's functionary routes both apply.
  it('ROLE-003: any-of: one listed role is enough (every row, and who lists every functionary: customer service or supervisor)', () => {
    const roles = ['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'];
    expect(anyOf(roles, ['ROLE_STOREKEEPER', 'ROLE_ADMIN'])).toBe(true);
    expect(anyOf(roles, ['ROLE_ADMIN'])).toBe(false);
    expect(can(['ROLE_GATE', CS], 'agents', 'menu')).toBe(true);
    for (const role of ALL_ROLES) expect(seesAllFunctionaries([role]), role).toBe(role === CS || role === SUP);
    expect(seesAllFunctionaries(['ROLE_AGA', SUP])).toBe(true);
  });

  it('ROLE-004: all-of: the functionary form offers the deposit checkbox only to a user holding both STOREKEEPER and AGA_DEPOSIT', () => {
    expect(allOf(['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'], ['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'])).toBe(true);
    expect(allOf(['ROLE_STOREKEEPER'], ['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'])).toBe(false);
    for (const role of ALL_ROLES) expect(offersDepositFlag([role]), role).toBe(false);
    expect(offersDepositFlag(['ROLE_AGA_DEPOSIT', 'ROLE_STOREKEEPER'])).toBe(true);
    expect(offersDepositFlag(['ROLE_AGA_DEPOSIT', CS])).toBe(false);
  });

  it('ROLE-005: none-of: an AGA_DEPOSIT user holding none of STOREKEEPER, customer service and supervisor edits functionaries only with canEdit', () => {
    expect(noneOf(['ROLE_AGA_DEPOSIT'], ['ROLE_STOREKEEPER'])).toBe(true);
    expect(noneOf(['ROLE_AGA_DEPOSIT'], ['ROLE_AGA_DEPOSIT'])).toBe(false);
    expect(mayEditFunctionaries(['ROLE_AGA_DEPOSIT'], false)).toBe(false);
    expect(mayEditFunctionaries(['ROLE_AGA_DEPOSIT'], true)).toBe(true);
    for (const other of ['ROLE_STOREKEEPER', CS, SUP])
      expect(mayEditFunctionaries(['ROLE_AGA_DEPOSIT', other], false), other).toBe(true);
    expect(mayEditFunctionaries(['ROLE_AGA_DEPOSIT', 'ROLE_AGA'], false)).toBe(false);
  });
});
