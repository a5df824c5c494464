/** The vehicle terminal's rules, table by table (src/domain/cars: visit form, identifiers, movements, brand figures). */
import { describe, expect, it } from 'vitest';
import { brandMovements, brandStatistics, type VehicleFacts } from '../../../src/domain/cars/brandFigures';
import {
  CAR_VISIT_STATES,
  carVisitErrors,
  DEFAULT_CAR_VISIT_STATE,
  isActiveCarVisit,
  lockedCarVisitFields,
  lockedChanges,
  type CarVisitValues,
} from '../../../src/domain/cars/carVisitRules';
import {
  blError,
  blKey,
  isVin,
  vinCheckDigit,
  vinError,
  vinInput,
  withVinCheckDigit,
} from '../../../src/domain/cars/identifiers';
import { currentMove, nextVehicleMove, skippedMove, VEHICLE_MOVES } from '../../../src/domain/cars/vehicleMoves';
import { appMessages } from '../../../src/i18n/appMessages';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';
import { routesGuardedBy } from '../../support/areaRouteTable';

const v = appMessages.validation;
const visit: CarVisitValues = {
  estado: 'INBOUND',
  visit: 'ONEHT2611',
  line: 'ONE',
  mftoNumber: '2025123456',
  cierreDirectos: '2025-11-04T12:00:00.000Z',
  despachoDirectos: '2025-11-06T12:00:00.000Z',
  entregaIndirectos: '2025-11-08T12:00:00.000Z',
};

describe('car visits', () => {
  it('CAR-007 CONST-067 CAR-022: INBOUND by default among INBOUND, WORKING, CLOSED; the active ones are INBOUND or WORKING', () => {
    expect(DEFAULT_CAR_VISIT_STATE).toBe('INBOUND');
    expect(CAR_VISIT_STATES).toEqual(['INBOUND', 'WORKING', 'CLOSED']);
    expect(CAR_VISIT_STATES.filter(isActiveCarVisit)).toEqual(['INBOUND', 'WORKING']);
  });

  it('CAR-008 CAR-009 CAR-010 CAR-011 CAR-012 CAR-013 CAR-015 CAR-016 CONST-033: required fields, a numeric manifest of at most 20', () => {
    expect(carVisitErrors(visit)).toEqual({});
    expect(
      carVisitErrors({
        ...visit,
        estado: '',
        visit: '',
        line: ' ',
        cierreDirectos: '',
        despachoDirectos: '',
        entregaIndirectos: '',
      }),
    ).toEqual({
      estado: v.required,
      visit: v.required,
      line: v.required,
      cierreDirectos: v.required,
      despachoDirectos: v.required,
      entregaIndirectos: v.required,
    });
    expect(carVisitErrors({ ...visit, mftoNumber: '2025A' })).toEqual({ mftoNumber: v.number });
    expect(carVisitErrors({ ...visit, mftoNumber: '1'.repeat(21) })).toEqual({ mftoNumber: v.maxLength });
    expect(carVisitErrors({ ...visit, mftoNumber: '1'.repeat(20) })).toEqual({});
  });

  it("CAR-014: cierreDirectos, entregaIndirectos and despachoDirectos each refuse a non-date with 'Fecha inválida'", () => {
    expect(v.date).toBe('Fecha inválida');
    for (const k of ['cierreDirectos', 'entregaIndirectos', 'despachoDirectos'] as const)
      expect(carVisitErrors({ ...visit, [k]: '31/02/2025 12:00' }), k).toEqual({ [k]: 'Fecha inválida' });
  });

  it('CAR-017: an operator may not change the visit, line or dates; its estado may', () => {
    expect(lockedCarVisitFields(['ROLE_OPERATOR_AUTOS'])).toEqual([
      'visit',
      'line',
      'cierreDirectos',
      'despachoDirectos',
      'entregaIndirectos',
    ]);
    expect(lockedCarVisitFields(['ROLE_CUSTOMER_SERVICE'])).toEqual([]);
    expect(lockedChanges(visit, { ...visit, estado: 'WORKING' }, ['ROLE_OPERATOR'])).toEqual([]);
    expect(
      lockedChanges(visit, { ...visit, line: 'HMM', cierreDirectos: '2025-11-05T12:00:00.000Z' }, ['ROLE_OPERATOR']),
    ).toEqual(['line', 'cierreDirectos']);
    expect(lockedChanges(visit, { ...visit, line: 'HMM' }, ['ROLE_CUSTOMER_SERVICE'])).toEqual([]);
  });
});

