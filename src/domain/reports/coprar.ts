/**
 * The Coprar report (type 10; D1 §3, §7; D3 §3 EDI batch, §5 Report form; RPT-016, RPT-032…034;
 * Q38): an EDI batch looked up by its number with GET /api/edibatch/{id}; the report takes only a
 * COPRAR load list (messageClass LOADLIST). Ruling (rulings-rptdata): a batch's id is its number;
 * GET /api/edibatch lists the batches newest first; a number on no batch is 404 'No se encontró el
 * batch'; a batch of another class is refused by the form with 'Ingrese un número de Batch de Coprar'.
 */
import { reportMessages } from '../../i18n/reportMessages';
import { defineCall, textOf, WireError } from '../legacyCall';

/** The message classes the terminal's EDI keeps (COPRAR load lists, COARRI/discharge lists, bayplans). */
export const EDI_MESSAGE_CLASSES = ['LOADLIST', 'DISCHLIST', 'BAYPLAN'] as const;
export type EdiMessageClass = (typeof EDI_MESSAGE_CLASSES)[number];
export const EDI_BATCH_STATES = ['COMPLETE', 'WITH_ERRORS', 'RECEIVED'] as const;
export type EdiBatchStatus = (typeof EDI_BATCH_STATES)[number];

/** D3 §3 EDI batch, plus the vessel's name and how many boxes it lists (read by the result view). */
export interface EdiBatch {
  id: number;
  /** ISO instant the batch was received. */
  date: string;
  vesselVisit: string;
  vesselName: string;
  nbr: number;
  status: EdiBatchStatus;
  session: string;
  messageClass: EdiMessageClass;
  units: number;
}

/** The Coprar report's refusal of a batch found: only a load list is a Coprar report (RPT-032). */
export const coprarRefusal = (batch: Pick<EdiBatch, 'messageClass'>): string | undefined =>
  batch.messageClass === 'LOADLIST' ? undefined : reportMessages.refusals.coprarBatch;

/** A batch number as typed: digits only, else the form's 'Ingrese un número de Batch de Coprar'. */
export const batchNumberOf = (raw: string): number | undefined =>
  /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : undefined;

/** GET /edibatch (A089; RPT-034): every batch, newest first. */
export const ediBatchList = defineCall<Record<string, never>>({
  method: 'GET',
  path: '/edibatch',
  toWire: (_input, at) => ({ path: at() }),
  fromWire: () => ({}),
});

/** GET /edibatch/{id} (A090; Q38; RPT-032, RPT-033): one batch by its number. */
export const ediBatchById = defineCall<{ nbr: number }>({
  method: 'GET',
  path: '/edibatch/:id',
  toWire: ({ nbr }, at) => ({ path: at({ id: nbr }) }),
  fromWire: ({ params }) => {
    const nbr = batchNumberOf(textOf(params.id));
    if (nbr === undefined) throw new WireError({ batchNbr: reportMessages.refusals.coprarBatch });
    return { nbr };
  },
});
