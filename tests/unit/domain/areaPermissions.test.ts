/**
 * The operational areas' menu and route roles (D2 §6) against the spec's lists, role by role:
 * each area's manifest (src/custom/<area>/area.ts) declares its rows, which the menu, the area routes and the mock read.
 */
import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { ROLES, TEMPERATURE_LETTER_ROLES } from '../../../src/domain/roles';
import { letterVisitList } from '../../../src/domain/temperatureLetters/visitList';
import { can } from '../../../src/domain/permissions';
import { SHARED_LISTS } from '../../../src/providers/sharedLists';

const EXTRA = ['ROLE_FUNCTIONARY_EXTRAPORTUARIO', 'ROLE_STOREKEEPER'];

/** [IDs, area path, permissions row, the roles the spec lists, roles the route also admits without a menu entry]. */
const AREAS: [string, string, string, string[], string[]][] = [
  [
    'ROLE-008 VV-002',
    'vesselVisits',
    'vesselVisits',
    [...EXTRA, 'ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_FUNCTIONARY', 'ROLE_SHIPPINGCO'],
    [],
  ],
  // ROLE_AGA besides the spec's list: every customs agent holds it next to ROLE_AGA_AGA (src/custom/import/area.ts).
  [
    'ROLE-012 IMP-001',
    'import',
    'imports',
    [
      'ROLE_AGA',
      'ROLE_AGA_AGA',
      'ROLE_AGA_AUTOS',
      'ROLE_AGA_FORWARDER',
      'ROLE_FUNCTIONARY',
      'ROLE_DOCUMENTARY',
      'ROLE_CUSTOMER_SERVICE',
      'ROLE_SHIPPINGCO',
      'ROLE_AGN',
      'ROLE_FUNCIONARIO_AGN',
    ],
    EXTRA,
  ], // the visit list opens the import calendar for them (importAppointmentVessel, VV-032)
  ['ROLE-016 GP-001', 'gatePass', 'gatePass', ['ROLE_CUSTOMER_SERVICE', 'ROLE_DOCUMENTARY'], []],
  // Q27 names the dispatch guides' roles (GD-001 says none).
  [
    'GD-001',
    'guiaDespacho',
    'dispatchGuides',
    ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_FUNCTIONARY', 'ROLE_CUSTOMER_SERVICE', 'ROLE_GUIA_DESPACHO'],
    [],
  ],
  // Q27 names the pre-advice query's roles (TPA-001 says trucking users).
  ['TPA-001', 'trucking/preadvise', 'truckingPreadvice', ['ROLE_TRUCKINGCO', ...EXTRA], []],
  // TMP-001 names AGA and SHIPPINGCO; the customs agents' roles and the terminal's desks besides (ruling P59).
  [
    'TMP-001',
    'cartas',
    'temperatureLetters',
    ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_AGA_SHIPPER', 'ROLE_SHIPPINGCO', 'ROLE_CUSTOMER_SERVICE', 'ROLE_DOCUMENTARY'],
    [],
  ],
  [
    'ROLE-017 TRK-001',
    'tracking',
    'tracking',
    [
      'ROLE_AGA_AGA',
      'ROLE_FUNCTIONARY',
      'ROLE_CUSTOMER_SERVICE',
      'ROLE_DOCUMENTARY',
      ...EXTRA,
      'ROLE_AGN',
      'ROLE_FUNCIONARIO_AGN',
      'ROLE_CONSULTA_TRACKING',
    ],
    [],
  ],
];

describe('operational areas by role (D2 §6)', () => {
  it.each(AREAS)('%s: /%s is in the menu and opens for exactly its roles', (_ids, path, row, allowed, routeOnly) => {
    for (const role of ROLES) {
      expect(
        menuEntries([role]).some((e) => e.to === `/${path}`),
        `${role}: menu entry /${path}`,
      ).toBe(allowed.includes(role));
      // The area route admits whoever may list (areaRoutes.tsx); the mock guards its calls with the same row.
      expect(can([role], row, 'list'), `${role}: ${row}.list`).toBe(allowed.includes(role) || routeOnly.includes(role));
    }
  });

  it('TMP-002 TMP-003: the /cartas search reads the server-scoped GET /vesselvisit/lineop for the agents and the shipping company; the desks the active visits', () => {
    const own = ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_AGA_SHIPPER', 'ROLE_SHIPPINGCO'];
    for (const role of TEMPERATURE_LETTER_ROLES)
      expect(letterVisitList([role]), role).toBe(own.includes(role) ? 'lineOperatorVisits' : 'vesselVisits');
    expect(SHARED_LISTS.lineOperatorVisits.endpoint).toEqual({ method: 'GET', path: '/vesselvisit/lineop' });
    expect(SHARED_LISTS.vesselVisits.endpoint).toEqual({ method: 'GET', path: '/vesselvisit/actives' });
  });

  it('ROLE-009 VV-014: the visit management view is for the extraportuary functionary, the storekeeper and the shipping company', () => {
    const allowed = [...EXTRA, 'ROLE_SHIPPINGCO'];
    for (const role of ROLES) expect(can([role], 'vesselVisits.management', 'show'), role).toBe(allowed.includes(role));
  });
});
