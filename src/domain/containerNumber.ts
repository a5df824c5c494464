/**
 * A typed container number (D2 §5 Container and booking; VAL-022): forced upper case, letters and
 * digits only, exactly 11 characters ('Número de contenedor inválido'). One rule for every screen
 * that takes one (import search, gate pass, visit-list filter); the ISO 6346 check digit is a
 * separate warning (iso6346.ts), not a refusal.
 */
import { LIMITS, msg } from './validators';

/** What an input keeps of what is typed: upper case, letters and digits, at most 11. */
export const containerInput = (raw: string): string =>
  raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, LIMITS.container);

/** Exactly 11 upper-case letters or digits. */
export const isContainerNumber = (text: string): boolean => new RegExp(`^[A-Z0-9]{${LIMITS.container}}$`).test(text);

/** The rule's message, or undefined for a container number. */
export const containerNumberError = (text: string): string | undefined =>
  isContainerNumber(text) ? undefined : msg.container;
