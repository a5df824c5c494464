/** The car yard's figures (CAR-068…070, CHART-008, CHART-011; Q25): dispatches per day, the report's range, the yard's split. */
import { describe, expect, it } from 'vitest';
import {
  dateRangeErrors,
  defaultDispatchRange,
  dispatchesByDay,
  yardSplit,
} from '../../../src/domain/cars/yardFigures';

const moves = (...types: [string, string][]) => types.map(([type, fecha]) => ({ type, fecha }));

describe('car yard figures', () => {
  it('CAR-068 CONST-063: the chart counts the vehicles dispatched on each of the last 4 Santiago days, oldest first, days without dispatches as 0', () => {
    const list = [
      moves(['DESCARGA', '2025-11-01T12:00:00Z'], ['DESPACHO', '2025-11-05T12:00:00Z']),
      moves(['DESPACHO', '2025-11-05T02:00:00Z']), // 23:00 of the 4th in Santiago
      moves(['DESPACHO', '2025-11-03T15:00:00Z']),
      moves(['DESPACHO', '2025-10-30T15:00:00Z']), // outside the 4 days
      moves(['DESCARGA', '2025-11-05T10:00:00Z']),
    ];
    expect(dispatchesByDay(list, '2025-11-05')).toEqual([
      { day: '2025-11-02', despachados: 0 },
      { day: '2025-11-03', despachados: 1 },
      { day: '2025-11-04', despachados: 1 },
      { day: '2025-11-05', despachados: 1 },
    ]);
  });

  it('CAR-070 CONST-063: the report goes by default from 3 days back to today', () => {
    expect(defaultDispatchRange('2025-11-05')).toEqual({ from: '2025-11-02', to: '2025-11-05' });
  });

  it('CAR-069: both dates are required, DD/MM/YYYY, from not after to', () => {
    expect(dateRangeErrors('', '')).toEqual({ from: 'Requerido', to: 'Requerido' });
    expect(dateRangeErrors('2025-11-01', '31/02/2025')).toEqual({
      from: 'Fecha inválida (DD/MM/AAAA)',
      to: 'Fecha inválida (DD/MM/AAAA)',
    });
    expect(dateRangeErrors('05/11/2025', '01/11/2025')).toEqual({
      to: 'La fecha hasta debe ser posterior a la fecha desde',
    });
    expect(dateRangeErrors('01/11/2025', '05/11/2025')).toEqual({});
  });

  it('CHART-008 CHART-011: the yard splits its vehicles between those on a truck and those waiting, per brand; gone and on-board ones are not in the yard', () => {
    const v = (brandName: string, last: string, onTruck = false) => ({
      brandName,
      registros: [{ type: 'EN BARCO' }, ...(last === 'EN BARCO' ? [] : [{ type: last }])],
      onTruck,
    });
    expect(
      yardSplit([
        v('KIA', 'DESCARGA'),
        v('KIA', 'INSPECCION', true),
        v('BYD', 'DESCARGA'),
        v('BYD', 'DESPACHO'),
        v('BYD', 'EN BARCO'),
      ]),
    ).toEqual({
      enPatio: 2,
      enCamion: 1,
      marcas: [
        { marca: 'BYD', enPatio: 1, enCamion: 0 },
        { marca: 'KIA', enPatio: 1, enCamion: 1 },
      ],
    });
  });
});

describe('car report types', () => {
  it('CAR-026 CAR-027 CAR-029 CONST-065: every type for every car-report role, none for others; GG goes by dates', async () => {
    const { CAR_REPORT_ROLES, carReportTypesFor, reportByDates } = await import('../../../src/domain/cars/carReports');
    // The row's nine roles, exactly.
    expect([...CAR_REPORT_ROLES].sort()).toEqual(
      [
        'ROLE_CLIENT',
        'ROLE_CUSTOMER_SERVICE_AUTOS',
        'ROLE_JEFE_GATE_AUTOS',
        'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS',
        'ROLE_DOCUMENTARY_AUTOS',
        'ROLE_FINANCIAL_AUTOS',
        'ROLE_JEFE_FINANCIAL_AUTOS',
        'ROLE_CONSULTA_AUTOS',
        'ROLE_GATE_AUTOS',
      ].sort(),
    );
    for (const role of CAR_REPORT_ROLES)
      expect(carReportTypesFor([role])).toEqual([
        'EN',
        'RM',
        'VPN',
        'AV',
        'RR',
        'RD',
        'VM',
        'FS',
        'DT',
        'BK',
        'TB',
        'DN',
        'GG',
      ]);
    expect(carReportTypesFor(['ROLE_AGA_AUTOS'])).toEqual([]);
    expect(reportByDates('GG')).toBe(true);
    expect(reportByDates('EN')).toBe(false);
  });
});
