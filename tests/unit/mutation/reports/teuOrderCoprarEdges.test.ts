/** Edges of the TEUs report's order (src/domain/reports/teuRows.ts) and the COPRAR batch calls (coprar.ts), whatever the facts' order. */
import { describe, expect, it } from 'vitest';
import { reportRequestOf } from '../../../../src/domain/reports/calls';
import { batchNumberOf, ediBatchList } from '../../../../src/domain/reports/coprar';
import { teuReportRows, type TeuFact } from '../../../../src/domain/reports/teuRows';

const fact = (unitNbr: string, ingreso: string | null, salida: string | null = null): TeuFact => ({
  unitNbr,
  category: 'IMPRT',
  ubicacion: null,
  condicionRetiro: 'DIRECTO',
  ingreso,
  salida,
  license: null,
  agentId: 'A1',
});
const NOV = { desde: '01/11/2026', hasta: '10/11/2026' };
const ids = (facts: TeuFact[], period: Record<string, unknown> = NOV) =>
  teuReportRows(facts, reportRequestOf({ operationType: 8, ...period }), '10/11/2026').map((r) => r.unitNbr);

describe('TEUs report order, from facts in any order', () => {
  it('the newest entry first; the same entry by container; no entry last', () => {
    expect(ids([fact('MSCU0000009', '2026-11-03T12:00:00Z'), fact('MSCU0000001', '2026-11-05T12:00:00Z')])).toEqual([
      'MSCU0000001',
      'MSCU0000009',
    ]);
    expect(ids([fact('MSCU0000009', '2026-11-05T12:00:00Z'), fact('MSCU0000001', '2026-11-03T12:00:00Z')])).toEqual([
      'MSCU0000009',
      'MSCU0000001',
    ]);
    expect(ids([fact('MSCU0000002', '2026-11-05T12:00:00Z'), fact('MSCU0000001', '2026-11-05T12:00:00Z')])).toEqual([
      'MSCU0000001',
      'MSCU0000002',
    ]);
    const gone = fact('MSCU0000001', null, '2026-11-04T12:00:00Z');
    const dated = fact('MSCU0000009', '2026-11-05T12:00:00Z');
    expect(ids([dated, gone])).toEqual(['MSCU0000009', 'MSCU0000001']);
    expect(ids([gone, dated])).toEqual(['MSCU0000009', 'MSCU0000001']);
    const goneToo = fact('MSCU0000009', null, '2026-11-04T12:00:00Z');
    expect(ids([gone, goneToo])).toEqual(['MSCU0000001', 'MSCU0000009']);
  });

  it('a box that neither came in nor went out is not counted, whatever the period', () => {
    expect(ids([fact('MSCU0000001', null, null)], { hasta: '10/11/2026' })).toEqual([]);
  });
});

describe('COPRAR batches', () => {
  it('a batch number is read trimmed; the list is the plain path', () => {
    expect(batchNumberOf(' 12 ')).toBe(12);
    expect(ediBatchList.toWire({}).path).toBe('/edibatch');
  });
});
