/**
 * The yard's calls (D3 §7.4; D2 §7 Sequence; API.md A231–A234, A260, A201), one codec each: the
 * console encodes with `toWire`, the mock decodes with `fromWire` before its guard
 * (src/domain/legacyCall.ts). The save (the spec's 'generic save', ruling) is POST /sequencing with
 * every form field (Q37); its rules are sequencingForm.ts's, judged by the handler on the terminal's clock.
 */
import { bodyRecord, defineCall, textOf } from '../legacyCall';
import type { SequencingDraft } from './sequencingForm';

/** The form's values read from a body (texts, rows and block upper-cased). */
function draftOf(body: unknown): SequencingDraft {
  const b = bodyRecord(body);
  const text = (k: keyof SequencingDraft) => textOf(b[k]).trim();
  return {
    block: text('block').toUpperCase(),
    sectionFrom: text('sectionFrom'),
    sectionTo: text('sectionTo'),
    // YBS-016: rows are upper-cased.
    rowFrom: text('rowFrom').toUpperCase(),
    rowTo: text('rowTo').toUpperCase(),
    intervalDirects: text('intervalDirects'),
    dateInitation: text('dateInitation'),
    method: text('method'),
    sentido: text('sentido'),
    sentidoStack: text('sentidoStack'),
  };
}

/** POST /sequencing (YBS-006; Q37): the plan as the form gives it. */
export const sequencingSave = defineCall<SequencingDraft>({
  method: 'POST',
  path: '/sequencing',
  toWire: (d, at) => ({ path: at(), body: { ...d } }),
  fromWire: ({ body }) => draftOf(body),
});

/**
 * POST /sequencing/rehandles (issue 32 §3, the mock's own path): the rehandles each method would
 * cause for the form's plan on the block as it is now, to show side by side before saving.
 */
export const sequencingRehandles = defineCall<SequencingDraft>({
  method: 'POST',
  path: '/sequencing/rehandles',
  toWire: (d, at) => ({ path: at(), body: { ...d } }),
  fromWire: ({ body }) => draftOf(body),
});

/** A sequencing named in the path: its number, or null when the path names none. */
export interface SequencingRef {
  id: number | null;
}

const refOf = (raw: unknown): SequencingRef => {
  const t = textOf(raw).trim();
  return { id: /^\d{1,9}$/.test(t) ? Number(t) : null };
};

/** GET /sequencing/{id} (YBS-023, the detail's route, ruling): the sequencing and its turns. */
export const sequencingDetail = defineCall<SequencingRef>({
  method: 'GET',
  path: '/sequencing/:id',
  toWire: ({ id }, at) => ({ path: at({ id: String(id) }) }),
  fromWire: ({ params }) => refOf(params.id),
});

/** POST /sequencing/inform/{id} (YBS-027, YBS-028). */
export const sequencingInform = defineCall<SequencingRef>({
  method: 'POST',
  path: '/sequencing/inform/:id',
  toWire: ({ id }, at) => ({ path: at({ id: String(id) }) }),
  fromWire: ({ params }) => refOf(params.id),
});

/** POST /sequencing/cancel/{id} (YBS-025, YBS-026). */
export const sequencingCancel = defineCall<SequencingRef>({
  method: 'POST',
  path: '/sequencing/cancel/:id',
  toWire: ({ id }, at) => ({ path: at({ id: String(id) }) }),
  fromWire: ({ params }) => refOf(params.id),
});

/** POST /sequencevisit/exportxls/{vesselVisitId}/{agentId} (SEQ-004): the agent's sequenced units of the visit as XLSX. */
export interface SequenceExportQuery {
  /** Upper-cased. */
  visitId: string;
  agentId: string;
}

export const sequenceExport = defineCall<SequenceExportQuery>({
  method: 'POST',
  path: '/sequencevisit/exportxls/:vesselVisitId/:agentId',
  toWire: ({ visitId, agentId }, at) => ({ path: at({ vesselVisitId: visitId, agentId }) }),
  fromWire: ({ params }) => ({
    visitId: textOf(params.vesselVisitId).trim().toUpperCase(),
    agentId: textOf(params.agentId).trim(),
  }),
});

/** A block named in the path (upper-cased). */
export interface YardBlockRef {
  block: string;
}

/** GET /yardblock/{id} (issue 32 §2, the mock's own path): the block's boxes with their places, states and turns, for the block view. */
export const yardBlockPositions = defineCall<YardBlockRef>({
  method: 'GET',
  path: '/yardblock/:id',
  toWire: ({ block }, at) => ({ path: at({ id: block }) }),
  fromWire: ({ params }) => ({ block: textOf(params.id).trim().toUpperCase() }),
});