// CAR-019…021 (ruling P66): the console's row, exactly, over every role; and the mock's call it guards (the
// RBAC harness proves the 403 for every role the row leaves out; tests/mock/carWarehouse.test.ts one refusal each).
describe("a car visit's BL actions, by role", () => {
  const exactly = (action: string, roles: readonly string[]) => {
    for (const role of ROLES) expect(can([role], 'carVisits', action), `${role}: ${action}`).toBe(roles.includes(role));
  };

  it('CAR-019: aforo is ROLE_CUSTOMER_SERVICE_AUTOS only; the mock guards setaforos by that row', () => {
    exactly('aforo', ['ROLE_CUSTOMER_SERVICE_AUTOS']);
    expect(routesGuardedBy('carVisits', 'aforo')).toEqual(['POST /api/autos/vesselvisit/setaforos/:id']);
  });

  it('CAR-020: the warehouse receipt is the operator’s and the chief customer service’s (autos); the mock guards recepcionalmacen by that row', () => {
    exactly('warehouseReceipt', ['ROLE_OPERATOR_AUTOS', 'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS']);
    expect(routesGuardedBy('carVisits', 'warehouseReceipt')).toEqual([
      'POST /api/autos/vesselvisit/recepcionalmacen/:id',
    ]);
  });

  it('CAR-021: the warehouse delivery is customer service’s, its chief’s and documentary’s (autos); the mock guards entregaalmacen by that row', () => {
    exactly('warehouseDelivery', [
      'ROLE_CUSTOMER_SERVICE_AUTOS',
      'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS',
      'ROLE_DOCUMENTARY_AUTOS',
    ]);
    expect(routesGuardedBy('carVisits', 'warehouseDelivery')).toEqual([
      'POST /api/autos/vesselvisit/entregaalmacen/:id',
    ]);
  });

  // The mock's side (GET /agent/listagentscar, guarded by this row in mock-server/routeTable.ts): tests/mock/othersData.test.ts.
  it("CAR-050: choosing the car import's agent is customer service's only", () => {
    for (const role of ROLES)
      expect(can([role], 'carImports', 'chooseAgent'), role).toBe(role === 'ROLE_CUSTOMER_SERVICE');
  });
});

describe('identifiers', () => {
  it('CAR-062 VAL-027: a VIN is 17 letters and digits without I, O, Q; else "Número de vin inválido"', () => {
    const vin = withVinCheckDigit('JTDBT9230S1234567');
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(isVin(vin)).toBe(true);
    expect(vinInput(' jtd-bt9 ')).toBe('JTDBT9');
    for (const bad of ['JTDBT923', 'JTDBT9230S123456O', 'JTDBT9230S12345678'])
      expect(vinError(bad), bad).toBe('Número de vin inválido');
  });

  it('CAR-033 CAR-034 VAL-024: a BL is upper-cased and its slash becomes an underscore; else "Número de BL inválido"', () => {
    expect(blKey(' onebl/123 ')).toBe('ONEBL_123');
    expect(blError(blKey('onebl/123'))).toBeUndefined();
    expect(blError(blKey('b$1'))).toBe('Número de BL inválido');
  });
});

