/**
 * The list behind each figure: an existing screen of another area (by its path; areas do not import
 * each other), offered only to a role that may open it. The money lists are the invoice area's;
 * the third shift's is the gate pass report over a period.
 */
import { can } from '../../domain/permissions';
import { reportTypesFor } from '../../domain/reports/reportTypes';

export type FigureKey = 'noShow' | 'turn' | 'slots' | 'thirdShift' | 'dwell' | 'charges' | 'overdue';

const GATE_PASS_REPORT = 12;

const LINKS: Record<FigureKey, { path: string; allowed: (roles: readonly string[]) => boolean }> = {
  noShow: { path: '/appointments', allowed: (r) => can(r, 'appointments', 'list') },
  slots: { path: '/appointments', allowed: (r) => can(r, 'appointments', 'list') },
  turn: { path: '/punctuality', allowed: (r) => can(r, 'punctuality', 'list') },
  thirdShift: {
    path: `/report/management/0/${GATE_PASS_REPORT}`,
    allowed: (r) => reportTypesFor(r).some((x) => x.code === GATE_PASS_REPORT),
  },
  dwell: { path: '/tracking', allowed: (r) => can(r, 'tracking', 'list') },
  charges: { path: '/invoice/generator', allowed: (r) => can(r, 'invoices', 'charges') },
  overdue: { path: '/invoice/invoices?payment=overdue', allowed: (r) => can(r, 'invoices', 'list') },
};

/** The list's path for these roles, or null when none of theirs shows it. */
export const figureLink = (key: FigureKey, roles: readonly string[]): string | null =>
  LINKS[key].allowed(roles) ? LINKS[key].path : null;
