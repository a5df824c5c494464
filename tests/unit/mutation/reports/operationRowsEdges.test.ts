/** Edges of the operations report's rows (src/domain/reports/operationRows.ts): the period's instants, car rows, the order. */
import { describe, expect, it } from 'vitest';
import { reportRequestOf } from '../../../../src/domain/reports/calls';
import { operationReportRows, type ReportFact } from '../../../../src/domain/reports/operationRows';

const fact = (event: string, at: string, patch: Partial<ReportFact> = {}): ReportFact => ({
  at,
  event,
  operationId: 1,
  unitNbr: 'MSCU1234567',
  bookingOrBl: 'BL1',
  draftNumber: 500001,
  condition: 'DIRECTO',
  appointmentNbr: null,
  carQty: null,
  agentId: '7',
  consigneeId: 'C1',
  ...patch,
});
const request = (operationType: number) => reportRequestOf({ operationType, desde: '20/11/2026', hasta: '27/11/2026' });
// Santiago is UTC−3 in November: 20/11 starts at 03:00Z, 28/11 at 03:00Z.
const FIRST = '2026-11-20T03:00:00.000Z';
const AFTER = '2026-11-28T03:00:00.000Z';

describe('operations report rows, edges', () => {
  it("the period's first instant is in it, the next day's first instant is not", () => {
    const facts = [fact('pickupRequested', FIRST), fact('pickupRequested', AFTER)];
    expect(operationReportRows(facts, request(0)).map((r) => r.date)).toEqual([FIRST]);
  });

  it('car inscriptions without an operation are a row each', () => {
    const facts = [
      fact('carInscribed', '2026-11-21T12:00:00.000Z', { operationId: null, carQty: 2 }),
      fact('carInscribed', '2026-11-22T12:00:00.000Z', { operationId: null, carQty: 3 }),
    ];
    expect(operationReportRows(facts, request(7)).map((r) => r.importCarQty)).toEqual([3, 2]);
  });

  it('only a car inscription counts its vehicles', () => {
    const facts = [fact('pickupRequested', '2026-11-21T12:00:00.000Z', { carQty: 2 })];
    expect(operationReportRows(facts, request(0)).map((r) => r.importCarQty)).toEqual([null]);
  });

  it('newest first, from facts in any order; the same instant kept in the facts’ order', () => {
    const older = fact('pickupRequested', '2026-11-21T12:00:00.000Z', { unitNbr: 'A' });
    const newer = fact('pickupRequested', '2026-11-22T12:00:00.000Z', { unitNbr: 'B' });
    expect(operationReportRows([older, newer], request(0)).map((r) => r.unitNbr)).toEqual(['B', 'A']);
    const twin = fact('pickupRequested', '2026-11-21T12:00:00.000Z', { unitNbr: 'C' });
    expect(operationReportRows([older, twin], request(0)).map((r) => r.unitNbr)).toEqual(['A', 'C']);
  });
});
