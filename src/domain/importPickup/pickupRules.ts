/**
 * The pickup request form's rules (D2 §3 Pickup request, §5 Pickup request (import), §6, §9;
 * DECISIONS Q18, Q23), pure so vitest checks them table by table. Which output types the unit
 * allows now comes from the server's answer (src/domain/importPickup/unitActions.ts), not from here.
 */
import { securityFeeByDefault } from '../appointments';
import type { UnitAction } from './unitActions';
import { appMessages } from '../../i18n/appMessages';
import { importMessages } from '../../i18n/importMessages';

export const DOCUMENT_TYPES = ['DIN', 'DIN EN TRAMITE', 'MICDTA', 'DAPI', 'DTI', 'OTRO'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const SAG_CONDITIONS = ['INSPECCION', 'BLOQUEO POR INSPECCION', 'SIN INSPECCION'] as const;
export type OutType = 'DIRECTO' | 'INDIRECTO';

const hasAny = (roles: readonly string[], wanted: readonly string[]) => roles.some((r) => wanted.includes(r));

/** Customer service and documentary choose the agent; everyone else acts as its own login (IMP-008). */
export const AGENT_CHOOSERS = ['ROLE_CUSTOMER_SERVICE', 'ROLE_DOCUMENTARY'] as const;
export const choosesAgent = (roles: readonly string[]) => hasAny(roles, AGENT_CHOOSERS);

/** DIN EN TRÁMITE only for customer service and documentary (Q23); DAPI not for AGN (IMP-012). */
export function documentTypesFor(roles: readonly string[]): DocumentType[] {
  return DOCUMENT_TYPES.filter((t) => {
    if (t === 'DIN EN TRAMITE') return choosesAgent(roles);
    if (t === 'DAPI') return !hasAny(roles, ['ROLE_AGN', 'ROLE_FUNCIONARIO_AGN']);
    return true;
  });
}

/** The dispatch-guide option (checkGuia) is enabled for these roles (IMP-030). */
export const GUIDE_ROLES = [
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_AGA',
  'ROLE_AGA_AGA',
  'ROLE_FUNCTIONARY',
  'ROLE_AGN',
  'ROLE_FUNCIONARIO_AGN',
] as const;
export const guideOptionEnabled = (roles: readonly string[]) => hasAny(roles, GUIDE_ROLES);

/** Q18: trucking is required for an indirect pickup (YARD) and optional for a direct one (INBOUND). */
export const truckingRequired = (outType: OutType | '') => outType === 'INDIRECTO';

/** The output types the unit offers now, from the server's allowed actions (IMP-022…024). */
export function outTypesOffered(actions: readonly UnitAction[]): { type: OutType; inscribir: boolean }[] {
  const out: { type: OutType; inscribir: boolean }[] = [];
  if (actions.includes('requestDirect')) out.push({ type: 'DIRECTO', inscribir: false });
  else if (actions.includes('inscribir')) out.push({ type: 'DIRECTO', inscribir: true });
  if (actions.includes('requestIndirect')) out.push({ type: 'INDIRECTO', inscribir: false });
  return out;
}

/** The security-fee box's starting value (IMP-029). */
export const uniqueInvoiceDefault = (outType: OutType | '', transitState: string, hazardous: boolean) =>
  securityFeeByDefault(outType, transitState, hazardous);

export interface PickupValues {
  outType: OutType | '';
  documentType: string;
  documentNbrs: string;
  agentId: string;
  consigneeGiro: string;
  truckingId: string;
  sagCondition: string;
  cda: string;
}

/** '123, 456' → ['123', '456']. */
export const splitNumbers = (text: string) =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);

const v = appMessages.validation;

/**
 * Field errors of the form (IMP-015…020, IMP-058…060): empty when it can be sent. The agent is
 * required only of a user who chooses it (the others are their own agent).
 */
export function pickupErrors(
  values: PickupValues,
  roles: readonly string[],
): Partial<Record<keyof PickupValues, string>> {
  const e: Partial<Record<keyof PickupValues, string>> = {};
  if (!values.outType) e.outType = v.required;
  if (!values.documentType) e.documentType = v.required;
  else if (!documentTypesFor(roles).includes(values.documentType as DocumentType)) e.documentType = v.other;
  const numbers = splitNumbers(values.documentNbrs);
  if (values.documentType !== 'DIN EN TRAMITE') {
    if (numbers.length === 0) e.documentNbrs = v.required;
    else if (numbers.some((n) => !/^\d+$/.test(n))) e.documentNbrs = importMessages.pickup.documentDigits;
  } else if (numbers.some((n) => !/^\d+$/.test(n))) e.documentNbrs = importMessages.pickup.documentDigits;
  if (choosesAgent(roles) && !values.agentId) e.agentId = v.required;
  if (!values.consigneeGiro.trim()) e.consigneeGiro = v.required;
  if (truckingRequired(values.outType) && !values.truckingId) e.truckingId = v.required;
  if (!(SAG_CONDITIONS as readonly string[]).includes(values.sagCondition)) e.sagCondition = v.required;
  const cdaError = cdaErrorOf(values.cda, false);
  if (cdaError) e.cda = cdaError;
  return e;
}

/** CDA: digits only, at most 80 (Q19); required on its own edit screen (IMP-058). */
export function cdaErrorOf(cda: string, required: boolean): string | undefined {
  const text = cda.trim();
  if (!text) return required ? v.required : undefined;
  if (!/^\d+$/.test(text)) return v.number;
  return text.length > 80 ? v.maxLength : undefined;
}

/** TATC: required and alphanumeric (IMP-063, IMP-064); the server further wants it numeric and not 0 (588). */
export function tatcErrorOf(tatc: string): string | undefined {
  const text = tatc.trim();
  if (!text) return v.required;
  return /^[A-Za-z0-9]+$/.test(text) ? undefined : importMessages.tatc.alphanumeric;
}
