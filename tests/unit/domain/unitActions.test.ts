import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  gatePassRefusals,
  whyNot,
  type UnitAction,
  type UnitFacts,
} from '../../../src/domain/importPickup/unitActions';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { TRANSIT_STATES } from '../../../src/domain/transitStates';

const r = operationsMessages.refusals;
// 2025-11-05 10:00 Santiago.
const NOW = new Date('2025-11-05T13:00:00Z');
const PAST = { day: '2025-11-04', start: '08:00', end: '10:00' };
const LATER = { day: '2025-11-05', start: '14:00', end: '16:00' };

const unit = (over: Partial<UnitFacts> = {}): UnitFacts => ({
  transitState: 'YARD',
  category: 'IMPORT',
  hazardous: false,
  etaForImo: false,
  inspeccionSAG: 'SIN INSPECCION',
  fechaPlanificada: null,
  storekeeperCode: null,
  documentType: 'DIN',
  operation: null,
  appointment: null,
  ...over,
});
const direct = { condicionRetiro: 'DIRECTO' as const, truckingId: '76000000-0' };
const indirect = { condicionRetiro: 'INDIRECTO' as const, truckingId: '76000000-0' };

describe('unit actions by state (D2 §4)', () => {
  const table: [string, UnitAction, Partial<UnitFacts>, string | undefined][] = [
    ['IMP-022', 'requestDirect', { transitState: 'INBOUND' }, undefined],
    ['IMP-022', 'requestDirect', { transitState: 'YARD' }, r.directNeedsInbound],
    ['IMP-022', 'requestDirect', { transitState: 'INBOUND', operation: direct }, r.operationExists],
    ['IMP-023', 'requestDirect', { transitState: 'INBOUND', hazardous: true }, r.hazardNeedsInscription],
    ['IMP-023', 'inscribir', { transitState: 'INBOUND', hazardous: true, etaForImo: true }, undefined],
    ['IMP-023', 'inscribir', { transitState: 'INBOUND', hazardous: true, etaForImo: false }, r.hazardNeedsInscription],
    ['IMP-024', 'requestIndirect', { transitState: 'YARD' }, undefined],
    ['IMP-024', 'requestIndirect', { transitState: 'INBOUND' }, r.indirectNeedsYard],
    ['IMP-045', 'cancelPickup', { transitState: 'INBOUND', operation: direct }, undefined],
    ['IMP-046', 'cancelPickup', { operation: indirect, appointment: LATER }, undefined],
    ['IMP-046', 'cancelPickup', { operation: indirect, appointment: PAST }, r.notCancellable],
    ['IMP-047', 'cancelPickup', { transitState: 'DEPARTED', operation: indirect }, r.notCancellable],
    ['IMP-045', 'cancelPickup', {}, r.noOperation],
    ['IMP-026', 'bookAppointment', { operation: indirect }, undefined],
    [
      'IMP-026',
      'bookAppointment',
      { operation: indirect, inspeccionSAG: 'INSPECCION', fechaPlanificada: '2025-11-06' },
      undefined,
    ],
    ['IMP-027', 'bookAppointment', { operation: indirect, inspeccionSAG: 'INSPECCION' }, r.inspectionPending],
    ['IMP-044', 'bookAppointment', { operation: direct }, r.directNoAppointment],
    ['IMP-036', 'bookAppointment', { operation: indirect, appointment: LATER }, r.alreadyBooked],
    ['DECISIONS Q18', 'bookAppointment', { operation: { ...indirect, truckingId: null } }, r.noTrucking],
    ['IMP-040', 'recoordinate', { operation: indirect, appointment: LATER }, undefined],
    ['IMP-040', 'recoordinate', { operation: indirect, appointment: PAST }, r.notRecoordinable],
    ['IMP-040', 'recoordinate', { operation: indirect }, r.notRecoordinable],
    ['IMP-078 DECISIONS Q17', 'changeCondition', { operation: direct, appointment: PAST }, undefined],
    ['IMP-078 DECISIONS Q17', 'changeCondition', { operation: direct, appointment: LATER }, r.conditionChange],
    ['IMP-078 DECISIONS Q17', 'changeCondition', { operation: direct }, r.conditionChange],
    [
      'IMP-078 DECISIONS Q17',
      'changeCondition',
      { operation: direct, appointment: PAST, transitState: 'INBOUND' },
      r.conditionChange,
    ],
    ['IMP-078 DECISIONS Q17', 'changeCondition', { operation: indirect, appointment: PAST }, r.conditionChange],
    [
      'VV-034 VV-035',
      'changeConditionExtraportuario',
      { operation: direct, appointment: PAST, storekeeperCode: 'A-71' },
      undefined,
    ],
    [
      'VV-035 VV-036',
      'changeConditionExtraportuario',
      { operation: direct, appointment: PAST, storekeeperCode: 'VAL3' },
      r.conditionChangeA71,
    ],
    [
      'VV-034',
      'changeConditionExtraportuario',
      { operation: direct, appointment: LATER, storekeeperCode: 'A-71' },
      r.conditionChange,
    ],
    ['IMP-049', 'reassignTrucking', { operation: indirect }, undefined],
    ['IMP-049', 'reassignTrucking', { operation: indirect, transitState: 'DEPARTED' }, r.departed],
    ['IMP-055', 'editDocument', { operation: direct, transitState: 'ECIN', documentType: 'DIN EN TRAMITE' }, undefined],
    ['IMP-055', 'editDocument', { operation: direct, transitState: 'LOADED', documentType: 'DIN' }, r.documentEdit],
    ['IMP-056', 'editDocument', { operation: direct, transitState: 'ECOUT', documentType: 'MICDTA' }, undefined],
    ['IMP-056', 'editDocument', { operation: direct, transitState: 'INBOUND', documentType: 'MICDTA' }, r.documentEdit],
    ['IMP-050', 'drc', { transitState: 'RETIRED' }, undefined],
    ['IMP-050', 'drc', { transitState: 'INBOUND' }, r.drc],
    ['IMP-057', 'editCda', { operation: direct, transitState: 'DEPARTED' }, r.departed],
  ];
  it.each(table)('%s: %s with %o → %s', (_id, action, over, expected) => {
    expect(whyNot(action, unit(over), NOW)).toBe(expected);
  });

  it("CONST-055: storekeeper A-71 gates the visit list's condition change: its unit may change, another storekeeper's may not", () => {
    const passedDirect = { operation: direct, appointment: PAST };
    expect(
      whyNot('changeConditionExtraportuario', unit({ ...passedDirect, storekeeperCode: 'A-71' }), NOW),
    ).toBeUndefined();
    for (const other of ['VAL3', 'A-72', 'a-71 ', '']) {
      expect(
        whyNot('changeConditionExtraportuario', unit({ ...passedDirect, storekeeperCode: other }), NOW),
        other,
      ).toBe(r.conditionChangeA71);
    }
  });

  it('IMP-050: the DRC is offered for a DEPARTED, YARD or RETIRED import unit, in no other state', () => {
    const offered = TRANSIT_STATES.filter((s) => whyNot('drc', unit({ transitState: s }), NOW) === undefined);
    expect([...offered].sort()).toEqual(['DEPARTED', 'RETIRED', 'YARD']);
  });

  it('IMP-055 IMP-056: the customs document is editable for DIN or DIN EN TRAMITE in YARD, INBOUND or EC/IN, for MICDTA in LOADED, YARD or EC/OUT', () => {
    const editable = (documentType: string) =>
      TRANSIT_STATES.filter(
        (s) => whyNot('editDocument', unit({ transitState: s, documentType, operation: direct }), NOW) === undefined,
      ).sort();
    expect(editable('DIN')).toEqual(['ECIN', 'INBOUND', 'YARD']);
    expect(editable('DIN EN TRAMITE')).toEqual(['ECIN', 'INBOUND', 'YARD']);
    expect(editable('MICDTA')).toEqual(['ECOUT', 'LOADED', 'YARD']);
    for (const other of ['DAPI', 'DTI', 'OTRO']) expect(editable(other), other).toEqual([]);
    expect(whyNot('editDocument', unit({ documentType: 'DIN' }), NOW)).toBe(r.noOperation);
  });

  it('export units allow none of the import actions', () => {
    expect(whyNot('requestIndirect', unit({ category: 'EXPORT' }), NOW)).toBe(r.notImport);
  });
});

