/**
 * The tracking search text (D2 §2, §5; TRK-002, TRK-003): upper-cased; only letters, digits,
 * parentheses, space, hyphen, dot and slash. A slash travels as an underscore in the path (as a
 * BL's does, D2 §5), and the result route carries the same form.
 */

/** Allowed characters (letters include Ñ and accented capitals a BL may carry). */
const ALLOWED = /^[A-ZÀ-ÖØ-Þ0-9() .\-/]+$/;

/** What the field shows as the user types: upper case. */
export const toSearchInput = (raw: string): string => raw.toUpperCase();

/** The text searched: upper case, outer spaces trimmed. */
export const normalizeSearch = (raw: string): string => raw.trim().toUpperCase();

/** 'required' when empty, 'invalid' with a character outside the allowed set, else undefined. */
export function searchProblem(raw: string): 'required' | 'invalid' | undefined {
  const text = normalizeSearch(raw);
  if (text === '') return 'required';
  return ALLOWED.test(text) ? undefined : 'invalid';
}

/** The path segment of a search: slashes become underscores, the rest URI-encoded. */
export const toPathSegment = (search: string): string =>
  encodeURIComponent(normalizeSearch(search).replace(/\//g, '_'));

/** A result route's segment back to the text the user typed (underscores read as slashes). */
export const fromPathSegment = (segment: string): string => {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // A hand-typed URL with a stray '%': keep it as written.
  }
  return normalizeSearch(text.replace(/_/g, '/'));
};
