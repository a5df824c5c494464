/**
 * Cash events (D3 §2.3, §3 Cash event DTO, §4 Cash, §7.3; CASH-001…018; Q35; ruling P75): services
 * billed at the terminal's counter for a container — extra storage days, reefer connection, an
 * inspection move, a re-weighing, a document reprint — each a tariff priced per its unit. POST
 * /api/eventtype makes a draft invoice of them (plus the security fee when asked and not already
 * settled) for the chosen customer or the consignee, which then follows the invoice rules.
 */
import { fromMinor } from '../../../src/domain/money';
import { cashEventErrors } from '../../../src/domain/payments/cashEventRules';
import { appMessages } from '../../../src/i18n/appMessages';
import { badRequest, notFound } from '../../errors';
import type { CashEventRequest } from '../../../src/domain/cash/calls';
import type { Store } from '../../store';
import type { UserRecord } from '../../types';
import type { Moment } from '../../terminalModel/history';
import { nextNumber } from '../../terminalModel/ids';
import { COUNTER_TARIFFS } from '../tariffs';
import type { Invoice, InvoiceLineRecord } from './types';
import { activeOperations, findUnitVisit } from '../../terminalModel/unitVisits';
import type { ContainerVisit } from '../../terminalModel/types';
import { sameTaxId } from '../../../src/domain/rut';
import { serverFactsMessages as facts } from '../../../src/i18n/serverFactsMessages';
import { customerProfile, SECURITY_FEE_TARIFF } from './drafts';
import { rateOn } from './rates';
import { santiagoDay } from '../../../src/domain/santiagoTime';

/** GET /api/eventtype: the event types, each with its tariff, price and unit. */
export const eventCatalogue = () =>
  COUNTER_TARIFFS.map((t) => ({
    id: t.id,
    description: t.description,
    currency: t.currency,
    amount: fromMinor(t.amountMinor, 'USD'),
    unit: t.quantityUnit,
  }));

/** The security fee of the unit is already settled (its PCE-B126 on a paid invoice). */
export function securityFeeSettled(store: Store, unitNbr: string): boolean {
  return store.db.invoice.some(
    (i) =>
      i.paid &&
      i.unitNbrs.includes(unitNbr) &&
      i.lines.some((l) => l.tariffId === SECURITY_FEE_TARIFF && l.unitNbr === unitNbr),
  );
}

/** The unit's agent: its active operation's, else the one its pickup left on it (the invoice's reach and overdue state follow it). */
function unitAgent(store: Store, unit: ContainerVisit): string | null {
  return activeOperations(store, unit.id).find((o) => o.agentId)?.agentId ?? unit.agentId ?? null;
}

/** POST /api/eventtype: the cash event's draft invoice. */
export function cashEventDraft(store: Store, request: CashEventRequest, user: UserRecord, t: Moment): Invoice {
  const s = (k: 'unitNbr' | 'date' | 'rolCustomer' | 'customerId' | 'agentId') => request[k];
  const events = request.cashEvents;
  const billConsignee = s('rolCustomer').toUpperCase() === 'CONSIGNEE' && !s('customerId');
  const faults = cashEventErrors({
    unitNbr: s('unitNbr').toUpperCase(),
    date: s('date'),
    customerId: s('customerId'),
    billConsignee,
    events,
  });
  if (Object.keys(faults).length > 0) {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(faults)) {
      if (typeof v === 'string') fields[k] = v;
      else for (const [i, q] of Object.entries(v ?? {})) fields[`cashEvents.${i}.quantity`] = q;
    }
    throw badRequest(undefined, fields);
  }
  const unit = findUnitVisit(store, s('unitNbr'));
  if (!unit || unit.kind !== 'container') throw notFound(appMessages.validation.container);
  // Issue 29: the consignee and the agent are the unit's; a request naming others is refused, nothing written.
  const namesConsignee = s('rolCustomer').toUpperCase() === 'CONSIGNEE';
  if (namesConsignee && !billConsignee && !sameTaxId(s('customerId'), unit.consigneeId))
    throw badRequest(undefined, { customerId: facts.notTheConsignee });
  const agentId = unitAgent(store, unit);
  if (s('agentId') && s('agentId') !== agentId) throw badRequest(undefined, { agentId: facts.agentMismatch });
  const customerId = billConsignee ? unit.consigneeId : s('customerId');
  const payee = customerProfile(store, customerId);
  if (!payee) throw badRequest(appMessages.clients.unknown, { customerId: appMessages.clients.unknown });
  const tariffs = new Map(COUNTER_TARIFFS.map((x) => [x.id, x]));
  const unknown = events.find((e) => !tariffs.has(e.event));
  if (unknown) throw badRequest(undefined, { cashEvents: appMessages.validation.selectFromList });
  const lines: InvoiceLineRecord[] = events.map((e) => {
    const tariff = tariffs.get(e.event)!;
    const quantity = Number(e.quantity);
    return {
      chargeId: 0,
      unitNbr: unit.unitNbr,
      tariffId: tariff.id,
      description: tariff.description,
      quantity,
      quantityUnit: tariff.quantityUnit,
      amountMinor: tariff.amountMinor * quantity,
      afecta: true,
    };
  });
  if (request.securityFee && !securityFeeSettled(store, unit.unitNbr)) {
    const sf = store.findById('tariff', SECURITY_FEE_TARIFF)!;
    lines.push({
      chargeId: 0,
      unitNbr: unit.unitNbr,
      tariffId: sf.id,
      description: sf.description,
      quantity: 1,
      quantityUnit: sf.quantityUnit,
      amountMinor: sf.amountMinor,
      afecta: true,
    });
  }
  const invoice: Invoice = {
    id: nextNumber(
      store,
      'invoiceDraft',
      store.db.invoice,
      Math.max(699_999, ...store.db.operation.map((o) => o.draftNumber)),
    ),
    status: 'DRAFT',
    finalNumber: null,
    created: t.now.toISOString(),
    finalizedDate: null,
    dueDate: null,
    category: 'IMPORT',
    vesselVisitId: unit.visitId ?? '',
    blOrBooking: unit.blNumbers[0] ?? null,
    payeeCustomerId: customerId,
    payeeCustomerName: payee.name,
    payeeCustomerRole: sameTaxId(customerId, unit.consigneeId) ? 'CONSIGNEE' : 'CUSTOMER',
    agentId,
    unitNbrs: [unit.unitNbr],
    lines,
    tasaCambio: rateOn(store.db, santiagoDay(t.now)),
    onlySF: false,
    previewedBy: [],
    paid: false,
    paidAt: null,
    createdBy: user.login,
    origin: 'cash',
  };
  store.insert('invoice', invoice);
  return invoice;
}
