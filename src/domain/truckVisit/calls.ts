/**
 * The truck visits' calls (issue 31 §3, multi-move visits; beyond-spec, in the legacy's
 * appointmentrules family): list, join two appointments, the visit's gate pass, and the gate's
 * gate-in and gate-out by the visit's code. A bad number, code or gate is 400 naming the field.
 */
import { DEFAULT_GATE, gateOf } from '../gate/gates';
import { gateMessages } from '../../i18n/gateMessages';
import { truckVisitMessages as m } from '../../i18n/truckVisitMessages';
import { bodyRecord, defineCall, WireError } from '../legacyCall';
import { visitCode, visitNumber } from './join';

/** GET /appointmentrules/truckvisits: the caller's company's visits (customer service: every company's). */
export const listTruckVisits = defineCall<Record<string, never>>({
  method: 'GET',
  path: '/appointmentrules/truckvisits',
  toWire: (_input, at) => ({ path: at() }),
  fromWire: () => ({}),
});

export interface JoinInput {
  ids: [number, number];
}

const appointmentNumber = (v: unknown): number | undefined => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** POST /appointmentrules/truckvisits {ids: [a, b]}: joins two appointments into one visit. */
export const joinAppointments = defineCall<JoinInput>({
  method: 'POST',
  path: '/appointmentrules/truckvisits',
  toWire: ({ ids }, at) => ({ path: at(), body: { ids } }),
  fromWire: ({ body }) => {
    const raw = bodyRecord(body).ids;
    const ids = Array.isArray(raw) && raw.length === 2 ? raw.map(appointmentNumber) : [];
    if (ids.length !== 2 || ids.some((x) => x === undefined)) throw new WireError({ ids: m.refusals.badId });
    return { ids: ids as [number, number] };
  },
});

export interface VisitCodeInput {
  code: string;
}

const codeOf = (v: unknown): string => {
  const n = visitNumber(v);
  if (n === undefined) throw new WireError({ code: m.refusals.badCode });
  return visitCode(n);
};

/** GET /appointmentrules/truckvisits/{code}: one visit, as the gate reads it before letting the truck in or out. */
export const truckVisitByCode = defineCall<VisitCodeInput>({
  method: 'GET',
  path: '/appointmentrules/truckvisits/:code',
  toWire: ({ code }, at) => ({ path: at({ code }) }),
  fromWire: ({ params }) => ({ code: codeOf(params.code) }),
});

/** GET /report/truckvisitpass/{code}: the visit's gate pass, both moves under one code (PDF). */
export const truckVisitPass = defineCall<VisitCodeInput>({
  method: 'GET',
  path: '/report/truckvisitpass/:code',
  toWire: ({ code }, at) => ({ path: at({ code }) }),
  fromWire: ({ params }) => ({ code: codeOf(params.code) }),
});

export interface VisitGateInput extends VisitCodeInput {
  gate: number;
}

/** POST /appointmentrules/truckvisits/{code}/gatein {gate}: the truck enters — both moves, each by its own rules. */
export const truckVisitGateIn = defineCall<VisitGateInput>({
  method: 'POST',
  path: '/appointmentrules/truckvisits/:code/gatein',
  toWire: ({ code, gate }, at) => ({ path: at({ code }), body: { gate } }),
  fromWire: ({ params, body }) => {
    const code = codeOf(params.code);
    const raw = bodyRecord(body).gate;
    const gate = raw === undefined || raw === null || raw === '' ? DEFAULT_GATE : gateOf(raw);
    if (gate === undefined) throw new WireError({ gate: gateMessages.refusals.unknownGate });
    return { code, gate };
  },
});

/** POST /appointmentrules/truckvisits/{code}/gateout: the truck leaves with the import box. */
export const truckVisitGateOut = defineCall<VisitCodeInput>({
  method: 'POST',
  path: '/appointmentrules/truckvisits/:code/gateout',
  toWire: ({ code }, at) => ({ path: at({ code }) }),
  fromWire: ({ params }) => ({ code: codeOf(params.code) }),
});
