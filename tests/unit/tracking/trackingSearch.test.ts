/** The tracking search text: upper case, allowed characters, path form (TRK-002, TRK-003). */
import { describe, expect, it } from 'vitest';
import {
  fromPathSegment,
  normalizeSearch,
  searchProblem,
  toPathSegment,
  toSearchInput,
} from '../../../src/custom/tracking/trackingSearch';
import { visitScreensMessages } from '../../../src/i18n/visitScreensMessages';
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';
import { TRACKING_ROLES } from './trackingRoles';

describe('tracking search', () => {
  // The mock's side: tests/mock/terminalReads.test.ts ('TRK-001: …').
  it('TRK-001: the console shows /tracking in the menu and opens it to exactly the nine tracking roles, of every role', () => {
    const expected = [...TRACKING_ROLES].sort();
    expect(ROLES.filter((role) => menuEntries([role]).some((e) => e.to === '/tracking')).sort()).toEqual(expected);
    expect(ROLES.filter((role) => can([role], 'tracking', 'list')).sort()).toEqual(expected);
  });

  it("TRK-002 VAL-025: input is upper-cased as typed and trimmed when searched; only letters, digits, parentheses, space, hyphen, dot and slash pass, else 'Búsqueda inválida'", () => {
    expect(toSearchInput('mscu1234565')).toBe('MSCU1234565');
    expect(normalizeSearch('  medu/123 ')).toBe('MEDU/123');
    expect(searchProblem('msc bl-123.45/6 (a)')).toBeUndefined();
    for (const bad of ['BL_123', 'A,B', 'a#1', 'MSCU*123']) expect(searchProblem(bad), bad).toBe('invalid');
    expect(visitScreensMessages.tracking.invalid).toBe('Búsqueda inválida');
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
