/**
 * The cash events area's call (D3 §3 Cash event DTO, §7.3; CASH-001…018; Q35; ruling P75): the
 * draft invoice of a container's counter events, one codec shared by the console's cash form and
 * the mock's cash area (src/domain/legacyCall.ts).
 */
import { bodyRecord, defineCall, isPlainObject, optionalText } from '../legacyCall';

/** One counter event of the request: its tariff and its quantity as typed (sent as a number). */
export interface CashEventLine {
  event: string;
  quantity: string;
}

/** POST /eventtype (CASH-010…018): the events' draft; texts trimmed, as the legacy reads them. */
export interface CashEventRequest {
  unitNbr: string;
  date: string;
  cashEvents: CashEventLine[];
  /** CONSIGNEE (bill the unit's consignee) or CUSTOMER (the customer named). */
  rolCustomer: string;
  customerId: string;
  securityFee: boolean;
  agentId: string;
  notes: string;
}

const text = (v: unknown) => optionalText(v) ?? '';

export const cashEvent = defineCall<CashEventRequest>({
  method: 'POST',
  path: '/eventtype',
  toWire: ({ unitNbr, date, cashEvents, rolCustomer, customerId, securityFee, agentId, notes }, at) => ({
    path: at(),
    body: {
      unitNbr,
      date,
      cashEvents: cashEvents.map((e) => ({ event: e.event, quantity: Number(e.quantity) })),
      rolCustomer,
      customerId,
      securityFee,
      agentId,
      notes,
    },
  }),
  fromWire: ({ body }) => {
    const b = bodyRecord(body);
    // An event may name its tariff as event or id; its quantity is read as text (the rules judge it).
    const cashEvents = (Array.isArray(b.cashEvents) ? b.cashEvents : []).map(
      (x): CashEventLine =>
        isPlainObject(x)
          ? { event: String(x.event ?? x.id ?? ''), quantity: String(x.quantity ?? '') }
          : { event: '', quantity: '' },
    );
    return {
      unitNbr: text(b.unitNbr),
      date: text(b.date),
      cashEvents,
      rolCustomer: text(b.rolCustomer),
      customerId: text(b.customerId),
      // Only a true boolean adds the security fee.
      securityFee: b.securityFee === true,
      agentId: text(b.agentId),
      notes: text(b.notes),
    };
  },
});
