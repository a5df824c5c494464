import { describe, expect, it } from 'vitest';
import { operationReport, reportRequestOf } from '../../../src/domain/reports/calls';
import { operationReportRows, operationTypeOfEvent, type ReportFact } from '../../../src/domain/reports/operationRows';
import { teuReportRows, type TeuFact } from '../../../src/domain/reports/teuRows';

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
const request0 = () =>
  reportRequestOf({
    operationType: 7,
    desde: '20/11/2026',
    desde2: '26/11/2026',
    hasta: '27/11/2026',
    agentId: '7',
    consigneeId: '77844710-K',
    unitNbr: 'MSCU1234567',
    blOrBook: 'BL1',
    manifestNumber: '123',
    gatePass: 'UNIT',
    gateChofer: '',
    checkRutEx: false,
  });
const request = (operationType: number, patch: Record<string, unknown> = {}) =>
  reportRequestOf({ operationType, desde: '20/11/2026', hasta: '27/11/2026', ...patch });

describe('the operations report, read from the history', () => {
  it.each([
    ['pickupRequested', 'DIRECTO', 'IMPORTACION'],
    ['appointmentBooked', null, 'COORD_ENTREGA'],
    ['appointmentRecoordinated', null, 'RECOORDINACION'],
    ['pickupCancelled', 'DIRECTO', 'CANCEL_DIRECTO'],
    ['pickupCancelled', 'INDIRECTO', 'CANCEL_INDIRECTO'],
    ['preadvise', null, 'EXPORTACION'],
    ['carInscribed', null, 'IMPORTACION_AUTOS'],
    ['emptyPreadvised', null, 'PREAVISO_MTY'],
    ['gateIn', null, undefined],
    ['documentEdited', null, undefined],
  ] as const)('RPT-020: the event %s (condition %s) is a %s row', (event, condition, expected) => {
    expect(operationTypeOfEvent({ event, condition })).toBe(expected);
  });

  it('RPT-019: a row carries operationType, date, unitNbr, bookingOrBl, draftNumber, importCarQty and appointmentNbr', () => {
    const rows = operationReportRows(
      [fact('appointmentBooked', '2026-11-25T14:00:00Z', { appointmentNbr: 700123 })],
      request(2),
    );
    expect(rows).toEqual([
      {
        operationType: 'COORD_ENTREGA',
        date: '2026-11-25T14:00:00Z',
        unitNbr: 'MSCU1234567',
        bookingOrBl: 'BL1',
        draftNumber: 500001,
        importCarQty: null,
        appointmentNbr: 700123,
      },
    ]);
  });

  it('a type holds its own operation types only: 2 the coordinations and re-coordinations, 3 both cancellations', () => {
    const facts = [
      fact('pickupRequested', '2026-11-21T12:00:00Z'),
      fact('appointmentBooked', '2026-11-22T12:00:00Z'),
      fact('appointmentRecoordinated', '2026-11-23T12:00:00Z'),
      fact('pickupCancelled', '2026-11-24T12:00:00Z'),
      fact('pickupCancelled', '2026-11-24T13:00:00Z', { condition: 'INDIRECTO' }),
    ];
    expect(operationReportRows(facts, request(0)).map((r) => r.operationType)).toEqual(['IMPORTACION']);
    expect(operationReportRows(facts, request(2)).map((r) => r.operationType)).toEqual([
      'RECOORDINACION',
      'COORD_ENTREGA',
    ]);
    expect(operationReportRows(facts, request(3)).map((r) => r.operationType)).toEqual([
      'CANCEL_INDIRECTO',
      'CANCEL_DIRECTO',
    ]);
  });

  it('the period is of Santiago days, both ends included: 00:30 in Santiago on the 28th is outside a period ending the 27th', () => {
    const facts = [
      fact('pickupRequested', '2026-11-20T03:30:00Z'),
      fact('pickupRequested', '2026-11-20T02:30:00Z'),
      fact('pickupRequested', '2026-11-28T02:59:00Z'),
      fact('pickupRequested', '2026-11-28T03:30:00Z'),
    ];
    // Santiago is UTC−3 in November: 03:30Z on the 20th is 00:30 on the 20th; 02:30Z is the 19th.
    expect(operationReportRows(facts, request(0)).map((r) => r.date)).toEqual([
      '2026-11-28T02:59:00Z',
      '2026-11-20T03:30:00Z',
    ]);
  });

  it('the filters: agent, consignee, container and BL/booking narrow the rows', () => {
    const facts = [
      fact('pickupRequested', '2026-11-21T12:00:00Z'),
      fact('pickupRequested', '2026-11-22T12:00:00Z', {
        agentId: '8',
        consigneeId: 'C2',
        unitNbr: 'MAEU7654321',
        bookingOrBl: 'BL2',
      }),
    ];
    expect(operationReportRows(facts, request(0, { agentId: '8' })).map((r) => r.unitNbr)).toEqual(['MAEU7654321']);
    expect(operationReportRows(facts, request(0, { consigneeId: 'C1' })).map((r) => r.unitNbr)).toEqual([
      'MSCU1234567',
    ]);
    expect(operationReportRows(facts, request(0, { unitNbr: 'maeu7654321' })).map((r) => r.unitNbr)).toEqual([
      'MAEU7654321',
    ]);
    expect(operationReportRows(facts, request(0, { blOrBook: 'bl1' })).map((r) => r.unitNbr)).toEqual(['MSCU1234567']);
  });

  it('a car inscription is one row with its vehicles counted, whatever the events per vehicle', () => {
    const facts = [1, 2, 3].map((i) =>
      fact('carInscribed', '2026-11-21T12:00:00Z', { operationId: 44, unitNbr: `VIN${i}`, carQty: 3 }),
    );
    expect(operationReportRows(facts, request(7))).toEqual([
      expect.objectContaining({ operationType: 'IMPORTACION_AUTOS', importCarQty: 3, unitNbr: 'VIN1' }),
    ]);
  });

  it('RPT-004: the report form travels with exactly operationType, desde, desde2, hasta, agentId, consigneeId, unitNbr, blOrBook, manifestNumber, gatePass, gateChofer and checkRutEx', () => {
    const request = request0();
    const wire = operationReport.toWire(request);
    expect(Object.keys(wire.body as object).sort()).toEqual(
      [
        'agentId',
        'blOrBook',
        'checkRutEx',
        'consigneeId',
        'desde',
        'desde2',
        'gateChofer',
        'gatePass',
        'hasta',
        'manifestNumber',
        'operationType',
        'unitNbr',
      ].sort(),
    );
    expect(operationReport.fromWire({ params: {}, query: {}, body: wire.body })).toEqual(request);
  });

  it('a request of an unknown type is refused on the type field', () => {
    expect(() => reportRequestOf({ operationType: 4 })).toThrow();
  });
});

