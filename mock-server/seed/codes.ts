/** Realistic identifiers for the seed: RUTs, plates, container numbers, phones, dates, e-mails. */
import { iso6346CheckDigit } from '../../src/domain/iso6346';
import { rutCheckDigit } from '../../src/domain/rut';
import { Random } from './random';

/**
 * Hands out distinct, valid RUTs in canonical form: companies 76–79 million, persons 5–25 million.
 * One random stream per collection (so a collection's RUTs do not depend on the sizes of the
 * others), one set of used numbers for all (so no two records share a RUT).
 */
export class RutPool {
  private readonly used = new Set<number>();
  private readonly streams = new Map<string, Random>();

  private take(stream: string, min: number, max: number): string {
    let rng = this.streams.get(stream);
    if (!rng) {
      rng = new Random(`ruts:${stream}`);
      this.streams.set(stream, rng);
    }
    for (;;) {
      const body = rng.int(min, max);
      if (this.used.has(body)) continue;
      this.used.add(body);
      return `${body}-${rutCheckDigit(String(body))}`;
    }
  }

  /** Keeps a fixed RUT (a demo account's) out of the pool. */
  reserve(rut: string): void {
    this.used.add(Number(rut.split('-')[0]));
  }

  company(stream: string): string {
    return this.take(stream, 76_000_000, 79_999_999);
  }

  person(stream: string): string {
    return this.take(stream, 5_000_000, 25_000_000);
  }
}

/** Chilean plates: the old "AB1234" or the current "GHTR21" (no vowels, as issued since 2007). */
export function plate(rng: Random): string {
  if (rng.chance(0.35)) return rng.letters(2) + rng.digits(4);
  return rng.letters(4, 'BCDFGHJKLPRSTVWXYZ') + rng.digits(2);
}

/** ISO 6346 check digit of the first ten characters of a container number (src/domain/iso6346). */
export function containerCheckDigit(first10: string): string {
  return iso6346CheckDigit(first10) ?? '0';
}

/** A container number with a valid check digit, e.g. "MSCU1234566". */
export function container(rng: Random, owner: string): string {
  const first10 = `${owner}U${rng.digits(6)}`;
  return first10 + containerCheckDigit(first10);
}

/** Mobile number as stored in contact phones: digits only, "569XXXXXXXX". */
export const mobileDigits = (rng: Random) => `569${rng.digits(8)}`;

/** A driver's phone as it travels in the `license` field: country code, a space, the number. */
export const driverPhone = (rng: Random) => `56 9${rng.digits(8)}`;

/** The seed's reference date, so records do not change with the day the seed runs. */
export const SEED_DAY = Date.UTC(2025, 10, 1);
const DAY = 86_400_000;

/** DD/MM/YYYY, `days` after the seed's reference date. */
export function ddmmyyyy(days: number): string {
  const d = new Date(SEED_DAY + days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** ISO timestamp `minutes` after the reference date (negative: before). */
export const isoAt = (minutes: number) => new Date(SEED_DAY + minutes * 60_000).toISOString();

/** Lower-case ASCII without accents or punctuation: "Transportes Ñuble" → "transportesnuble". */
export function slug(text: string, max = 24): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(s\.?a\.?|spa|ltda\.?|limitada|y cia\.?|e\.i\.r\.l\.?)\b/g, '')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, max);
}

/** mailbox@domain.cl, always a valid address of at most 60 characters ("maria.soto@andeslogistics.cl"). */
export function emailFor(mailbox: string, domainText: string): string {
  const box = mailbox
    .split('.')
    .map((part) => slug(part, 12))
    .filter(Boolean)
    .join('.');
  return `${box || 'contacto'}@${slug(domainText) || 'empresa'}.cl`;
}
