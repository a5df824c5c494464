/** The car inscription's rules, table by table (src/domain/cars/inscriptionRules.ts; D2 §5 Car inscription). */
import { describe, expect, it } from 'vitest';
import {
  carConditionsFor,
  carDocumentTypesFor,
  carItemErrors,
  fillItems,
  inscriptionErrors,
  inscriptionWeight,
  type CarItemValues,
  type InscriptionValues,
} from '../../../src/domain/cars/inscriptionRules';
import { appMessages } from '../../../src/i18n/appMessages';

const v = appMessages.validation;
const AGA = ['ROLE_AGA_AUTOS'];
const CS = ['ROLE_CUSTOMER_SERVICE'];
const item: CarItemValues = {
  code: 'KMHUUCGS7SN100001',
  documType: 'DIN',
  documentacion: '5012345',
  condicionRetiro: 'INDIRECTO',
  clientId: '76.086.428-5',
};
const offered = { types: carDocumentTypesFor(AGA), conditions: carConditionsFor(AGA, null) };
const base: InscriptionValues = {
  items: [item],
  carrier: 'trucking',
  truckingIds: ['76086428-5'],
  driverRuts: [],
  agentId: '',
  weight: '',
};

describe('car inscription', () => {
  it('CAR-043: DIN, DAPI, DTI; OTRO for customer service too', () => {
    expect(carDocumentTypesFor(AGA)).toEqual(['DIN', 'DAPI', 'DTI']);
    expect(carDocumentTypesFor(CS)).toEqual(['DIN', 'DAPI', 'DTI', 'OTRO']);
  });

  it('CAR-046 CAR-047: INDIRECTO only, unless the visit allows direct or the user is customer service', () => {
    expect(carConditionsFor(AGA, null)).toEqual(['INDIRECTO']);
    expect(carConditionsFor(AGA, '2025-11-04T10:00:00Z')).toEqual(['P. DESPACHO', 'DIRECTO', 'INDIRECTO']);
    expect(carConditionsFor(CS, null)).toEqual(['P. DESPACHO', 'DIRECTO', 'INDIRECTO']);
  });

  it('CAR-044 CAR-045: a document number with letters is marked on its row, and the grid says so once', () => {
    expect(carItemErrors(item, offered)).toEqual({});
    expect(carItemErrors({ ...item, documentacion: '50A1' }, offered)).toEqual({
      documentacion: 'Numero de documento contiene letras',
    });
    expect(carItemErrors({ ...item, documType: 'OTRO', condicionRetiro: 'DIRECTO', clientId: '1-1' }, offered)).toEqual(
      { documType: v.required, condicionRetiro: v.required, clientId: v.rut },
    );
    const e = inscriptionErrors({ ...base, items: [item, { ...item, documentacion: 'X1' }] }, AGA, offered);
    expect(e.grid).toBe('Debe corregir el Número de documentación marcado.');
    expect(Object.keys(e.rows)).toEqual(['1']);
  });

  it('CAR-048 CAR-049 CAR-050 CAR-051: a trucking company or drivers per the choice, the agent for customer service, a numeric weight', () => {
    expect(inscriptionErrors(base, AGA, offered)).toEqual({ rows: {} });
    expect(inscriptionErrors({ ...base, truckingIds: [] }, AGA, offered).truckingIds).toBe(v.required);
    expect(inscriptionErrors({ ...base, carrier: 'drivers' }, AGA, offered).driverRuts).toBe(v.required);
    expect(
      inscriptionErrors({ ...base, carrier: 'drivers', driverRuts: ['12.345.678-9'] }, AGA, offered).driverRuts,
    ).toBe(v.rut);
    expect(
      inscriptionErrors(base, CS, { types: carDocumentTypesFor(CS), conditions: carConditionsFor(CS, null) }).agentId,
    ).toBe(v.required);
    expect(inscriptionErrors({ ...base, weight: '12t' }, AGA, offered).weight).toBe(v.number);
  });

  it("the grid's bulk fill sets the chosen fields on every row, or on the chosen ones", () => {
    const rows = [item, { ...item, code: 'B' }, { ...item, code: 'C' }];
    expect(fillItems(rows, { documType: 'DAPI' }).map((r) => r.documType)).toEqual(['DAPI', 'DAPI', 'DAPI']);
    expect(fillItems(rows, { condicionRetiro: 'DIRECTO' }, new Set(['B'])).map((r) => r.condicionRetiro)).toEqual([
      'INDIRECTO',
      'DIRECTO',
      'INDIRECTO',
    ]);
  });
});

describe('the inscription weight, as Chileans write it', () => {
  it.each([
    ['4.200', 4200],
    ['4200', 4200],
    ['4200,5', 4200.5],
    ['1.234.567', 1234567],
    ['', null],
    ['mil', null],
    ['-5', null],
  ])("'%s' kg is %s (the mock stores what the form accepted: '4.200' used to be 4,2 kg)", (text, kg) => {
    expect(inscriptionWeight(text)).toBe(kg);
  });
});
