/**
 * The car yard's figures (D2 §2 Vehicles /dispatch and /yard, §9; CAR-068…072, CHART-008…012;
 * Q25): vehicles dispatched per Santiago day, the chart's last 4 days in date order, the dispatch
 * report's default range (the last 3 days to today), and the yard's split between vehicles already
 * on a truck and vehicles waiting in the yard, per brand. Pure: the mock's answers and the screens agree.
 */
import { appMessages } from '../../i18n/appMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { dayKey, parseDay } from '../calendarDay';
import { addDays, santiagoDay } from '../santiagoTime';
import { inYard } from './vehicleMoves';

/** Q25: the chart shows this many days, oldest first. */
export const DISPATCH_CHART_DAYS = 4;
/** CAR-070: the report's default range starts this many days before today. */
export const DISPATCH_REPORT_DAYS_BACK = 3;

export interface DispatchDay {
  /** YYYY-MM-DD (Santiago). */
  day: string;
  despachados: number;
}

/** Vehicles dispatched per day over the `days` days ending today, oldest first (days without dispatches count 0). */
export function dispatchesByDay(
  registros: readonly (readonly { type: string; fecha: string }[])[],
  today: string,
  days = DISPATCH_CHART_DAYS,
): DispatchDay[] {
  const wanted = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  const counts = new Map(wanted.map((d) => [d, 0]));
  for (const moves of registros) {
    const out = moves.find((r) => r.type === 'DESPACHO');
    if (!out) continue;
    const day = santiagoDay(new Date(out.fecha));
    if (counts.has(day)) counts.set(day, counts.get(day)! + 1);
  }
  return wanted.map((day) => ({ day, despachados: counts.get(day)! }));
}

/** CAR-070: the dispatch report's default range. */
export const defaultDispatchRange = (today: string) => ({
  from: addDays(today, -DISPATCH_REPORT_DAYS_BACK),
  to: today,
});

export interface YardBrand {
  marca: string;
  enPatio: number;
  enCamion: number;
}

/** CHART-008, CHART-011: the yard's vehicles, those already loaded on a truck inside apart, and per brand (by name). */
export function yardSplit(
  vehicles: readonly { brandName: string; registros: readonly { type: string }[]; onTruck: boolean }[],
): { enPatio: number; enCamion: number; marcas: YardBrand[] } {
  const byBrand = new Map<string, YardBrand>();
  let enPatio = 0;
  let enCamion = 0;
  for (const v of vehicles) {
    if (!inYard(v.registros)) continue;
    const row = byBrand.get(v.brandName) ?? { marca: v.brandName, enPatio: 0, enCamion: 0 };
    byBrand.set(v.brandName, row);
    if (v.onTruck) {
      row.enCamion++;
      enCamion++;
    } else {
      row.enPatio++;
      enPatio++;
    }
  }
  return { enPatio, enCamion, marcas: [...byBrand.values()].sort((a, b) => a.marca.localeCompare(b.marca, 'es')) };
}

/** CAR-069 (and the GG report's dates, CAR-029): both dates required, DD/MM/YYYY, from not after to. */
export function dateRangeErrors(from: string, to: string): { from?: string; to?: string } {
  const out: { from?: string; to?: string } = {};
  const [a, b] = [parseDay(from), parseDay(to)];
  if (!from.trim()) out.from = appMessages.validation.required;
  else if (!a) out.from = operationsMessages.carYard.badDate;
  if (!to.trim()) out.to = appMessages.validation.required;
  else if (!b) out.to = operationsMessages.carYard.badDate;
  if (a && b && dayKey(a) > dayKey(b)) out.to = operationsMessages.carYard.rangeOrder;
  return out;
}

/** A report path's date, DD/MM/YYYY (sent encoded) or DD-MM-YYYY, as YYYY-MM-DD; undefined when it is neither. */
export function dayFromPath(text: string): string | undefined {
  const d = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(text.trim());
  return d && parseDay(`${d[1]}/${d[2]}/${d[3]}`) ? `${d[3]}-${d[2]}-${d[1]}` : undefined;
}

/** A typed DD/MM/YYYY as the report's path carries it (DD-MM-YYYY: a slash would split the path). */
export const slashedToPath = (typed: string) => typed.trim().replace(/\//g, '-');