describe('the TEUs report, read from the boxes', () => {
  const box = (unitNbr: string, patch: Partial<TeuFact> = {}): TeuFact => ({
    unitNbr,
    category: 'IMPORT',
    ubicacion: null,
    condicionRetiro: 'DIRECTO',
    ingreso: '2026-11-21T12:00:00Z',
    salida: null,
    license: null,
    agentId: '7',
    ...patch,
  });
  const teus = (patch: Record<string, unknown> = {}) =>
    reportRequestOf({ operationType: 8, desde: '20/11/2026', hasta: '27/11/2026', ...patch });

  it('RPT-025: a row carries unitNbr, category, ubicacion, condicionRetiro, ingreso, salida and license', () => {
    const facts = [box('MSCU1234567', { ubicacion: 'B1-01-A-1', salida: '2026-11-22T15:00:00Z', license: 'GHTR21' })];
    expect(teuReportRows(facts, teus(), '27/11/2026')).toEqual([
      {
        unitNbr: 'MSCU1234567',
        category: 'IMPORT',
        ubicacion: 'B1-01-A-1',
        condicionRetiro: 'DIRECTO',
        ingreso: '2026-11-21T12:00:00Z',
        salida: '2026-11-22T15:00:00Z',
        license: 'GHTR21',
      },
    ]);
  });

  it("a box counts when it came in or went out in the period; 'hasta' empty is today; agent and container narrow", () => {
    const facts = [
      box('IN', { ingreso: '2026-11-21T12:00:00Z' }),
      box('OUT', { ingreso: '2026-10-01T12:00:00Z', salida: '2026-11-25T12:00:00Z' }),
      box('OLD', { ingreso: '2026-10-01T12:00:00Z', salida: '2026-10-05T12:00:00Z' }),
      box('LATER', { ingreso: '2026-11-29T12:00:00Z' }),
      box('OTHER', { agentId: '8' }),
    ];
    expect(
      teuReportRows(facts, teus({ agentId: '7' }), '27/11/2026')
        .map((r) => r.unitNbr)
        .sort(),
    ).toEqual(['IN', 'OUT']);
    expect(
      teuReportRows(facts, teus({ agentId: '7', hasta: '' }), '30/11/2026')
        .map((r) => r.unitNbr)
        .sort(),
    ).toEqual(['IN', 'LATER', 'OUT']);
    expect(teuReportRows(facts, teus({ unitNbr: 'OTHER' }), '27/11/2026').map((r) => r.unitNbr)).toEqual(['OTHER']);
  });
});
