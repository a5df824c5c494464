/**
 * Payment groups as the legacy answers them (D3 §3 Payment group, Add-payment answer, Payment result;
 * INV-114…119, PAY-011, PAY-014; ruling P73): the registration's answer with one result per line,
 * and the group rows the payments search lists. Amounts in the legacy's decimals from exact minor units.
 */
import { slashedDay, santiagoDay } from '../../../src/domain/santiagoTime';
import { fromMinor } from '../../../src/domain/money';
import type { AddPaymentWire, PaymentGroupWire, PaymentResultWire } from '../../../src/domain/terminalWire/payments';
import type { Store } from '../../store';
import type { PaymentGroup, PaymentItemRecord, PaymentLineRecord } from './types';

const usd = (minor: number) => fromMinor(minor, 'USD');
/** D3 §9.1: payment dates on screen are DD-MM-YYYY. */
export const dashedDate = (iso: string) => slashedDay(santiagoDay(new Date(iso))).replaceAll('/', '-');

function itemsOf(group: PaymentGroup, line: PaymentLineRecord): PaymentItemRecord[] {
  const own = group.items.filter((i) => i.customerId === line.customerId);
  return own.length > 0 ? own : group.items;
}

/** One line's result (D3 §3 Payment result shown to the user). */
function lineResult(group: PaymentGroup, line: PaymentLineRecord): PaymentResultWire {
  return {
    type: line.type,
    rut: line.customerId,
    role: line.customerRole,
    sequenceNumber: group.sequenceNbr,
    bankName: line.bankName,
    nroNC: line.creditNoteId,
    opNumber: line.checkNumber ?? line.opNumber,
    opDate: line.checkDate ?? line.opDate,
    totalAmount: line.currency === 'USD' ? usd(line.amountMinor) : null,
    totalLocalAmount: line.currency === 'CLP' ? line.amountMinor : null,
    items: itemsOf(group, line).map((i) => ({
      numeroFactura: i.finalNumber,
      invoiceDraftNumber: i.invoiceDraftNumber,
      amount: usd(i.owedUsdMinor),
      localAmount: i.owedLocal,
    })),
  };
}

/** POST /payment/addpayment's answer (and a repeat's: the same group). */
export const addPaymentAnswer = (group: PaymentGroup): AddPaymentWire => ({
  type: group.status,
  groupId: group.id,
  chequeNbr: group.lines.find((l) => l.type === 'CHECK')?.checkNumber ?? null,
  itemsPayment: group.lines.map((l) => lineResult(group, l)),
  invoicesError: [] as { invoiceDraftNumber: number; message: string }[],
});

/** GET /payment/resendpaym/{grpId}'s answer. */
export const resendAnswer = (group: PaymentGroup) => ({
  type: group.status,
  itemsPayment: group.lines.map((l) => ({ type: l.type, sequenceNumber: group.sequenceNbr })),
});

const linesTotal = (group: PaymentGroup) => group.lines.reduce((s, l) => s + l.amountMinor, 0);

/** A group as the payments search lists it (PAY-011) with its invoice rows for the detail (PAY-014). */
export function groupView(store: Store, group: PaymentGroup): PaymentGroupWire {
  const agentName = (id: string | null) => (id ? (store.findById('agent', id)?.name ?? null) : null);
  const types = [...new Set(group.lines.map((l) => l.type))].join(', ');
  return {
    idGrupo: group.id,
    fecha: dashedDate(group.created),
    sequenceNbr: group.sequenceNbr,
    status: group.status,
    pending: group.status !== 'PAY_OK',
    posted: group.posted,
    moneda: group.currency,
    montoPagos: group.currency === 'USD' ? usd(linesTotal(group)) : linesTotal(group),
    items: group.items.map((i) => ({
      sequenceNbr: group.sequenceNbr,
      facturaNbr: i.finalNumber,
      nombreCliente: i.customerName,
      rutCliente: i.customerId,
      montoTotalFact: i.owedLocal,
      tipoPago: types,
      nombreAgente: agentName(i.agentId),
      rutAgente: i.agentId,
      montoClp: i.owedLocal,
      repeatedPay: false,
    })),
    facturas: group.items.map((i) => ({
      facNbr: i.finalNumber,
      nomCli: i.customerName,
      rurCli: i.customerId,
      monto: i.owedLocal,
    })),
  };
}
