/**
 * Car vessel visits (D2 §3 Car vessel visit, §4 Car vessel visit estado, §5 Vessel and car visit
 * forms; CAR-005…022, CONST-033, CONST-067), pure: the console's form and the mock's writes share them.
 */
import { appMessages } from '../../i18n/appMessages';

export const CAR_VISIT_STATES = ['INBOUND', 'WORKING', 'CLOSED'] as const;
export type CarVisitState = (typeof CAR_VISIT_STATES)[number];
/** CAR-007: a new visit starts INBOUND. */
export const DEFAULT_CAR_VISIT_STATE: CarVisitState = 'INBOUND';
/** CAR-022, CONST-067: the active visits. */
export const isActiveCarVisit = (estado: string): boolean => estado === 'INBOUND' || estado === 'WORKING';
/** CAR-016, CONST-033. */
export const MANIFEST_MAX = 20;

/** The visit form's values (dates as ISO instants, or '' when not given). */
export interface CarVisitValues {
  estado: string;
  /** The vessel visit it is (its id). */
  visit: string;
  line: string;
  mftoNumber: string;
  cierreDirectos: string;
  despachoDirectos: string;
  entregaIndirectos: string;
}

/** CAR-017: an operator may not edit these of an existing visit. */
export const OPERATOR_LOCKED_FIELDS = [
  'visit',
  'line',
  'cierreDirectos',
  'despachoDirectos',
  'entregaIndirectos',
] as const satisfies readonly (keyof CarVisitValues)[];
const OPERATORS = ['ROLE_OPERATOR', 'ROLE_OPERATOR_AUTOS'];
export const lockedCarVisitFields = (roles: readonly string[]): readonly (keyof CarVisitValues)[] =>
  roles.some((r) => OPERATORS.includes(r)) ? OPERATOR_LOCKED_FIELDS : [];

const v = appMessages.validation;

/** CAR-008…016: field errors; empty when the visit can be saved. */
export function carVisitErrors(values: CarVisitValues): Partial<Record<keyof CarVisitValues, string>> {
  const e: Partial<Record<keyof CarVisitValues, string>> = {};
  if (!(CAR_VISIT_STATES as readonly string[]).includes(values.estado)) e.estado = v.required;
  for (const k of ['visit', 'line', 'cierreDirectos', 'despachoDirectos', 'entregaIndirectos'] as const)
    if (!values[k].trim()) e[k] = v.required;
  for (const k of ['cierreDirectos', 'despachoDirectos', 'entregaIndirectos'] as const) {
    if (values[k].trim() && Number.isNaN(new Date(values[k]).getTime())) e[k] = v.date;
  }
  const m = values.mftoNumber.trim();
  if (m && !/^\d+$/.test(m)) e.mftoNumber = v.number;
  else if (m.length > MANIFEST_MAX) e.mftoNumber = v.maxLength;
  return e;
}

/** The fields an edit by `roles` changes: an operator's changes to its locked fields are refused (CAR-017). */
export function lockedChanges(
  before: CarVisitValues,
  after: CarVisitValues,
  roles: readonly string[],
): (keyof CarVisitValues)[] {
  return lockedCarVisitFields(roles).filter((k) => before[k] !== after[k]);
}
