/**
 * The password policy of D1 §5 (VAL-018..021), shared by the console's forms and the mock
 * server: at least 8 characters with a digit, a lower-case and an upper-case letter and a
 * special character; nothing of the user's own data; no generic patterns.
 */
import { appMessages } from '../i18n/appMessages';
import { cleanRut } from './rut';

const m = appMessages.validation;

export const PASSWORD_MIN_LENGTH = 8;

/** Generic patterns refused inside any password (compared without case or accents). */
export const GENERIC_PATTERNS = [
  'password',
  'contrasena',
  'clave',
  '12345678',
  '1234',
  'qwerty',
  'asdf',
  'abc123',
  'admin',
  'usuario',
  'welcome',
  'letmein',
  'terminal',
] as const;

export interface PasswordOwner {
  login?: string | null;
  name?: string | null;
  rut?: string | null;
  /** The terminal's name from configuration (DECISIONS Q05), e.g. 'el Terminal'. */
  terminal?: string | null;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Meets the composition rule ('Contraseña insegura' otherwise). */
export const isStrongPassword = (p: string): boolean =>
  p.length >= PASSWORD_MIN_LENGTH && /\d/.test(p) && /[a-z]/.test(p) && /[A-Z]/.test(p) && /[^A-Za-z0-9]/.test(p);

/** Words of the owner's data that may not appear: the login, each name part of 3+ letters, the terminal's words. */
function personalWords(owner: PasswordOwner): string[] {
  const words = [owner.login ?? '', ...(owner.name ?? '').split(/\s+/)].map(fold).filter((w) => w.length >= 3);
  return [...new Set(words)];
}

/** The first broken rule's message, or undefined when the password is acceptable. */
export function passwordProblem(password: unknown, owner: PasswordOwner = {}): string | undefined {
  const p = String(password ?? '');
  if (p === '') return m.required;
  if (!isStrongPassword(p)) return m.password;
  const folded = fold(p);
  if (personalWords(owner).some((w) => folded.includes(w))) return m.passwordPersonal;
  // Any 5 consecutive digits of the RUT (without its check digit) count as personal data.
  const rutBody = cleanRut(owner.rut ?? '').slice(0, -1);
  for (let i = 0; i + 5 <= rutBody.length; i++) if (p.includes(rutBody.slice(i, i + 5))) return m.passwordPersonal;
  const terminalWords = fold(owner.terminal ?? '')
    .split(/\s+/)
    .filter((w) => w.length >= 4);
  if ([...GENERIC_PATTERNS, ...terminalWords].some((g) => folded.includes(g))) return m.passwordGeneric;
  return undefined;
}

/** The confirmation must equal the new password. */
export const confirmationProblem = (password: unknown, confirmation: unknown): string | undefined =>
  String(confirmation ?? '') === '' ? m.required : password === confirmation ? undefined : m.passwordMismatch;
