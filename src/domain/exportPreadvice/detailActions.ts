/**
 * What an export pre-advice's detail allows, and why not (D2 §4 Export pre-advice rules,
 * EXP-060…077; DECISIONS Q24). Pure: the mock refuses with these reasons, the console hides or
 * disables with the same answers; who may act at all is the permissions table's (roles).
 */
import { operationsMessages } from '../../i18n/operationsMessages';
import { appointmentPassed } from '../appointments';
import { santiagoWallClock } from '../santiagoTime';
import type { TransitState } from '../transitStates';
import { exportUnitReceived } from './unitLife';

/** Coordination hours when the server's operation data gives none (Q24), Santiago wall clock. */
export const DEFAULT_COORDINATION_HOURS = { from: '08:00', to: '20:00' } as const;

/** What the rules look at; the mock builds it from its records, the console from the answers. */
export interface ExportFacts {
  transitState: TransitState;
  reefer: boolean;
  /** The pre-advice's invoice is finalized: it can no longer be cancelled (EXP-067). */
  invoiceFinalized: boolean;
  /** The server's valid-reassign flag (Q24). */
  validReassign: boolean;
  /** The operation is a delivery coordination (COORD_ENTREGA), as the server's data says. */
  coordination: boolean;
  /** The booking's stacking end, or null when it gives none. */
  stackingEnd: Date | null;
  /** The server's coordination hours (Q24); the default when absent. */
  coordinationHours?: { from: string; to: string };
}

export const EXPORT_DETAIL_ACTIONS = [
  'cancelPreadvice',
  'editPreadvice',
  'reassignTrucking',
  'coordinate',
  'printVoucher',
  'eir',
  'temperatureLetter',
] as const;
export type ExportDetailAction = (typeof EXPORT_DETAIL_ACTIONS)[number];

const r = operationsMessages.exportRefusals;

/** EXP-060, EXP-063: coordination only while now is not after the stacking end. */
export const stackingExpired = (f: Pick<ExportFacts, 'stackingEnd'>, now: Date): boolean =>
  f.stackingEnd !== null && now.getTime() > f.stackingEnd.getTime();

/** EXP-062: now, on the Santiago wall clock, within the coordination hours (the end excluded). */
export function withinCoordinationHours(f: Pick<ExportFacts, 'coordinationHours'>, now: Date): boolean {
  const { from, to } = f.coordinationHours ?? DEFAULT_COORDINATION_HOURS;
  const { time } = santiagoWallClock(now);
  return time >= from && time < to;
}

/** Why the pre-advice's state does not allow the action now; undefined when it does. */
export function exportWhyNot(action: ExportDetailAction, f: ExportFacts, now: Date): string | undefined {
  switch (action) {
    case 'cancelPreadvice':
      if (f.transitState !== 'INBOUND') return r.notInbound;
      return f.invoiceFinalized ? r.invoiceFinalized : undefined;
    case 'editPreadvice':
      return f.transitState === 'INBOUND' ? undefined : r.notInbound;
    case 'reassignTrucking':
      if (f.transitState !== 'INBOUND') return r.notInbound;
      return f.validReassign ? undefined : r.reassignNotValid;
    case 'coordinate':
      if (!f.coordination) return r.noCoordination;
      if (f.transitState === 'DEPARTED') return r.departed;
      if (stackingExpired(f, now)) return r.stackingExpired;
      return withinCoordinationHours(f, now) ? undefined : r.outsideCoordinationHours;
    case 'printVoucher':
      return f.transitState === 'DEPARTED' ? r.departed : undefined;
    case 'eir':
      return exportUnitReceived(f.transitState) ? undefined : r.notReceived;
    case 'temperatureLetter':
      return f.reefer ? undefined : r.notReefer;
  }
}

/** The permission row action (row 'exports', src/custom/export/area.ts) each detail action needs: who may, before when. */
export const EXPORT_ACTION_PERMISSION: Readonly<Record<ExportDetailAction, string>> = {
  cancelPreadvice: 'cancel',
  editPreadvice: 'edit',
  reassignTrucking: 'reassignTrucking',
  coordinate: 'appointment',
  printVoucher: 'print',
  eir: 'print',
  temperatureLetter: 'print',
};

/** What the export gate pass reads (EXP-079): the pre-advice, its delivery appointment and carrier. */
export interface ExportGatePassFacts {
  transitState: TransitState;
  preadvised: boolean;
  appointment: { day: string; start?: string; end: string } | null;
  truckingId: string | null;
}

/** Why the export unit's gate pass cannot print (the gate pass of a delivery on its way); empty when it can. */
export function exportGatePassRefusals(f: ExportGatePassFacts, now: Date): string[] {
  const refusals = operationsMessages.refusals;
  if (!f.preadvised) return [refusals.noOperation];
  const out: string[] = [];
  if (f.transitState !== 'INBOUND') out.push(r.alreadyReceived);
  if (!f.appointment) out.push(refusals.noAppointment);
  else if (appointmentPassed(f.appointment, now)) out.push(refusals.appointmentPassed);
  if (!f.truckingId) out.push(refusals.noTrucking);
  return out;
}
