/**
 * The gate's calls with a body or more than one parameter (D2 §7 Gate; API.md A101, A102, A104),
 * one codec each: the console encodes with `toWire`, the mock's gate area decodes with `fromWire`
 * before its guard (src/domain/legacyCall.ts). The container must be a container number and the
 * gate one of the terminal's, else 400 naming the field (VAL-023's 'Ingrese un valor válido').
 */
import { appMessages } from '../../i18n/appMessages';
import { gateMessages } from '../../i18n/gateMessages';
import { isContainerNumber } from '../containerNumber';
import { bodyRecord, defineCall, textOf, truthy, WireError } from '../legacyCall';
import { DEFAULT_GATE, gateOf } from './gates';

/** A scanned or typed container number as the gate reads it: trimmed, upper case, inner spaces dropped. */
export const gateUnitInput = (raw: string): string => raw.trim().toUpperCase().replace(/\s+/g, '');

/** The arrival's body read back: a container number and a gate (absent: the default, D2 §3). */
function arrivalOf(body: unknown): { unitNbr: string; gate: number; record: Record<string, unknown> } {
  const b = bodyRecord(body);
  const unitNbr = gateUnitInput(textOf(b.unitNbr));
  const gate = b.gate === undefined || b.gate === null || b.gate === '' ? DEFAULT_GATE : gateOf(b.gate);
  const fields: Record<string, string> = {};
  if (!isContainerNumber(unitNbr)) fields.unitNbr = appMessages.validation.other;
  if (gate === undefined) fields.gate = gateMessages.refusals.unknownGate;
  if (Object.keys(fields).length > 0) throw new WireError(fields);
  return { unitNbr, gate: gate!, record: b };
}

/** POST /unitfacilityvisit/arribogate {unitNbr, gate} (GATE-002, GATE-006): registers the arrival. */
export interface GateArrivalInput {
  unitNbr: string;
  gate: number;
}

export const gateArrival = defineCall<GateArrivalInput>({
  method: 'POST',
  path: '/unitfacilityvisit/arribogate',
  toWire: ({ unitNbr, gate }, at) => ({ path: at(), body: { unitNbr, gate } }),
  fromWire: ({ body }) => {
    const { unitNbr, gate } = arrivalOf(body);
    return { unitNbr, gate };
  },
});

/** POST /unitfacilityvisit/arribogateupdate {unitNbr, gate, arriboGate} (GATE-007): confirms it. */
export interface GateConfirmInput extends GateArrivalInput {
  arriboGate: boolean;
}

export const gateArrivalConfirm = defineCall<GateConfirmInput>({
  method: 'POST',
  path: '/unitfacilityvisit/arribogateupdate',
  toWire: ({ unitNbr, gate, arriboGate }, at) => ({ path: at(), body: { unitNbr, gate, arriboGate } }),
  fromWire: ({ body }) => {
    const { unitNbr, gate, record } = arrivalOf(body);
    return { unitNbr, gate, arriboGate: truthy(record.arriboGate) };
  },
});

/** GET /unitfacilityvisit/consultacutoff/{id}/{line} (GATE-008…010): the late-arrival query. */
export interface CutOffQuery {
  unitNbr: string;
  /** The line operator, upper case. */
  line: string;
}

export const cutOffQuery = defineCall<CutOffQuery>({
  method: 'GET',
  path: '/unitfacilityvisit/consultacutoff/:id/:line',
  toWire: ({ unitNbr, line }, at) => ({ path: at({ id: unitNbr, line }) }),
  fromWire: ({ params }) => ({
    unitNbr: gateUnitInput(textOf(params.id)),
    line: textOf(params.line).trim().toUpperCase(),
  }),
});
