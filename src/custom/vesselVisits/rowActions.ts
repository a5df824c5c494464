/**
 * The per-unit actions of the visit list (VV-017, VV-021, VV-022, VV-033…036, VV-038): which ones a role
 * is offered, and why the unit's state refuses one now, from the shared rules of
 * src/domain/importPickup/unitActions.ts. The condition change is offered only once allowed (VV-035).
 */
import { gatePassRefusals, whyNot } from '../../domain/importPickup/unitActions';
import { can } from '../../domain/permissions';
import { rowFacts, type VisitUnitRow } from './visitUnits';

export const ROW_ACTIONS = ['pickup', 'printGatePass', 'reassign', 'appointment', 'changeCondition'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

export interface RowActionState {
  /** The role may do it here (and, for the condition change, the unit allows it now). */
  offered: boolean;
  /** Why the unit does not allow it now; undefined when it does. */
  refusal?: string;
}

/** Gate-pass printing from the list needs both rows: the visit list's and the report calls' (imports.print). */
export const mayPrint = (roles: readonly string[]): boolean =>
  can(roles, 'vesselVisits', 'print') && can(roles, 'imports', 'print');
export const mayReassign = (roles: readonly string[]): boolean => can(roles, 'vesselVisits', 'reassignTrucking');

/** The role has a selection or row action on the visit list at all (SHIPPINGCO only reads it). */
export const hasUnitActions = (roles: readonly string[]): boolean =>
  mayPrint(roles) ||
  mayReassign(roles) ||
  can(roles, 'vesselVisits', 'appointment') ||
  can(roles, 'vesselVisits', 'changeCondition') ||
  can(roles, 'vesselVisits', 'pickup');

export function rowActions(row: VisitUnitRow, roles: readonly string[], now: Date): Record<RowAction, RowActionState> {
  const facts = rowFacts(row);
  const conditionRefusal = whyNot('changeConditionExtraportuario', facts, now);
  // A pickup is direct (INBOUND) or indirect (YARD): refused only when neither is possible, with the indirect reason (the yard's).
  const direct = whyNot('requestDirect', facts, now);
  const indirect = whyNot('requestIndirect', facts, now);
  return {
    pickup: {
      offered: can(roles, 'vesselVisits', 'pickup') && can(roles, 'imports', 'pickup'),
      refusal: direct && indirect,
    },
    printGatePass: { offered: mayPrint(roles), refusal: gatePassRefusals(facts, now)[0] },
    reassign: { offered: mayReassign(roles), refusal: whyNot('reassignTrucking', facts, now) },
    appointment: { offered: can(roles, 'vesselVisits', 'appointment'), refusal: whyNot('bookAppointment', facts, now) },
    changeCondition: { offered: can(roles, 'vesselVisits', 'changeCondition') && conditionRefusal === undefined },
  };
}

/** The container filter and status radios are hidden for these roles (VV-009). */
const NO_FILTER_ROLES = ['ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_FUNCTIONARY', 'ROLE_SHIPPINGCO'];
export const showsUnitFilters = (roles: readonly string[]): boolean => !roles.some((r) => NO_FILTER_ROLES.includes(r));

/** SHIPPINGCO does not see the manifested container count (VV-012). */
export const showsUnitCount = (roles: readonly string[]): boolean => !roles.includes('ROLE_SHIPPINGCO');

/** The visit's management view (VV-014): extraportuary functionary, storekeeper, shipping co. */
export const mayManage = (roles: readonly string[]): boolean => can(roles, 'vesselVisits.management', 'show');
