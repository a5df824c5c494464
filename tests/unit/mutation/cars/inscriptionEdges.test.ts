/** The car inscription's rules at their edges, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import {
  carChoosesAgent,
  carItemErrors,
  inscriptionErrors,
  inscriptionWeight,
  isDirectPickup,
  type CarItemValues,
  type InscriptionValues,
} from '../../../../src/domain/cars/inscriptionRules';
import { appMessages } from '../../../../src/i18n/appMessages';
import { operationsMessages } from '../../../../src/i18n/operationsMessages';

const v = appMessages.validation;
const offered = { types: ['DIN', 'DAPI'], conditions: ['INDIRECTO'] };
const item = (over: Partial<CarItemValues> = {}): CarItemValues => ({
  code: 'VIN1',
  documType: 'DIN',
  documentacion: '123',
  condicionRetiro: 'INDIRECTO',
  clientId: '11111111-1',
  ...over,
});
const values = (over: Partial<InscriptionValues> = {}): InscriptionValues => ({
  items: [item()],
  carrier: 'trucking',
  truckingIds: ['T1'],
  driverRuts: [],
  agentId: '',
  weight: '',
  ...over,
});

describe('car inscription: rules at their edges', () => {
  it('a direct pickup is DIRECTO or P. DESPACHO, nothing else', () => {
    expect(isDirectPickup('DIRECTO')).toBe(true);
    expect(isDirectPickup('P. DESPACHO')).toBe(true);
    expect(isDirectPickup('INDIRECTO')).toBe(false);
    expect(isDirectPickup('')).toBe(false);
  });

  it('customer service chooses the agent when it is one of the roles, with others too', () => {
    expect(carChoosesAgent(['ROLE_AGENT', 'ROLE_CUSTOMER_SERVICE'])).toBe(true);
    expect(carChoosesAgent(['ROLE_AGENT'])).toBe(false);
  });

  it('a row: the document number trimmed, numeric; the client RUT trimmed before it is required', () => {
    expect(carItemErrors(item({ documentacion: ' 123 ' }), offered)).toEqual({});
    expect(carItemErrors(item({ documentacion: '   ' }), offered)).toEqual({ documentacion: v.required });
    expect(carItemErrors(item({ documentacion: '12a' }), offered)).toEqual({
      documentacion: operationsMessages.cars.documentLetters,
    });
    expect(carItemErrors(item({ clientId: '   ' }), offered)).toEqual({ clientId: v.required });
    expect(carItemErrors(item({ clientId: '11111111-2' }), offered)).toEqual({ clientId: v.rut });
  });

  it('the whole: a good inscription has no faults; each carrier needs its own list; drivers need valid RUTs', () => {
    expect(inscriptionErrors(values(), [], offered)).toEqual({ rows: {} });
    expect(
      inscriptionErrors(values({ carrier: 'drivers', truckingIds: [], driverRuts: ['11111111-1'] }), [], offered),
    ).toEqual({ rows: {} });
    expect(inscriptionErrors(values({ truckingIds: [] }), [], offered)).toEqual({ rows: {}, truckingIds: v.required });
    expect(inscriptionErrors(values({ carrier: 'drivers', truckingIds: [] }), [], offered)).toEqual({
      rows: {},
      driverRuts: v.required,
    });
    expect(inscriptionErrors(values({ carrier: 'drivers', driverRuts: ['11111111-1', '1-2'] }), [], offered)).toEqual({
      rows: {},
      driverRuts: v.rut,
    });
    // Drivers' RUTs left over from switching to a trucking company are not judged.
    expect(inscriptionErrors(values({ driverRuts: ['1-2'] }), [], offered)).toEqual({ rows: {} });
  });

  it('the agent is required of customer service only, trimmed; the weight only when typed and readable', () => {
    const cs = ['ROLE_CUSTOMER_SERVICE'];
    expect(inscriptionErrors(values({ agentId: '  ' }), cs, offered)).toEqual({ rows: {}, agentId: v.required });
    expect(inscriptionErrors(values({ agentId: 'A1' }), cs, offered)).toEqual({ rows: {} });
    expect(inscriptionErrors(values({ weight: '  ' }), [], offered)).toEqual({ rows: {} });
    expect(inscriptionErrors(values({ weight: 'abc' }), [], offered)).toEqual({ rows: {}, weight: v.number });
    expect(inscriptionErrors(values({ weight: '4.200' }), [], offered)).toEqual({ rows: {} });
  });

  it('rows with faults are keyed by position; a row without is left out; the grid message only for a document number', () => {
    const e = inscriptionErrors(
      values({ items: [item(), item({ code: 'VIN2', clientId: '' }), item({ code: 'VIN3', documentacion: 'x' })] }),
      [],
      offered,
    );
    expect(e.rows).toEqual({
      1: { clientId: v.required },
      2: { documentacion: operationsMessages.cars.documentLetters },
    });
    expect(e.grid).toBe(operationsMessages.cars.gridError);
    expect(inscriptionErrors(values({ items: [item({ clientId: '' })] }), [], offered).grid).toBeUndefined();
  });

  it('the same row values give the same faults many times over (the cache), more rows than it keeps included', () => {
    const items = Array.from({ length: 20_005 }, (_, i) => item({ code: `V${i}`, documentacion: String(i) }));
    const e = inscriptionErrors(
      values({ items: [...items, item({ documentacion: 'bad' }), item({ documentacion: '0' })] }),
      [],
      { ...offered },
    );
    expect(Object.keys(e.rows)).toEqual(['20005']);
  });

  it('weight: empty or blank is none; 0 is a weight; negative is unreadable', () => {
    expect(inscriptionWeight('')).toBeNull();
    expect(inscriptionWeight('   ')).toBeNull();
    expect(inscriptionWeight('0')).toBe(0);
    expect(inscriptionWeight('-1')).toBeNull();
    expect(inscriptionWeight('4.200')).toBe(4200);
    expect(inscriptionWeight('4200,5')).toBe(4200.5);
    expect(inscriptionWeight('4.5')).toBe(4.5);
  });
});
