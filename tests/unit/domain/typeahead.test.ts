/** The one typeahead rule every suggestion list uses (D1 §9, D2 §9). */
import { describe, expect, it } from 'vitest';
import {
  REASSIGN_TRUCKING_SUGGESTIONS,
  TYPEAHEAD_MAX_SUGGESTIONS,
  typeaheadReady,
} from '../../../src/domain/typeahead';
import { typeaheadSuggestions } from '../../../src/providers/listQuery';
import { truckingSuggestions } from '../../../src/custom/terminal/forms/truckingRules';

const rows = Array.from({ length: 25 }, (_, i) => ({
  id: `7${String(i).padStart(7, '0')}-${i % 10}`,
  name: `Transportes Sur ${String.fromCharCode(90 - i)}`,
}));

describe('VAL-028 VAL-029 CONST-017 CONST-018: typeahead rule', () => {
  it('VAL-028 CONST-017: nothing under 3 characters (spaces do not count), at most 10, sorted by name', () => {
    expect(typeaheadReady('  ab ')).toBe(false);
    expect(typeaheadReady('abc')).toBe(true);
    expect(typeaheadSuggestions(rows, 'Su')).toEqual([]);
    const hits = typeaheadSuggestions(rows, 'sur');
    expect(hits).toHaveLength(TYPEAHEAD_MAX_SUGGESTIONS);
    expect(TYPEAHEAD_MAX_SUGGESTIONS).toBe(10);
    expect(hits.map((r) => r.name)).toEqual([...hits.map((r) => r.name)].sort());
  });

  it('VAL-028: suggests by id as well as by name', () => {
    expect(typeaheadSuggestions(rows, '70000003').map((r) => r.id)).toEqual(['70000003-3']);
  });

  it("VAL-029 CONST-018: the reassignment's trucking suggestions stop at 3", () => {
    const named = rows.map((r) => ({ id: r.id, name: r.name }));
    expect(REASSIGN_TRUCKING_SUGGESTIONS).toBe(3);
    expect(truckingSuggestions(named, 'sur')).toHaveLength(3);
  });
});
