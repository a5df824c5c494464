/** The DRC's small helpers, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { linesOfVisits } from '../../../../src/domain/drc/choices';
import { hasDrc } from '../../../../src/domain/drc/receipt';

describe('DRC helpers', () => {
  it('the lines of visits skip a visit with no operator, in first-named order without repeats', () => {
    expect(
      linesOfVisits([{ operatorId: 'MSC' }, { operatorId: null }, {}, { operatorId: 'CMA' }, { operatorId: 'MSC' }]),
    ).toEqual(['MSC', 'CMA']);
    expect(linesOfVisits([{ operatorId: null }])).toEqual([]);
  });

  it('a unit has a DRC exactly when nothing refuses it', () => {
    expect(hasDrc('IMPORT', 'YARD')).toBe(true);
    expect(hasDrc('EXPORT', 'INBOUND')).toBe(false);
    expect(hasDrc('STORAGE', 'YARD')).toBe(false);
  });
});
