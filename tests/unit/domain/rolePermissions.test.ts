/**
 * D2 §6 and D3 §9.2's role lists, both sides, role by role (issue 34 §1): the console's side is the
 * menu entry and the permission row over every role of ROLES; the mock's side is which of its calls
 * each row guards (read from the areas' route table without a server), and the RBAC harness
 * (tests/harness/rbac.test.ts) proves the running mock answers 403 {code, message} to every role the
 * row leaves out. Rows whose calls the mock guards with an ownership rule have their refusals in the
 * area's own mock test, named in the test's comment.
 */
import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';
import { routesGuardedBy } from '../../support/areaRouteTable';

/** The row's action admits exactly these roles, of every role there is. */
function exactly(row: string, action: string, roles: readonly string[]): void {
  for (const role of ROLES) expect(can([role], row, action), `${role}: ${row}.${action}`).toBe(roles.includes(role));
}

/** The menu shows /path to exactly these roles. */
function menuFor(path: string, roles: readonly string[]): void {
  for (const role of ROLES)
    expect(
      menuEntries([role]).some((e) => e.to === `/${path}`),
      `${role}: menu /${path}`,
    ).toBe(roles.includes(role));
}

const IMPORT_ROLES = [
  'ROLE_AGA_AGA',
  'ROLE_AGA_AUTOS',
  'ROLE_AGA_FORWARDER',
  'ROLE_FUNCTIONARY',
  'ROLE_DOCUMENTARY',
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_SHIPPINGCO',
  'ROLE_AGN',
  'ROLE_FUNCIONARIO_AGN',
];
const EXTRA = ['ROLE_FUNCTIONARY_EXTRAPORTUARIO', 'ROLE_STOREKEEPER'];

