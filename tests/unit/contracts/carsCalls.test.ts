/**
 * The car terminal's codecs (src/domain/cars/calls.ts): what the console encodes, the mock decodes
 * back to the same value (issue 28) — the inscription, the carrier reassignments, the model, the
 * visit, the BL actions, the guide's path and the reports' paths — and the legacy's other spellings
 * (truckinsCOs, {id} companies, the visit as id, a missing aforo) read as the old handlers read them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carBrandMovements,
  carBrandsByIds,
  carDispatchReport,
  carLabels,
  carVehicleByCode,
  carGateControlReport,
  carInscribe,
  carInscriptionModel,
  carManifestReport,
  carReassignDrivers,
  carReassignTrucking,
  carSetAforo,
  carVisitSave,
  carWarehouseDelivery,
  carWarehouseReceipt,
  confirmGuideWithFile,
  type CarInscribe,
  type CarVisitSave,
} from '../../../src/domain/cars/calls';
import { roundTrip } from './received';

const word = fc.stringMatching(/^[A-Z0-9][A-Z0-9 .-]{0,10}[A-Z0-9]$/);
const maybe = fc.oneof(fc.constant(''), word);
const nullable = fc.option(word, { nil: null });
const vin = fc.stringMatching(/^[A-HJ-NPR-Z0-9]{17}$/);
const inscription: fc.Arbitrary<CarInscribe> = fc.record({
  bl: word,
  items: fc.array(
    fc.record({
      type: fc.constant('VEHICULO' as const),
      code: vin,
      vinCorregido: fc.option(vin, { nil: null }),
      description: maybe,
      documType: nullable,
      documentacion: nullable,
      condicionRetiro: nullable,
      clientId: nullable,
    }),
    { maxLength: 4 },
  ),
  weight: maybe,
  truckingIds: fc.array(word, { maxLength: 3 }),
  drivers: fc.array(word, { maxLength: 3 }),
  agentId: maybe,
});
const visit: fc.Arbitrary<CarVisitSave> = fc.record({
  pathId: word,
  estado: maybe,
  visit: word,
  line: maybe,
  mftoNumber: maybe,
  cierreDirectos: maybe,
  despachoDirectos: maybe,
  entregaIndirectos: maybe,
  naveNombre: maybe,
  viaje: maybe,
});
const day = fc.stringMatching(/^\d{2}-\d{2}-\d{4}$/);

describe('car codecs: what the console sends, the mock reads back', () => {
  it('the inscription, for any grid and carrier', () => {
    fc.assert(
      fc.property(inscription, (i) => {
        expect(roundTrip(carInscribe, i)).toEqual(i);
      }),
      { numRuns: 200 },
    );
  });

  it('the inscription sends the legacy body (D2 §3 Car inscription): the companies as truckinsCOs, each item typed VEHICULO', () => {
    const item = {
      type: 'VEHICULO' as const,
      code: 'JTDBR32E720012345',
      vinCorregido: null,
      description: 'TOYOTA',
      documType: 'DIN',
      documentacion: '123',
      condicionRetiro: 'DIRECTO',
      clientId: '1-9',
    };
    expect(
      carInscribe.toWire({ bl: 'BL1', items: [item], weight: '', truckingIds: ['7'], drivers: [], agentId: '' }),
    ).toEqual({
      path: '/autos/import/inscribe',
      body: { bl: 'BL1', weight: '', agentId: '', truckinsCOs: ['7'], drivers: [], items: [item] },
    });
  });

  it("the inscription and the reassignments read the legacy's other forms", () => {
    const read = carInscribe.fromWire({
      params: {},
      query: {},
      body: { bl: ' BL1 ', items: [{ code: 'X' }, 'y'], truckinsCOs: [{ id: ' 7 ' }, 8], drivers: 'no' },
    });
    expect(read).toEqual({
      bl: 'BL1',
      weight: '',
      agentId: '',
      truckingIds: ['7', '8'],
      drivers: [],
      items: [
        {
          type: 'VEHICULO',
          code: 'X',
          vinCorregido: null,
          description: '',
          documType: null,
          documentacion: null,
          condicionRetiro: null,
          clientId: null,
        },
        {
          type: 'VEHICULO',
          code: '',
          vinCorregido: null,
          description: '',
          documType: null,
          documentacion: null,
          condicionRetiro: null,
          clientId: null,
        },
      ],
    });
    expect(
      carReassignTrucking.fromWire({ params: { id: '1000' }, query: {}, body: { truckinsCOs: [{ id: 5 }] } }),
    ).toEqual({ operationId: '1000', truckingIds: ['5'] });
    expect(
      carReassignTrucking.fromWire({
        params: { id: '1000' },
        query: {},
        body: { truckingCos: 'x', truckinsCOs: ['5'] },
      }).truckingIds,
    ).toEqual([]);
    expect(carVisitSave.fromWire({ params: { id: 'V1' }, query: {}, body: { id: ' v2 ' } })).toMatchObject({
      pathId: 'V1',
      visit: 'v2',
      estado: '',
    });
    expect(carSetAforo.fromWire({ params: { id: 'V1' }, query: {}, body: { bls: [1, 'B'] } })).toEqual({
      visitId: 'V1',
      bls: ['1', 'B'],
      aforo: true,
    });
    expect(carSetAforo.fromWire({ params: { id: 'V1' }, query: {}, body: { aforo: 'false' } }).aforo).toBe(true);
  });

  it('the reassignments, the model, the visit, the BL actions and the makes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }).map(String),
        fc.array(word, { maxLength: 3 }),
        (operationId, list) => {
          expect(roundTrip(carReassignTrucking, { operationId, truckingIds: list })).toEqual({
            operationId,
            truckingIds: list,
          });
          expect(roundTrip(carReassignDrivers, { operationId, drivers: list })).toEqual({ operationId, drivers: list });
        },
      ),
    );
    fc.assert(
      fc.property(word, (bl) => {
        expect(roundTrip(carInscriptionModel, { bl })).toEqual({ bl });
      }),
    );
    fc.assert(
      fc.property(visit, (v) => {
        expect(roundTrip(carVisitSave, v)).toEqual(v);
      }),
    );
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 3 }), fc.boolean(), (visitId, bls, aforo) => {
        expect(roundTrip(carSetAforo, { visitId, bls, aforo })).toEqual({ visitId, bls, aforo });
        expect(roundTrip(carWarehouseReceipt, { visitId, bls })).toEqual({ visitId, bls });
        expect(roundTrip(carWarehouseDelivery, { visitId, bls })).toEqual({ visitId, bls });
      }),
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 3 }), (ids) => {
        expect(roundTrip(carBrandsByIds, { ids })).toEqual({ ids });
      }),
    );
    expect(carReassignTrucking.toWire({ operationId: '1000', truckingIds: ['7'] })).toEqual({
      path: '/autos/import/reassigntrucking/1000',
      body: { truckingCos: ['7'] },
    });
    expect(carInscriptionModel.toWire({ bl: 'BL1' })).toEqual({
      path: '/autos/import/importcar',
      body: { blNbr: 'BL1' },
    });
  });

  it("the guide's and the reports' paths, encoded as before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }).map(String), (gate) => {
        expect(roundTrip(confirmGuideWithFile, { gate })).toEqual({ gate });
      }),
    );
    fc.assert(
      fc.property(day, day, word, (from, to, login) => {
        expect(roundTrip(carGateControlReport, { from, to })).toEqual({ from, to });
        expect(roundTrip(carDispatchReport, { from, to, login })).toEqual({ from, to, login });
      }),
    );
    fc.assert(
      fc.property(word, word, word, (manifest, type, login) => {
        expect(roundTrip(carManifestReport, { manifest, type, login })).toEqual({ manifest, type, login });
      }),
    );
    fc.assert(
      fc.property(vin, fc.oneof(fc.constant('0'), word), (v, clientId) => {
        expect(roundTrip(carVehicleByCode, { vin: v, clientId })).toEqual({ vin: v, clientId });
      }),
    );
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(roundTrip(carBrandMovements, { manifest: a, login: b })).toEqual({ manifest: a, login: b });
        expect(roundTrip(carLabels, { visitId: a, bl: b })).toEqual({ visitId: a, bl: b });
      }),
    );
    expect(carVehicleByCode.toWire({ vin: 'JTDBT9230S0000000', clientId: '0' }).path).toBe(
      '/autos/item/bycode/JTDBT9230S0000000/0',
    );
    expect(carGateControlReport.toWire({ from: '01/11/2025', to: '05-11-2025' }).path).toBe(
      '/autos/report/reportGateControl/01%2F11%2F2025/05-11-2025',
    );
    expect(carManifestReport.toWire({ manifest: 'M 1', type: 'DI', login: 'ops' }).path).toBe(
      '/autos/report/rsmmanifest/M%201/DI/ops',
    );
  });
});
