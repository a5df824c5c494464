/**
 * The export area's codecs (src/domain/export/calls.ts): what the console encodes, the mock decodes
 * back to the same value (issue 28), for every shape of the pre-advice form, and the legacy's
 * other spellings (dusesAdicionales, a comma-separated seals text, truck.truckingCoId, the
 * DD-MM-YYYY date) read as the old handlers read them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exportCoordinate,
  exportQuotas,
  exportReassignTrucking,
  exportSave,
  exportUpdate,
  type ExportSave,
} from '../../../src/domain/export/calls';
import { WireError } from '../../../src/domain/legacyCall';
import { roundTrip } from './received';

const word = fc.stringMatching(/^[A-Z0-9][A-Z0-9 .-]{0,10}[A-Z0-9]$/);
const digits = fc.stringMatching(/^\d{1,6}$/);
const unit = fc.stringMatching(/^[A-Z]{4}\d{7}$/);
const save: fc.Arbitrary<ExportSave> = fc.record({
  unitNbr: unit,
  operationType: fc.constantFrom('EXPORTACION' as const, 'COORD_ENTREGA' as const),
  bookingId: word,
  equipmentType: word,
  featureId: fc.option(word, { nil: null }),
  uniqueInvoice: fc.boolean(),
  lampa: fc.oneof(fc.constant(''), word),
  agentTwoId: fc.option(digits, { nil: null }),
  values: fc.record({
    documentType: fc.constantFrom('DUS', 'CABOTAJE', 'DUS-AT'),
    documentNbrs: fc.array(digits, { minLength: 1, maxLength: 3 }).map((a) => a.join(',')),
    guias: digits,
    seals: fc.array(word, { maxLength: 3 }),
    agentId: fc.oneof(fc.constant(''), digits),
    truckingId: digits,
    shipperCountry: fc.constantFrom('CL', 'AR', 'PE'),
    shipperId: word,
    shipperName: word,
    shipperAddress: word,
    shipperCity: word,
    shipperState: word,
    shipperGiro: word,
    grossWeight: digits,
    cmdtyShortName: word,
    sagCondition: fc.constantFrom('INSPECCION', 'SIN INSPECCION', ''),
    weighing: fc.constantFrom('VGM' as const, 'ROM' as const, '' as const),
    o2pct: fc.oneof(fc.constant(''), digits),
    co2pct: fc.oneof(fc.constant(''), digits),
    oog: fc.record({ topCm: digits, frontCm: digits, backCm: digits, leftCm: digits, rightCm: digits }),
    reeferConfirmed: fc.boolean(),
  }),
});

describe('export codecs: what the console sends, the mock reads back', () => {
  it('the pre-advice, for any form', () => {
    fc.assert(
      fc.property(save, (input) => {
        expect(roundTrip(exportSave, input)).toEqual(input);
      }),
      { numRuns: 300 },
    );
  });

  it('the pre-advice sends the legacy names the form payload gives (D2 §3), and the agent only when chosen', () => {
    const input = fc.sample(save, { numRuns: 1, seed: 7 })[0]!;
    const { path, body } = exportSave.toWire({
      ...input,
      unitNbr: 'MSCU2735644',
      values: { ...input.values, agentId: '', weighing: 'ROM' },
    });
    expect(path).toBe('/export/save/MSCU2735644');
    expect(body).toMatchObject({
      duses: input.values.documentNbrs,
      romana: true,
      pesoVGM: false,
      shipperCountryName: input.values.shipperCountry,
      sealLampa: input.lampa,
    });
    expect(body).not.toHaveProperty('agent_id');
  });

  it("the legacy's other spellings read as one value", () => {
    const read = exportSave.fromWire({
      params: { id: 'MSCU2735644' },
      query: {},
      body: { duses: '1', dusesAdicionales: '2', seals: ' A1 , B2 ,', documentType: 'dus', sagCondition: 'inspeccion' },
    });
    expect(read.values).toMatchObject({
      documentNbrs: '1,2',
      seals: ['A1', 'B2'],
      documentType: 'DUS',
      sagCondition: 'INSPECCION',
      shipperCountry: 'CL',
      weighing: '',
    });
    expect(read.operationType).toBe('COORD_ENTREGA');
    expect(
      exportReassignTrucking.fromWire({ params: { id: 'X' }, query: {}, body: { truck: { truckingCoId: 77 } } })
        .truckingId,
    ).toBe('77');
    expect(
      exportQuotas.fromWire({ params: {}, query: {}, body: { containerId: 'MSCU1', start: 'a', end: 'b' } }).unitNbr,
    ).toBe('MSCU1');
  });

  it('the edit, the reassignment, the quotas and the coordination', () => {
    fc.assert(
      fc.property(
        unit,
        digits,
        fc.option(fc.array(word, { maxLength: 3 }), { nil: undefined }),
        fc.option(digits, { nil: undefined }),
        fc.option(word, { nil: undefined }),
        (unitNbr, grossWeight, seals, guias, lampa) => {
          const input = {
            unitNbr,
            grossWeight,
            ...(seals ? { seals } : {}),
            ...(guias !== undefined ? { guias } : {}),
            ...(lampa !== undefined ? { lampa } : {}),
          };
          expect(roundTrip(exportUpdate, input)).toEqual(input);
        },
      ),
    );
    fc.assert(
      fc.property(unit, digits, (unitNbr, truckingId) => {
        expect(roundTrip(exportReassignTrucking, { unitNbr, truckingId })).toEqual({ unitNbr, truckingId });
      }),
    );
    fc.assert(
      fc.property(unit, word, word, (unitNbr, start, end) => {
        expect(roundTrip(exportQuotas, { unitNbr, start, end })).toEqual({ unitNbr, start, end });
      }),
    );
    const days = fc
      .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const starts = fc.constantFrom('08:00', '10:00', '12:00', '20:00', '22:30');
    fc.assert(
      fc.property(unit, days, starts, (unitNbr, day, start) => {
        expect(roundTrip(exportCoordinate, { unitNbr, day, start })).toEqual({ unitNbr, day, start });
      }),
    );
  });

  it("the coordination reads the legacy's DD-MM-YYYY HH:mm and refuses a date it cannot read with the spec's message on its field", () => {
    expect(
      exportCoordinate.fromWire({ params: { id: 'U' }, query: {}, body: { appointmentDate: '06-11-2025 14:00' } }),
    ).toEqual({ unitNbr: 'U', day: '2025-11-06', start: '14:00' });
    expect(() =>
      exportCoordinate.fromWire({ params: { id: 'U' }, query: {}, body: { appointmentDate: 'mañana' } }),
    ).toThrow(WireError);
    try {
      exportCoordinate.fromWire({ params: { id: 'U' }, query: {}, body: {} });
    } catch (error) {
      expect((error as WireError).fields).toEqual({ appointmentDate: 'Seleccione un día y un horario disponibles.' });
    }
  });
});
