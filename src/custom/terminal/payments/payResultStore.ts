/** The last payment's result, kept for its result page across a reload (the pay screen navigates there with it). */
import type { AddPaymentWire } from '../api/paymentsApi';

const KEY = 'portal.payment.result';

export const keepPayResult = (answer: AddPaymentWire): void => sessionStorage.setItem(KEY, JSON.stringify(answer));

export function lastPayResult(): AddPaymentWire | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return value && typeof value === 'object' && 'groupId' in value ? (value as AddPaymentWire) : undefined;
  } catch {
    return undefined;
  }
}
