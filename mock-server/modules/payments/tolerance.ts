/**
 * The server's payment tolerances (D3 §3 Tolerance parameter, §9.1; Q34; ruling P73): how far the
 * total of several invoices may be paid from what they owe — 100 pesos, or 1 dollar. GET
 * /api/payment/tolerancia answers them; the pay screen and the registration read the same values.
 */
import { fromMinor } from '../../../src/domain/money';
import type { Tolerance } from '../../../src/domain/payments/paymentCheck';

export const TOLERANCE: Tolerance = { pesos: 100, usdMinor: 100 };

/** The legacy answer: pesos and dollars as numbers. */
export const toleranceAnswer = () => ({
  toleranciaPesos: TOLERANCE.pesos,
  toleranciaDolares: fromMinor(TOLERANCE.usdMinor, 'USD'),
});