describe('operational role lists, console and mock (D2 §6, D3 §9.2)', () => {
  it('ROLE-008: the vessel-visit list is in the menu and opens for the extraportuary functionary, storekeeper, AGA_AGA, AGA_AUTOS, functionary and shipping company only; the mock guards the visit read by that row', () => {
    const roles = [...EXTRA, 'ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_FUNCTIONARY', 'ROLE_SHIPPINGCO'];
    menuFor('vesselVisits', roles);
    exactly('vesselVisits', 'list', roles);
    exactly('vesselVisits', 'show', roles);
    expect(routesGuardedBy('vesselVisits', 'list')).toEqual([
      'GET /api/unitfacilityvisit/byVesselAndAlmacenista/:id/:unit/:dep/:seq',
    ]);
  });

  it('ROLE-010: /gate is ROLE_GATE’s, its menu also security’s and the gate chief’s; registering and confirming are the gate’s and the chief’s; the mock guards each gate call by that row', () => {
    const readers = ['ROLE_GATE', 'ROLE_SEGURIDAD', 'ROLE_JEFE_GATE'];
    menuFor('gate', readers);
    for (const action of ['list', 'show']) exactly('gate', action, readers);
    for (const action of ['register', 'confirm']) exactly('gate', action, ['ROLE_GATE', 'ROLE_JEFE_GATE']);
    expect(routesGuardedBy('gate', 'register')).toEqual(['POST /api/unitfacilityvisit/arribogate']);
    expect(routesGuardedBy('gate', 'confirm')).toContain('POST /api/unitfacilityvisit/arribogateupdate');
    expect(routesGuardedBy('gate', 'list')).toEqual([
      'GET /api/appointmentrules/gates',
      'GET /api/unitfacilityvisit/getallecin',
    ]);
    expect(routesGuardedBy('gate', 'show')).toEqual(
      expect.arrayContaining([
        'GET /api/unitfacilityvisit/consultacutoff/:id/:line',
        'GET /api/unitfacilityvisit/consultasag/:id',
      ]),
    );
  });

  // The mock's refusals of every other role: tests/mock/yard.test.ts ('SEQ-001 ROLE-011: … every role but AGA and functionary, are refused (403)').
  it('ROLE-011 SEQ-001: /sequence is in the menu and opens for AGA and functionary only', () => {
    const roles = ['ROLE_AGA', 'ROLE_FUNCTIONARY'];
    menuFor('sequence', roles);
    for (const action of ['list', 'show', 'export']) exactly('sequence', action, roles);
  });

  // ROLE_AGA besides the spec's list: every customs agent holds it next to ROLE_AGA_AGA (src/custom/import/area.ts);
  // the extraportuary roles open the route (not the menu) for the visit list's calendar (VV-032).
  it('ROLE-012: /import is in the menu for AGA_AGA, AGA_AUTOS, AGA_FORWARDER, functionary, documentary, customer service, shipping company, AGN and AGN functionary (and AGA) only', () => {
    const roles = ['ROLE_AGA', ...IMPORT_ROLES];
    menuFor('import', roles);
    exactly('imports', 'menu', roles);
    exactly('imports', 'list', [...roles, ...EXTRA]);
  });

  it('ROLE-013: /export is in the menu and opens for the import roles plus the shipper, the extraportuary functionary and the storekeeper only; the mock guards its reads by that row', () => {
    const roles = ['ROLE_AGA', ...IMPORT_ROLES, 'ROLE_AGA_SHIPPER', ...EXTRA];
    menuFor('export', roles);
    for (const action of ['menu', 'list', 'show', 'preadvise', 'cancel']) exactly('exports', action, roles);
    expect(routesGuardedBy('exports', 'show')).toEqual(['GET /api/export/getalleqfeatures']);
    expect(routesGuardedBy('exports', 'appointment')).toEqual(['POST /api/appointmentrules/quotasForExport']);
    exactly('exports', 'appointment', roles);
  });

  it('ROLE-014: /emptys is the shipping company’s, the deposit’s and the depot functionary’s only, and every empties call of the mock is guarded by that row', () => {
    const roles = ['ROLE_SHIPPINGCO', 'ROLE_AGA_DEPOSIT', 'ROLE_FUNCTIONARY_DEPOT'];
    menuFor('emptys', roles);
    for (const action of ['list', 'show', 'send']) exactly('empties', action, roles);
    expect([...routesGuardedBy('empties')].sort()).toEqual(
      [
        'GET /api/booking/getallbyline/:id',
        'POST /api/export/validaformmty',
        'POST /api/export/validaxlsmty',
        'POST /api/export/preadvicemty2',
        'GET /api/export/preadvicemty/:id',
        'GET /api/file/preadvicemty/:id',
        'GET /api/file/preadvicemtymodel',
      ].sort(),
    );
  });

  it('ROLE-016: /gatePass is in the menu and opens for customer service and documentary only', () => {
    const roles = ['ROLE_CUSTOMER_SERVICE', 'ROLE_DOCUMENTARY'];
    menuFor('gatePass', roles);
    for (const action of ['list', 'print']) exactly('gatePass', action, roles);
  });

  it('ROLE-017: /tracking is in the menu and opens for AGA_AGA, functionary, customer service, documentary, the extraportuary functionary, storekeeper, AGN, AGN functionary and tracking consultant only; the mock guards the search by that row', () => {
    const roles = [
      'ROLE_AGA_AGA',
      'ROLE_FUNCTIONARY',
      'ROLE_CUSTOMER_SERVICE',
      'ROLE_DOCUMENTARY',
      ...EXTRA,
      'ROLE_AGN',
      'ROLE_FUNCIONARIO_AGN',
      'ROLE_CONSULTA_TRACKING',
    ];
    menuFor('tracking', roles);
    exactly('tracking', 'list', roles);
    expect(routesGuardedBy('tracking')).toEqual(['GET /api/tracking/search/:search']);
  });

  it('ROLE-018 CAR-001: /cars, /dispatch and /yard are the vehicle agent’s and customer service’s only, and the mock guards their calls by those rows', () => {
    const roles = ['ROLE_AGA_AUTOS', 'ROLE_CUSTOMER_SERVICE'];
    for (const [path, row] of [
      ['cars', 'carImports'],
      ['dispatch', 'carDispatch'],
      ['yard', 'carYard'],
    ] as const) {
      menuFor(path, roles);
      exactly(row, 'list', roles);
    }
    for (const action of ['show', 'create', 'edit']) exactly('carImports', action, roles);
    expect(routesGuardedBy('carImports', 'create')).toContain('POST /api/autos/import/inscribe');
    expect(routesGuardedBy('carDispatch')).toEqual([
      'GET /api/autos/movsfordispatch/:login',
      'GET /api/autos/report/reportDispatch/:from/:to/:login',
    ]);
    expect(routesGuardedBy('carYard')).toEqual([
      'GET /api/autos/yardsummary/:login',
      'GET /api/autos/report/reportYard/:login',
    ]);
    // /vesselvisitCar: the same two create visits, with the car desk's staff (CAR-006); an operator edits (CAR-017).
    exactly('carVisits', 'create', [
      'ROLE_AGA_AUTOS',
      'ROLE_CUSTOMER_SERVICE',
      'ROLE_CUSTOMER_SERVICE_AUTOS',
      'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS',
    ]);
  });

  // The client's own vehicles only (another client's VIN is not found): tests/mock/cars.test.ts 'CAR-002 CAR-025 ROLE-019'.
  it('ROLE-019: /car, the VIN search and the brand movements, is in the client’s menu; the mock guards the vehicle reads by that row', () => {
    expect(menuEntries(['ROLE_CLIENT']).map((e) => e.to)).toContain('/car');
    for (const action of ['menu', 'list', 'show']) expect(can(['ROLE_CLIENT'], 'vehicles', action), action).toBe(true);
    expect(routesGuardedBy('vehicles', 'list')).toContain('GET /api/autos/movspormarcabyclientid/:login');
    expect(routesGuardedBy('vehicles', 'show')).toContain('GET /api/autos/item/bycode/:code/:clientId');
  });

  // The console's side of the same row: tests/unit/domain/invoicePermissions.test.ts ('ROLE-020: …').
  it('ROLE-020: the mock guards the payments calls, posting, sync, marking paid and deleting drafts by finance-only rows', () => {
    for (const action of ['list', 'post', 'sync', 'export']) exactly('payments', action, ['ROLE_FINANCIAL']);
    exactly('invoices', 'markPaid', ['ROLE_FINANCIAL']);
    exactly('invoices', 'delete', ['ROLE_FINANCIAL']);
    expect(routesGuardedBy('payments', 'post')).toEqual([
      'POST /api/payment/contabilizar',
      'POST /api/payment/contabilizargrupos',
    ]);
    expect(routesGuardedBy('payments', 'sync')).toEqual([
      'GET /api/payment/resendpaym/:grpId',
      'POST /api/payment/resendPaymentWithDetails/:grpId',
    ]);
    expect(routesGuardedBy('payments', 'list')).toEqual(
      expect.arrayContaining(['POST /api/payment/byinvoice', 'POST /api/payment/bypaynbr']),
    );
    expect(routesGuardedBy('invoices', 'markPaid')).toEqual(['POST /api/invoice/markpaid']);
    expect(routesGuardedBy('invoices', 'delete')).toEqual(['DELETE /api/invoice/delete/:id']);
  });

  // The console's side, menu and route for the union (Q28): tests/unit/domain/invoicePermissions.test.ts ('INV-001 ROLE-021 ROLE-022').
  it('ROLE-021 ROLE-022: the mock guards the invoice searches by the module row, whose roles are the module’s and the sub-menu’s (Q28: their union)', () => {
    const module = [
      'ROLE_ADMIN',
      'ROLE_AGA',
      'ROLE_FUNCTIONARY',
      'ROLE_FINANCIAL',
      'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
      'ROLE_STOREKEEPER',
      'ROLE_FUN_FIN_EXT',
    ];
    const subMenu = [
      'ROLE_AGA',
      'ROLE_AGA_AGA',
      'ROLE_FUNCTIONARY',
      'ROLE_FINANCIAL',
      'ROLE_STOREKEEPER',
      'ROLE_FUN_FIN_EXT',
    ];
    exactly('invoices', 'list', [...new Set([...module, ...subMenu])]);
    expect(routesGuardedBy('invoices', 'list')).toEqual([
      'GET /api/invoice/getallowedruts',
      'POST /api/invoice/search',
      'POST /api/invoice/search-sf',
      'POST /api/invoice/export',
    ]);
  });

  it('ROLE-023: /cash is in the menu and opens for the terrestrial cashier and finance only, and the mock guards the event catalogue and the cash event by that row', () => {
    const roles = ['ROLE_TERRESTRIAL', 'ROLE_FINANCIAL'];
    menuFor('cash', roles);
    for (const action of ['menu', 'list', 'create']) exactly('cashEvents', action, roles);
    expect(routesGuardedBy('cashEvents', 'list')).toEqual(['GET /api/eventtype']);
    expect(routesGuardedBy('cashEvents', 'create')).toEqual(['POST /api/eventtype']);
  });

  it('ROLE-024 YBS-001 YBS-005: /secuenciacion (sequencing and shifts) is the operator’s only, and the mock guards the blocks and every sequencing call by those rows', () => {
    menuFor('secuenciacion', ['ROLE_OPERATOR']);
    for (const action of ['list', 'show', 'create', 'cancel', 'inform'])
      exactly('sequencing', action, ['ROLE_OPERATOR']);
    for (const action of ['list', 'show']) exactly('yard', action, ['ROLE_OPERATOR']);
    expect([...routesGuardedBy('sequencing'), ...routesGuardedBy('yard')].sort()).toEqual(
      [
        'GET /api/sequencing',
        'POST /api/sequencing',
        'POST /api/sequencing/rehandles',
        'GET /api/sequencing/:id',
        'POST /api/sequencing/inform/:id',
        'POST /api/sequencing/cancel/:id',
        'GET /api/yardblock',
        'GET /api/yardblock/:id',
      ].sort(),
    );
  });
});
