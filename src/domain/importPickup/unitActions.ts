/**
 * Which actions an import unit allows, and why not (D2 §4 Import pickup rules, §6 roles;
 * DECISIONS Q17, Q18). One set of pure rules: the mock refuses with these reasons, the console
 * hides or disables with the same answers. State rules (`whyNot`) and role rules (`ACTION_PERMISSIONS`
 * rows of permissions.ts) are separate, and `allowedActions` combines them.
 */
import { operationsMessages } from '../../i18n/operationsMessages';
import { can } from '../permissions';
import { appointmentPassed, appointmentStarted } from '../appointments';
import { drcRefusal } from '../drc/receipt';
import { GONE_STATES, type TransitState } from '../transitStates';

/** The storekeeper code that gates the visit-list condition change (D2 §9; DECISIONS Q32). */
export const A71 = 'A-71';

export type PickupCondition = 'DIRECTO' | 'INDIRECTO';

/**
 * The facts' truckingId of a pickup reassigned 'por sus propios medios' (VV-026, IMP-071): no
 * company, but a transport all the same, so the rules that need one (gate pass, booking) pass.
 */
export const OWN_MEANS_TRANSPORT = 'OWN_MEANS';

/** What the rules look at; the mock builds it from its records, the console from the answers. */
export interface UnitFacts {
  transitState: TransitState;
  category: 'IMPORT' | 'EXPORT' | 'STORAGE';
  hazardous: boolean;
  /** The visit allows hazardous units to be inscribed for direct pickup (etaForImo, Q24). */
  etaForImo: boolean;
  inspeccionSAG: string | null;
  fechaPlanificada: string | null;
  storekeeperCode: string | null;
  documentType: string | null;
  /** The active pickup operation, if any. */
  operation: { condicionRetiro: PickupCondition; truckingId: string | null } | null;
  appointment: { day: string; start: string; end: string } | null;
}

export const UNIT_ACTIONS = [
  'requestDirect',
  'inscribir',
  'requestIndirect',
  'cancelPickup',
  'bookAppointment',
  'recoordinate',
  'changeCondition',
  'changeConditionExtraportuario',
  'reassignTrucking',
  'printGatePass',
  'editDocument',
  'editCda',
  'editTatc',
  'drc',
] as const;
export type UnitAction = (typeof UNIT_ACTIONS)[number];

const r = operationsMessages.refusals;
const GONE = GONE_STATES;
/** States in which the unit has not left the terminal's hands yet (a pickup can still be undone). */
const CANCELLABLE: readonly TransitState[] = ['ADVISED', 'INBOUND', 'ECIN', 'YARD'];

function conditionChangeRefusal(u: UnitFacts, now: Date): string | undefined {
  // Q17: DIRECTO, YARD, an appointment, and its time passed.
  if (u.operation?.condicionRetiro !== 'DIRECTO' || u.transitState !== 'YARD' || !u.appointment)
    return r.conditionChange;
  if (!appointmentPassed(u.appointment, now)) return r.conditionChange;
  return undefined;
}

