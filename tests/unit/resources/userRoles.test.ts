/** The roles user administration assigns (P22): staff only, what the caller may grant, Spanish labels. */
import { describe, expect, it } from 'vitest';
import { ROLES } from '../../../src/domain/roles';
import { appMessages } from '../../../src/i18n/appMessages';
import { validateRecord } from '../../../src/resources/validate';
import {
  changedRoles,
  ENTITY_ROLES,
  grantableRoles,
  isEntityAccount,
  ROLE_CHOICES,
  rolesAbove,
  STAFF_ROLES,
} from '../../../src/resources/users/staffRoles';

const v = appMessages.validation;
const ADMIN = ['ROLE_ADMIN'];
const SUP = ['ROLE_SUPERVISOR_CUSTOMER_SERVICE'];
const STRONG = 'Muelle#Sur2026';
const user = (authorities: unknown) => ({
  login: 'cmena',
  name: 'Carla Mena',
  email: 'cmena@puerto.cl',
  password: STRONG,
  password2: STRONG,
  authorities,
});

describe('user roles', () => {
  it("ROLE-001: the roles in use are D1 §6's 38, each either an entity's or assignable staff, with a Spanish label", () => {
    // D1 §6 'Roles seen', in its order.
    const spec =
      'CUSTOMER_SERVICE SUPERVISOR_CUSTOMER_SERVICE AGA AGA_AUTOS AGA_AGA AGA_DEPOSIT AGA_FORWARDER AGA_SHIPPER AGENT AGN FINANCIAL FINANCIAL_AUTOS JEFE_FINANCIAL_AUTOS FUN_FIN_EXT OPERATOR OPERATOR_AUTOS STOREKEEPER TERRESTRIAL TRUCKINGCO DOCUMENTARY DOCUMENTARY_AUTOS SHIPPINGCO FUNCTIONARY FUNCTIONARY_EXTRAPORTUARIO FUNCTIONARY_DEPOT FUNCIONARIO_AGN GATE GATE_AUTOS JEFE_GATE JEFE_GATE_AUTOS SEGURIDAD CUSTOMER_SERVICE_AUTOS JEFE_CUSTOMER_SERVICE_AUTOS CONSULTA_TRACKING CONSULTA_AUTOS CLIENT ADMIN GUIA_DESPACHO';
    expect([...ROLES]).toEqual(spec.split(' ').map((r) => `ROLE_${r}`));
    expect([...STAFF_ROLES, ...ENTITY_ROLES].sort()).toEqual([...ROLES].sort());
    expect(STAFF_ROLES.filter((r) => ENTITY_ROLES.includes(r))).toEqual([]);
    for (const c of ROLE_CHOICES) expect(c.name).not.toMatch(/^ROLE_/);
    expect(STAFF_ROLES).toEqual(
      expect.arrayContaining([
        'ROLE_CUSTOMER_SERVICE',
        'ROLE_FINANCIAL',
        'ROLE_DOCUMENTARY',
        'ROLE_OPERATOR',
        'ROLE_GATE',
        'ROLE_SEGURIDAD',
        'ROLE_TERRESTRIAL',
        'ROLE_CONSULTA_TRACKING',
      ]),
    );
  });

  it.each([
    ['the administrator', ADMIN, STAFF_ROLES.length, true],
    ['the supervisor', SUP, STAFF_ROLES.length - 2, false],
    ['customer service', ['ROLE_CUSTOMER_SERVICE'], 0, false],
    ['an agent', ['ROLE_AGA', 'ROLE_AGA_AGA'], 0, false],
  ])('ROLE-002: %s grants %i roles (ROLE_ADMIN: %s)', (_who, caller, count, admin) => {
    const grantable = grantableRoles(caller);
    expect(grantable).toHaveLength(count);
    expect(grantable.includes('ROLE_ADMIN')).toBe(admin);
    expect(grantable.some((r) => ENTITY_ROLES.includes(r))).toBe(false);
  });

  it("ROLE-002: a user holding a staff role the caller cannot grant is above it; entity roles are nobody's to grant", () => {
    expect(rolesAbove(['ROLE_ADMIN'], SUP)).toEqual(['ROLE_ADMIN']);
    expect(rolesAbove(['ROLE_SUPERVISOR_CUSTOMER_SERVICE', 'ROLE_GATE'], SUP)).toEqual([
      'ROLE_SUPERVISOR_CUSTOMER_SERVICE',
    ]);
    expect(rolesAbove(['ROLE_ADMIN'], ADMIN)).toEqual([]);
    expect(rolesAbove(['ROLE_AGA', 'ROLE_AGA_AGA'], SUP)).toEqual([]);
    expect(isEntityAccount(['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'])).toBe(true);
    expect(isEntityAccount(['ROLE_GATE'])).toBe(false);
    expect(changedRoles(['ROLE_GATE', 'ROLE_SEGURIDAD'], ['ROLE_SEGURIDAD', 'ROLE_JEFE_GATE'])).toEqual([
      'ROLE_JEFE_GATE',
      'ROLE_GATE',
    ]);
  });

  it.each([
    ['create', ['ROLE_GATE'], undefined],
    ['create', [], v.required],
    ['create', undefined, v.required],
    ['create', 'ROLE_GATE', v.other],
    ['create', ['ROLE_NADA'], v.other],
    ['create', ['ROLE_GATE', 'ROLE_TRUCKINGCO'], v.entityRole],
    ['edit', undefined, undefined],
    ['edit', [], v.required],
    // An entity's account keeps its roles on edit (the mock refuses changing them).
    ['edit', ['ROLE_AGA', 'ROLE_AGA_AGA'], undefined],
  ] as const)('ADM-USR-006 ADM-USR-004: %s with roles %j → %s', (mode, authorities, message) => {
    const errors = validateRecord('users', user(authorities), { mode, roles: ADMIN });
    expect(errors.authorities).toBe(message);
  });
});
