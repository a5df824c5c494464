/**
 * The online payment's rules (Q30; D3 §7.2; INV-072…076, ROLE-007; ruling P74): it is offered to the
 * Q30 roles with the identity's kEnabled flag; opening it marks the invoices 'pago en proceso' until
 * the provider's signed notification pays them, or for 30 minutes of the terminal's clock when the
 * payer abandons it. The notification is signed as a real provider signs it: HMAC-SHA256 over
 * `${timestamp}.${body}`, in the header `X-Khipu-Signature: t=<unix seconds>,s=<hex>`, and is
 * refused when older than 5 minutes.
 */
export const ONLINE_PAYMENT_TIMEOUT_MS = 30 * 60_000;
export const SIGNATURE_HEADER = 'X-Khipu-Signature';
export const SIGNATURE_MAX_AGE_SECONDS = 300;

export interface InProcessMark {
  onlinePaymentId: string;
  since: string;
}

/** The invoice is 'pago en proceso' at `now` (the mark is younger than the timeout). */
export const paymentInProcess = (mark: InProcessMark | null | undefined, now: Date): boolean =>
  Boolean(mark) && now.getTime() - Date.parse(mark!.since) < ONLINE_PAYMENT_TIMEOUT_MS;

/** What is signed: the timestamp and the exact body bytes as text. */
export const signedPayload = (timestamp: number, body: string): string => `${timestamp}.${body}`;

/** `t=1700000000,s=ab12…` → its parts, or undefined. */
export function parseSignature(header: string | undefined): { t: number; s: string } | undefined {
  const parts = Object.fromEntries(
    (header ?? '')
      .split(',')
      .map((p) => p.trim().split('=') as [string, string])
      .filter((p) => p.length === 2),
  );
  const t = Number(parts.t);
  return Number.isSafeInteger(t) && /^[0-9a-f]{64}$/.test(parts.s ?? '') ? { t, s: parts.s! } : undefined;
}

/** INV-072, Q30: the option shows for the online-payment roles whose identity carries kEnabled. */
export const offersOnlinePayment = (roleMayPayOnline: boolean, kEnabled: unknown): boolean =>
  roleMayPayOnline && kEnabled === true;

/** An invoice the payer may take to the provider: final, unpaid and without an online payment already open. */
export const onlinePayable = (i: { finalNumber?: number | null; paid: boolean; paymentInProcess: boolean }): boolean =>
  i.finalNumber != null && !i.paid && !i.paymentInProcess;
