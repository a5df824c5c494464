/** The mass temperature letters call's limits, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { MAX_LETTER_UNITS, massiveLetters } from '../../../../src/domain/temperatureLetters/calls';

const read = (body: unknown) => massiveLetters.fromWire({ params: {}, query: {}, body }).unitNbrs;

describe('mass temperature letters: what the mock reads', () => {
  it(`reads at most ${MAX_LETTER_UNITS} units`, () => {
    const many = Array.from({ length: MAX_LETTER_UNITS + 3 }, (_, i) => `U${i}`);
    const units = read(many);
    expect(units).toHaveLength(MAX_LETTER_UNITS);
    expect(units.at(-1)).toBe(`U${MAX_LETTER_UNITS - 1}`);
  });

  it('an empty entry is skipped', () => {
    expect(read([null, undefined, ' mscu1 ', { unitNbr: null }])).toEqual(['MSCU1']);
  });
});
