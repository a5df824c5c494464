/**
 * The report types (D3 §9.1, §9.2; RPT-002, RPT-003, RPT-013…018, CONST-066): one registry of the
 * eleven codes — who is offered each, which legacy call answers it, which form fields it shows and
 * which it requires. The console builds the selector and the form from it; the mock refuses a type
 * a role is not offered (403) and validates the same fields. Codes 4 and 5 do not exist.
 *
 * Rulings P86 (docs/decisions.md): the spec names the roles of five types; export (1), delivery
 * coordination (2), registration cancellation (3) and TEUs (8) take the import type's roles with
 * the export-only AGA shipper for export; VGM (9) and DRC (11) the import roles plus SHIPPINGCO (Q23).
 */
import { reportMessages } from '../../i18n/reportMessages';
import type { Role } from '../roles';

export const REPORT_TYPE_CODES = [0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 12] as const;
export type ReportTypeCode = (typeof REPORT_TYPE_CODES)[number];

/** The operation types an operation report reads (D3 §3 Operation; RPT-020). */
export const OPERATION_TYPES = [
  'IMPORTACION',
  'EXPORTACION',
  'COORD_ENTREGA',
  'CANCEL_DIRECTO',
  'CANCEL_INDIRECTO',
  'RECOORDINACION',
  'IMPORTACION_AUTOS',
  'PREAVISO_MTY',
] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/** What answers a type, and so which result view shows it (D3 §2.5). */
export type ReportKind = 'operations' | 'teus' | 'vgm' | 'coprar' | 'oldDrc' | 'gatePass';

/** The report form's fields (D3 §3 Report form; RPT-004), plus the Coprar batch and the mass gate pass's units. */
export type ReportField =
  | 'desde'
  | 'desde2'
  | 'hasta'
  | 'agentId'
  | 'consigneeId'
  | 'unitNbr'
  | 'blOrBook'
  | 'manifestNumber'
  | 'batchNbr'
  | 'gatePass'
  | 'gateChofer'
  | 'checkRutEx'
  | 'unitNbrs';

export interface ReportType {
  code: ReportTypeCode;
  label: string;
  kind: ReportKind;
  /** The operation types its rows hold (operation reports only). */
  operationTypes: readonly OperationType[];
  /** Roles offered the type (a user holding any of them). */
  roles: readonly Role[];
  /** The fields the form shows for it, in order. */
  fields: readonly ReportField[];
  /** Whether an agent must be chosen or known (RPT-024, RPT-027). */
  agentRequired: boolean;
  /** D3 §5: 'hasta' is required except for types 8 to 12 (RPT-008). */
  hastaRequired: boolean;
}

const IMPORT_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_AGA_AGA',
  'ROLE_AGA_AUTOS',
  'ROLE_AGA_FORWARDER',
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_DOCUMENTARY',
  'ROLE_FUNCTIONARY',
];
const EXPORT_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_AGA_AGA',
  'ROLE_AGA_FORWARDER',
  'ROLE_AGA_SHIPPER',
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_DOCUMENTARY',
  'ROLE_FUNCTIONARY',
];
const EMPTIES_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_SHIPPINGCO', 'ROLE_AGA_DEPOSIT', 'ROLE_FUNCTIONARY_DEPOT'];
const CAR_IMPORT_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_AGA_AUTOS', 'ROLE_CUSTOMER_SERVICE'];
const COPRAR_ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_CUSTOMER_SERVICE'];
const GATE_PASS_ROLES: readonly Role[] = [
  'ROLE_ADMIN',
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_DOCUMENTARY',
  'ROLE_JEFE_GATE',
  'ROLE_GUIA_DESPACHO',
];
const IMPORT_ROLES_AND_LINE: readonly Role[] = [...IMPORT_ROLES, 'ROLE_SHIPPINGCO'];

const OPERATION_FIELDS: readonly ReportField[] = ['desde', 'hasta', 'agentId', 'consigneeId', 'unitNbr', 'blOrBook'];
const t = reportMessages.types;

