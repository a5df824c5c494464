/**
 * The DRC (Documento de Recepción de Contenedores; D2 §2 DRC, §3 DRC, §4; DRC-006, DRC-007): which
 * units have one and what it says, as pure rules over a unit's facts, shared by the mock (answers,
 * documents) and the console (labels). Rulings in the DRC report:
 * - an IMPORT unit has its DRC in the yard, departed or retired (D2 §4 'DRC download is possible
 *   when DEPARTED, YARD or RETIRED'); an EXPORT box once the terminal has received it at the gate
 *   (ECIN and every state after it: the receipt is what the gate hands over for it);
 * - `operation` is the movement the receipt records: the discharge from the ship (import) or the
 *   reception at the gate (export); `turno` the terminal's shift of that instant, in Santiago;
 * - `bultos` is 1: the terminal receives the container sealed, one package (its contents are the
 *   manifest's); `condCarga` reads the box: empty, IMO, reefer, out of gauge, else general cargo.
 */
import { drcMessages } from '../../i18n/drcMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { exportUnitReceived } from '../exportPreadvice/unitLife';
import { santiagoWallClock } from '../santiagoTime';
import { normalizeTransitState, type TransitState } from '../transitStates';
import type { DrcData, DrcMovement, DrcShift } from '../terminalWire/drc';

const t = drcMessages;

/** The import states with a DRC (D2 §4). */
export const IMPORT_DRC_STATES: readonly TransitState[] = ['YARD', 'DEPARTED', 'RETIRED'];

/** Why the unit has no DRC (yet), or undefined when it has one. */
export function drcRefusal(category: string, transitState: unknown): string | undefined {
  const state = normalizeTransitState(transitState);
  if (category === 'IMPORT')
    return state && IMPORT_DRC_STATES.includes(state) ? undefined : operationsMessages.refusals.drc;
  if (category === 'EXPORT') return state && exportUnitReceived(state) ? undefined : t.refusals.exportNotReceived;
  return t.refusals.noVisit;
}

export const hasDrc = (category: string, transitState: unknown): boolean =>
  drcRefusal(category, transitState) === undefined;

/** The movement a receipt records. */
export const movementOf = (category: 'IMPORT' | 'EXPORT'): DrcMovement =>
  category === 'EXPORT' ? 'RECEPCION' : 'DESCARGA';

/**
 * The terminal's three shifts, Santiago wall clock: the third is the night shift of IMP-032
 * (23:00 to 06:30); the day is split in two at 14:45. `from` included, `to` excluded.
 */
export const DRC_SHIFTS: readonly { shift: DrcShift; from: string; to: string }[] = [
  { shift: 1, from: '06:30', to: '14:45' },
  { shift: 2, from: '14:45', to: '23:00' },
  { shift: 3, from: '23:00', to: '06:30' },
];

/** The shift of an instant (Santiago). */
export function shiftOf(at: Date): DrcShift {
  const { time } = santiagoWallClock(at);
  if (time >= '06:30' && time < '14:45') return 1;
  if (time >= '14:45' && time < '23:00') return 2;
  return 3;
}

/** '1° turno (06:30 a 14:45)'. */
export function shiftLabel(shift: DrcShift | null): string {
  const s = DRC_SHIFTS.find((x) => x.shift === shift);
  return s ? t.shift.replace('{n}', String(s.shift)).replace('{from}', s.from).replace('{to}', s.to) : '';
}

export interface CargoFacts {
  freight: 'FCL' | 'MTY';
  hazardous: boolean;
  reefer: boolean;
  oog: boolean;
}

/** The receipt's cargo condition: empty first, then IMO, reefer, out of gauge, else general cargo. */
export function cargoCondition(f: CargoFacts): string {
  if (f.freight === 'MTY') return t.cargo.empty;
  if (f.hazardous) return t.cargo.hazardous;
  if (f.reefer) return t.cargo.reefer;
  if (f.oog) return t.cargo.oog;
  return t.cargo.general;
}

/** One package: the container, received sealed. */
export const DRC_PACKAGES = 1;

/** What the receipt is drawn from: the unit's facts on the terminal's records. */
export interface ReceiptFacts extends CargoFacts {
  unitNbr: string;
  isoType: string;
  typeLength: string;
  category: 'IMPORT' | 'EXPORT';
  line: string;
  transitState: TransitState;
  consigneeId: string;
  consigneeName: string;
  weightKg: number;
  tareWeightKg: number;
  impediments: readonly string[];
  /** ISO instant the terminal received it (discharge or gate-in), if recorded. */
  receivedAt: string | null;
}

/** The receipt as it travels (D2 §3 DRC plus its number, visit, reception and state). */
export function drcDataOf(
  drcNumber: number,
  visit: { id: string; vesselName: string; inVoyNbr: string },
  f: ReceiptFacts,
): DrcData {
  return {
    drcNumber,
    unitNbr: f.unitNbr,
    isoType: f.isoType,
    typeLength: f.typeLength,
    visitId: visit.id,
    vesselName: visit.vesselName,
    inVoyNbr: visit.inVoyNbr,
    line: f.line,
    consignee: f.consigneeName,
    consigneeId: f.consigneeId,
    category: f.category,
    condCarga: cargoCondition(f),
    bultos: DRC_PACKAGES,
    weightKg: f.weightKg,
    tareWeightKg: f.tareWeightKg,
    notes: f.impediments.length > 0 ? f.impediments.join(', ') : null,
    estado: f.transitState,
    fecha: f.receivedAt,
    turno: f.receivedAt ? shiftOf(new Date(f.receivedAt)) : null,
    operation: movementOf(f.category),
  };
}
