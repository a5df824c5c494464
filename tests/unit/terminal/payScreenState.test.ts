/** What the pay screen computes from its invoices and lines (D3 §3 Payment line, §5, §9.1), and the requests it sends. */
import { describe, expect, it } from 'vitest';
import { owedOf, paymentRequests, payScreenState, type ScreenLine } from '../../../src/custom/terminal/api/payRequests';
import { emptyLine } from '../../../src/domain/payments/paymentLines';
import { addPayment } from '../../../src/domain/payments/calls';
import type { InvoiceWire } from '../../../src/domain/terminalWire/invoices';

const TOL = { pesos: 100, usdMinor: 100 };
const invoice = {
  draftNumber: 700_001,
  finalNumber: 100_001,
  status: 'FINAL',
  paid: false,
  payeeCustomerId: '76086428-5',
  payeeCustomerRole: 'CONSIGNEE',
  totalOwed: 49.98,
  totalLocalOwed: 47_160,
} as unknown as InvoiceWire;
const line = (patch: Partial<ScreenLine>): ScreenLine => ({
  ...emptyLine('', { day: '2025-11-05', time: '09:05' }),
  customerId: '',
  ...patch,
});

describe("the pay screen's lines", () => {
  it("INV-083 CONST-006: a line holds type, monto, banco, dateCheque, nbrCheque, dateTransfer, nbrTransfer, rutDeposit and nroCredit; its dates start at the terminal's now as DD-MM-YYYY (HH:mm) and go out as typed", () => {
    const fresh = line({});
    expect(Object.keys(fresh).filter((k) => k !== 'customerId')).toEqual([
      'type',
      'monto',
      'banco',
      'dateCheque',
      'nbrCheque',
      'dateTransfer',
      'nbrTransfer',
      'rutDeposit',
      'nroCredit',
    ]);
    expect([fresh.dateCheque, fresh.dateTransfer]).toEqual(['05-11-2025', '05-11-2025 09:05']);
    // What goes out: the requests through the registration's codec (issue 28).
    const [cheque, transfer] = addPayment.toWire({
      paidInFull: true,
      requests: paymentRequests(
        [
          line({ type: 'CHECK', monto: '30.000', banco: 'Banco de Chile', nbrCheque: '4471' }),
          line({
            type: 'WIRE_TRANSFER',
            monto: '17.160',
            banco: 'BancoEstado',
            nbrTransfer: 'TX-1',
            rutDeposit: '76.086.428-5',
          }),
        ],
        [invoice],
      ),
    }).body as Record<string, unknown>[];
    expect(cheque).toMatchObject({
      type: 'CHECK',
      localAmount: 30_000,
      checkDate: '05-11-2025',
      checkNumber: '4471',
      date: null,
    });
    expect(transfer).toMatchObject({
      type: 'WIRE_TRANSFER',
      localAmount: 17_160,
      date: '05-11-2025 09:05',
      checkNumber: 'TX-1',
      rutDeposit: '76.086.428-5',
    });
  });

  it('INV-104: the register button waits until every line is complete and the payment covers what is owed', () => {
    const owed = [owedOf(invoice)];
    const steps: [ScreenLine[], boolean][] = [
      [[line({})], false],
      [[line({ type: 'CHECK', monto: '47.160' })], false],
      [[line({ type: 'CHECK', monto: '47.160', banco: 'Banco de Chile', nbrCheque: '4471' })], true],
      [[line({ type: 'CHECK', monto: '40.000', banco: 'Banco de Chile', nbrCheque: '4471' })], false],
      [
        [
          line({ type: 'CHECK', monto: '40.000', banco: 'Banco de Chile', nbrCheque: '4471' }),
          line({ type: 'CASH', monto: '7.160' }),
        ],
        true,
      ],
    ];
    for (const [lines, open] of steps) {
      const s = payScreenState(
        owed,
        lines,
        lines.map(() => undefined),
        TOL,
      );
      expect(s.linesOk && s.verdict.ok, JSON.stringify(lines.map((l) => [l.type, l.monto]))).toBe(open);
    }
    expect(payScreenState(owed, [line({ type: 'CASH', monto: '40.000' })], [undefined], TOL).remaining).toBe(7_160);
  });
});