describe('VV-021 IMP-073: canPrintGatePass reasons', () => {
  it.each([
    [{ operation: indirect, appointment: LATER }, []],
    [{}, [r.noOperation]],
    [{ operation: indirect }, [r.noAppointment]],
    [{ operation: indirect, appointment: PAST }, [r.appointmentPassed]],
    [
      { operation: { ...indirect, truckingId: null }, appointment: LATER, transitState: 'DEPARTED' as const },
      [r.departed, r.noTrucking],
    ],
  ])('%o → %o', (over, reasons) => {
    expect(gatePassRefusals(unit(over), NOW)).toEqual(reasons);
  });
});

describe('unit actions by role and state together', () => {
  const yardDirectPast = unit({ operation: direct, appointment: PAST, storekeeperCode: 'A-71' });
  it.each([
    ['IMP-077', ['ROLE_AGA', 'ROLE_AGA_AGA'], 'changeCondition', true],
    ['IMP-077', ['ROLE_FUNCTIONARY'], 'changeCondition', true],
    ['IMP-077', ['ROLE_CUSTOMER_SERVICE'], 'changeCondition', false],
    ['VV-033', ['ROLE_STOREKEEPER'], 'changeConditionExtraportuario', true],
    ['VV-033', ['ROLE_FUNCTIONARY_EXTRAPORTUARIO'], 'changeConditionExtraportuario', true],
    ['VV-033', ['ROLE_AGA_AGA'], 'changeConditionExtraportuario', false],
    ['IMP-005', ['ROLE_AGN'], 'reassignTrucking', false],
    ['IMP-005', ['ROLE_SHIPPINGCO'], 'reassignTrucking', false],
    ['IMP-070', ['ROLE_DOCUMENTARY'], 'reassignTrucking', true],
    ['IMP-061', ['ROLE_AGN'], 'editTatc', true],
    ['IMP-061', ['ROLE_AGA'], 'editTatc', false],
  ] as const)(
    '%s: %o on a DIRECTO YARD A-71 unit whose appointment passed → %s allowed: %s',
    (_id, roles, action, expected) => {
      expect(allowedActions(yardDirectPast, roles, NOW).includes(action)).toBe(expected);
    },
  );

  it('IMP-006: SHIPPINGCO may look but not request a pickup', () => {
    expect(allowedActions(unit({ transitState: 'INBOUND' }), ['ROLE_SHIPPINGCO'], NOW)).toEqual([]);
    expect(allowedActions(unit({ transitState: 'INBOUND' }), ['ROLE_AGA'], NOW)).toEqual(['requestDirect']);
  });
});
