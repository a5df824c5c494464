/** Person and company names built from the word lists. */
import { mobileDigits } from './codes';
import { COMMUNES, COMPANY_SUFFIXES, CORES, FIRST_NAMES, STREETS, SURNAMES } from './names';
import type { Random } from './random';

export interface PersonName {
  first: string;
  last: string;
  /** "Nombre Apellido Apellido" (≤ 80). */
  full: string;
  /** "Nombre Apellido" (≤ 35, for contact names). */
  short: string;
}

export function personName(rng: Random): PersonName {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(SURNAMES);
  const second = rng.pick(SURNAMES);
  return { first, last, full: `${first} ${last} ${second}`, short: `${first} ${last}` };
}

export const suffix = (rng: Random) => rng.pick(COMPANY_SUFFIXES);
export const core = (rng: Random) => rng.pick(CORES);
export const surname = (rng: Random) => rng.pick(SURNAMES);

/** "Av. Barros Luco 1234" (≤ 60). */
export const address = (rng: Random) => `${rng.pick(STREETS)} ${rng.int(10, 4999)}`;

/** A company's contact block; the e-mail builder gives the company's domain. */
export function companyContact(rng: Random, contact: PersonName, email: (local: string) => string) {
  return {
    contactName: contact.short,
    contactAddress: address(rng),
    contactCity: rng.pick(COMMUNES),
    contactPhone: mobileDigits(rng),
    contactEmail: email(`${contact.first}.${contact.last}`),
  };
}

/** Makes a name unique within a collection by adding a branch number when it repeats. */
export class UniqueNames {
  private readonly seen = new Map<string, number>();

  take(name: string): string {
    const count = this.seen.get(name) ?? 0;
    this.seen.set(name, count + 1);
    return count === 0 ? name : `${name} (${count + 1})`;
  }
}
