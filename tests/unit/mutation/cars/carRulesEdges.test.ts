/** The vehicle terminal's smaller rules at their edges, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { CAR_REPORT_ROLES, carReportTypesFor } from '../../../../src/domain/cars/carReports';
import {
  carVisitErrors,
  lockedCarVisitFields,
  OPERATOR_LOCKED_FIELDS,
  type CarVisitValues,
} from '../../../../src/domain/cars/carVisitRules';
import { blError, vinCheckDigit, vinInput } from '../../../../src/domain/cars/identifiers';
import { skippedMove } from '../../../../src/domain/cars/vehicleMoves';
import { dateRangeErrors, dayFromPath, dispatchesByDay, slashedToPath } from '../../../../src/domain/cars/yardFigures';
import { appMessages } from '../../../../src/i18n/appMessages';
import { operationsMessages } from '../../../../src/i18n/operationsMessages';

const v = appMessages.validation;
const y = operationsMessages.carYard;

describe('vehicle terminal rules at their edges', () => {
  it('car reports: a car-report role among others is enough; none of them, no types', () => {
    expect(carReportTypesFor(['ROLE_NOBODY', CAR_REPORT_ROLES[0]!]).length).toBeGreaterThan(0);
    expect(carReportTypesFor(['ROLE_NOBODY'])).toEqual([]);
  });

  it('an operator among other roles has the locked fields', () => {
    expect(lockedCarVisitFields(['ROLE_CUSTOMER_SERVICE', 'ROLE_OPERATOR_AUTOS'])).toEqual(OPERATOR_LOCKED_FIELDS);
    expect(lockedCarVisitFields(['ROLE_CUSTOMER_SERVICE'])).toEqual([]);
  });

  it('visit form: blank required fields, bad dates, and the manifest number as digits', () => {
    const good: CarVisitValues = {
      estado: 'INBOUND',
      visit: 'V1',
      line: 'MSC',
      mftoNumber: '',
      cierreDirectos: '2025-11-05T12:00:00.000Z',
      despachoDirectos: '2025-11-06T12:00:00.000Z',
      entregaIndirectos: '2025-11-07T12:00:00.000Z',
    };
    expect(carVisitErrors(good)).toEqual({});
    expect(carVisitErrors({ ...good, visit: '  ', line: ' ' })).toEqual({ visit: v.required, line: v.required });
    expect(carVisitErrors({ ...good, cierreDirectos: 'mañana' })).toEqual({ cierreDirectos: v.date });
    expect(carVisitErrors({ ...good, cierreDirectos: '  ' })).toEqual({ cierreDirectos: v.required });
    expect(carVisitErrors({ ...good, mftoNumber: ' 123 ' })).toEqual({});
    expect(carVisitErrors({ ...good, mftoNumber: '12a' })).toEqual({ mftoNumber: v.number });
    expect(carVisitErrors({ ...good, mftoNumber: 'a12' })).toEqual({ mftoNumber: v.number });
  });

  it('VIN input keeps at most 17 characters; the check digit is a digit or X', () => {
    expect(vinInput('1m8gdm9axkp042788zz')).toBe('1M8GDM9AXKP042788');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
  });

  it('a BL key is only letters, digits, - and _ from end to end', () => {
    expect(blError('MSC_12345')).toBeUndefined();
    expect(blError('!MSC12345')).toBe(operationsMessages.cars.invalidBl);
    expect(blError('MSC12345!')).toBe(operationsMessages.cars.invalidBl);
  });

  it('a movement is skipped only when it is missing and the vehicle went past it', () => {
    expect(skippedMove([{ type: 'DESCARGA' }, { type: 'DESPACHO' }], 'INSPECCION')).toBe(true);
    expect(skippedMove([{ type: 'DESCARGA' }, { type: 'INSPECCION' }, { type: 'DESPACHO' }], 'INSPECCION')).toBe(false);
    expect(skippedMove([{ type: 'DESCARGA' }], 'INSPECCION')).toBe(false);
    expect(skippedMove([{ type: 'DESCARGA' }, { type: 'INSPECCION' }], 'INSPECCION')).toBe(false);
  });

  it('dispatches by day count only the DESPACHO move', () => {
    const days = dispatchesByDay(
      [
        [{ type: 'DESCARGA', fecha: '2025-11-06T15:00:00.000Z' }],
        [
          { type: 'DESCARGA', fecha: '2025-11-05T15:00:00.000Z' },
          { type: 'DESPACHO', fecha: '2025-11-06T15:00:00.000Z' },
        ],
      ],
      '2025-11-06',
      2,
    );
    expect(days).toEqual([
      { day: '2025-11-05', despachados: 0 },
      { day: '2025-11-06', despachados: 1 },
    ]);
  });

  it('date range: a blank date is required; a bad one is not compared; the same day is a range', () => {
    expect(dateRangeErrors('  ', '05/11/2025')).toEqual({ from: v.required });
    expect(dateRangeErrors('05/11/2025', '  ')).toEqual({ to: v.required });
    expect(dateRangeErrors('xx', '05/11/2025')).toEqual({ from: y.badDate });
    expect(dateRangeErrors('05/11/2025', 'xx')).toEqual({ to: y.badDate });
    expect(dateRangeErrors('05/11/2025', '05/11/2025')).toEqual({});
    expect(dateRangeErrors('06/11/2025', '05/11/2025')).toEqual({ to: y.rangeOrder });
  });

  it("a report path's date: DD/MM/YYYY or DD-MM-YYYY, trimmed, a real day, nothing around it", () => {
    expect(dayFromPath('05/11/2025')).toBe('2025-11-05');
    expect(dayFromPath(' 05-11-2025 ')).toBe('2025-11-05');
    expect(slashedToPath(' 05/11/2025 ')).toBe('05-11-2025');
    for (const bad of [
      '5/11/2025',
      '05/1/2025',
      '05/11/25',
      '05.11.2025',
      'x05/11/2025',
      '05/11/2025x',
      '31/02/2025',
      'aa/bb/cccc',
      '05/11/20255',
    ])
      expect(dayFromPath(bad)).toBeUndefined();
  });
});
