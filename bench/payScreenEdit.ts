/**
 * The pay screen with 200 selected invoices: one line edit → everything the screen recomputes from
 * its invoices and lines (terminal/api/payRequests payScreenState, as PayScreen calls it on each render:
 * what each invoice owes, every line's messages, the whole payment's check with the tolerance, the
 * remaining balance). Two shapes: one customer paid by 3 lines, and 50 customers (one line each,
 * INV-105). Each edit types an amount or a cheque number a character at a time.
 */
import { emptyLine } from '../src/domain/payments/paymentLines';
import type { InvoiceWire } from '../src/domain/terminalWire/invoices';
import { owedOf, payScreenState, type ScreenLine } from '../src/custom/terminal/api/payRequests';
import { percentile, report } from './report';

const INVOICES = 200;
const BUDGET_MS = 16; // one frame at 60 Hz
const TOLERANCE = { pesos: 100, usdMinor: 100 };
const wall = { day: '2025-11-05', time: '10:30' };

const invoiceOf = (n: number, customers: number): InvoiceWire =>
  ({
    draftNumber: 700_000 + n,
    finalNumber: 100_000 + n,
    status: 'FINAL',
    paid: false,
    payeeCustomerId: `7608${String(n % customers).padStart(4, '0')}-5`,
    payeeCustomerName: `Cliente ${n % customers}`,
    payeeCustomerRole: 'CONSIGNEE',
    totalOwed: 150.25,
    totalLocalOwed: 142_351 + n,
  }) as unknown as InvoiceWire;

function timeEdits(invoices: InvoiceWire[], start: ScreenLine[]): number[] {
  let lines = start;
  const times: number[] = [];
  const edit = (index: number, patch: Partial<ScreenLine>) => {
    const s = performance.now();
    lines = lines.map((l, i) => (i === index ? { ...l, ...patch } : l));
    payScreenState(
      invoices.map(owedOf),
      lines,
      lines.map(() => undefined),
      TOLERANCE,
    );
    times.push(performance.now() - s);
  };
  for (let round = 0; round < 20; round++) {
    const amount = String(9_000_000 + round * 1_234);
    for (let n = 1; n <= amount.length; n++) edit(round % lines.length, { monto: amount.slice(0, n) });
    const cheque = `44${round}71`;
    for (let n = 1; n <= cheque.length; n++) edit(0, { nbrCheque: cheque.slice(0, n) });
  }
  return times.sort((a, b) => a - b);
}

function main() {
  const oneCustomer = Array.from({ length: INVOICES }, (_, n) => invoiceOf(n, 1));
  const threeLines: ScreenLine[] = (['CHECK', 'WIRE_TRANSFER', 'CASH'] as const).map((type) => ({
    ...emptyLine(type, wall),
    banco: 'BancoEstado',
    customerId: '',
  }));
  const many = Array.from({ length: INVOICES }, (_, n) => invoiceOf(n, 50));
  const perCustomer: ScreenLine[] = [...new Set(many.map((i) => i.payeeCustomerId))].map((c) => ({
    ...emptyLine('CHECK', wall),
    banco: 'BancoEstado',
    customerId: c,
  }));
  for (const [label, invoices, lines] of [
    ['1 cliente, 3 líneas', oneCustomer, threeLines],
    ['50 clientes, 1 línea cada uno', many, perCustomer],
  ] as const) {
    const times = timeEdits(invoices, [...lines]);
    report({
      name: `Pantalla de pago, 200 facturas (${label}): edición de una línea, p95`,
      value: Math.round(percentile(times, 95) * 1000) / 1000,
      unit: 'ms',
      budget: BUDGET_MS,
      method: `${times.length} ediciones (monto y N° de cheque tecleados carácter a carácter); cada una recalcula lo que la pantalla muestra (payScreenState: adeudado, mensajes de cada línea, verificación con tolerancia, saldo); performance.now(); peor ${times.at(-1)!.toFixed(2)} ms`,
    });
  }
}

main();
