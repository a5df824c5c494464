import { describe, expect, it } from 'vitest';
import {
  hasWrongCheckDigit,
  iso6346CheckDigit,
  isValidContainerNumber,
  withCheckDigit,
} from '../../../src/domain/iso6346';

describe('ISO 6346 container numbers', () => {
  it.each([
    ['CSQU305438', '3'], // the standard's own example, CSQU3054383
    ['MSCU123456', '6'], // hand-computed: 5528 mod 11 = 6,
    ['TGHU876543', '6'], // 4329 mod 11 = 6,
    ['HLXU100000', '7'], // 480 mod 11 = 7,
  ])('beyond the spec (the container search warns on it): check digit of %s is %s', (first10, digit) => {
    expect(iso6346CheckDigit(first10)).toBe(digit);
  });

  it('beyond the spec (the container search warns on it): a remainder of 10 counts as 0', () => {
    // Find a serial whose sum modulo 11 is 10 and check the rule on it.
    let found: string | undefined;
    for (let n = 0; n < 1000 && !found; n++) {
      const first10 = `ABCU${String(n).padStart(6, '0')}`;
      const values = [10, 12, 13, 32, ...first10.slice(4).split('').map(Number)];
      const sum = values.reduce((s, v, i) => s + v * 2 ** i, 0);
      if (sum % 11 === 10) found = first10;
    }
    expect(found).toBeDefined();
    expect(iso6346CheckDigit(found!)).toBe('0');
  });

  it.each(['CSQU3054383', 'csqu3054383', 'MSCU1234566'])(
    'beyond the spec (the container search warns on it): %s is valid',
    (nbr) => {
      expect(isValidContainerNumber(nbr)).toBe(true);
      expect(hasWrongCheckDigit(nbr)).toBe(false);
    },
  );

  it.each(['CSQU3054384', 'MSCU1234565'])(
    'beyond the spec (the container search warns on it): %s has the right shape but a wrong check digit (a warning)',
    (nbr) => {
      expect(isValidContainerNumber(nbr)).toBe(false);
      expect(hasWrongCheckDigit(nbr)).toBe(true);
    },
  );

  it.each(['CSQ3054383', 'CSQX3054383', '1234567890A', '', 'CSQU30543833'])(
    'beyond the spec (the container search warns on it): "%s" is not a container number (no check-digit warning)',
    (nbr) => {
      expect(isValidContainerNumber(nbr)).toBe(false);
      expect(hasWrongCheckDigit(nbr)).toBe(false);
    },
  );

  it('builds a number with its check digit and refuses what is not a container prefix', () => {
    expect(withCheckDigit('csqu305438')).toBe('CSQU3054383');
    expect(() => withCheckDigit('CSQ305438')).toThrow();
  });
});
