/** Edges of the export pre-advice form's rules (src/domain/exportPreadvice/preadviceRules.ts) that the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import {
  exportChoosesAgent,
  grossWeightError,
  preadviceErrors,
  sealsError,
  splitList,
  stackingNotice,
  typedNumber,
  weighingOf,
  type PreadviceContext,
  type PreadviceValues,
} from '../../../../src/domain/exportPreadvice/preadviceRules';
import { appMessages } from '../../../../src/i18n/appMessages';
import { operationsMessages } from '../../../../src/i18n/operationsMessages';

const v = appMessages.validation;
const AGA = ['ROLE_AGA', 'ROLE_AGA_AGA'];
const dry: PreadviceContext = { roles: AGA, reefer: false, atmosphereControl: false, oog: false };
const reefer: PreadviceContext = { ...dry, reefer: true, atmosphereControl: true };
const valid: PreadviceValues = {
  documentType: 'DUS',
  documentNbrs: '5012345678',
  guias: '123456',
  seals: ['CL1234567'],
  agentId: '',
  truckingId: '76086428-5',
  shipperCountry: 'CL',
  shipperId: '76.086.428-5',
  shipperName: 'Exportadora del Pacífico',
  shipperAddress: 'Av. Costanera 100',
  shipperCity: 'San Antonio',
  shipperState: 'Valparaíso',
  shipperGiro: 'Exportación',
  grossWeight: '24500',
  cmdtyShortName: '080610',
  sagCondition: 'SIN INSPECCION',
  weighing: 'VGM',
  o2pct: '',
  co2pct: '',
  oog: { topCm: '', frontCm: '', backCm: '', leftCm: '', rightCm: '' },
  reeferConfirmed: false,
};
const errorsOf = (over: Partial<PreadviceValues>, c: PreadviceContext = dry) =>
  preadviceErrors({ ...valid, ...over }, c);

describe('export pre-advice form edges', () => {
  it('a valid form has no error key at all (not even an empty one)', () => {
    expect(Object.keys(errorsOf({}))).toEqual([]);
    const gases = { o2pct: '5', co2pct: '10', reeferConfirmed: true };
    expect(Object.keys(errorsOf(gases, reefer))).toEqual([]);
    expect(Object.keys(errorsOf({ oog: { ...valid.oog, topCm: '12' } }, { ...dry, oog: true }))).toEqual([]);
  });

  it('one choosing role among others makes the user choose the agent', () => {
    expect(exportChoosesAgent(['ROLE_AGA', 'ROLE_DOCUMENTARY'])).toBe(true);
    expect(exportChoosesAgent(['ROLE_AGA'])).toBe(false);
  });

  it('the routing group is read trimmed and in any case', () => {
    expect(weighingOf(' vpa ')).toEqual({ mode: 'VGM', locked: true });
    expect(weighingOf('rom')).toEqual({ mode: 'ROM', locked: true });
    expect(weighingOf(null)).toEqual({ mode: null, locked: false });
  });

  it('a typed number: decimals with a point or a comma, never negative', () => {
    expect(typedNumber('2.5')).toBe(2.5);
    expect(typedNumber('2,5')).toBe(2.5);
    expect(typedNumber('28.500')).toBe(28500);
    expect(typedNumber('0')).toBe(0);
    expect(typedNumber('-1')).toBeUndefined();
    expect(typedNumber('abc')).toBeUndefined();
  });

  it('a typed list: split by commas, trimmed, empty entries left out', () => {
    expect(splitList(' 12 , 34 ,, ')).toEqual(['12', '34']);
    expect(splitList('12 34')).toEqual(['12 34']);
  });

  it('blank texts are missing, not malformed', () => {
    expect(grossWeightError('   ')).toBe(v.required);
    expect(grossWeightError(' 24500 ')).toBeUndefined();
    expect(sealsError(['  '])).toBe(v.required);
    expect(errorsOf({ truckingId: '  ' }).truckingId).toBe(v.required);
    expect(errorsOf({ agentId: '  ' }, { ...dry, roles: ['ROLE_DOCUMENTARY'] }).agentId).toBe(v.required);
    expect(errorsOf({ agentId: '15' }, { ...dry, roles: ['ROLE_DOCUMENTARY'] }).agentId).toBeUndefined();
    expect(errorsOf({ shipperId: '  ' }).shipperId).toBe(v.required);
    expect(errorsOf({ shipperName: '  ' }).shipperName).toBe(v.required);
    expect(errorsOf({ shipperGiro: '  ' }).shipperGiro).toBe(v.required);
    expect(errorsOf({ shipperState: '  ' }).shipperState).toBe(v.required);
    expect(errorsOf({ cmdtyShortName: ' 080610 ' }).cmdtyShortName).toBeUndefined();
    expect(errorsOf({ o2pct: '  ', co2pct: '5', reeferConfirmed: true }, reefer).o2pct).toBe(v.required);
    expect(errorsOf({ oog: { ...valid.oog, leftCm: '  ' } }, { ...dry, oog: true })['oog.leftCm']).toBeUndefined();
    expect(errorsOf({ oog: { ...valid.oog, leftCm: 'x' } }, { ...dry, oog: true })['oog.leftCm']).toBe(v.number);
    // overhangs are read only for an OOG item
    expect(errorsOf({ oog: { ...valid.oog, leftCm: 'x' } })['oog.leftCm']).toBeUndefined();
  });

  it('seals: four at most, fifteen characters each, counted trimmed', () => {
    expect(sealsError(['A', 'B', 'C', 'D'])).toBeUndefined();
    expect(sealsError(['A', 'B', 'C', 'D', 'E'])).toBe(operationsMessages.exportForm.tooManySeals);
    expect(sealsError(['x'.repeat(15)])).toBeUndefined();
    expect(sealsError([` ${'x'.repeat(15)} `])).toBeUndefined();
    expect(sealsError(['A', 'x'.repeat(16)])).toBe(v.maxLength);
  });

  it('document numbers: every one checked, whole (MICDTA alphanumeric)', () => {
    expect(errorsOf({ documentNbrs: '123,abc' }).documentNbrs).toBe(v.number);
    expect(errorsOf({ documentNbrs: 'abc' }).documentNbrs).toBe(v.number);
    expect(errorsOf({ documentType: 'MICDTA', documentNbrs: 'AB12' }).documentNbrs).toBeUndefined();
    expect(errorsOf({ documentType: 'MICDTA', documentNbrs: 'AB12,CD-3' }).documentNbrs).toBe(v.other);
    expect(errorsOf({ documentType: 'MICDTA', documentNbrs: 'AB12-' }).documentNbrs).toBe(v.other);
    expect(errorsOf({ documentType: 'MICDTA', documentNbrs: '-AB12' }).documentNbrs).toBe(v.other);
  });

  it('dispatch guides: every one checked, whole', () => {
    expect(errorsOf({ guias: '12,a3' }).guias).toBe(v.number);
    expect(errorsOf({ guias: 'a3' }).guias).toBe(v.number);
    expect(errorsOf({ guias: '3a' }).guias).toBe(v.number);
  });

  it("the shipper's limits are counted trimmed and include the limit itself", () => {
    expect(errorsOf({ shipperName: 'x'.repeat(80) }).shipperName).toBeUndefined();
    expect(errorsOf({ shipperName: 'x'.repeat(81) }).shipperName).toBe(v.maxLength);
    expect(errorsOf({ shipperCity: ` ${'x'.repeat(30)} ` }).shipperCity).toBeUndefined();
    expect(errorsOf({ shipperAddress: 'x'.repeat(61) }).shipperAddress).toBe(v.maxLength);
  });

  it('a shipper without a country is Chilean: a RUT, a line of business and a region', () => {
    expect(errorsOf({ shipperCountry: '', shipperGiro: '', shipperState: '', shipperId: '12.345.678-9' })).toEqual({
      shipperId: v.rut,
      shipperGiro: v.required,
      shipperState: v.required,
    });
  });

  it('the stacking notice: strict comparisons, and a missing date compares with nothing', () => {
    const at = (iso: string) => new Date(iso);
    const b = (stackingStart: string | null, stackingEnd: string | null, lateDate: string | null) => ({
      stackingStart,
      stackingEnd,
      lateDate,
    });
    // start equal to the late date is consistent; start after it is not
    expect(stackingNotice(b('2026-05-10T00:00:00Z', null, '2026-05-10T00:00:00Z'), at('2026-05-01T00:00:00Z'))).toBe(
      undefined,
    );
    expect(stackingNotice(b('2026-05-10T00:00:01Z', null, '2026-05-10T00:00:00Z'), at('2026-05-01T00:00:00Z'))).toBe(
      'inconsistent',
    );
    // no late date: a start is never inconsistent; no start: a late date before 1970 is not either
    expect(stackingNotice(b('2026-05-10T00:00:00Z', null, null), at('2026-05-01T00:00:00Z'))).toBeUndefined();
    expect(stackingNotice(b(null, null, '1960-01-01T00:00:00Z'), at('1950-01-01T00:00:00Z'))).toBeUndefined();
    // exactly at the stacking end: not over yet
    expect(stackingNotice(b(null, '2026-05-10T00:00:00Z', null), at('2026-05-10T00:00:00Z'))).toBeUndefined();
    expect(stackingNotice(b(null, '2026-05-10T00:00:00Z', null), at('2026-05-10T00:00:01Z'))).toBe('stackingPassed');
    // no stacking end: never over
    expect(stackingNotice(b(null, null, null), at('2026-05-10T00:00:00Z'))).toBeUndefined();
    // stacking over, exactly at the late date: only the stacking is over
    expect(stackingNotice(b(null, '2026-05-09T00:00:00Z', '2026-05-10T00:00:00Z'), at('2026-05-10T00:00:00Z'))).toBe(
      'stackingPassed',
    );
    expect(stackingNotice(b(null, '2026-05-09T00:00:00Z', null), at('2026-05-10T00:00:00Z'))).toBe('stackingPassed');
    expect(stackingNotice(b(null, '2026-05-09T00:00:00Z', '2026-05-10T00:00:00Z'), at('2026-05-10T00:00:01Z'))).toBe(
      'bothPassed',
    );
  });
});
