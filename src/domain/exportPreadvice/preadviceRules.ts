/**
 * The export pre-advice form's rules (D2 §3 Export form payload, §5 Export form and Container and
 * booking, §6, §9; DECISIONS Q22, Q23), pure: the console's form shows these errors on its fields
 * and the mock refuses the same payload with the same messages (400 with the fields).
 */
import { appMessages } from '../../i18n/appMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { isValidRut } from '../rut';
import { readChileanNumber } from '../chileanNumber';
import { check, exactLength, numericRange } from '../validators';
import { EXPORT_AGENT_CHOOSERS } from '../roles';

export const EXPORT_DOCUMENT_TYPES = ['DUS', 'MICDTA', 'DTI', 'CABOTAJE', 'OTRO'] as const;
export type ExportDocumentType = (typeof EXPORT_DOCUMENT_TYPES)[number];
/** EXP-011: the form starts on DUS. */
export const DEFAULT_EXPORT_DOCUMENT_TYPE: ExportDocumentType = 'DUS';
/** EXP-048. */
export const EXPORT_SAG_CONDITIONS = ['INSPECCION', 'SIN INSPECCION'] as const;
export type ExportSagCondition = (typeof EXPORT_SAG_CONDITIONS)[number];
/** EXP-050: the booking's ventilation units as the screens show them. */
export const VENT_UNIT_LABELS = { PERCENTAGE: '%', CUBIC_FT_MIN: 'CBM', CUBIC_M_HOUR: 'CBH' } as const;
/** EXP-053: the container weighing fee is these two tariffs together. */
export const WEIGHING_TARIFFS = ['PCE-E244', 'PCE-E231'] as const;
/** EXP-015, D3 §9.1: the agent code of a user with no agent identity (Q22: only then). */
export const FALLBACK_EXPORT_AGENT = '22';
/** EXP-023, EXP-024, D2 §9. */
export const MAX_SEALS = 4;
export const MAX_SEAL_LENGTH = 15;
export const SHIPPER_LIMITS = { shipperName: 80, shipperAddress: 60, shipperCity: 30 } as const;

const hasAny = (roles: readonly string[], wanted: readonly string[]) => roles.some((r) => wanted.includes(r));

/** Q22, EXP-014: these choose the export agent (src/domain/roles.ts); everyone else is their own login. */
export { EXPORT_AGENT_CHOOSERS };
export const exportChoosesAgent = (roles: readonly string[]) => hasAny(roles, EXPORT_AGENT_CHOOSERS);

/** EXP-015: the agent of a user who does not choose: its own, else the fallback code '22'. */
export const ownExportAgent = (ownAgentId: string | null | undefined) => ownAgentId || FALLBACK_EXPORT_AGENT;

/** EXP-012: CABOTAJE only for the shipping company. */
export const exportDocumentTypesFor = (roles: readonly string[]): ExportDocumentType[] =>
  EXPORT_DOCUMENT_TYPES.filter((t) => t !== 'CABOTAJE' || roles.includes('ROLE_SHIPPINGCO'));

export type WeighingMode = 'VGM' | 'ROM';
/**
 * EXP-051, EXP-052: the unit's routing group decides the weighing — VPA the declared VGM weight,
 * ROM the terminal's weighbridge — and then both options are locked; otherwise the user chooses.
 */
export function weighingOf(routingGroup: string | null | undefined): { mode: WeighingMode | null; locked: boolean } {
  const group = (routingGroup ?? '').trim().toUpperCase();
  if (group === 'VPA') return { mode: 'VGM', locked: true };
  if (group === 'ROM') return { mode: 'ROM', locked: true };
  return { mode: null, locked: false };
}

/** What the form holds (texts as typed; lists as typed lists). */
export interface PreadviceValues {
  documentType: string;
  /** Comma separated (D2 §3 numeroDocumento). */
  documentNbrs: string;
  guias: string;
  seals: string[];
  agentId: string;
  truckingId: string;
  shipperCountry: string;
  shipperId: string;
  shipperName: string;
  shipperAddress: string;
  shipperCity: string;
  shipperState: string;
  shipperGiro: string;
  grossWeight: string;
  cmdtyShortName: string;
  sagCondition: string;
  weighing: WeighingMode | '';
  o2pct: string;
  co2pct: string;
  oog: { topCm: string; frontCm: string; backCm: string; leftCm: string; rightCm: string };
  reeferConfirmed: boolean;
}

/** EXP-039: choosing the shipper's country; a non-Chilean shipper has no state (region), so it is cleared. */
export const withShipperCountry = (values: PreadviceValues, country: string): PreadviceValues => ({
  ...values,
  shipperCountry: country,
  shipperState: country.toUpperCase() === 'CL' ? values.shipperState : '',
});

/** What the booking item and the user decide about the form. */
export interface PreadviceContext {
  roles: readonly string[];
  reefer: boolean;
  atmosphereControl: boolean;
  oog: boolean;
}

export type PreadviceErrors = Partial<Record<string, string>>;

const v = appMessages.validation;
/** A non-negative number as Chileans write it (28.500 kg; 2,5 %): the one reader, src/domain/chileanNumber.ts. */
export const typedNumber = (text: string): number | undefined => {
  const n = readChileanNumber(text, 'decimal');
  return n === undefined || n < 0 ? undefined : n;
};
const isNumber = (text: string) => typedNumber(text) !== undefined;
export const splitList = (text: string) =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

/** EXP-044…046, CONST-039: O2/CO2 are D1 §5's numericRange rule from 0 to 20 (VAL-009), required with atmosphere control. */
export const GAS_MAX_PCT = 20;
const gasRule = numericRange(GAS_MAX_PCT);
const gasRuleRequired = numericRange(GAS_MAX_PCT, { required: true });
const gasError = (text: string, required: boolean): string | undefined =>
  check(required ? gasRuleRequired : gasRule, text);

