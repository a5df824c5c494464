/**
 * The vehicle terminal's permission rows (D2 §6 Vehicles, Vehicle movements and VIN tracking;
 * CAR-001, CAR-002, CAR-017, CAR-019, CAR-027; ROLE-018, ROLE-019): one table, which the car areas'
 * manifests declare and the mock's car routes are guarded by.
 */
import type { PermissionRows } from '../permissionRows';
import { CAR_REPORT_ROLES } from './carReports';
import type { Role } from '../roles';

const CS = 'ROLE_CUSTOMER_SERVICE';
/** The car terminal's own staff (the car report roles of D2 §6, and its operators). */
export const CAR_STAFF_ROLES = [
  'ROLE_CUSTOMER_SERVICE_AUTOS',
  'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS',
  'ROLE_DOCUMENTARY_AUTOS',
  'ROLE_FINANCIAL_AUTOS',
  'ROLE_JEFE_FINANCIAL_AUTOS',
  'ROLE_CONSULTA_AUTOS',
  'ROLE_GATE_AUTOS',
  'ROLE_JEFE_GATE_AUTOS',
  'ROLE_OPERATOR_AUTOS',
] as const satisfies readonly Role[];
/** ROLE-018: the vehicle screens' roles (D2 §6), with the car staff. */
export const CAR_ROLES: readonly Role[] = ['ROLE_AGA_AUTOS', CS, ...CAR_STAFF_ROLES];
/** Who creates a car visit (CAR-006). */
const VISIT_WRITERS: readonly Role[] = [
  'ROLE_AGA_AUTOS',
  CS,
  'ROLE_CUSTOMER_SERVICE_AUTOS',
  'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS',
];
/** CAR-032…060: the car import (BL inscription), the vehicle agent's and customer service's. */
const IMPORTERS: readonly Role[] = ['ROLE_AGA_AUTOS', CS];
/** Q27: the dispatch guides (/guiaDespacho) — the agents and their functionaries, customer service and the guide desk. */
const GUIDES: readonly Role[] = ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_FUNCTIONARY', CS, 'ROLE_GUIA_DESPACHO'];
/** ROLE-019: the client follows its own vehicles. */
const CLIENT: readonly Role[] = ['ROLE_CLIENT'];

export const CAR_PERMISSION_ROWS: PermissionRows = {
  // CAR-001…022: the car visit screens; an operator edits with its fields locked (CAR-017).
  // The client reads them too: its statistics (CHART-007) and its reports (CAR-026) are car visit screens.
  carVisits: {
    menu: [...CAR_ROLES, 'ROLE_OPERATOR', ...CLIENT],
    list: [...CAR_ROLES, 'ROLE_OPERATOR', ...CLIENT],
    show: [...CAR_ROLES, 'ROLE_OPERATOR', ...CLIENT],
    create: VISIT_WRITERS,
    edit: [...VISIT_WRITERS, 'ROLE_OPERATOR', 'ROLE_OPERATOR_AUTOS'],
    // CAR-019…021 (ruling P66): aforo is customer service's (autos); the warehouse receipt the operator's or its chief customer's; the delivery customer service's, its chief's or documentary's.
    aforo: ['ROLE_CUSTOMER_SERVICE_AUTOS'],
    warehouseReceipt: ['ROLE_OPERATOR_AUTOS', 'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS'],
    warehouseDelivery: ['ROLE_CUSTOMER_SERVICE_AUTOS', 'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS', 'ROLE_DOCUMENTARY_AUTOS'],
  },
  // CAR-032…060: BL search, inscription, detail, cancel, reassignment. CAR-050: customer service alone
  // chooses the agent it inscribes for (the vehicle agent inscribes as itself), so only it reads the
  // vehicle agents' list (GET /agent/listagentscar).
  carImports: {
    menu: IMPORTERS,
    list: IMPORTERS,
    show: IMPORTERS,
    create: IMPORTERS,
    edit: IMPORTERS,
    chooseAgent: [CS],
  },
  // GD-001…016 (Q27): the trucks inside and their guides; confirming and removing is `edit`.
  dispatchGuides: { menu: GUIDES, list: GUIDES, show: GUIDES, edit: GUIDES },
  // CAR-068…071: the weekly dispatch chart and report; CAR-072, CHART-008…012: the yard (the vehicle screens' roles).
  carDispatch: { menu: IMPORTERS, list: IMPORTERS },
  carYard: { menu: IMPORTERS, list: IMPORTERS },
  // CAR-026…030 (Q23): the car reports.
  carReports: { list: CAR_REPORT_ROLES },
  // CAR-061…067: the VIN search and history; CAR-023…025: brand movements (the client its own).
  vehicles: { menu: [...CLIENT, ...CAR_ROLES], list: [...CLIENT, ...CAR_ROLES], show: [...CLIENT, ...CAR_ROLES] },
};
