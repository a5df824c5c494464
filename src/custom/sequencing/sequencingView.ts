/**
 * How a sequencing reads on the console (D3 §2.4, §3, §4 Sequencing; YBS-004, YBS-019…021,
 * YBS-024): the list's row (codes by their names, stack and row ranges, the duration only when
 * not PROCESANDO) and the form's choices. Pure.
 */
import { sequencingDurationSeconds } from '../../domain/yard/sequencingStates';
import type { SequencingRow } from '../../domain/yard/wire';
import { fillText } from '../../i18n/fillText';
import { yardMessages } from '../../i18n/yardMessages';
import { yardScreenMessages } from '../../i18n/yardScreenMessages';

const t = yardScreenMessages.sequencing;
const codes = yardMessages;

/** '2 min 05 s', or '1 h 03 min' from an hour on; '' when there is none (PROCESANDO, YBS-004). */
export function durationText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.round(seconds);
  if (s >= 3600)
    return fillText(t.durationHours, {
      h: Math.floor(s / 3600),
      m: String(Math.floor((s % 3600) / 60)).padStart(2, '0'),
    });
  return fillText(t.duration, { m: Math.floor(s / 60), s: String(s % 60).padStart(2, '0') });
}

export const stackText = (n: number) => String(n).padStart(2, '0');
/** '01–80' as the plan was given (a range from its far end reads as given). */
export const stackRange = (s: Pick<SequencingRow, 'sectionFrom' | 'sectionTo'>) =>
  `${stackText(s.sectionFrom)}–${stackText(s.sectionTo)}`;
export const rowRange = (s: Pick<SequencingRow, 'rowFrom' | 'rowTo'>) => `${s.rowFrom}–${s.rowTo}`;

export const methodName = (m: number) => (codes.methods as Record<number, string>)[m] ?? '';
export const stackDirectionName = (d: number) => (codes.stackDirections as Record<number, string>)[d] ?? '';
export const rowDirectionName = (d: number) => (codes.rowDirections as Record<number, string>)[d] ?? '';
export const stateName = (s: string) => (codes.states as Record<string, string>)[s] ?? '';

/** A list row: the sequencing as it reads (dates stay ISO: the list's datetime columns format them). */
export interface SequencingListRow {
  id: number;
  date: string;
  dateInitation: string;
  dateEnd: string | null;
  duration: string;
  durationSeconds: number | null;
  block: string;
  stacks: string;
  rows: string;
  method: string;
  intervalDirects: number;
  qtyTotal: number | null;
  qtyOk: number | null;
  state: string;
  stateCode: SequencingRow['state'];
}

export function listRow(s: SequencingRow): SequencingListRow {
  // The duration by the state's rule, not by whatever the answer carries.
  const seconds = sequencingDurationSeconds(s);
  return {
    id: s.id,
    date: s.date,
    dateInitation: s.dateInitation,
    dateEnd: s.state === 'PROCESANDO' ? null : s.dateEnd,
    duration: durationText(seconds),
    durationSeconds: seconds,
    block: s.block,
    stacks: stackRange(s),
    rows: rowRange(s),
    method: methodName(s.method),
    intervalDirects: s.intervalDirects,
    qtyTotal: s.qtyTotal,
    qtyOk: s.qtyOk,
    state: stateName(s.state),
    stateCode: s.state,
  };
}

/** The form's select choices (D3 §3; 'Por citas' beyond it, P127), codes as the wire's texts. */
export const METHOD_CHOICES = ([0, 1, 2] as const).map((c) => ({ id: String(c), name: methodName(c) }));
export const STACK_DIRECTION_CHOICES = ([0, 1] as const).map((c) => ({ id: String(c), name: stackDirectionName(c) }));
export const ROW_DIRECTION_CHOICES = ([0, 1] as const).map((c) => ({ id: String(c), name: rowDirectionName(c) }));
