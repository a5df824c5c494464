/**
 * The seed's history (issue 33 §1): besides each operation's creation, bookings and gate moves, the
 * history holds re-coordinations (every 4th appointment booked a day or more after its request) and
 * earlier cancelled requests (every n-th live operation of a kind that says so) — records of their
 * own that change no unit's state — and the reports read them as RECOORDINACION and CANCEL_* rows.
 */
import { describe, expect, it } from 'vitest';
import { operationReportRows, type ReportFact } from '../../../src/domain/reports/operationRows';
import { seedOperationHistory } from '../../../mock-server/terminalModel/historySeed';
import type { TerminalDb } from '../../../mock-server/terminalModel/types';

const op = (id: number, condicionRetiro: string, date: string) => ({
  id,
  kind: 'importPickup',
  unitVisitId: `u${id}`,
  status: 'ACTIVE',
  draftNumber: 500000 + id,
  agentId: 'A',
  truckingId: null,
  date,
  cancelledAt: null,
  createdBy: 'aga',
  condicionRetiro,
});

function seeded() {
  const db = {
    operation: [
      op(9, 'INDIRECTO', '2025-11-01T12:00:00.000Z'),
      op(10, 'DIRECTO', '2025-11-01T12:00:00.000Z'),
      op(18, 'DIRECTO', '2025-11-02T12:00:00.000Z'),
    ],
    appointment: [
      {
        id: 4,
        operationId: 10,
        unitVisitId: 'u10',
        day: '2025-11-05',
        start: '08:00',
        createdAt: '2025-11-03T12:00:00.000Z',
      },
      {
        id: 5,
        operationId: 18,
        unitVisitId: 'u18',
        day: '2025-11-06',
        start: '09:00',
        createdAt: '2025-11-04T12:00:00.000Z',
      },
      {
        id: 8,
        operationId: 9,
        unitVisitId: 'u9',
        day: '2025-11-06',
        start: '10:00',
        createdAt: '2025-11-01T18:00:00.000Z',
      },
    ],
    gateVisit: [],
    operationEvent: [],
  } as unknown as TerminalDb;
  seedOperationHistory(db, {
    importPickup: { created: 'pickupRequested', cancelled: 'pickupCancelled', cancelledEvery: 9 },
  });
  return db;
}

describe("the seed's history of changes", () => {
  it('every 9th live request had an earlier one, cancelled the day before; the live operations keep their state', () => {
    const db = seeded();
    expect(
      db.operation
        .filter((o) => o.status === 'CANCELLED')
        .map((o) => [o.unitVisitId, o.draftNumber, o.date, o.cancelledAt]),
    ).toEqual([
      ['u9', 500019, '2025-10-30T12:00:00.000Z', '2025-10-31T12:00:00.000Z'],
      ['u18', 500020, '2025-10-31T12:00:00.000Z', '2025-11-01T12:00:00.000Z'],
    ]);
    expect(db.operation.slice(0, 3).every((o) => o.status === 'ACTIVE')).toBe(true);
    const cancels = db.operationEvent.filter((e) => e.event === 'pickupCancelled');
    expect(cancels.map((e) => [e.unitVisitId, e.at, e.from, e.to])).toEqual([
      ['u9', '2025-10-31T12:00:00.000Z', 'ACTIVE', 'CANCELLED'],
      ['u18', '2025-11-01T12:00:00.000Z', 'ACTIVE', 'CANCELLED'],
    ]);
  });

  it('every 4th appointment made a day or more after its request was booked the day before and re-coordinated to its slot; a quick one stays a booking', () => {
    const db = seeded();
    const of = (unit: string) =>
      db.operationEvent
        .filter((e) => e.unitVisitId === unit && e.event.startsWith('appointment'))
        .map((e) => [e.event, e.at, e.from, e.to]);
    expect(of('u10')).toEqual([
      ['appointmentBooked', '2025-11-02T12:00:00.000Z', null, '2025-11-04 08:00'],
      ['appointmentRecoordinated', '2025-11-03T12:00:00.000Z', '2025-11-04 08:00', '2025-11-05 08:00'],
    ]);
    expect(of('u18')).toEqual([['appointmentBooked', '2025-11-04T12:00:00.000Z', null, '2025-11-06 09:00']]);
    expect(of('u9')).toEqual([['appointmentBooked', '2025-11-01T18:00:00.000Z', null, '2025-11-06 10:00']]);
  });

  it("RPT-020: the reports read the changes: type 2 the re-coordination, type 3 both cancellations by the pickup's condition", () => {
    const db = seeded();
    const ops = new Map(db.operation.map((o) => [o.id, o as typeof o & { condicionRetiro: string }]));
    const facts: ReportFact[] = db.operationEvent.map((e) => ({
      at: e.at,
      event: e.event,
      operationId: e.operationId,
      unitNbr: e.unitVisitId,
      bookingOrBl: null,
      draftNumber: ops.get(e.operationId!)?.draftNumber ?? null,
      condition: ops.get(e.operationId!)?.condicionRetiro ?? null,
      appointmentNbr: null,
      carQty: null,
      agentId: 'A',
      consigneeId: null,
    }));
    const request = (operationType: 2 | 3) => ({
      operationType,
      desde: '01/10/2025',
      desde2: '',
      hasta: '30/11/2025',
      agentId: '',
      consigneeId: '',
      unitNbr: '',
      blOrBook: '',
      manifestNumber: '',
      gatePass: 'UNIT' as const,
      gateChofer: '',
      checkRutEx: false,
    });
    expect(operationReportRows(facts, request(2)).map((r) => [r.operationType, r.unitNbr])).toEqual([
      ['COORD_ENTREGA', 'u18'],
      ['RECOORDINACION', 'u10'],
      ['COORD_ENTREGA', 'u10'],
      ['COORD_ENTREGA', 'u9'],
    ]);
    expect(operationReportRows(facts, request(3)).map((r) => [r.operationType, r.unitNbr, r.draftNumber])).toEqual([
      ['CANCEL_DIRECTO', 'u18', 500020],
      ['CANCEL_INDIRECTO', 'u9', 500019],
    ]);
  });
});

describe("the spreadsheet's dates", () => {
  it("RPT-023: the operations sheet writes each instant as formatDateTime does, across both of Santiago's offset changes", async () => {
    const { santiagoDateTimes } = await import('../../../mock-server/areas/report/sheetDates');
    const { formatDateTime } = await import('../../../src/domain/formats');
    const fast = santiagoDateTimes();
    const instants = [
      '2025-04-05T02:59:00.000Z',
      '2025-04-06T02:30:00.000Z',
      '2025-04-06T03:30:00.000Z',
      '2025-04-06T04:10:00.000Z',
      '2025-09-07T03:59:00.000Z',
      '2025-09-07T04:00:00.000Z',
      '2025-11-05T12:34:56.000Z',
      '2026-01-01T02:59:59.999Z',
    ];
    for (const at of instants) expect(fast(at), at).toBe(formatDateTime(at));
    expect([fast(null), fast('no')]).toEqual(['', '']);
  });
});
