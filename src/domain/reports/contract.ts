/**
 * The reports area's contract (D3 §2.5, §9.2; RPT-001, RPT-013…018): its console path and its
 * rows, read by the console (menu, the type selector) and the mock (403). One row per type code
 * (`report.<code>`), so a role offered a type is exactly the role the server lets run it.
 */
import { defineAreaContract } from '../areaContract';
import type { PermissionRows } from '../permissionRows';
import { REPORT_ROLES, REPORT_TYPE_CODES, REPORT_TYPES } from './reportTypes';

const typeRows: PermissionRows = Object.fromEntries(
  REPORT_TYPE_CODES.map((code) => [
    `report.${code}`,
    { list: REPORT_TYPES[code].roles, show: REPORT_TYPES[code].roles },
  ]),
);

export const reportContract = defineAreaContract({
  path: 'report',
  permission: 'report',
  permissions: {
    report: { menu: REPORT_ROLES, list: REPORT_ROLES },
    ...typeRows,
  },
});
