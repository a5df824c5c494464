/**
 * The vessel-visit unit list's data layer, pure (D2 §2 Vessel visits, §4, §9; VV-003…013, VV-019):
 * the vessel typeahead's suggestions, the container and status filters, a unit as the list shows
 * it (8 rows a page with at most 8 page links, paged by the list framework), and the facts
 * src/domain/importPickup/unitActions.ts judges a row by. The whole visit is loaded once;
 * filtering and paging run in memory (bench/vesselVisitPaging.ts).
 */
import { TYPEAHEAD_MAX_SUGGESTIONS, typeaheadReady } from '../../domain/typeahead';
import { OWN_MEANS_TRANSPORT, type UnitFacts } from '../../domain/importPickup/unitActions';
import { importStateLabel, isGone, stateOnScreen, normalizeTransitState } from '../../domain/transitStates';
import { sortableWallTime } from '../../resources/framework/list/wallTime';
import { pickupConditionLabel } from '../../i18n/codeLabels';
import type { VesselVisitSummary, VisitUnitRow } from '../../domain/terminalWire/vesselVisits';
import { containerInput } from '../../domain/containerNumber';

export type { VesselVisitSummary, VisitUnitRow };

/** Slot length when a row gives only the start (the terminal's 2-hour slots, src/domain/appointments). */
const DEFAULT_SLOT_MINUTES = 120;

export type UnitStatus = 'all' | 'departed' | 'sequenced';

/** Typeahead (VV-005): nothing under 3 characters; manifest number, name or visit id contain the text; at most 10. */
export function suggestVisits(visits: readonly VesselVisitSummary[], typed: string): VesselVisitSummary[] {
  const q = typed.trim().toUpperCase();
  if (!typeaheadReady(q)) return [];
  const out: VesselVisitSummary[] = [];
  for (const v of visits) {
    if (v.manifestNumber.includes(q) || v.vesselName.toUpperCase().includes(q) || v.id.toUpperCase().includes(q))
      out.push(v);
    if (out.length === TYPEAHEAD_MAX_SUGGESTIONS) break;
  }
  return out;
}

export const visitLabel = (v: VesselVisitSummary): string =>
  `${v.vesselName} ${v.inVoyNbr ?? ''} · ${v.manifestNumber}`.replace(/\s+·/, ' ·');

/** The container filter's text (VV-006): upper case, letters and digits, at most 11. */

/** 'Despachados' (VV-007): departed, no longer in the terminal. */
export const isDeparted = (row: VisitUnitRow): boolean => isGone(row.transitState);

/** 'Secuenciados' (VV-008): an appointment assigned. */
export const isSequenced = (row: VisitUnitRow): boolean =>
  row.apptNbr !== null && row.apptNbr !== undefined && row.apptNbr !== '';

export function filterUnits(rows: readonly VisitUnitRow[], container: string, status: UnitStatus): VisitUnitRow[] {
  const prefix = containerInput(container);
  const out: VisitUnitRow[] = [];
  for (const row of rows) {
    if (prefix && !row.unitNbr.startsWith(prefix)) continue;
    if (status === 'departed' && !isDeparted(row)) continue;
    if (status === 'sequenced' && !isSequenced(row)) continue;
    out.push(row);
  }
  return out;
}

/** Mass gate-pass print (VV-018, VV-019): disabled with nothing selected or when a selected unit has no appointment time. */
export const massPrintDisabled = (selected: readonly VisitUnitRow[]): boolean =>
  selected.length === 0 || selected.some((r) => !r.apptTime);

/** The list's columns (VV-014), in order. */
export const UNIT_COLUMNS = [
  'unitNbr',
  'typeLength',
  'apptTime',
  'apptNbr',
  'patente',
  'transitState',
  'condicionDeRetiro',
] as const;
/** What the list's search box searches: the columns but the appointment time. */
export const UNIT_SEARCH = [
  'unitNbr',
  'typeLength',
  'apptNbr',
  'patente',
  'transitState',
  'condicionDeRetiro',
] as const;

/** A unit as the list shows, sorts, searches and exports it (the state's label, the time year first); `unit` is the row itself, for its actions. */
export interface UnitListRow extends Record<string, unknown> {
  id: string;
  unit: VisitUnitRow;
}

export const unitListRow = (row: VisitUnitRow): UnitListRow => ({
  id: row.unitNbr,
  unitNbr: row.unitNbr,
  typeLength: row.typeLength,
  apptTime: sortableWallTime(row.apptTime),
  apptNbr: row.apptNbr,
  patente: row.patente,
  transitState: stateOnScreen(importStateLabel(row.transitState)),
  condicionDeRetiro: pickupConditionLabel(row.condicionDeRetiro),
  unit: row,
});

/** 'DD/MM/YYYY HH:mm' → {day, start}. */
function parseApptTime(text: string | null | undefined): { day: string; start: string } | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2})/.exec(String(text ?? ''));
  return m ? { day: `${m[3]}-${m[2]}-${m[1]}`, start: m[4]! } : undefined;
}

const plusMinutes = (time: string, minutes: number): string => {
  const total = Math.min(24 * 60 - 1, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** The appointment window of a row: the server's when given, else the start plus one slot. */
export function appointmentOf(row: VisitUnitRow): UnitFacts['appointment'] {
  const parsed = parseApptTime(row.apptTime);
  const day = row.apptDay ?? parsed?.day;
  const start = row.slotStartTime ?? parsed?.start;
  if (!day || !start) return null;
  return { day, start, end: row.slotEndTime ?? plusMinutes(start, DEFAULT_SLOT_MINUTES) };
}

/** What the shared rules need of a row (the list carries no inspection or document data). */
export function rowFacts(row: VisitUnitRow): UnitFacts {
  const condition =
    row.condicionDeRetiro === 'DIRECTO' || row.condicionDeRetiro === 'INDIRECTO' ? row.condicionDeRetiro : null;
  return {
    transitState: normalizeTransitState(row.transitState) ?? 'INBOUND',
    category: String(row.category ?? 'IMPORT')
      .toUpperCase()
      .startsWith('EXP')
      ? 'EXPORT'
      : 'IMPORT',
    hazardous: Boolean(row.hazardous),
    etaForImo: false,
    inspeccionSAG: null,
    fechaPlanificada: null,
    storekeeperCode: row.storekeeperCode ?? null,
    documentType: null,
    operation:
      condition || row.operationId
        ? {
            condicionRetiro: condition ?? 'DIRECTO',
            truckingId: row.truckingId ?? (row.ownMeans ? OWN_MEANS_TRANSPORT : null),
          }
        : null,
    appointment: appointmentOf(row),
  };
}
