/**
 * The mock's pure invoicing and payment rules (mock-server/modules/invoicing/overdue.ts,
 * invoiceState.ts, payments/tolerance.ts), which stryker.config.mjs mutates: called directly on
 * records, no store, no server.
 */
import { describe, expect, it } from 'vitest';
import { agentHasOverdue, customerHasOverdue } from '../../../../mock-server/modules/invoicing/overdue';
import { invoiceState } from '../../../../mock-server/modules/invoicing/invoiceState';
import type { Invoice } from '../../../../mock-server/modules/invoicing/types';
import { TOLERANCE, toleranceAnswer } from '../../../../mock-server/modules/payments/tolerance';
import type { TerminalDb } from '../../../../mock-server/terminalModel/types';

const invoice = (over: Partial<Invoice>): Invoice => ({
  id: 7,
  status: 'FINAL',
  finalNumber: 1001,
  created: '2025-11-01T12:00:00.000Z',
  finalizedDate: '2025-11-01',
  dueDate: '2025-11-10',
  category: 'IMPORT',
  vesselVisitId: 'V1',
  blOrBooking: 'BL1',
  payeeCustomerId: 'C1',
  payeeCustomerName: 'Cliente Uno',
  payeeCustomerRole: 'CONSIGNEE',
  agentId: 'A1',
  unitNbrs: ['MSCU1234567'],
  lines: [
    {
      chargeId: 1,
      unitNbr: 'MSCU1234567',
      tariffId: 'T1',
      description: 'Almacenaje',
      quantity: 1,
      quantityUnit: 'UN',
      amountMinor: 10_000,
      afecta: true,
    },
    {
      chargeId: 2,
      unitNbr: 'MSCU1234567',
      tariffId: 'T2',
      description: 'Exento',
      quantity: 1,
      quantityUnit: 'UN',
      amountMinor: 5_000,
      afecta: false,
    },
  ],
  tasaCambio: 95_000,
  onlySF: false,
  previewedBy: [],
  paid: false,
  paidAt: null,
  createdBy: 'facturacion',
  ...over,
});
const db = (...invoices: Invoice[]) => ({ invoice: invoices }) as unknown as TerminalDb;
// 11 Nov 2025, noon in Santiago: the day after the due date above.
const after = new Date('2025-11-11T15:00:00.000Z');
const onDue = new Date('2025-11-10T15:00:00.000Z');

describe('mock: overdue agents and customers', () => {
  it('an unpaid final invoice past its due date makes its agent and payee overdue, no one else', () => {
    const store = db(invoice({}), invoice({ id: 8, agentId: 'A2', payeeCustomerId: 'C2', paid: true }));
    expect(agentHasOverdue(store, 'A1', after)).toBe(true);
    expect(customerHasOverdue(store, 'C1', after)).toBe(true);
    expect(agentHasOverdue(store, 'A2', after)).toBe(false);
    expect(customerHasOverdue(store, 'C2', after)).toBe(false);
  });

  it('not on its due day, nor paid, nor a draft', () => {
    expect(agentHasOverdue(db(invoice({})), 'A1', onDue)).toBe(false);
    expect(customerHasOverdue(db(invoice({})), 'C1', onDue)).toBe(false);
    expect(agentHasOverdue(db(invoice({ paid: true })), 'A1', after)).toBe(false);
    expect(customerHasOverdue(db(invoice({ status: 'DRAFT', dueDate: null })), 'C1', after)).toBe(false);
  });
});

describe('mock: an invoice as the operational screens carry it', () => {
  it('a final unpaid invoice: its numbers, stage, totals in USD and CLP, payee, and no payment in process', () => {
    expect(invoiceState(invoice({ previewedBy: ['otro'] }), 'facturacion', after)).toEqual({
      draftNumber: 7,
      finalNumber: 1001,
      paid: false,
      previewed: false,
      stage: 'finalized',
      // 100 + 50 USD, VAT on the taxable 100 → 169 USD; at 950 CLP per USD → 160.550 CLP.
      totalTotal: 169,
      totalLocalTotal: 160_550,
      payeeCustomerName: 'Cliente Uno',
      paymentInProcess: false,
    });
  });

  it('previewed by the caller; a draft previewed by someone is at the previewed stage', () => {
    const draft = invoice({ status: 'DRAFT', finalNumber: null, previewedBy: ['facturacion'] });
    expect(invoiceState(draft, 'facturacion', after)).toMatchObject({
      previewed: true,
      stage: 'previewed',
      finalNumber: null,
    });
    expect(invoiceState(draft, 'otro', after)).toMatchObject({ previewed: false, stage: 'previewed' });
    expect(invoiceState({ ...draft, previewedBy: [] }, 'facturacion', after)).toMatchObject({
      previewed: false,
      stage: 'draft',
    });
  });

  it('a payment in process counts only while unpaid and not timed out', () => {
    const since = '2025-11-11T14:50:00.000Z';
    expect(
      invoiceState(invoice({ paymentInProcess: { onlinePaymentId: 'P1', since } }), 'x', after).paymentInProcess,
    ).toBe(true);
    expect(
      invoiceState(invoice({ paid: true, paymentInProcess: { onlinePaymentId: 'P1', since } }), 'x', after),
    ).toMatchObject({ paymentInProcess: false, stage: 'paid', paid: true });
    expect(
      invoiceState(
        invoice({ paymentInProcess: { onlinePaymentId: 'P1', since: '2025-11-11T13:00:00.000Z' } }),
        'x',
        after,
      ).paymentInProcess,
    ).toBe(false);
  });
});

describe('mock: payment tolerance', () => {
  it('100 pesos or 1 dollar, answered as numbers', () => {
    expect(TOLERANCE).toEqual({ pesos: 100, usdMinor: 100 });
    expect(toleranceAnswer()).toEqual({ toleranciaPesos: 100, toleranciaDolares: 1 });
  });
});
