import { describe, expect, it } from 'vitest';
import {
  minimumDesde2,
  reportFormDefaults,
  reportFormErrors,
  reportUnitInput,
  unitListOf,
  visibleFields,
  type ReportForm,
} from '../../../src/domain/reports/reportForm';
import { REPORT_TYPE_CODES, type ReportTypeCode } from '../../../src/domain/reports/reportTypes';
import { choosesAgent } from '../../../src/domain/reports/agentScope';
import { ROLES } from '../../../src/domain/roles';

const TODAY = '27/11/2026';
const form = (code: ReportTypeCode, patch: Partial<ReportForm> = {}): ReportForm => ({
  ...reportFormDefaults(code, TODAY),
  ...patch,
});
const errors = (f: ReportForm, agentKnown = false) => reportFormErrors(f, { today: TODAY, agentKnown });

describe('the report form', () => {
  it("RPT-005 RPT-006 CONST-062: the range defaults to 7 days ago → today and desde2 to yesterday, on the terminal's day, across a month and a year", () => {
    expect(reportFormDefaults(0, TODAY)).toMatchObject({
      desde: '20/11/2026',
      hasta: '27/11/2026',
      desde2: '26/11/2026',
    });
    expect(reportFormDefaults(12, '03/01/2027')).toMatchObject({
      desde: '27/12/2026',
      hasta: '03/01/2027',
      desde2: '02/01/2027',
    });
    expect(reportFormDefaults(12, '01/03/2028')).toMatchObject({ desde: '23/02/2028', desde2: '29/02/2028' });
  });

  it("RPT-007: the container is upper-cased as typed and refused over 11 characters with 'Debe ser más corto'", () => {
    expect(reportUnitInput('msc u1234567')).toBe('MSCU1234567');
    expect(errors(form(0, { unitNbr: 'MSCU1234567' })).unitNbr).toBeUndefined();
    expect(errors(form(0, { unitNbr: 'MSCU12345678' })).unitNbr).toBe('Debe ser más corto');
    expect(errors(form(11, { unitNbr: 'mscu12345678' })).unitNbr).toBe('Debe ser más corto');
  });

  it.each(REPORT_TYPE_CODES.filter((c) => c !== 12).map((c) => [c, c < 8] as const))(
    "RPT-008: type %i without 'hasta' → required: %s",
    (code, required) => {
      const f = form(code, {
        hasta: '',
        ...(code === 9 ? { unitNbr: 'MSCU1234567' } : {}),
        ...(code === 10 ? { batchNbr: '15' } : {}),
      });
      const shown = visibleFields(f).includes('hasta');
      expect(errors(f, true).hasta).toBe(required && shown ? 'Requerido' : undefined);
      if (code < 8) expect(shown).toBe(true);
    },
  );

  it("RPT-008: the mass gate pass (12) may leave 'hasta' empty", () => {
    expect(errors(form(12, { gatePass: 'MASIVO', hasta: '', unitNbrs: 'MSCU1234567' })).hasta).toBeUndefined();
  });

  it('RPT-009: desde2 before the minimum start date is refused with that date; the minimum itself is accepted', () => {
    expect(minimumDesde2(TODAY)).toBe('29/08/2026');
    const mass = (desde2: string) => errors(form(12, { gatePass: 'MASIVO', desde2, unitNbrs: 'MSCU1234567' })).desde2;
    expect(mass('28/08/2026')).toBe('Fecha desde no puede ser anterior a 29/08/2026');
    expect(mass('29/08/2026')).toBeUndefined();
    expect(mass('')).toBe('Requerido');
  });

  it("a range that ends before it starts is refused on 'hasta'; a wrong date says so", () => {
    expect(errors(form(0, { desde: '27/11/2026', hasta: '26/11/2026' })).hasta).toBe(
      'La fecha hasta no puede ser anterior a la fecha desde',
    );
    expect(errors(form(0, { desde: '31/02/2026' })).desde).toBe('Fecha inválida');
  });

  it("VAL-015: the consignee's RUT in a report says 'Formato de Rut No válido.'; a valid one, with dots or without, passes", () => {
    expect(errors(form(0, { consigneeId: '77.844.710-5' })).consigneeId).toBe('Formato de Rut No válido.');
    expect(errors(form(0, { consigneeId: '77.844.710-K' })).consigneeId).toBeUndefined();
    expect(errors(form(0, { consigneeId: '77844710K' })).consigneeId).toBeUndefined();
  });

  it("RPT-024 RPT-027: the TEU (8) and VGM (9) reports need an agent unless the user's own is known; the operation reports do not", () => {
    expect(errors(form(8)).agentId).toBe('Requerido');
    expect(errors(form(9, { unitNbr: 'MSCU1234567' })).agentId).toBe('Requerido');
    expect(errors(form(8), true).agentId).toBeUndefined();
    expect(errors(form(9, { unitNbr: 'MSCU1234567', agentId: '7' })).agentId).toBeUndefined();
    expect(errors(form(0)).agentId).toBeUndefined();
  });

  it('RPT-028: the VGM report needs a container or a BL/booking', () => {
    expect(errors(form(9, { agentId: '7' })).unitNbr).toBe('Debe seleccionar un Contenedor o BL-Booking.');
    expect(errors(form(9, { agentId: '7', blOrBook: 'BKG123' })).unitNbr).toBeUndefined();
    expect(errors(form(9, { agentId: '7', unitNbr: 'MSCU1234567' })).unitNbr).toBeUndefined();
  });

  it('the Coprar report needs a batch number (its lookup says whether it is a LOADLIST batch)', () => {
    expect(errors(form(10)).batchNbr).toBe('Ingrese un número de Batch de Coprar');
    expect(errors(form(10, { batchNbr: '12a' })).batchNbr).toBe('Ingrese un número de Batch de Coprar');
    expect(errors(form(10, { batchNbr: '4501' }))).toEqual({});
  });

  it('RPT-038 RPT-039: the gate pass by unit needs a container and a driver RUT', () => {
    expect(errors(form(12))).toEqual({ unitNbr: 'Requerido', gateChofer: 'Requerido' });
    expect(errors(form(12, { unitNbr: 'MSCU1234567', gateChofer: '12.345.678-5' }))).toEqual({});
  });

  it('the mass gate pass shows its period and units, and needs at least one container', () => {
    expect(visibleFields({ operationType: 12, gatePass: 'MASIVO' })).toEqual([
      'gatePass',
      'desde2',
      'hasta',
      'unitNbrs',
    ]);
    expect(visibleFields({ operationType: 12, gatePass: 'UNIT' })).toEqual([
      'gatePass',
      'unitNbr',
      'gateChofer',
      'checkRutEx',
    ]);
    expect(errors(form(12, { gatePass: 'MASIVO' })).unitNbrs).toBe('Ingrese al menos un contenedor válido.');
    expect(unitListOf('mscu1234567, MSCU1234567\nmaeu7654321 ;  ')).toEqual(['MSCU1234567', 'MAEU7654321']);
  });

  it('RPT-001: the form shows each type its own fields, in order (the form renders exactly visibleFields)', () => {
    const operations = ['desde', 'hasta', 'agentId', 'consigneeId', 'unitNbr', 'blOrBook'];
    const table: Record<ReportTypeCode, readonly string[]> = {
      0: operations,
      1: operations,
      2: operations,
      3: operations,
      6: operations,
      7: [...operations, 'manifestNumber'],
      8: ['desde', 'hasta', 'agentId', 'unitNbr'],
      9: ['agentId', 'unitNbr', 'blOrBook'],
      10: ['batchNbr'],
      11: ['unitNbr', 'blOrBook', 'manifestNumber'],
      12: ['gatePass', 'unitNbr', 'gateChofer', 'checkRutEx'],
    };
    for (const code of REPORT_TYPE_CODES)
      expect(visibleFields({ operationType: code, gatePass: 'UNIT' }), String(code)).toEqual(table[code]);
  });

  it("RPT-040 RPT-042: the gate pass form reads its driver field: a foreign identifier of 3 is refused, of 4 passes; a typed RUN of 8 to 10 and a scanner's QR pass", () => {
    const driver = (gateChofer: string, checkRutEx = false) =>
      errors(form(12, { unitNbr: 'MSCU1234567', gateChofer, checkRutEx })).gateChofer;
    expect(driver('AB1', true)).toBe('Longitud Rut extranjero: mínimo 4.');
    expect(driver('AB12', true)).toBeUndefined();
    expect(driver('AB12')).toBe('Formato de Rut No válido.');
    expect(driver('12345678-5')).toBeUndefined();
    expect(driver('1234567890')).toBe('Formato de Rut No válido.');
    const qr = 'https://portal.sidiv.registrocivil.cl/docstatus?RUN=12345678-5&type=CEDULA'.padEnd(110, '0');
    expect(driver(qr)).toBeUndefined();
  });

  it('a valid form of every type with what it needs has no refusal', () => {
    const needs: Partial<Record<ReportTypeCode, Partial<ReportForm>>> = {
      9: { unitNbr: 'MSCU1234567' },
      10: { batchNbr: '1' },
      11: { unitNbr: 'MSCU1234567', blOrBook: 'BL1', manifestNumber: '2025' },
      12: { unitNbr: 'MSCU1234567', gateChofer: '123456785' },
    };
    for (const code of REPORT_TYPE_CODES) expect(errors(form(code, needs[code]), true), String(code)).toEqual({});
  });

  it('RPT-012 ROLE-026: customer service chooses the agent; an agent, its functionary and an agency do not', () => {
    expect(choosesAgent(['ROLE_CUSTOMER_SERVICE'])).toBe(true);
    for (const roles of [['ROLE_AGA', 'ROLE_AGA_AGA'], ['ROLE_FUNCTIONARY'], ['ROLE_AGN'], ['ROLE_SHIPPINGCO']])
      expect(choosesAgent(roles)).toBe(false);
    // Of every role, exactly customer service and its supervisor (ruling P86).
    expect(ROLES.filter((role) => choosesAgent([role]))).toEqual([
      'ROLE_CUSTOMER_SERVICE',
      'ROLE_SUPERVISOR_CUSTOMER_SERVICE',
    ]);
  });
});
