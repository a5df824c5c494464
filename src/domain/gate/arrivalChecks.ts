/**
 * A box's arrival at a gate and its checks (D2 §3 Gate arrival; GATE-006, GATE-007; rulings in the
 * gate issue's report). Each check is a boolean:
 * - pregate: the truck passed the pre-gate control (documents and seals) — false blocks;
 * - aforo: customs selected the box for physical examination — informative: the box enters and
 *   goes to the examination area inside the primary zone;
 * - escaner: customs ordered a scanner pass not yet made — true blocks;
 * - rechazoZP: customs refused the box entry to the primary zone — true blocks;
 * - arriboGate: the arrival is registered at a gate (and so notified to customs);
 * - validateGate: the gate confirmed the entry (the box is in, 'en puerta').
 * Besides the checks, a box whose booking's late date has passed (cutOff.ts, valor false) is not
 * received. Pure: the mock refuses with these reasons (409 naming the field), the console shows them.
 */
import { fillText } from '../../i18n/fillText';
import { gateMessages } from '../../i18n/gateMessages';
import { formatDateTime } from '../formats';
import { gateLabel } from './gates';

/** The result's checks in the spec's order (GATE-006). */
export const ARRIVAL_CHECKS = [
  'gate',
  'pregate',
  'aforo',
  'escaner',
  'rechazoZP',
  'arriboGate',
  'validateGate',
] as const;
export type ArrivalCheck = (typeof ARRIVAL_CHECKS)[number];

export interface ArrivalChecks {
  gate: number;
  pregate: boolean;
  aforo: boolean;
  escaner: boolean;
  rechazoZP: boolean;
  arriboGate: boolean;
  validateGate: boolean;
}

/** The customs and pre-gate facts the terminal holds on a box (demo controls set them). */
export type CustomsFlags = Pick<ArrivalChecks, 'pregate' | 'aforo' | 'escaner' | 'rechazoZP'>;

/** The checks that hold back a confirmation, and the cut-off. */
export type BlockingField = 'pregate' | 'escaner' | 'rechazoZP' | 'cutOff';

export interface Refusal<F extends string = string> {
  field: F;
  message: string;
}

/** What the cut-off rule said, with what its message names. */
export interface CutOffFacts {
  valor: boolean;
  bookingNbr: string;
  lateDate: string | null;
}

const r = gateMessages.refusals;

/** Why the checks hold the entry back now, in the checks' order (empty: the entry may be confirmed). */
export function arrivalBlocks(flags: CustomsFlags, cutOff: CutOffFacts | null): Refusal<BlockingField>[] {
  const out: Refusal<BlockingField>[] = [];
  if (!flags.pregate) out.push({ field: 'pregate', message: r.pregate });
  if (flags.escaner) out.push({ field: 'escaner', message: r.escaner });
  if (flags.rechazoZP) out.push({ field: 'rechazoZP', message: r.rechazoZP });
  if (cutOff && !cutOff.valor)
    out.push({
      field: 'cutOff',
      message: fillText(r.cutOff, { booking: cutOff.bookingNbr, date: formatDateTime(cutOff.lateDate) }),
    });
  return out;
}

/** The arrival as the terminal holds it: the gate it was registered at (null: not registered), and whether confirmed. */
export interface ArrivalState {
  registeredGate: number | null;
  confirmed: boolean;
}

/** A confirmation as sent (arribogateupdate): the gate and the arrival flag. */
export interface ConfirmRequest {
  gate: number;
  arriboGate: boolean;
}

/**
 * Why the confirmation (GATE-007) is refused, first reason only, naming its field; undefined when
 * it sets validateGate. A confirmed arrival confirmed again changes nothing (the caller answers it).
 */
export function confirmRefusal(
  state: ArrivalState,
  request: ConfirmRequest,
  blocks: readonly Refusal<BlockingField>[],
): Refusal | undefined {
  if (!request.arriboGate) return { field: 'arriboGate', message: r.notConfirming };
  if (state.registeredGate === null) return { field: 'arriboGate', message: r.notRegistered };
  if (state.registeredGate !== request.gate)
    return { field: 'gate', message: fillText(r.otherGate, { gate: gateLabel(state.registeredGate) }) };
  if (state.confirmed) return undefined;
  return blocks[0];
}
