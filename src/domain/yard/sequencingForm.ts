/**
 * The 'Secuenciar Bloque' payload rules (D3 §5 Sequencing form, §3, §9.1; YBS-008…021, CONST-035,
 * CONST-068), pure: the console's form and the mock's save judge a payload by this one function,
 * with the spec's messages. Stacks (sectionFrom/To) and minutes numeric and required; rows
 * required, one letter, upper-cased; the start 'DD/MM/YYYY HH:mm' (Santiago) and not before now;
 * sentido and sentidoStack 0 or 1, method 0, 1 or 2 ('por citas', issue 32 §3, beyond D3 §3's two);
 * the block one of the yard's.
 */
import { appMessages } from '../../i18n/appMessages';
import { yardMessages } from '../../i18n/yardMessages';
import { santiagoInstant } from '../santiagoTime';
import { isYardBlock, ROWS, STACK_COUNT } from './layout';
import type { Direction } from './sequencingOrder';

/** 0 fila/columna, 1 altura (D3 §3), 2 por citas (issue 32 §3: by the appointments, fewest rehandles). */
export type PlanMethod = 0 | 1 | 2;

const v = appMessages.validation;

/** The form's values as typed (texts; the rows upper-cased as the form does). */
export interface SequencingDraft {
  block: string;
  sectionFrom: string;
  sectionTo: string;
  rowFrom: string;
  rowTo: string;
  intervalDirects: string;
  /** 'DD/MM/YYYY HH:mm', America/Santiago. */
  dateInitation: string;
  method: string;
  sentido: string;
  sentidoStack: string;
}

/** A valid plan, read from the draft. */
export interface SequencingPlan {
  block: string;
  sectionFrom: number;
  sectionTo: number;
  rowFrom: string;
  rowTo: string;
  intervalDirects: number;
  /** The first turn's instant (epoch ms). */
  startMs: number;
  method: PlanMethod;
  sentido: Direction;
  sentidoStack: Direction;
}

export const SEQUENCING_FIELDS = [
  'block',
  'sectionFrom',
  'sectionTo',
  'rowFrom',
  'rowTo',
  'intervalDirects',
  'dateInitation',
  'method',
  'sentido',
  'sentidoStack',
] as const;
export type SequencingField = (typeof SEQUENCING_FIELDS)[number];

/** Minutes between two direct units: at least 1, at most a day. */
export const MAX_INTERVAL_MINUTES = 1440;

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/** 'DD/MM/YYYY HH:mm' (Santiago) → epoch ms, or undefined when it is no real date-time. */
export function parseStart(text: string): number | undefined {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return undefined;
  const [, dd, mm, yyyy, hh, min] = m.map(Number) as [number, number, number, number, number, number];
  const probe = new Date(Date.UTC(yyyy, mm - 1, dd));
  if (
    probe.getUTCFullYear() !== yyyy ||
    probe.getUTCMonth() !== mm - 1 ||
    probe.getUTCDate() !== dd ||
    hh > 23 ||
    min > 59
  )
    return undefined;
  return santiagoInstant(`${m[3]}-${m[2]}-${m[1]}`, `${m[4]}:${m[5]}`).getTime();
}

function stackError(text: string): string | undefined {
  if (text.trim() === '') return v.required;
  if (!/^\d+$/.test(text.trim())) return v.number;
  const n = Number(text);
  return n < 1 || n > STACK_COUNT ? v.numericRange : undefined;
}

function rowError(text: string): string | undefined {
  if (text.trim() === '') return v.required;
  if (text.trim().length > 1) return v.maxLength;
  return ROWS.includes(text.trim().toUpperCase()) ? undefined : v.other;
}

function intervalError(text: string): string | undefined {
  if (text.trim() === '') return v.required;
  if (!/^\d+$/.test(text.trim())) return v.number;
  const n = Number(text);
  return n < 1 || n > MAX_INTERVAL_MINUTES ? v.numericRange : undefined;
}

function startError(text: string, now: Date): string | undefined {
  if (text.trim() === '') return v.required;
  const at = parseStart(text);
  if (at === undefined) return v.date;
  // Minutes are what the form shows: the current minute is not 'in the past'.
  return at < Math.floor(now.getTime() / 60_000) * 60_000 ? yardMessages.refusals.startInPast : undefined;
}

const codeError = (text: string): string | undefined =>
  text.trim() === '' ? v.required : text.trim() === '0' || text.trim() === '1' ? undefined : v.other;

/** Each field's refusal (the first rule it breaks), empty when the draft is a valid plan. */
export function sequencingErrors(d: SequencingDraft, now: Date): Partial<Record<SequencingField, string>> {
  const out: Partial<Record<SequencingField, string>> = {};
  const put = (field: SequencingField, message: string | undefined) => {
    if (message) out[field] = message;
  };
  put(
    'block',
    d.block.trim() === ''
      ? v.required
      : isYardBlock(d.block.trim().toUpperCase())
        ? undefined
        : yardMessages.refusals.unknownBlock,
  );
  put('sectionFrom', stackError(d.sectionFrom));
  put('sectionTo', stackError(d.sectionTo));
  put('rowFrom', rowError(d.rowFrom));
  put('rowTo', rowError(d.rowTo));
  put('intervalDirects', intervalError(d.intervalDirects));
  put('dateInitation', startError(d.dateInitation, now));
  put('method', d.method.trim() === '2' ? undefined : codeError(d.method));
  put('sentido', codeError(d.sentido));
  put('sentidoStack', codeError(d.sentidoStack));
  return out;
}

/** The plan, or the fields' refusals. */
export function readSequencing(
  d: SequencingDraft,
  now: Date,
): { plan: SequencingPlan } | { errors: Partial<Record<SequencingField, string>> } {
  const errors = sequencingErrors(d, now);
  if (Object.keys(errors).length > 0) return { errors };
  return {
    plan: {
      block: d.block.trim().toUpperCase(),
      sectionFrom: Number(d.sectionFrom),
      sectionTo: Number(d.sectionTo),
      rowFrom: d.rowFrom.trim().toUpperCase(),
      rowTo: d.rowTo.trim().toUpperCase(),
      intervalDirects: Number(d.intervalDirects),
      startMs: parseStart(d.dateInitation)!,
      method: Number(d.method) as PlanMethod,
      sentido: Number(d.sentido) as Direction,
      sentidoStack: Number(d.sentidoStack) as Direction,
    },
  };
}
