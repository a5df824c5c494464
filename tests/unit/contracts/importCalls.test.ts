/**
 * The import area's codecs (src/domain/import/calls.ts): what the console encodes, the mock decodes
 * back to the same value (issue 28); the bodies are byte for byte the ones the console built by
 * hand before; and the legacy's other spellings (numbers, lists, comma-separated texts, the
 * legacy's other field names, DD-MM-YYYY dates) read as the old handlers read them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  importBook,
  importCancelDirect,
  importCancelIndirect,
  importChangeCondition,
  importChangeConditionExtraportuarios,
  importEditCda,
  importGuide,
  importQuotas,
  importReassignTrucking,
  importRecoordinate,
  importSaveRetiro,
  importUpdateDin,
  importUpdateTatc,
  type ImportPickupRequest,
  type ImportReassign,
} from '../../../src/domain/import/calls';
import { WireError } from '../../../src/domain/legacyCall';
import { appMessages } from '../../../src/i18n/appMessages';
import { roundTrip } from './received';

const word = fc.stringMatching(/^[A-Z0-9][A-Z0-9 .-]{0,10}[A-Z0-9]$/);
const digits = fc.stringMatching(/^\d{1,6}$/);
const unit = fc.stringMatching(/^[A-Z]{4}\d{7}$/);
const orNull = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null });
const days = fc
  .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const starts = fc.constantFrom('08:00', '10:00', '12:00', '20:00', '22:30');
const slot = fc.record({ day: days, start: starts });

const pickup: fc.Arbitrary<ImportPickupRequest> = fc
  .record({
    unitNbr: unit,
    outType: fc.constantFrom('DIRECTO', 'INDIRECTO'),
    documentType: fc.constantFrom('DIN', 'DIN EN TRAMITE', 'DAPI', 'MICDTA'),
    documentNbrs: fc.array(digits, { maxLength: 3 }),
    uniqueInvoice: fc.boolean(),
    checkGuia: fc.boolean(),
    turno3er: fc.boolean(),
    weighing: fc.boolean(),
    agentId: orNull(digits),
    consigneeId: orNull(word),
    consigneeName: orNull(word),
    consigneeGiro: fc.oneof(fc.constant(''), word),
    truckingId: orNull(digits),
    sagCondition: orNull(fc.constantFrom('SIN INSPECCION', 'INSPECCION', 'FISICO')),
    appointIndirecto: fc.boolean(),
    cda: orNull(digits),
  })
  .chain((p) =>
    fc
      .option(word, { nil: undefined })
      .map((codeCommodity) => (codeCommodity === undefined ? p : { ...p, codeCommodity })),
  );

describe('import codecs: what the console sends, the mock reads back', () => {
  it('the pickup request, for any form', () => {
    fc.assert(
      fc.property(pickup, (input) => {
        expect(roundTrip(importSaveRetiro, input)).toEqual(input);
      }),
      { numRuns: 300 },
    );
  });

  it('the pickup request is the body the form built before (names, order, what is left out)', () => {
    const { path, body } = importSaveRetiro.toWire({
      unitNbr: 'MSCU1234567',
      outType: 'INDIRECTO',
      documentType: 'DIN',
      documentNbrs: ['1', '2'],
      uniqueInvoice: true,
      checkGuia: false,
      turno3er: false,
      weighing: false,
      agentId: null,
      consigneeId: '76.000.000-0',
      consigneeName: 'ACME',
      consigneeGiro: 'Giro',
      truckingId: '12',
      sagCondition: 'SIN INSPECCION',
      appointIndirecto: true,
      cda: null,
      codeCommodity: undefined,
    });
    expect(path).toBe('/import/MSCU1234567/saveRetiro');
    expect(JSON.stringify(body)).toBe(
      JSON.stringify({
        outType: 'INDIRECTO',
        documentType: 'DIN',
        documentNbrs: ['1', '2'],
        uniqueInvoice: true,
        checkGuia: false,
        turno3er: false,
        consigneeId: '76.000.000-0',
        consigneeName: 'ACME',
        consigneeGiro: 'Giro',
        truckingId: '12',
        sagCondition: 'SIN INSPECCION',
        appointIndirecto: true,
      }),
    );
    const chosen = importSaveRetiro.toWire({
      unitNbr: 'X',
      outType: 'DIRECTO',
      documentType: 'DIN EN TRAMITE',
      documentNbrs: [],
      uniqueInvoice: false,
      checkGuia: true,
      turno3er: true,
      weighing: false,
      agentId: '',
      consigneeId: 'C',
      consigneeName: 'N',
      consigneeGiro: '',
      truckingId: null,
      sagCondition: 'INSPECCION',
      appointIndirecto: false,
      cda: '77',
      codeCommodity: 'FRU',
    }).body;
    expect(JSON.stringify(chosen)).toBe(
      JSON.stringify({
        outType: 'DIRECTO',
        documentType: 'DIN EN TRAMITE',
        documentNbrs: [],
        uniqueInvoice: false,
        checkGuia: true,
        turno3er: true,
        agent_id: '',
        consigneeId: 'C',
        consigneeName: 'N',
        consigneeGiro: '',
        sagCondition: 'INSPECCION',
        appointIndirecto: false,
        cda: '77',
        codeCommodity: 'FRU',
      }),
    );
  });

  it("the pickup request reads the legacy's other spellings", () => {
    const read = importSaveRetiro.fromWire({
      params: { id: 'MSCU1' },
      query: {},
      body: {
        outType: 'indirecto',
        documentType: 'din en trámite',
        documentNbrs: ' 12, 34 ,',
        uniqueInvoice: 'SI',
        checkGuia: 1,
        turno3er: 'true',
        weighing: '1',
        agent_id: 5,
        sagCondition: 'inspeccion',
        cda: ' 9 ',
        consigneeGiro: '  ',
      },
    });
    expect(read).toMatchObject({
      unitNbr: 'MSCU1',
      outType: 'INDIRECTO',
      documentType: 'DIN EN TRAMITE',
      documentNbrs: ['12', '34'],
      uniqueInvoice: true,
      checkGuia: true,
      turno3er: true,
      weighing: true,
      agentId: '5',
      sagCondition: 'INSPECCION',
      cda: '9',
      consigneeGiro: '',
      consigneeId: null,
      truckingId: null,
    });
    expect(
      importSaveRetiro.fromWire({ params: { id: 'U' }, query: {}, body: { documentNbrs: 123 } }).documentNbrs,
    ).toEqual(['123']);
    expect(
      importSaveRetiro.fromWire({ params: { id: 'U' }, query: {}, body: { documentNbrs: { a: 1 } } }).documentNbrs,
    ).toEqual([]);
    expect(() => importSaveRetiro.fromWire({ params: { id: 'U' }, query: {}, body: [] })).toThrow(WireError);
  });

  it('IMP-036: the booking sends the slot (appointmentDate), the unit (container.eqid) and the company (truck.truckingCoId)', () => {
    fc.assert(
      fc.property(unit, slot, orNull(digits), (unitKey, s, truckingId) => {
        expect(roundTrip(importBook, { unitKey, slot: s, truckingId })).toEqual({ unitKey, slot: s, truckingId });
      }),
    );
    expect(
      importBook.toWire({ unitKey: 'MSCU1', slot: { day: '2025-11-06', start: '10:00' }, truckingId: null }),
    ).toEqual({
      path: '/appointment',
      body: {
        appointmentDate: '2025-11-06T10:00',
        start: '10:00',
        container: { eqid: 'MSCU1' },
        truck: { truckingCoId: null },
      },
    });
  });

  it('the booking names one unit, however the legacy wrote it (the guard and the booking read this value)', () => {
    const key = (body: unknown) => importBook.fromWire({ params: {}, query: {}, body }).unitKey;
    expect(key({ container: { eqid: 'MSCU1' }, unitNbr: 'OTHER' })).toBe('MSCU1');
    expect(key({ container: { eqid: '' }, unitNbr: 'MSCU2' })).toBe('MSCU2');
    expect(key({ container: { eqid: '  ' }, unitNbr: ' MSCU2 ' })).toBe('MSCU2');
    expect(key({ container: { eqid: 1001 } })).toBe('1001');
    expect(key({ container: { eqid: ['MSCU3'] } })).toBe('MSCU3');
    expect(key({ unitNbr: 1002 })).toBe('1002');
    expect(key({ container: 'MSCU4' })).toBe('');
    const read = importBook.fromWire({
      params: {},
      query: {},
      body: { appointmentDate: '06-11-2025', slotStartTime: '14:00', truck: { truckingCoId: 77 } },
    });
    expect(read).toEqual({ unitKey: '', slot: { day: '2025-11-06', start: '14:00' }, truckingId: '77' });
    expect(importBook.fromWire({ params: {}, query: {}, body: { appointmentDate: 'mañana' } }).slot).toBeNull();
  });

  it('the re-coordination, the document edit and the codes in the path', () => {
    fc.assert(
      fc.property(unit, slot, (unitNbr, s) => {
        expect(roundTrip(importRecoordinate, { unitNbr, slot: s })).toEqual({ unitNbr, slot: s });
      }),
    );
    expect(importRecoordinate.toWire({ unitNbr: 'U1', slot: { day: '2025-11-07', start: '08:00' } })).toEqual({
      path: '/import/saveCoordinacionRetiro/U1',
      body: { appointmentDate: '2025-11-07T08:00', start: '08:00' },
    });
    fc.assert(
      fc.property(
        unit,
        fc.constantFrom('DIN', 'DIN EN TRAMITE', 'MICDTA'),
        fc.array(digits, { maxLength: 3 }),
        (unitNbr, documentType, documentNbrs) => {
          expect(roundTrip(importUpdateDin, { unitNbr, documentType, documentNbrs })).toEqual({
            unitNbr,
            documentType,
            documentNbrs,
          });
        },
      ),
    );
    expect(
      importUpdateDin.fromWire({
        params: { id: 'U' },
        query: {},
        body: { documentType: 'micdta', documentNbrs: 'A1,B2' },
      }),
    ).toEqual({ unitNbr: 'U', documentType: 'MICDTA', documentNbrs: ['A1', 'B2'] });
    expect(importUpdateDin.fromWire({ params: { id: 'U' }, query: {}, body: {} }).documentType).toBeNull();
    const codes = fc.stringMatching(/^[0-9A-Za-z/ %.-]{1,20}$/).filter((x) => x.trim() === x);
    fc.assert(
      fc.property(unit, codes, (unitNbr, code) => {
        expect(roundTrip(importEditCda, { unitNbr, cda: code })).toEqual({ unitNbr, cda: code });
        expect(roundTrip(importUpdateTatc, { unitNbr, tatc: code })).toEqual({ unitNbr, tatc: code });
      }),
    );
    expect(importEditCda.toWire({ unitNbr: 'MSCU1', cda: '12/3' }).path).toBe('/import/editCDA/MSCU1/12%2F3');
    expect(importUpdateTatc.toWire({ unitNbr: 'MSCU1', tatc: '0001' }).path).toBe('/import/updateTatcNbr/MSCU1/0001');
  });

  it("the trucking reassignment: a company or the drivers' own trucks, and the legacy's other names", () => {
    const reassign: fc.Arbitrary<ImportReassign> = fc.oneof(
      fc.record({ unitNbr: unit, ownMeans: fc.constant(false as const), truckingId: orNull(digits) }),
      fc.record({
        unitNbr: unit,
        ownMeans: fc.constant(true as const),
        driverRuts: fc.array(fc.stringMatching(/^\d{7,8}-[\dK]$/), { maxLength: 3 }),
      }),
    );
    fc.assert(
      fc.property(reassign, (input) => {
        expect(roundTrip(importReassignTrucking, input)).toEqual(input);
      }),
    );
    expect(importReassignTrucking.toWire({ unitNbr: 'U', ownMeans: true, driverRuts: ['1-9'] }).body).toEqual({
      ownMeans: true,
      driverRuts: ['1-9'],
    });
    expect(importReassignTrucking.toWire({ unitNbr: 'U', ownMeans: false, truckingId: '7' }).body).toEqual({
      truckingId: '7',
    });
    const read = (body: unknown) => importReassignTrucking.fromWire({ params: { id: 'U' }, query: {}, body });
    expect(read({ truck: { truckingCoId: 8 } })).toEqual({ unitNbr: 'U', ownMeans: false, truckingId: '8' });
    expect(read({ id: ' 9 ' })).toEqual({ unitNbr: 'U', ownMeans: false, truckingId: '9' });
    expect(read({ ownMeans: 'true', driverRuts: [' 1-9 ', null, ''], truckingId: '7' })).toEqual({
      unitNbr: 'U',
      ownMeans: true,
      driverRuts: ['1-9'],
    });
    expect(read({ ownMeans: 1, driverRuts: '1-9' })).toEqual({ unitNbr: 'U', ownMeans: true, driverRuts: [] });
  });

  it('the calls that name only the unit: the paths the console sent', () => {
    const calls = [
      importCancelDirect,
      importCancelIndirect,
      importChangeCondition,
      importChangeConditionExtraportuarios,
    ];
    fc.assert(
      fc.property(fc.oneof(unit, fc.nat(999999).map(String)), (unitNbr) => {
        for (const call of calls) expect(roundTrip(call, { unitNbr })).toEqual({ unitNbr });
      }),
    );
    expect(calls.map((c) => c.toWire({ unitNbr: 'MSCU1' }).path)).toEqual([
      '/import/cancelRetiroDirecto/MSCU1',
      '/import/cancelRetiroIndirecto/MSCU1',
      '/import/changeCondition/MSCU1',
      '/import/changeConditionExtraportuarios/MSCU1',
    ]);
  });

  it("IMP-068: the guide's text parts (its unit and operation), and the quotas' path", () => {
    expect(importGuide.toWire({ unitNbr: 'MSCU1', operationId: '1001' })).toEqual({
      path: '/import/guiaDespacho',
      body: { guiaDespachoUnit: 'MSCU1', guiaDespachoOperation: '1001' },
    });
    fc.assert(
      fc.property(unit, digits, (unitNbr, operationId) => {
        const { body } = importGuide.toWire({ unitNbr, operationId });
        expect(importGuide.fromWire({ params: {}, query: {}, body })).toEqual({ unitNbr, operationId });
      }),
    );
    expect(importGuide.fromWire({ params: {}, query: {}, body: { guiaDespachoOperation: ' 1001 ' } })).toEqual({
      unitNbr: '1001',
      operationId: '1001',
    });
    fc.assert(
      fc.property(
        fc.constantFrom(0 as const, 1 as const),
        fc.stringMatching(/^[A-Z0-9]{3,10}$/),
        (addDays, visitId) => {
          expect(roundTrip(importQuotas, { addDays, visitId })).toEqual({ addDays, visitId });
        },
      ),
    );
    expect(importQuotas.toWire({ addDays: 1, visitId: 'MSC 01' }).path).toBe(
      '/appointmentrules/quotasForImport/1/MSC%2001',
    );
    try {
      importQuotas.fromWire({ params: { addDays: '2', vesselVisit: 'V' }, query: {}, body: undefined });
      expect.unreachable();
    } catch (error) {
      expect((error as WireError).fields).toEqual({ addDays: appMessages.validation.other });
    }
  });
});
