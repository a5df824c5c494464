/**
 * Idempotency keys as payment APIs keep them (issue 29; Stripe's model, the IETF draft
 * "The Idempotency-Key HTTP Header Field"): a client's `Idempotency-Key` belongs to its user and
 * names one request — its fingerprint, a hash of the request as the call's codec decoded it. An
 * earlier result is answered only to the same user sending the same request again; the same key
 * with another request is refused (422) and writes nothing; a key answers for 24 hours on the
 * terminal's clock. 422, as the IETF draft says, not 409: this contract's 409 is a state rule's
 * refusal (an invoice paid, in process…), and this one is about the request, whatever the state.
 * Only a request that wrote something keeps its key: a refused one leaves it free for the corrected
 * request. A record a keyed request made keeps the stamp (`idempotency`), so the key is written in
 * the same step as what it made and a restart finds both or neither.
 *
 * The server's own registrations (the online payment's notification) never take a key: they are
 * bound by a field of their own, so no header can name them.
 */
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { appMessages } from '../../src/i18n/appMessages';
import { badRequest, HttpError } from '../errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long a key answers its earlier result (on the terminal's clock): a day, as Stripe's. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Stripe's limit; a longer one is refused rather than cut (two keys must never become one). */
export const MAX_KEY_LENGTH = 255;

/** A keyed request: whose key it is, the key, and which request it names. */
export interface KeyedRequest {
  login: string;
  key: string;
  fingerprint: string;
}

/** The key as a record keeps it: the request it names, and until when it answers. */
export interface IdempotencyStamp extends KeyedRequest {
  /** ISO instant on the terminal's clock. */
  expires: string;
}

/** A record a keyed request may have made: `idempotency` is absent on records written before keys were scoped. */
export interface Keyed {
  idempotency?: IdempotencyStamp | null;
}

/** The value with its object keys sorted, so equal requests write equal text whatever the order they came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The request's fingerprint: SHA-256 of its method, its route and its decoded input, canonicalised. */
export const fingerprintOf = (method: string, path: string, input: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([method.toUpperCase(), path, canonical(input)]))
    .digest('hex');

/**
 * The request's key, scoped to its user, with its fingerprint; null when it carries none (then it
 * is simply not idempotent). Read only after the codec and the guard have passed it.
 */
export function keyedRequest(
  req: Request,
  login: string,
  call: { method: string; path: string },
  input: unknown,
): KeyedRequest | null {
  const key = req.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return null;
  if (key.length > MAX_KEY_LENGTH) throw badRequest(appMessages.server.idempotencyKeyTooLong);
  return { login, key, fingerprint: fingerprintOf(call.method, call.path, input) };
}

/** The stamp a record made by `request` keeps. */
export const stampOf = (request: KeyedRequest, now: Date): IdempotencyStamp => ({
  ...request,
  expires: new Date(now.getTime() + KEY_LIFETIME_MS).toISOString(),
});

/**
 * The record an earlier identical request of the same user made with this key (live), if any; the
 * same user's key over another request is 422 (nothing written). Another user's key is another key.
 */
export function earlierRecord<T extends Keyed>(
  records: Iterable<T>,
  request: KeyedRequest | null,
  now: Date,
): T | undefined {
  if (!request) return undefined;
  for (const record of records) {
    const s = record.idempotency;
    // An unreadable expiry counts as expired: a damaged stamp answers nothing rather than forever.
    if (!s || s.login !== request.login || s.key !== request.key || !(Date.parse(s.expires) > now.getTime())) continue;
    if (s.fingerprint !== request.fingerprint) throw new HttpError(422, appMessages.server.idempotencyKeyReused);
    return record;
  }
  return undefined;
}
