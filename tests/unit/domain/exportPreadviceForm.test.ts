/** The export pre-advice form's rules, table by table (src/domain/exportPreadvice/preadviceRules.ts; D2 §5 Export form). */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPORT_DOCUMENT_TYPE,
  EXPORT_SAG_CONDITIONS,
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

  const FIELD_RULES = [
    ['EXP-017', { truckingId: '' }, { truckingId: v.required }],
    ['EXP-019', { documentType: '' }, { documentType: v.required }],
    ['EXP-020', { guias: '' }, { guias: v.required }],
    ['EXP-021', { guias: '12A' }, { guias: v.number }],
    ['EXP-022', { seals: ['', ''] }, { seals: v.required }],
    ['EXP-023 CONST-037', { seals: ['A', 'B', 'C', 'D', 'E'] }, { seals: operationsMessages.exportForm.tooManySeals }],
    ['EXP-024 CONST-037', { seals: ['X'.repeat(16)] }, { seals: v.maxLength }],
    ['EXP-025', { cmdtyShortName: '' }, { cmdtyShortName: v.required }],
    ['EXP-026', { cmdtyShortName: '08A610' }, { cmdtyShortName: v.number }],
    ['EXP-027 CONST-038', { cmdtyShortName: '08061' }, { cmdtyShortName: v.exactLength }],
    ['EXP-028', { documentNbrs: '50A2' }, { documentNbrs: v.number }],
    ['EXP-028', { documentType: 'MICDTA', documentNbrs: 'AR12B' }, {}],
    ['EXP-031', { shipperName: '' }, { shipperName: v.required }],
    ['EXP-032', { shipperName: 'N'.repeat(81) }, { shipperName: v.maxLength }],
    ['EXP-033', { shipperAddress: 'A'.repeat(61) }, { shipperAddress: v.maxLength }],
    ['EXP-034', { shipperCity: 'C'.repeat(31) }, { shipperCity: v.maxLength }],
    ['EXP-035', { shipperId: '' }, { shipperId: v.required }],
    ['EXP-035', { shipperId: '12.345.678-9' }, { shipperId: v.rut }],
    ['EXP-036', { shipperCountry: 'AR', shipperId: '30-71234567-1', shipperGiro: '', shipperState: '' }, {}],
    ['EXP-037', { shipperGiro: '' }, { shipperGiro: v.required }],
    ['EXP-038', { shipperState: '' }, { shipperState: v.required }],
    ['EXP-041', { grossWeight: '' }, { grossWeight: v.required }],
    ['EXP-042', { grossWeight: '24t' }, { grossWeight: v.number }],
    ['EXP-048', { sagCondition: 'BLOQUEO POR INSPECCION' }, { sagCondition: v.required }],
  ] as const;

  it('EXP-017 EXP-019 EXP-020 EXP-021 EXP-022 EXP-023 CONST-037 EXP-024 EXP-025 EXP-026 EXP-027 CONST-038 EXP-028 EXP-031 EXP-032 EXP-033 EXP-034 EXP-035 EXP-036 EXP-037 EXP-038 EXP-041 EXP-042 EXP-048: each field rule gives its message, and only that one', () => {
    for (const [id, over, expected] of FIELD_RULES)
      expect(errorsOf(over as Partial<PreadviceValues>), `${id} ${JSON.stringify(over)}`).toEqual(expected);
  });

  it('EXP-039: switching to a non-Chilean shipper clears the state; back to Chile keeps what is typed next', () => {
    expect(withShipperCountry(valid, 'AR')).toMatchObject({ shipperCountry: 'AR', shipperState: '' });
    expect(withShipperCountry(valid, 'CL')).toMatchObject({ shipperCountry: 'CL', shipperState: 'Valparaíso' });
  });

  it('EXP-043: OOG overhangs are numeric (for an OOG item)', () => {
    const oog = { ...dry, oog: true };
    expect(errorsOf({ oog: { ...valid.oog, topCm: '12x' } }, oog)).toEqual({ 'oog.topCm': v.number });
    expect(errorsOf({ oog: { ...valid.oog, topCm: '35', leftCm: '10' } }, oog)).toEqual({});
  });

  it('EXP-044 EXP-045 EXP-046 EXP-047 CONST-039: O2/CO2 numeric 0–20, required with atmosphere control; the reefer confirmation', () => {
    const reefer = { ...dry, reefer: true };
    const ca = { ...reefer, atmosphereControl: true };
    expect(errorsOf({ reeferConfirmed: true }, reefer)).toEqual({});
    expect(errorsOf({}, reefer)).toEqual({ reeferConfirmed: v.required });
    expect(errorsOf({ reeferConfirmed: true }, ca)).toEqual({ o2pct: v.required, co2pct: v.required });
    expect(errorsOf({ reeferConfirmed: true, o2pct: 'x', co2pct: '21' }, ca)).toEqual({
      o2pct: v.number,
      co2pct: v.numericRange,
    });
    expect(errorsOf({ reeferConfirmed: true, o2pct: '0', co2pct: '20' }, ca)).toEqual({});
  });

  it('EXP-048: the SAG conditions for export', () => {
    expect(EXPORT_SAG_CONDITIONS).toEqual(['INSPECCION', 'SIN INSPECCION']);
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

  it('EXP-056 EXP-057 EXP-058: stacking after late is an inconsistency; stacking over, or both over, ask to contact exports', () => {
    const now = new Date('2025-11-05T13:00:00Z');
    const at = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
    expect(stackingNotice({ stackingStart: at(5), stackingEnd: at(7), lateDate: at(4) }, now)).toBe('inconsistent');
    expect(stackingNotice({ stackingStart: at(-6), stackingEnd: at(-1), lateDate: at(1) }, now)).toBe('stackingPassed');
    expect(stackingNotice({ stackingStart: at(-6), stackingEnd: at(-2), lateDate: at(-1) }, now)).toBe('bothPassed');
    expect(stackingNotice({ stackingStart: at(-2), stackingEnd: at(3), lateDate: at(4) }, now)).toBeUndefined();
    expect(operationsMessages.exportForm.inconsistent).toBe(
      'Inconcistencia en los plazos de fecha stacking y late, favor contactar con Exportaciones',
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