const operations = (
  code: 0 | 1 | 2 | 3 | 6 | 7,
  operationTypes: readonly OperationType[],
  roles: readonly Role[],
): ReportType => ({
  code,
  label: t[code],
  kind: 'operations',
  operationTypes,
  roles,
  fields: code === 7 ? [...OPERATION_FIELDS, 'manifestNumber'] : OPERATION_FIELDS,
  agentRequired: false,
  hastaRequired: true,
});

export const REPORT_TYPES: Readonly<Record<ReportTypeCode, ReportType>> = {
  0: operations(0, ['IMPORTACION'], IMPORT_ROLES),
  1: operations(1, ['EXPORTACION'], EXPORT_ROLES),
  // A re-coordination is the delivery coordination made again: both are type 2's rows.
  2: operations(2, ['COORD_ENTREGA', 'RECOORDINACION'], IMPORT_ROLES),
  3: operations(3, ['CANCEL_DIRECTO', 'CANCEL_INDIRECTO'], IMPORT_ROLES),
  6: operations(6, ['PREAVISO_MTY'], EMPTIES_ROLES),
  7: operations(7, ['IMPORTACION_AUTOS'], CAR_IMPORT_ROLES),
  8: {
    code: 8,
    label: t[8],
    kind: 'teus',
    operationTypes: [],
    roles: IMPORT_ROLES,
    fields: ['desde', 'hasta', 'agentId', 'unitNbr'],
    agentRequired: true,
    hastaRequired: false,
  },
  9: {
    code: 9,
    label: t[9],
    kind: 'vgm',
    operationTypes: [],
    roles: IMPORT_ROLES_AND_LINE,
    fields: ['agentId', 'unitNbr', 'blOrBook'],
    agentRequired: true,
    hastaRequired: false,
  },
  10: {
    code: 10,
    label: t[10],
    kind: 'coprar',
    operationTypes: [],
    roles: COPRAR_ROLES,
    fields: ['batchNbr'],
    agentRequired: false,
    hastaRequired: false,
  },
  11: {
    code: 11,
    label: t[11],
    kind: 'oldDrc',
    operationTypes: [],
    roles: IMPORT_ROLES_AND_LINE,
    fields: ['unitNbr', 'blOrBook', 'manifestNumber'],
    agentRequired: false,
    hastaRequired: false,
  },
  12: {
    code: 12,
    label: t[12],
    kind: 'gatePass',
    operationTypes: [],
    roles: GATE_PASS_ROLES,
    fields: ['gatePass', 'unitNbr', 'gateChofer', 'checkRutEx', 'desde2', 'hasta', 'unitNbrs'],
    agentRequired: false,
    hastaRequired: false,
  },
};

/** The type of a code as sent (a number or its text), or undefined for 4, 5 and anything else (CONST-066). */
export function reportTypeOf(code: unknown): ReportType | undefined {
  const n =
    typeof code === 'number'
      ? code
      : typeof code === 'string' && /^\d{1,2}$/.test(code.trim())
        ? Number(code.trim())
        : NaN;
  return (REPORT_TYPE_CODES as readonly number[]).includes(n) ? REPORT_TYPES[n as ReportTypeCode] : undefined;
}

/** The types a user holding `roles` is offered, in code order (RPT-013…017). */
export const reportTypesFor = (roles: readonly string[]): ReportType[] =>
  REPORT_TYPE_CODES.map((c) => REPORT_TYPES[c]).filter((type) => type.roles.some((r) => roles.includes(r)));

/**
 * The result kinds the portal runs end to end (its calls served, its result view built): the
 * selector offers and the menu shows only these types' (every kind now: the registry stays the gate).
 */
export const SERVED_KINDS: ReadonlySet<ReportKind> = new Set<ReportKind>([
  'operations',
  'teus',
  'gatePass',
  'vgm',
  'coprar',
  'oldDrc',
]);

/** The types a user may run now: offered by role and of a served kind. */
export const servedReportTypesFor = (roles: readonly string[]): ReportType[] =>
  reportTypesFor(roles).filter((t) => SERVED_KINDS.has(t.kind));

/** Every role that may run at least one served type: the reports menu's roles. */
export const REPORT_ROLES: readonly Role[] = [
  ...new Set(
    REPORT_TYPE_CODES.filter((c) => SERVED_KINDS.has(REPORT_TYPES[c].kind)).flatMap((c) => REPORT_TYPES[c].roles),
  ),
];