/** Why the unit's state does not allow the action now; undefined when it does. */
export function whyNot(action: UnitAction, u: UnitFacts, now: Date): string | undefined {
  if (u.category !== 'IMPORT') return r.notImport;
  const op = u.operation;
  switch (action) {
    case 'requestDirect':
      if (op) return r.operationExists;
      if (u.transitState !== 'INBOUND') return r.directNeedsInbound;
      return u.hazardous ? r.hazardNeedsInscription : undefined;
    case 'inscribir':
      if (op) return r.operationExists;
      if (u.transitState !== 'INBOUND') return r.directNeedsInbound;
      return u.hazardous && u.etaForImo ? undefined : r.hazardNeedsInscription;
    case 'requestIndirect':
      if (op) return r.operationExists;
      return u.transitState === 'YARD' ? undefined : r.indirectNeedsYard;
    case 'cancelPickup':
      if (!op) return r.noOperation;
      if (!CANCELLABLE.includes(u.transitState)) return r.notCancellable;
      return u.appointment && appointmentStarted(u.appointment, now) ? r.notCancellable : undefined;
    case 'bookAppointment':
      if (!op) return r.noOperation;
      if (op.condicionRetiro !== 'INDIRECTO') return r.directNoAppointment;
      if (u.appointment) return r.alreadyBooked;
      if (u.transitState !== 'YARD') return r.coordination;
      // IMP-026/027: the calendar only when no inspection is pending or a planned date exists.
      if (String(u.inspeccionSAG ?? 'SIN INSPECCION') !== 'SIN INSPECCION' && !u.fechaPlanificada)
        return r.inspectionPending;
      return op.truckingId ? undefined : r.noTrucking;
    case 'recoordinate':
      if (!op) return r.noOperation;
      if (op.condicionRetiro !== 'INDIRECTO' || !u.appointment) return r.notRecoordinable;
      if (u.transitState !== 'YARD' || appointmentStarted(u.appointment, now)) return r.notRecoordinable;
      return undefined;
    case 'changeCondition':
      if (!op) return r.noOperation;
      return conditionChangeRefusal(u, now);
    case 'changeConditionExtraportuario':
      if (!op) return r.noOperation;
      if (u.storekeeperCode !== A71) return r.conditionChangeA71;
      return conditionChangeRefusal(u, now);
    case 'reassignTrucking':
      if (!op) return r.noOperation;
      return GONE.includes(u.transitState) ? r.departed : undefined;
    case 'printGatePass':
      return gatePassRefusals(u, now)[0];
    case 'editDocument': {
      if (!op) return r.noOperation;
      const doc = String(u.documentType ?? '').toUpperCase();
      if ((doc === 'DIN' || doc === 'DIN EN TRAMITE') && ['YARD', 'INBOUND', 'ECIN'].includes(u.transitState))
        return undefined;
      if (doc === 'MICDTA' && ['LOADED', 'YARD', 'ECOUT'].includes(u.transitState)) return undefined;
      return r.documentEdit;
    }
    case 'editCda':
    case 'editTatc':
      if (!op) return r.noOperation;
      return GONE.includes(u.transitState) ? r.departed : undefined;
    case 'drc':
      return drcRefusal('IMPORT', u.transitState);
  }
}

/**
 * Every reason the unit cannot print its gate pass (canPrintGatePass), in the order a user
 * fixes them; empty when it can.
 */
export function gatePassRefusals(u: UnitFacts, now: Date): string[] {
  if (u.category !== 'IMPORT') return [r.notImport];
  if (!u.operation) return [r.noOperation];
  const out: string[] = [];
  if (GONE.includes(u.transitState)) out.push(r.departed);
  if (!u.appointment) out.push(r.noAppointment);
  else if (appointmentPassed(u.appointment, now)) out.push(r.appointmentPassed);
  if (!u.operation.truckingId) out.push(r.noTrucking);
  return out;
}

/** The permissions.ts row each action needs (D2 §6, FEATURES IMP/VV role columns). */
export const ACTION_PERMISSIONS: Readonly<Record<UnitAction, readonly [string, string]>> = {
  requestDirect: ['imports', 'pickup'],
  inscribir: ['imports', 'pickup'],
  requestIndirect: ['imports', 'pickup'],
  cancelPickup: ['imports', 'cancel'],
  bookAppointment: ['imports', 'appointment'],
  recoordinate: ['imports', 'appointment'],
  changeCondition: ['imports', 'changeCondition'],
  changeConditionExtraportuario: ['vesselVisits', 'changeCondition'],
  reassignTrucking: ['imports', 'reassignTrucking'],
  printGatePass: ['imports', 'print'],
  editDocument: ['imports', 'editDocument'],
  editCda: ['imports', 'editCda'],
  editTatc: ['imports', 'editTatc'],
  // The DRC's own row (src/domain/drc/contract.ts): the roles that may download it.
  drc: ['drc', 'print'],
};

/** The role half of the rule. */
export const roleAllows = (roles: readonly string[], action: UnitAction): boolean =>
  can(roles, ACTION_PERMISSIONS[action][0], ACTION_PERMISSIONS[action][1]);

/** What this user may do with this unit now: role and state both allow it. */
export function allowedActions(u: UnitFacts, roles: readonly string[], now: Date): UnitAction[] {
  return UNIT_ACTIONS.filter((a) => roleAllows(roles, a) && whyNot(a, u, now) === undefined);
}
