/** Page sizes of the lists the spec leaves open (D1 §9, D2 §9, D3 §9.1: CONST-016), pinned by ruling. */
import { describe, expect, it } from 'vitest';
import { BOOKING_UNITS_PAGING, UNSPECIFIED_LIST_PAGING } from '../../../src/domain/listPaging';
import { definitions } from '../../../src/resources/registry';

describe('unspecified list sizes', () => {
  it('CONST-016: the administration lists (P08) and the brand table show 10 a page with at most 8 page links; the reefer unit list is a booking unit list (8, 10 links)', () => {
    expect(UNSPECIFIED_LIST_PAGING).toEqual({ perPage: 10, maxPageLinks: 8 });
    // No definition sets its own size: every administration list takes the default.
    expect(definitions.filter((d) => d.list?.perPage !== undefined).map((d) => d.name)).toEqual([]);
    expect(BOOKING_UNITS_PAGING).toEqual({ perPage: 8, maxPageLinks: 10 });
  });
});
