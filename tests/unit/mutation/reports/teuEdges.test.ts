/** Edges of the TEUs report's rows (src/domain/reports/teuRows.ts). */
import { describe, expect, it } from 'vitest';
import { reportRequestOf } from '../../../../src/domain/reports/calls';
import { teuReportRows, type TeuFact } from '../../../../src/domain/reports/teuRows';

const fact = (unitNbr: string, ingreso: string | null, salida: string | null = null, agentId = 'A1'): TeuFact => ({
  unitNbr,
  category: 'IMPRT',
  ubicacion: null,
  condicionRetiro: 'DIRECTO',
  ingreso,
  salida,
  license: null,
  agentId,
});
const request = (over: Record<string, unknown>) => reportRequestOf({ operationType: 8, ...over });

describe('TEUs report, edges', () => {
  // Santiago is UTC−3 in November: 03:00Z starts the day.
  const facts = [
    fact('MSCU0000001', '2026-11-03T12:00:00Z'),
    fact('MSCU0000002', '2026-11-05T12:00:00Z'),
    fact('MSCU0000003', '2026-11-05T12:00:00Z'),
    fact('MSCU0000004', null, '2026-11-04T12:00:00Z'),
    fact('MSCU0000005', '2026-11-01T12:00:00Z'),
    fact('MSCU0000006', '2026-11-07T12:00:00Z'),
    fact('MSCU0000007', '2026-11-04T12:00:00Z', null, 'A2'),
  ];
  const ids = (rows: { unitNbr: string }[]) => rows.map((r) => r.unitNbr);

  it('both ends of the period included; newest entry first, then by container; no entry last', () => {
    const rows = teuReportRows(
      facts,
      request({ desde: '03/11/2026', hasta: '05/11/2026', agentId: 'A1' }),
      '10/11/2026',
    );
    expect(ids(rows)).toEqual(['MSCU0000002', 'MSCU0000003', 'MSCU0000001', 'MSCU0000004']);
  });

  it("an empty 'hasta' is today; no agent is every agent; one container narrows", () => {
    expect(ids(teuReportRows(facts, request({ desde: '05/11/2026' }), '05/11/2026'))).toEqual([
      'MSCU0000002',
      'MSCU0000003',
    ]);
    expect(ids(teuReportRows(facts, request({ desde: '04/11/2026', hasta: '04/11/2026' }), '10/11/2026'))).toEqual([
      'MSCU0000007',
      'MSCU0000004',
    ]);
    expect(ids(teuReportRows(facts, request({ desde: '01/11/2026', unitNbr: 'MSCU0000005' }), '10/11/2026'))).toEqual([
      'MSCU0000005',
    ]);
  });
});
