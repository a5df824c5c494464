/** The shape of the roles → permissions table (permissions.ts): resource row → action → roles. */
import type { Role } from './roles';

/** The actions the administration rows use; an operational area's rows may name their own (the union is open). */
export type KnownAction =
  | 'list'
  | 'show'
  | 'create'
  | 'edit'
  | 'delete'
  | 'block'
  | 'blockGate'
  | 'resendActivation'
  | 'addTrucking'
  | 'removeTrucking'
  | 'addLine'
  | 'removeLine'
  | 'activateTracking'
  | 'enableUser'
  | 'pickup'
  | 'cancel'
  | 'appointment'
  | 'changeCondition'
  | 'reassignTrucking'
  | 'print'
  | 'editDocument'
  | 'editCda'
  | 'editTatc'
  | 'menu';
// `string & {}` keeps the known names offered by the editor while any other name is allowed.
export type Action = KnownAction | (string & {});

export type PermissionRows = Record<string, Partial<Record<Action, readonly Role[]>>>;
