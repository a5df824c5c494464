/**
 * The navbar avatar (ACC-045): a public avatar service keyed by the MD5 of the trimmed,
 * lower-cased e-mail (Gravatar's rule), with the user's initials as the fallback.
 */
import { md5 } from './md5';

/** d=404: the service answers 404 for an unknown e-mail, so the initials show instead of a stock picture. */
export function avatarUrl(email: string | null | undefined, size = 64): string | undefined {
  const key = (email ?? '').trim().toLowerCase();
  if (!key) return undefined;
  return `https://www.gravatar.com/avatar/${md5(key)}?d=404&s=${size}`;
}

/** Connectors and company suffixes that say nothing about who it is ('Olivares y Cía. Ltda.'). */
const FILLER = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'y',
  'e',
  'cia',
  'cía',
  'ltda',
  'sa',
  'spa',
  'eirl',
  'limitada',
]);

/**
 * 'Marcela Tapia' → 'MT'; 'servicio' → 'S'; 'Agencia de Aduanas Olivares y Cía. Ltda.' → 'AO'; '' → ''.
 * First letters of the first and last meaningful words.
 */
export function initialsOf(name: string | null | undefined): string {
  const all = (name ?? '')
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const meaningful = all.filter((w) => !FILLER.has(w.toLocaleLowerCase('es-CL')));
  const words = meaningful.length > 0 ? meaningful : all;
  if (words.length === 0) return '';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toLocaleUpperCase('es-CL');
}

/** Calm colours for the initials, always the same one for the same person. */
const COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00838f',
  '#ef6c00',
  '#4527a0',
  '#37474f',
  '#ad1457',
  '#558b2f',
];

export function avatarColour(seed: string | null | undefined): string {
  const hex = md5((seed ?? '').trim().toLowerCase());
  return COLOURS[parseInt(hex.slice(0, 8), 16) % COLOURS.length];
}