/** EXP-025…027, CONST-038: the tariff code is numeric and D1 §5's exact-length rule of 6 (VAL-008). */
export const TARIFF_CODE_LENGTH = 6;
const tariffCodeLength = exactLength(TARIFF_CODE_LENGTH);

/** EXP-041, EXP-042, EXP-071, EXP-072: gross weight required and numeric. */
export function grossWeightError(text: string): string | undefined {
  if (!text.trim()) return v.required;
  return isNumber(text) ? undefined : v.number;
}

/** EXP-022…024: at least one seal, at most four, each at most 15 characters. */
export function sealsError(seals: readonly string[]): string | undefined {
  const filled = seals.map((s) => s.trim()).filter(Boolean);
  if (filled.length === 0) return v.required;
  if (filled.length > MAX_SEALS) return operationsMessages.exportForm.tooManySeals;
  return filled.some((s) => s.length > MAX_SEAL_LENGTH) ? v.maxLength : undefined;
}

/** EXP-028, EXP-029: digits only (MICDTA alphanumeric); required unless CABOTAJE. */
function documentsError(type: string, text: string): string | undefined {
  if (type === 'CABOTAJE') return undefined;
  const numbers = splitList(text);
  if (numbers.length === 0) return v.required;
  const pattern = type === 'MICDTA' ? /^[A-Za-z0-9]+$/ : /^\d+$/;
  return numbers.some((n) => !pattern.test(n)) ? (type === 'MICDTA' ? v.other : v.number) : undefined;
}

/** EXP-035…038: the shipper's identity and address. */
function shipperErrors(values: PreadviceValues, e: PreadviceErrors): void {
  const chilean = (values.shipperCountry || 'CL').toUpperCase() === 'CL';
  if (!values.shipperId.trim()) e.shipperId = v.required;
  else if (chilean && !isValidRut(values.shipperId)) e.shipperId = v.rut;
  if (!values.shipperName.trim()) e.shipperName = v.required;
  for (const [field, max] of Object.entries(SHIPPER_LIMITS)) {
    if ((values[field as keyof typeof SHIPPER_LIMITS] ?? '').trim().length > max) e[field] = v.maxLength;
  }
  if (chilean && !values.shipperGiro.trim()) e.shipperGiro = v.required;
  if (chilean && !values.shipperState.trim()) e.shipperState = v.required;
}

/**
 * Field errors of a new pre-advice (EXP-017…047): empty when it can be sent. The agent is required
 * of a user who chooses it; the others are their own agent (ownExportAgent).
 */
export function preadviceErrors(values: PreadviceValues, c: PreadviceContext): PreadviceErrors {
  const e: PreadviceErrors = {};
  if (!values.truckingId.trim()) e.truckingId = v.required;
  if (exportChoosesAgent(c.roles) && !values.agentId.trim()) e.agentId = v.required;
  if (!values.documentType) e.documentType = v.required;
  else if (!exportDocumentTypesFor(c.roles).includes(values.documentType as ExportDocumentType))
    e.documentType = v.other;
  const documents = documentsError(values.documentType, values.documentNbrs);
  if (documents) e.documentNbrs = documents;
  const guias = splitList(values.guias);
  if (guias.length === 0) e.guias = v.required;
  else if (guias.some((g) => !/^\d+$/.test(g))) e.guias = v.number;
  const seals = sealsError(values.seals);
  if (seals) e.seals = seals;
  const cmdty = values.cmdtyShortName.trim();
  if (!cmdty) e.cmdtyShortName = v.required;
  else if (!/^\d+$/.test(cmdty)) e.cmdtyShortName = v.number;
  else {
    const length = check(tariffCodeLength, cmdty);
    if (length) e.cmdtyShortName = length;
  }
  shipperErrors(values, e);
  const weight = grossWeightError(values.grossWeight);
  if (weight) e.grossWeight = weight;
  if (!(EXPORT_SAG_CONDITIONS as readonly string[]).includes(values.sagCondition)) e.sagCondition = v.required;
  if (c.oog) {
    for (const [side, text] of Object.entries(values.oog))
      if (text.trim() && !isNumber(text)) e[`oog.${side}`] = v.number;
  }
  if (c.reefer) {
    const o2 = gasError(values.o2pct, c.atmosphereControl);
    const co2 = gasError(values.co2pct, c.atmosphereControl);
    if (o2) e.o2pct = o2;
    if (co2) e.co2pct = co2;
    if (!values.reeferConfirmed) e.reeferConfirmed = v.required;
  }
  return e;
}

/** The booking's dates as the notice reads them (ISO instants). */
export interface BookingDates {
  stackingStart: string | null;
  stackingEnd: string | null;
  lateDate: string | null;
}

export type StackingNotice = 'inconsistent' | 'stackingPassed' | 'bothPassed';

/**
 * EXP-056…058 (D2 §5 Container and booking): stacking start after the late date is an
 * inconsistency; stacking over (the late date not yet, or none), or stacking and late both over,
 * ask to contact exports — coordination ends with the stacking (EXP-060).
 */
export function stackingNotice(b: BookingDates, now: Date): StackingNotice | undefined {
  const time = (iso: string | null) => (iso ? new Date(iso).getTime() : null);
  const start = time(b.stackingStart);
  const end = time(b.stackingEnd);
  const late = time(b.lateDate);
  if (start !== null && late !== null && start > late) return 'inconsistent';
  const t = now.getTime();
  const stackingOver = end !== null && t > end;
  const lateOver = late !== null && t > late;
  if (stackingOver && lateOver) return 'bothPassed';
  return stackingOver ? 'stackingPassed' : undefined;
}
