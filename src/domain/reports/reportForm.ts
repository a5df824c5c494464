/**
 * The report form (D3 §3 Report form, §5, §9.1; RPT-004…009, RPT-024, RPT-027, RPT-028, RPT-032,
 * RPT-038…042, CONST-062): its values, its defaults on the terminal's day, and its refusals with the
 * spec's texts, field by field. The console validates with it before sending; the mock validates the
 * decoded request with it again (the same messages on the same fields).
 *
 * Rulings P86: desde2 is the mass gate pass's start (type 12, mode MASIVO), defaulting to yesterday,
 * never before the terminal's REPORT_HISTORY_DAYS; 'hasta' may not be before the start it closes.
 */
import { reportMessages } from '../../i18n/reportMessages';
import { fillText } from '../../i18n/fillText';
import { dayKey, formatDay, parseDay } from '../calendarDay';
import { isValidRut } from '../rut';
import { readDriver } from './driverInput';
import { REPORT_TYPES, type ReportField, type ReportTypeCode } from './reportTypes';

const r = reportMessages.refusals;

/** The report form's values as the console holds them and sends them (dates DD/MM/YYYY). */
export interface ReportForm {
  operationType: ReportTypeCode;
  desde: string;
  desde2: string;
  hasta: string;
  agentId: string;
  consigneeId: string;
  unitNbr: string;
  blOrBook: string;
  manifestNumber: string;
  batchNbr: string;
  gatePass: 'UNIT' | 'MASIVO';
  gateChofer: string;
  checkRutEx: boolean;
  unitNbrs: string;
}

/** RPT-007: a report's container number has at most 11 characters. */
export const REPORT_UNIT_MAX = 11;
/** How far back the mass gate pass may start (RPT-009's minimum date): the history the terminal keeps printable. */
export const REPORT_HISTORY_DAYS = 90;
/** CONST-062: the default range starts this many days before today. */
export const DEFAULT_RANGE_DAYS = 7;

/** RPT-007: the container field as typed: upper case (its length is checked, not cut, so the message shows). */
export const reportUnitInput = (raw: string): string => raw.toUpperCase().replace(/\s+/g, '');

function shiftDay(today: string, days: number): string {
  const d = parseDay(today);
  if (!d) throw new Error(`today must be DD/MM/YYYY: ${today}`);
  const at = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return formatDay({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() });
}

/** The first day desde2 may take (RPT-009). */
export const minimumDesde2 = (today: string): string => shiftDay(today, -REPORT_HISTORY_DAYS);

/** A fresh form of a type on the terminal's `today` (CONST-062, RPT-005, RPT-006). */
export function reportFormDefaults(operationType: ReportTypeCode, today: string): ReportForm {
  return {
    operationType,
    desde: shiftDay(today, -DEFAULT_RANGE_DAYS),
    desde2: shiftDay(today, -1),
    hasta: today,
    agentId: '',
    consigneeId: '',
    unitNbr: '',
    blOrBook: '',
    manifestNumber: '',
    batchNbr: '',
    gatePass: 'UNIT',
    gateChofer: '',
    checkRutEx: false,
    unitNbrs: '',
  };
}

/** The mass gate pass's units as typed (one per line, or separated by commas or spaces), upper case, without repeats. */
export const unitListOf = (raw: string): string[] => [
  ...new Set(
    raw
      .split(/[\s,;]+/)
      .map(reportUnitInput)
      .filter(Boolean),
  ),
];

/** The fields a type's form shows for these values (type 12 shows one mode's fields). */
export function visibleFields(form: Pick<ReportForm, 'operationType' | 'gatePass'>): readonly ReportField[] {
  const fields = REPORT_TYPES[form.operationType].fields;
  if (form.operationType !== 12) return fields;
  const unit: readonly ReportField[] = ['gatePass', 'unitNbr', 'gateChofer', 'checkRutEx'];
  const mass: readonly ReportField[] = ['gatePass', 'desde2', 'hasta', 'unitNbrs'];
  return form.gatePass === 'MASIVO' ? mass : unit;
}

export type ReportFormErrors = Partial<Record<ReportField, string>>;

export interface ReportFormContext {
  /** Today in Santiago, DD/MM/YYYY. */
  today: string;
  /** Whether the user's agent is known without choosing one (an agent, its functionary, an agency). */
  agentKnown: boolean;
}

/** Every refusal of the form, by field; empty when it may be sent. */
export function reportFormErrors(form: ReportForm, { today, agentKnown }: ReportFormContext): ReportFormErrors {
  const type = REPORT_TYPES[form.operationType];
  const shown = new Set(visibleFields(form));
  const errors: ReportFormErrors = {};
  const set = (field: ReportField, message: string | undefined) => {
    if (message && shown.has(field) && !errors[field]) errors[field] = message;
  };
  const dateError = (value: string, required: boolean) =>
    value.trim() === '' ? (required ? r.required : undefined) : parseDay(value) ? undefined : r.date;

  set('desde', dateError(form.desde, true));
  set('hasta', dateError(form.hasta, type.hastaRequired));
  const start = form.operationType === 12 ? form.desde2 : form.desde;
  const startDay = parseDay(start);
  const endDay = parseDay(form.hasta);
  if (startDay && endDay && dayKey(endDay) < dayKey(startDay)) set('hasta', r.hastaBeforeDesde);

  set('desde2', dateError(form.desde2, true));
  const min = parseDay(minimumDesde2(today))!;
  const desde2 = parseDay(form.desde2);
  if (desde2 && dayKey(desde2) < dayKey(min)) set('desde2', fillText(r.desde2BeforeMinimum, { date: formatDay(min) }));

  if (type.agentRequired && !agentKnown && form.agentId.trim() === '') set('agentId', r.required);
  if (reportUnitInput(form.unitNbr).length > REPORT_UNIT_MAX) set('unitNbr', r.unitTooLong);
  // VAL-015: a report's RUT field says 'Formato de Rut No válido.'.
  if (form.consigneeId.trim() !== '' && !isValidRut(form.consigneeId)) set('consigneeId', r.rut);

  if (form.operationType === 9 && form.unitNbr.trim() === '' && form.blOrBook.trim() === '')
    set('unitNbr', r.vgmUnitOrBooking);
  if (form.operationType === 10 && !/^\d+$/.test(form.batchNbr.trim())) set('batchNbr', r.coprarBatch);
  // The old DRC is found by its three keys (RPT-035): container, BL and the visit's manifest.
  if (form.operationType === 11)
    for (const f of ['unitNbr', 'blOrBook', 'manifestNumber'] as const) if (form[f].trim() === '') set(f, r.required);
  if (form.operationType === 12 && form.gatePass === 'UNIT') {
    if (form.unitNbr.trim() === '') set('unitNbr', r.required);
    const driver = readDriver(form.gateChofer, form.checkRutEx);
    if (!driver.ok) set('gateChofer', driver.message);
  }
  if (form.operationType === 12 && form.gatePass === 'MASIVO' && unitListOf(form.unitNbrs).length === 0)
    set('unitNbrs', r.oneUnitAtLeast);
  return errors;
}
