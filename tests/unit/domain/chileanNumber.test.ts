/** One reader for numbers as Chileans write them (src/domain/chileanNumber.ts), by table. */
import { describe, expect, it } from 'vitest';
import { readChileanNumber, type NumberKind } from '../../../src/domain/chileanNumber';

const table: [unknown, NumberKind, number | undefined][] = [
  ['2.200', 'integer', 2200],
  ['2200', 'integer', 2200],
  ['1.234.567', 'integer', 1234567],
  [' 3.900 ', 'integer', 3900],
  ['-1.500', 'integer', -1500],
  ['2,2', 'integer', undefined],
  ['2.2', 'integer', undefined],
  ['2.20', 'integer', undefined],
  ['22.00', 'integer', undefined],
  ['2.200,0', 'integer', 2200],
  ['12a', 'integer', undefined],
  ['', 'integer', undefined],
  [2200, 'integer', 2200],
  [2200.5, 'integer', undefined],
  [null, 'integer', undefined],
  ['1.234,5', 'decimal', 1234.5],
  ['2,5', 'decimal', 2.5],
  ['2.200', 'decimal', 2200],
  ['0.75', 'decimal', 0.75],
  ['2.5', 'decimal', 2.5],
  ['1.234.5', 'decimal', undefined],
  [8.5, 'decimal', 8.5],
  [Number.NaN, 'decimal', undefined],
];

describe('numbers as Chileans write them', () => {
  it.each(table)('%j as %s → %j', (value, kind, expected) => {
    expect(readChileanNumber(value, kind)).toBe(expected);
  });
});
