/** The figures' scope (issue 33 §3): the terminal sees every fact; a company only those naming it, and no quotas of its own. */
import { describe, expect, it } from 'vitest';
import { figuresOf } from '../../../src/domain/figures/compute';
import { inScope, scopedHistory, type FigureScope } from '../../../src/domain/figures/facts';
import { history } from './history';

const now = new Date('2025-11-05T13:00:00.000Z');
const period = { from: '2025-11-03', to: '2025-11-04' };

describe('the figures by scope', () => {
  it.each<[string, FigureScope, boolean, boolean]>([
    ['terminal', { kind: 'terminal' }, true, true],
    ['its own trucking company', { kind: 'trucking', truckingId: 'T1' }, true, false],
    ['its own customs agent', { kind: 'agent', agentId: 'A2' }, false, true],
    ['its own lines', { kind: 'lines', lines: ['MSC', 'MAERSK'] }, true, false],
  ])('%s', (_name, scope, seesT1, seesT2) => {
    expect(inScope(scope, { truckingId: 'T1', agentId: 'A1', line: 'MSC' })).toBe(seesT1);
    expect(inScope(scope, { truckingId: 'T2', agentId: 'A2', line: 'CMA' })).toBe(seesT2);
    expect(inScope(scope, { truckingId: null, agentId: null, line: null })).toBe(scope.kind === 'terminal');
  });

  it("a trucking company's figures are over its own facts only", () => {
    const f = figuresOf(scopedHistory(history, { kind: 'trucking', truckingId: 'T2' }), period, now, 15);
    // Its appointments 3 (released no-show) and 5 (late); its passes 30 and 120 min; one box of 3,5 days; one CLP charge; one overdue invoice.
    expect(f.appointments).toMatchObject({ total: 2, judged: 2, noShows: 1, late: 1, noShowRate: 50 });
    expect(f.turn).toEqual({ samples: 2, median: 30, p90: 120, long: 1, longRate: 50 });
    expect(f.slots).toEqual({ capacity: null, booked: 2, used: 1, released: 1, useRate: 50, capacityUseRate: null });
    expect(f.thirdShift).toEqual({ visits: 2, thirdShift: 1, rate: 50 });
    expect(f.dwell).toEqual({ samples: 1, medianDays: 3.5, p90Days: 3.5 });
    expect(f.charges).toEqual({ lines: 1, totalClp: 5_000 });
    expect(f.overdue).toEqual({ count: 1, totalClp: 2_500 });
  });
});
