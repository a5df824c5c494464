/**
 * The export management bar (EXP-005): 'Preaviso' for a unit not pre-advised yet (to a role that
 * may pre-advise), else 'Detalle de preaviso', then 'Cobros' and 'Gate Pass' once there is a
 * pre-advice. The other children (calendar, trucking, edit) open from the detail's actions.
 */
import { can } from '../../domain/permissions';
import type { ExportChild } from './paths';

export type BarEntry = Extract<ExportChild, 'new' | 'exportDetail' | 'costs' | 'gatePass'>;

export function exportBarEntries(preadvised: boolean, roles: readonly string[]): BarEntry[] {
  if (!preadvised) return can(roles, 'exports', 'preadvise') ? ['new'] : [];
  return [
    'exportDetail',
    ...(can(roles, 'exports.charges', 'show') ? (['costs'] as const) : []),
    ...(can(roles, 'exports', 'print') ? (['gatePass'] as const) : []),
  ];
}