describe('vehicle movements', () => {
  it('CAR-064 CAR-065: on ship, discharged, inspected, dispatched, in that order; a vehicle not selected for inspection is dispatched without it', () => {
    expect(VEHICLE_MOVES).toEqual(['EN BARCO', 'DESCARGA', 'INSPECCION', 'DESPACHO']);
    const onShip = [{ type: 'EN BARCO' }];
    expect(currentMove([])).toBe('EN BARCO');
    expect(nextVehicleMove(onShip, 'discharge')).toBe('DESCARGA');
    expect(nextVehicleMove(onShip, 'dispatch')).toBeUndefined();
    expect(nextVehicleMove([...onShip, { type: 'DESCARGA' }], 'inspect')).toBe('INSPECCION');
    expect(nextVehicleMove([...onShip, { type: 'DESCARGA' }], 'dispatch')).toBe('DESPACHO');
    expect(nextVehicleMove([...onShip, { type: 'DESCARGA' }, { type: 'INSPECCION' }], 'dispatch')).toBe('DESPACHO');
    expect(nextVehicleMove([...onShip, { type: 'DESCARGA' }, { type: 'DESPACHO' }], 'inspect')).toBeUndefined();
    expect(skippedMove([...onShip, { type: 'DESCARGA' }, { type: 'DESPACHO' }], 'INSPECCION')).toBe(true);
    expect(skippedMove([...onShip, { type: 'DESCARGA' }], 'INSPECCION')).toBe(false);
  });
});

describe('brand figures', () => {
  const car = (
    brand: string,
    types: string[],
    condicionRetiro: string | null = null,
    damaged = false,
  ): VehicleFacts => ({
    brandId: brand,
    brandName: brand,
    registros: types.map((type) => ({ type })),
    condicionRetiro,
    damaged,
  });
  const list = [
    car('KIA', ['EN BARCO']),
    car('KIA', ['EN BARCO', 'DESCARGA'], 'INDIRECTO'),
    car('KIA', ['EN BARCO', 'DESCARGA', 'INSPECCION', 'DESPACHO'], 'DIRECTO', true),
    car('BYD', ['EN BARCO', 'DESCARGA', 'INSPECCION'], 'P. DESPACHO'),
  ];

  it('CAR-031 CHART-005 CHART-006: the statistics of a visit per brand: on board, in the yard, inspected, dispatched, inscribed indirect and direct, damaged', () => {
    expect(brandStatistics(list)).toEqual({
      totalVisita: 4,
      totalEnPatio: 2,
      marcaStateDTOs: [
        {
          marcaId: 'BYD',
          marcaName: 'BYD',
          enBarco: 0,
          enPatio: 1,
          inspeccionados: 1,
          despachados: 0,
          inscIndirectos: 0,
          inscDirectos: 1,
          conDanio: 0,
        },
        {
          marcaId: 'KIA',
          marcaName: 'KIA',
          enBarco: 1,
          enPatio: 1,
          inspeccionados: 1,
          despachados: 1,
          inscIndirectos: 1,
          inscDirectos: 1,
          conDanio: 1,
        },
      ],
    });
  });

  it('CAR-024: the brand movement summary: totals and per brand discharged, dispatched and their balances', () => {
    expect(brandMovements(list)).toEqual({
      vehiDescGral: 3,
      vehiTotalGral: 4,
      vehiDespGral: 1,
      marcas: [
        {
          marca: 'BYD',
          vehiculoReportDTO: { total: 1, descargados: 1, despachados: 0, saldoDescargados: 0, saldoDespachados: 1 },
        },
        {
          marca: 'KIA',
          vehiculoReportDTO: { total: 3, descargados: 2, despachados: 1, saldoDescargados: 1, saldoDespachados: 1 },
        },
      ],
    });
  });
});

describe('statistics charts', () => {
  it('CHART-002: four charts, 300 high, each with its numbers in words', async () => {
    const { STAT_CHARTS, chartSummary } = await import('../../../src/custom/vesselVisitCar/BrandStatsPage');
    const { CHART_HEIGHT } = await import('../../../src/custom/terminal/charts/charts');
    expect(CHART_HEIGHT).toBe(300);
    expect(STAT_CHARTS.map((c) => c.measures)).toEqual([
      ['enBarco', 'enPatio', 'despachados'],
      ['inspeccionados'],
      ['inscDirectos', 'inscIndirectos'],
      ['conDanio'],
    ]);
    const kia = {
      marcaId: '3',
      marcaName: 'KIA',
      enBarco: 3,
      enPatio: 2,
      inspeccionados: 1,
      despachados: 4,
      inscIndirectos: 0,
      inscDirectos: 0,
      conDanio: 1,
    };
    expect(chartSummary('Ubicación por marca', [kia], ['enBarco', 'enPatio', 'despachados'])).toBe(
      'Ubicación por marca: KIA en barco 3, en patio 2, despachados 4.',
    );
  });
});
