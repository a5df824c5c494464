/**
 * The car report screen's types (D2 §9, D3 §7.6, §9.1; CAR-026…030; Q23, Q38): the 13 codes,
 * every one for every car-report role (Q23), GG (gate control) by a date range that is required
 * (Q38), the others by the visit's manifest. What each sheet holds is ruling P65.
 */
import type { Role } from '../roles';

export const CAR_REPORT_TYPES = [
  'EN',
  'RM',
  'VPN',
  'AV',
  'RR',
  'RD',
  'VM',
  'FS',
  'DT',
  'BK',
  'TB',
  'DN',
  'GG',
] as const;
export type CarReportType = (typeof CAR_REPORT_TYPES)[number];

/** D2 §6: the roles offered the car reports. */
export const CAR_REPORT_ROLES: readonly Role[] = [
  'ROLE_CLIENT',
  'ROLE_CUSTOMER_SERVICE_AUTOS',
  'ROLE_JEFE_GATE_AUTOS',
  'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS',
  'ROLE_DOCUMENTARY_AUTOS',
  'ROLE_FINANCIAL_AUTOS',
  'ROLE_JEFE_FINANCIAL_AUTOS',
  'ROLE_CONSULTA_AUTOS',
  'ROLE_GATE_AUTOS',
];

/** Q23: every type for every car-report role; none for anyone else. */
export const carReportTypesFor = (roles: readonly string[]): CarReportType[] =>
  roles.some((r) => (CAR_REPORT_ROLES as readonly string[]).includes(r)) ? [...CAR_REPORT_TYPES] : [];

/** Q38, CAR-028, CAR-029: GG goes by a date range (required); every other type by the manifest. */
export const reportByDates = (type: string): boolean => type === 'GG';

export const isCarReportType = (x: string): x is CarReportType => (CAR_REPORT_TYPES as readonly string[]).includes(x);
