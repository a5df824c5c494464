/** The export pre-advice form's rules, table by table (src/domain/exportPreadvice/preadviceRules.ts; D2 §5 Export form). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPORT_DOCUMENT_TYPE,
  EXPORT_SAG_CONDITIONS,
  grossWeightError,
  exportChoosesAgent,
  exportDocumentTypesFor,
  ownExportAgent,
  preadviceErrors,
  stackingNotice,
  VENT_UNIT_LABELS,
  weighingOf,
  WEIGHING_TARIFFS,
  withShipperCountry,
  type PreadviceContext,
  type PreadviceValues,
} from '../../../src/domain/exportPreadvice/preadviceRules';
import { exportGatePassRefusals } from '../../../src/domain/exportPreadvice/detailActions';
import { appMessages } from '../../../src/i18n/appMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';

const v = appMessages.validation;
const AGA = ['ROLE_AGA', 'ROLE_AGA_AGA'];
const dry: PreadviceContext = { roles: AGA, reefer: false, atmosphereControl: false, oog: false };
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

describe('export pre-advice form', () => {
  it('EXP-011 CONST-046: DUS by default; the types are DUS, MICDTA, DTI, CABOTAJE, OTRO', () => {
    expect(DEFAULT_EXPORT_DOCUMENT_TYPE).toBe('DUS');
    expect(exportDocumentTypesFor(['ROLE_SHIPPINGCO'])).toEqual(['DUS', 'MICDTA', 'DTI', 'CABOTAJE', 'OTRO']);
  });

  it('EXP-012 EXP-030 EXP-029: CABOTAJE only for the shipping company, which then needs no document number', () => {
    expect(exportDocumentTypesFor(AGA)).not.toContain('CABOTAJE');
    expect(errorsOf({ documentType: 'CABOTAJE', documentNbrs: '' })).toEqual({ documentType: v.other });
    expect(
      errorsOf(
        { documentType: 'CABOTAJE', documentNbrs: '', agentId: '7012345-6' },
        { ...dry, roles: ['ROLE_SHIPPINGCO'] },
      ),
    ).toEqual({});
    expect(errorsOf({ documentNbrs: '' })).toEqual({ documentNbrs: v.required });
  });

  it("EXP-014 EXP-015 EXP-018 CONST-047: who chooses the agent; the others are their own login, the fallback code '22'", () => {
    for (const role of [
      'ROLE_CUSTOMER_SERVICE',
      'ROLE_DOCUMENTARY',
      'ROLE_STOREKEEPER',
      'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
      'ROLE_AGA_SHIPPER',
      'ROLE_SHIPPINGCO',
    ]) {
      expect(exportChoosesAgent([role]), role).toBe(true);
    }
    for (const role of ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_FUNCTIONARY', 'ROLE_AGN'])
      expect(exportChoosesAgent([role]), role).toBe(false);
    expect(ownExportAgent('7012345-6')).toBe('7012345-6');
    expect(ownExportAgent(null)).toBe('22');
    expect(errorsOf({ agentId: '' }, { ...dry, roles: ['ROLE_CUSTOMER_SERVICE'] })).toEqual({ agentId: v.required });
  });

  // One row, one test: the field left wrong and the exact message it gives (and only that one).
  const refuses = (over: Partial<PreadviceValues>, expected: Record<string, string>) => () =>
    expect(errorsOf(over)).toEqual(expected);
  it("EXP-017: no trucking is 'Requerido'", refuses({ truckingId: '' }, { truckingId: 'Requerido' }));
  it("EXP-019: no document type is 'Requerido'", refuses({ documentType: '' }, { documentType: 'Requerido' }));
  it("EXP-020: no dispatch guide is 'Requerido'", refuses({ guias: '' }, { guias: 'Requerido' }));
  it("EXP-021: a dispatch guide with a letter is 'Debe ser un número'", () => {
    expect(errorsOf({ guias: '12A' })).toEqual({ guias: 'Debe ser un número' });
    expect(errorsOf({ guias: '1' })).toEqual({});
  });
  it("EXP-022: no seal (blank ones only) is 'Requerido'", refuses({ seals: ['', ''] }, { seals: 'Requerido' }));
  it("EXP-023 CONST-037: five seals are 'Máximo 4 sellos'; four pass", () => {
    expect(errorsOf({ seals: ['A', 'B', 'C', 'D', 'E'] })).toEqual({ seals: 'Máximo 4 sellos' });
    expect(errorsOf({ seals: ['A', 'B', 'C', 'D'] })).toEqual({});
  });
  it("EXP-024 CONST-037: a 16-character seal is 'Longitud máxima superada'; 15 pass", () => {
    expect(errorsOf({ seals: ['X'.repeat(16)] })).toEqual({ seals: 'Longitud máxima superada' });
    expect(errorsOf({ seals: ['X'.repeat(15)] })).toEqual({});
  });
  it("EXP-025: no tariff code is 'Requerido'", refuses({ cmdtyShortName: '' }, { cmdtyShortName: 'Requerido' }));
  it(
    "EXP-026: a tariff code with a letter is 'Debe ser un número'",
    refuses({ cmdtyShortName: '08A610' }, { cmdtyShortName: 'Debe ser un número' }),
  );
  it(
    "EXP-027 CONST-038: a 5-digit tariff code is 'Cantidad de caracteres inválida'",
    refuses({ cmdtyShortName: '08061' }, { cmdtyShortName: 'Cantidad de caracteres inválida' }),
  );
  it('EXP-028: document numbers are digits only, except MICDTA (alphanumeric)', () => {
    expect(errorsOf({ documentNbrs: '50A2' })).toEqual({ documentNbrs: 'Debe ser un número' });
    expect(errorsOf({ documentType: 'MICDTA', documentNbrs: 'AR12B' })).toEqual({});
  });
  it("EXP-031: no shipper name is 'Requerido'", refuses({ shipperName: '' }, { shipperName: 'Requerido' }));
  it("EXP-032: an 81-character shipper name is 'Longitud máxima superada'; 80 pass", () => {
    expect(errorsOf({ shipperName: 'N'.repeat(81) })).toEqual({ shipperName: 'Longitud máxima superada' });
    expect(errorsOf({ shipperName: 'N'.repeat(80) })).toEqual({});
  });
  it("EXP-033: a 61-character shipper address is 'Longitud máxima superada'; 60 pass", () => {
    expect(errorsOf({ shipperAddress: 'A'.repeat(61) })).toEqual({ shipperAddress: 'Longitud máxima superada' });
    expect(errorsOf({ shipperAddress: 'A'.repeat(60) })).toEqual({});
  });
  it("EXP-034: a 31-character shipper city is 'Longitud máxima superada'; 30 pass", () => {
    expect(errorsOf({ shipperCity: 'C'.repeat(31) })).toEqual({ shipperCity: 'Longitud máxima superada' });
    expect(errorsOf({ shipperCity: 'C'.repeat(30) })).toEqual({});
  });
  it("EXP-035: a Chilean shipper's RUT: none is 'Requerido', a wrong check digit 'Rut inválido'", () => {
    expect(errorsOf({ shipperId: '' })).toEqual({ shipperId: 'Requerido' });
    expect(errorsOf({ shipperId: '12.345.678-9' })).toEqual({ shipperId: 'Rut inválido' });
  });
  it(
    'EXP-036: a foreign shipper keeps a free id (no RUT check), with no giro or state asked',
    refuses({ shipperCountry: 'AR', shipperId: '30-71234567-1', shipperGiro: '', shipperState: '' }, {}),
  );
  it(
    "EXP-037: a Chilean shipper with no giro is 'Requerido'",
    refuses({ shipperGiro: '' }, { shipperGiro: 'Requerido' }),
  );
  it(
    "EXP-038: a Chilean shipper with no state is 'Requerido'",
    refuses({ shipperState: '' }, { shipperState: 'Requerido' }),
  );
  it("EXP-041: no gross weight is 'Requerido'", refuses({ grossWeight: '' }, { grossWeight: 'Requerido' }));
  it(
    "EXP-042: a gross weight '24t' is 'Debe ser un número'",
    refuses({ grossWeight: '24t' }, { grossWeight: 'Debe ser un número' }),
  );

  // The edit screen (ExportEdit) checks the gross weight with this rule; the mock's update route too.
  it("EXP-071: the edit's gross weight, empty, is 'Requerido'", () => {
    expect(grossWeightError('')).toBe('Requerido');
    expect(grossWeightError('25100')).toBeUndefined();
  });
  it("EXP-072: the edit's gross weight '2x' is 'Debe ser un número'", () => {
    expect(grossWeightError('2x')).toBe('Debe ser un número');
  });

  it('EXP-039: switching to a non-Chilean shipper clears the state; back to Chile keeps what is typed next', () => {
    expect(withShipperCountry(valid, 'AR')).toMatchObject({ shipperCountry: 'AR', shipperState: '' });
    expect(withShipperCountry(valid, 'CL')).toMatchObject({ shipperCountry: 'CL', shipperState: 'Valparaíso' });
  });

  it('EXP-043: OOG overhangs are numeric (for an OOG item)', () => {
    const oog = { ...dry, oog: true };
    for (const dim of ['topCm', 'frontCm', 'backCm', 'leftCm', 'rightCm'] as const)
      expect(errorsOf({ oog: { ...valid.oog, [dim]: '12x' } }, oog), dim).toEqual({
        [`oog.${dim}`]: 'Debe ser un número',
      });
    expect(errorsOf({ oog: { ...valid.oog, topCm: '35', leftCm: '10' } }, oog)).toEqual({});
  });

  const reefer = { ...dry, reefer: true };
  const ca = { ...reefer, atmosphereControl: true };
  it("EXP-044: O2 or CO2 that is not a number is 'Debe ser un número'", () => {
    expect(errorsOf({ reeferConfirmed: true, o2pct: 'x', co2pct: '1y' }, ca)).toEqual({
      o2pct: 'Debe ser un número',
      co2pct: 'Debe ser un número',
    });
  });
  it("EXP-045 CONST-039: O2 or CO2 outside 0 to 20 is 'Rango de valores invalido'; the ends pass", () => {
    expect(errorsOf({ reeferConfirmed: true, o2pct: '-1', co2pct: '21' }, ca)).toEqual({
      o2pct: 'Rango de valores invalido',
      co2pct: 'Rango de valores invalido',
    });
    expect(errorsOf({ reeferConfirmed: true, o2pct: '0', co2pct: '20' }, ca)).toEqual({});
  });
  it("EXP-046: with atmosphere control (S) empty O2 and CO2 are 'Requerido'; without it (N) they may stay empty", () => {
    expect(errorsOf({ reeferConfirmed: true }, ca)).toEqual({ o2pct: 'Requerido', co2pct: 'Requerido' });
    expect(errorsOf({ reeferConfirmed: true }, reefer)).toEqual({});
  });
  it("EXP-047: a reefer unconfirmed is 'Requerido' on the confirmation; a dry unit asks none", () => {
    expect(errorsOf({}, reefer)).toEqual({ reeferConfirmed: 'Requerido' });
    expect(errorsOf({ reeferConfirmed: true }, reefer)).toEqual({});
    expect(errorsOf({})).toEqual({});
  });

  // D1 §5's shared rules where D2 §5 applies them (the mock's route runs the same preadviceErrors).
  it("VAL-008: the tariff code applies the exact-length rule of 6: 5 and 7 digits are 'Cantidad de caracteres inválida'", () => {
    expect(v.exactLength).toBe('Cantidad de caracteres inválida');
    for (const code of ['08061', '0806101'])
      expect(errorsOf({ cmdtyShortName: code }), code).toEqual({ cmdtyShortName: 'Cantidad de caracteres inválida' });
    expect(errorsOf({ cmdtyShortName: ' 080610 ' })).toEqual({});
  });

  it("VAL-009: O2 and CO2 apply the numeric-range rule 0 to 20: below 0 or above 20 is 'Rango de valores invalido'", () => {
    const ca = { ...dry, reefer: true, atmosphereControl: true };
    const gas = (o2pct: string, co2pct: string, c: PreadviceContext = ca) =>
      errorsOf({ reeferConfirmed: true, o2pct, co2pct }, c);
    expect(v.numericRange).toBe('Rango de valores invalido');
    for (const bad of ['-1', '20,5', '21'])
      expect(gas(bad, bad), bad).toEqual({ o2pct: 'Rango de valores invalido', co2pct: 'Rango de valores invalido' });
    for (const good of ['0', '12,5', '20']) expect(gas(good, good), good).toEqual({});
    // Without atmosphere control the gases may stay empty, but a typed one still keeps the range.
    const reefer = { ...dry, reefer: true };
    expect(gas('', '', reefer)).toEqual({});
    expect(gas('25', '', reefer)).toEqual({ o2pct: 'Rango de valores invalido' });
  });

  it("EXP-048: the SAG conditions for export are INSPECCION and SIN INSPECCION; another is 'Requerido'", () => {
    expect(EXPORT_SAG_CONDITIONS).toEqual(['INSPECCION', 'SIN INSPECCION']);
    expect(errorsOf({ sagCondition: 'INSPECCION' })).toEqual({});
    expect(errorsOf({ sagCondition: 'BLOQUEO POR INSPECCION' })).toEqual({ sagCondition: 'Requerido' });
  });

  it('EXP-050 CONST-054: ventilation units %, CBM, CBH', () => {
    expect(VENT_UNIT_LABELS).toEqual({ PERCENTAGE: '%', CUBIC_FT_MIN: 'CBM', CUBIC_M_HOUR: 'CBH' });
  });

  it('EXP-051 EXP-052 EXP-053 CONST-052: VPA locks the VGM weight, ROM the weighbridge; otherwise the user chooses; weighing is E244 + E231', () => {
    expect(weighingOf('VPA')).toEqual({ mode: 'VGM', locked: true });
    expect(weighingOf('rom')).toEqual({ mode: 'ROM', locked: true });
    expect(weighingOf(null)).toEqual({ mode: null, locked: false });
    expect(WEIGHING_TARIFFS).toEqual(['PCE-E244', 'PCE-E231']);
  });

  const stackNow = new Date('2025-11-05T13:00:00Z');
  const inDays = (days: number) => new Date(stackNow.getTime() + days * 86_400_000).toISOString();
  const notice = (start: number, end: number, late: number) =>
    stackingNotice({ stackingStart: inDays(start), stackingEnd: inDays(end), lateDate: inDays(late) }, stackNow);
  const noticeText = (n: ReturnType<typeof stackingNotice>) => (n ? operationsMessages.exportForm[n] : undefined);
  it('EXP-056: a stacking start after the late date gives the inconsistency message; a coherent window none', () => {
    expect(noticeText(notice(5, 7, 4))).toBe(
      'Inconcistencia en los plazos de fecha stacking y late, favor contactar con Exportaciones',
    );
    expect(notice(-2, 3, 4)).toBeUndefined();
  });
  it('EXP-057: the stacking over with the late date still ahead asks to contact exports', () => {
    expect(noticeText(notice(-6, -1, 1))).toBe('El plazo de stacking terminó, favor contactar con Exportaciones');
  });
  it('EXP-058: stacking and late both over asks to contact exports', () => {
    expect(noticeText(notice(-6, -2, -1))).toBe(
      'Los plazos de stacking y late terminaron, favor contactar con Exportaciones',
    );
  });

  it('EXP-079: the export gate pass needs the pre-advice on its way with a delivery appointment not passed and a carrier', () => {
    const now = new Date('2025-11-05T13:00:00Z');
    const r = operationsMessages.refusals;
    const ok = {
      transitState: 'INBOUND' as const,
      preadvised: true,
      appointment: { day: '2025-11-06', end: '10:00' },
      truckingId: '76086428-5',
    };
    expect(exportGatePassRefusals(ok, now)).toEqual([]);
    expect(exportGatePassRefusals({ ...ok, preadvised: false }, now)).toEqual([r.noOperation]);
    expect(exportGatePassRefusals({ ...ok, appointment: null, truckingId: null }, now)).toEqual([
      r.noAppointment,
      r.noTrucking,
    ]);
    expect(
      exportGatePassRefusals({ ...ok, transitState: 'YARD', appointment: { day: '2025-11-04', end: '10:00' } }, now),
    ).toEqual([operationsMessages.exportRefusals.alreadyReceived, r.appointmentPassed]);
  });
});
