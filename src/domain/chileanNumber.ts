/**
 * A number as Chileans write it (D1 §1: 1.234,5): a dot groups thousands and a comma marks decimals.
 * One reader for every typed or uploaded number: '2.200' kg is two thousand two hundred (it used to
 * read as 2,2 and be refused as a tare), '2,5' is two and a half where decimals are allowed. A
 * number a spreadsheet cell already holds stays that number. Anything else is undefined.
 */
export type NumberKind = 'integer' | 'decimal';

const GROUPED = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;
const PLAIN = /^-?\d+(,\d+)?$/;
/** A machine-written decimal point (2.5, 0.75): only where decimals are allowed, never in a thousands grouping's shape. */
const DOT_DECIMAL = /^-?\d+\.\d+$/;

export function readChileanNumber(value: unknown, kind: NumberKind): number | undefined {
  if (typeof value === 'number')
    return Number.isFinite(value) && (kind === 'decimal' || Number.isInteger(value)) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/\s/g, '');
  let n: number;
  if (GROUPED.test(text) || PLAIN.test(text)) n = Number(text.replace(/\./g, '').replace(',', '.'));
  else if (kind === 'decimal' && DOT_DECIMAL.test(text)) n = Number(text);
  else return undefined;
  if (!Number.isFinite(n)) return undefined;
  return kind === 'integer' && !Number.isInteger(n) ? undefined : n;
}
