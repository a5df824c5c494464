/** The tracking search text: upper case, allowed characters, path form (TRK-002, TRK-003). */
import { describe, expect, it } from 'vitest';
import {
  fromPathSegment,
  normalizeSearch,
  searchProblem,
  toPathSegment,
  toSearchInput,
} from '../../../src/custom/tracking/trackingSearch';

describe('tracking search', () => {
  it('TRK-002 VAL-025: input is upper-cased as typed and trimmed when searched', () => {
    expect(toSearchInput('mscu1234565')).toBe('MSCU1234565');
    expect(normalizeSearch('  medu/123 ')).toBe('MEDU/123');
  });

  it.each([
    ['MSCU1234565', undefined],
    ['msc bl-123.45/6 (a)', undefined],
    ['BOOKING 2025', undefined],
    ['', 'required'],
    ['   ', 'required'],
    ['MSCU*123', 'invalid'],
    ['BL_123', 'invalid'],
    ['A,B', 'invalid'],
    ['ÑANDÚ', undefined],
    ['a#1', 'invalid'],
    ['x;drop', 'invalid'],
  ] as const)('TRK-003 VAL-025: %j → %s', (text, problem) => {
    expect(searchProblem(text)).toBe(problem);
  });

  it('TRK-002: a slash travels as an underscore in the path and comes back as a slash', () => {
    expect(toPathSegment('medu/123 a')).toBe('MEDU_123%20A');
    expect(fromPathSegment('MEDU_123%20A')).toBe('MEDU/123 A');
    expect(fromPathSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
