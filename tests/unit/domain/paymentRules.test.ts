/** The payment rules (D3 §5 Payment registration; Q33, Q34), table by table, and a property over random payments. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPayment, type OwedInvoice, type PaidLine } from '../../../src/domain/payments/paymentCheck';
import {
  amountText,
  emptyLine,
  parseAmount,
  paymentLineErrors,
  PAYMENT_TYPES,
  type PaymentLineEntry,
} from '../../../src/domain/payments/paymentLines';
import { roundLocal } from '../../../src/domain/money';

const line = (patch: Partial<PaymentLineEntry>): PaymentLineEntry => ({
  ...emptyLine('CASH', { day: '2025-11-05', time: '10:00' }),
  ...patch,
});
const invoice = (patch: Partial<OwedInvoice> = {}): OwedInvoice => ({
  draftNumber: 700001,
  customerId: '76086428-5',
  status: 'FINAL',
  paid: false,
  owedLocal: 47160,
  owedUsdMinor: 4998,
  ...patch,
});
const TOL = { pesos: 100, usdMinor: 100 };

describe('payment lines', () => {
  it('INV-082: the five payment types; CASH_US in dollars, the others in pesos', () => {
    expect(PAYMENT_TYPES).toEqual(['CASH', 'CHECK', 'WIRE_TRANSFER', 'CREDIT_NOTE', 'CASH_US']);
  });

  it('INV-101 INV-102: amounts read as es-CL text into exact minor units; pesos whole, dollars with up to 2 decimals', () => {
    const table: [string, 'CLP' | 'USD', number | undefined][] = [
      ['1.234', 'CLP', 1234],
      ['1234', 'CLP', 1234],
      ['47.160', 'CLP', 47160],
      ['12.34', 'CLP', undefined],
      ['1,5', 'CLP', undefined],
      ['abc', 'CLP', undefined],
      ['1.234,56', 'USD', 123456],
      ['12,5', 'USD', 1250],
      ['12', 'USD', 1200],
      ['12.50', 'USD', undefined],
      ['12,345', 'USD', undefined],
      ['0,01', 'USD', 1],
    ];
    for (const [text, currency, minor] of table) expect(parseAmount(text, currency), `${text} ${currency}`).toBe(minor);
    expect(amountText(123456, 'USD')).toBe('1.234,56');
    expect(amountText(47160, 'CLP')).toBe('47.160');
    expect(paymentLineErrors(line({ type: 'CASH', monto: 'abc' }))).toEqual({ monto: 'Debe ser un número' });
  });

  it('INV-084 INV-085 INV-086 INV-087 INV-088: a line needs a type; a cheque its bank, date (DD-MM-YYYY), number and a numeric amount', () => {
    expect(paymentLineErrors(line({ type: '' }))).toEqual({ type: 'Requerido' });
    expect(paymentLineErrors(line({ type: 'CHECK', dateCheque: '' }))).toEqual({
      monto: 'Requerido',
      banco: 'Requerido',
      dateCheque: 'Requerido',
      nbrCheque: 'Requerido',
    });
    expect(
      paymentLineErrors(
        line({ type: 'CHECK', monto: 'diez', banco: 'Banco de Chile', dateCheque: '31-02-2025', nbrCheque: '1234' }),
      ),
    ).toEqual({ monto: 'Debe ser un número', dateCheque: 'Fecha inválida' });
    expect(
      paymentLineErrors(
        line({ type: 'CHECK', monto: '47.160', banco: 'Banco de Chile', dateCheque: '05-11-2025', nbrCheque: '1234' }),
      ),
    ).toEqual({});
  });

  it('INV-089 INV-090 INV-091 INV-092 INV-093 CONST-034: a transfer needs its bank, date-time (DD-MM-YYYY HH:mm), number, amount and a valid depositor RUT of at most 13 characters', () => {
    const ok = {
      type: 'WIRE_TRANSFER' as const,
      monto: '10.000',
      banco: 'BancoEstado',
      dateTransfer: '05-11-2025 10:30',
      nbrTransfer: 'TX-99',
      rutDeposit: '76.086.428-5',
    };
    expect(paymentLineErrors(line(ok))).toEqual({});
    expect(paymentLineErrors(line({ ...ok, dateTransfer: '05-11-2025', rutDeposit: '76.086.428-4' }))).toEqual({
      dateTransfer: 'Fecha inválida',
      rutDeposit: 'Rut inválido',
    });
    expect(paymentLineErrors(line({ ...ok, rutDeposit: '0076.086.428-5' }))).toEqual({ rutDeposit: 'Rut inválido' });
    expect(paymentLineErrors(line({ ...ok, monto: 'diez' }))).toEqual({ monto: 'Debe ser un número' });
    expect(paymentLineErrors(line({ type: 'WIRE_TRANSFER', dateTransfer: '' }))).toEqual({
      monto: 'Requerido',
      banco: 'Requerido',
      dateTransfer: 'Requerido',
      nbrTransfer: 'Requerido',
      rutDeposit: 'Requerido',
    });
  });

  it('INV-094 INV-095 INV-100 INV-110: a credit note needs a numeric number and amount, not above the available credit; no line is zero', () => {
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', nroCredit: 'NC1', monto: '' }))).toEqual({
      nroCredit: 'Debe ser un número',
      monto: 'Requerido',
    });
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', nroCredit: '', monto: 'diez' }))).toEqual({
      nroCredit: 'Requerido',
      monto: 'Debe ser un número',
    });
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', nroCredit: '9001', monto: '50.000' }), 40_000)).toEqual({
      monto: 'El monto ingresado no puede superar el crédito disponible',
    });
    expect(paymentLineErrors(line({ type: 'CREDIT_NOTE', nroCredit: '9001', monto: '40.000' }), 40_000)).toEqual({});
    expect(paymentLineErrors(line({ type: 'CASH', monto: '0' }))).toEqual({
      monto: 'No se puede ingresar un pago por monto cero.',
    });
    expect(paymentLineErrors(line({ type: 'CASH_US', monto: '12.50' }))).toEqual({
      monto: 'Monto en dólares con hasta 2 decimales (ej. 1.234,56)',
    });
  });
});

describe('a payment against its invoices', () => {
  it('INV-107 INV-108 INV-109: one invoice is paid exactly, once both totals go through the rounding helper', () => {
    const table: [number, boolean, string | undefined][] = [
      [47160, true, undefined],
      [47163, true, undefined],
      [47156, true, undefined],
      [47155, false, 'El total del pago a aplicar es inferior al monto pendiente a pagar.'],
      [47166, false, 'El total del pago a aplicar es superior al monto pendiente a pagar.'],
      [47150, false, 'El total del pago a aplicar es inferior al monto pendiente a pagar.'],
    ];
    for (const [paid, ok, message] of table) {
      const v = checkPayment([invoice()], [{ type: 'CASH', minor: paid }], TOL);
      expect([v.ok, v.message], String(paid)).toEqual([ok, message]);
    }
  });

  it('INV-106: several invoices are paid in total within the tolerance; outside it the refusal carries 823', () => {
    const two = [invoice(), invoice({ draftNumber: 700002, owedLocal: 10000 })];
    expect(
      checkPayment(
        two,
        [
          { type: 'CHECK', minor: 30000 },
          { type: 'WIRE_TRANSFER', minor: 27100 },
        ],
        TOL,
      ),
    ).toMatchObject({ ok: true, paidInFull: false, owed: 57160, paid: 57100 });
    expect(checkPayment(two, [{ type: 'CHECK', minor: 57160 }], TOL)).toMatchObject({ ok: true, paidInFull: true });
    expect(checkPayment(two, [{ type: 'CHECK', minor: 57000 }], TOL)).toMatchObject({
      ok: false,
      message: 'Usted ha seleccionado múltiples facturas por lo que debe pagar el monto total.',
      code: '823',
    });
  });

  it('INV-103 INV-110 INV-052: dollars are not mixed with pesos; a zero line is refused; a paid invoice or a draft is never paid', () => {
    expect(
      checkPayment(
        [invoice()],
        [
          { type: 'CASH_US', minor: 2000 },
          { type: 'CASH', minor: 28000 },
        ],
        TOL,
      ).message,
    ).toBe('Se deben agregar pagos de la misma moneda');
    expect(checkPayment([invoice()], [{ type: 'CASH_US', minor: 4998 }], TOL)).toMatchObject({
      ok: true,
      currency: 'USD',
      owed: 4998,
    });
    expect(checkPayment([invoice()], [{ type: 'CASH', minor: 0 }], TOL).message).toBe(
      'No se puede ingresar un pago por monto cero.',
    );
    expect(checkPayment([invoice({ paid: true })], [{ type: 'CASH', minor: 47160 }], TOL).message).toBe(
      'La factura ya está pagada.',
    );
    expect(checkPayment([invoice({ status: 'DRAFT' })], [{ type: 'CASH', minor: 47160 }], TOL).message).toBe(
      'Sólo se paga una factura finalizada.',
    );
  });

  it('INV-105 INV-111: with several customers, each pays what it owes with one line of its own', () => {
    const mixed = [invoice(), invoice({ draftNumber: 700002, customerId: '77154258-1', owedLocal: 10000 })];
    const own: PaidLine[] = [
      { type: 'CASH', minor: 47160, customerId: '76086428-5' },
      { type: 'CHECK', minor: 10000, customerId: '77154258-1' },
    ];
    expect(checkPayment(mixed, own, TOL)).toMatchObject({ ok: true, paidInFull: true });
    const refused = 'Con varios clientes, cada cliente se paga completo con una sola línea de pago.';
    expect(checkPayment(mixed, [{ type: 'CASH', minor: 57160 }], TOL).message).toBe(refused);
    expect(checkPayment(mixed, [own[0]!, { ...own[1]!, minor: 9000 }], TOL).message).toBe(refused);
  });

  it('INV-109 CONST-059: any split of what is owed into lines pays it; any payment further off than the tolerance is refused (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 10, max: 5_000_000 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: -20_000, max: 20_000 }),
        (owedRaw, weights, shift) => {
          const invoices = owedRaw.map((o, i) => invoice({ draftNumber: 800000 + i, owedLocal: roundLocal(o) }));
          const owed = invoices.reduce((s, i) => s + i.owedLocal, 0);
          // Split exactly into integer lines by weight (the last takes the remainder).
          const total = weights.reduce((s, w) => s + w, 0);
          const parts = weights.map((w) => Math.floor((owed * w) / total));
          parts[parts.length - 1]! += owed - parts.reduce((s, p) => s + p, 0);
          const lines: PaidLine[] = parts.filter((p) => p > 0).map((minor) => ({ type: 'CASH', minor }));
          const exact = checkPayment(invoices, lines, TOL);
          expect(exact.ok && exact.paidInFull).toBe(true);
          expect(exact.paid).toBe(owed);
          const off = checkPayment(invoices, [{ type: 'CASH', minor: owed + shift }], TOL);
          const gap = Math.abs(roundLocal(owed + shift) - roundLocal(owed));
          if (owed + shift <= 0) expect(off.ok).toBe(false);
          else if (invoices.length > 1) expect(off.ok).toBe(gap <= TOL.pesos);
          else expect(off.ok).toBe(gap === 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
