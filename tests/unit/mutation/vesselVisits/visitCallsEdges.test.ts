/** The vessel visit calls' paging, pinned where mutation testing found it unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { visitInfo, visitUnits } from '../../../../src/domain/vesselVisits/calls';

const info = (query: Record<string, string>, id = ' v1 ') =>
  visitInfo.fromWire({ params: { id, agentId: 'A1' }, query, body: undefined });
const unitsPage = (query: Record<string, string>) =>
  visitUnits.fromWire({ params: { id: 'v1', unit: '-', dep: 'false', seq: 'false' }, query, body: undefined }).page;

describe('vessel visit calls: the page the mock reads', () => {
  it("the visit's info: its visit upper-cased and trimmed; a page and size; no page is page 0; a bad size or page is every unit", () => {
    expect(info({ page: '2', size: '10' })).toEqual({ visitId: 'V1', agentId: 'A1', page: { page: 2, size: 10 } });
    expect(info({ size: '10' }).page).toEqual({ page: 0, size: 10 });
    const bad: Record<string, string>[] = [
      {},
      { size: '0' },
      { size: '-1' },
      { size: '1.5' },
      { size: '10', page: '-1' },
      { size: '10', page: 'x' },
    ];
    for (const query of bad) expect(info(query).page).toBeNull();
  });

  it("the visit's units: page 0 is a page; a negative one is every unit", () => {
    expect(unitsPage({ page: '0', size: '5' })).toEqual({ page: 0, size: 5 });
    expect(unitsPage({ page: '-1', size: '5' })).toBeNull();
  });
});
