/**
 * Reports (D3 §2.5; RPT-001…023): the report form at its legacy path /report/management/{id}/{rprtype}
 * with the types the user's roles are offered (the contract's rows), and the operation reports'
 * results. /report alone opens the first type offered.
 */
import { defineArea } from '../areas/types';
import { reportContract } from '../../domain/reports/contract';

export const reportArea = defineArea({
  ...reportContract,
  label: 'Reportes',
  icon: 'report',
  menuGroup: 'operations',
  screens: () => import('./ReportScreens'),
});
