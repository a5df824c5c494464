/** Edges of the import pickup rules (src/domain/importPickup: pickupRules.ts, unitActions.ts) the rule tables leave open. */
import { describe, expect, it } from 'vitest';
import {
  cdaErrorOf,
  choosesAgent,
  pickupErrors,
  splitNumbers,
  tatcErrorOf,
  type PickupValues,
} from '../../../../src/domain/importPickup/pickupRules';
import {
  gatePassRefusals,
  whyNot,
  type UnitAction,
  type UnitFacts,
} from '../../../../src/domain/importPickup/unitActions';
import type { TransitState } from '../../../../src/domain/transitStates';
import { appMessages } from '../../../../src/i18n/appMessages';
import { importMessages } from '../../../../src/i18n/importMessages';
import { operationsMessages } from '../../../../src/i18n/operationsMessages';

const v = appMessages.validation;
const r = operationsMessages.refusals;
const valid: PickupValues = {
  outType: 'DIRECTO',
  documentType: 'DIN',
  documentNbrs: '1234567890',
  agentId: '',
  consigneeGiro: 'Comercio',
  truckingId: '',
  sagCondition: 'SIN INSPECCION',
  cda: '',
};
const AGA = ['ROLE_AGA'];
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
const indirect = { condicionRetiro: 'INDIRECTO' as const, truckingId: '76000000-0' };
const now = new Date('2026-11-25T15:00:00Z');
const tomorrow = { day: '2026-11-26', start: '10:00', end: '11:00' };

describe('pickup form edges', () => {
  it('a valid form has no error key at all', () => {
    expect(Object.keys(pickupErrors(valid, AGA))).toEqual([]);
    expect(Object.keys(pickupErrors({ ...valid, cda: ' 123 ' }, AGA))).toEqual([]);
  });

  it('one choosing role among others makes the user choose the agent', () => {
    expect(choosesAgent(['ROLE_AGA', 'ROLE_DOCUMENTARY'])).toBe(true);
  });

  it('document numbers: split by commas and trimmed', () => {
    expect(splitNumbers(' 12 , 34 ,, ')).toEqual(['12', '34']);
  });

  it('DIN EN TRAMITE: numbers optional, but each one typed is whole digits', () => {
    const cs = ['ROLE_CUSTOMER_SERVICE'];
    const tramite = (documentNbrs: string) =>
      pickupErrors({ ...valid, documentType: 'DIN EN TRAMITE', documentNbrs, agentId: '15' }, cs).documentNbrs;
    expect(tramite('')).toBeUndefined();
    expect(tramite('12,34')).toBeUndefined();
    for (const bad of ['12a', 'a12', 'abc', '12,x'])
      expect(tramite(bad), bad).toBe(importMessages.pickup.documentDigits);
  });

  it('CDA and TATC are read trimmed', () => {
    expect(cdaErrorOf(' 123 ', true)).toBeUndefined();
    expect(cdaErrorOf('a123', false)).toBe(v.number);
    expect(tatcErrorOf(' AB12 ')).toBeUndefined();
  });
});

describe('unit action edges', () => {
  it('actions on a pickup need one; asking for one needs none', () => {
    const needOne: UnitAction[] = [
      'cancelPickup',
      'bookAppointment',
      'recoordinate',
      'changeCondition',
      'changeConditionExtraportuario',
      'reassignTrucking',
      'editDocument',
      'editCda',
      'editTatc',
    ];
    for (const a of needOne) expect(whyNot(a, unit(), now), a).toBe(r.noOperation);
    for (const a of ['requestDirect', 'inscribir', 'requestIndirect'] as const)
      expect(whyNot(a, unit({ transitState: 'INBOUND', operation: indirect }), now), a).toBe(r.operationExists);
  });

  it('the gate pass is judged on its own, whatever the document', () => {
    const u = unit({ operation: indirect, appointment: tomorrow, documentType: null });
    expect(whyNot('printGatePass', u, now)).toBeUndefined();
  });

  it('the document can be edited: a DIN until it leaves the yard, a MICDTA from the yard to the vessel', () => {
    const edit = (documentType: string | null, transitState: TransitState) =>
      whyNot('editDocument', unit({ operation: indirect, documentType, transitState }), now);
    for (const s of ['YARD', 'INBOUND', 'ECIN'] as const) {
      expect(edit('DIN', s), s).toBeUndefined();
      expect(edit('din en tramite', s), s).toBeUndefined();
    }
    for (const s of ['LOADED', 'YARD', 'ECOUT'] as const) expect(edit('MICDTA', s), s).toBeUndefined();
    expect(edit('MICDTA', 'INBOUND')).toBe(r.documentEdit);
    expect(edit('DIN', 'ECOUT')).toBe(r.documentEdit);
    expect(edit(null, 'YARD')).toBe(r.documentEdit);
  });

  it('each state rule on its own: inscribing needs INBOUND, booking and re-coordinating need the yard and an indirect pickup', () => {
    const direct = { condicionRetiro: 'DIRECTO' as const, truckingId: '76000000-0' };
    expect(whyNot('inscribir', unit({ hazardous: true, etaForImo: true }), now)).toBe(r.directNeedsInbound);
    expect(whyNot('bookAppointment', unit({ operation: indirect, transitState: 'INBOUND' }), now)).toBe(r.coordination);
    expect(whyNot('recoordinate', unit({ operation: direct, appointment: tomorrow }), now)).toBe(r.notRecoordinable);
    expect(whyNot('recoordinate', unit({ operation: indirect }), now)).toBe(r.notRecoordinable);
    expect(
      whyNot('recoordinate', unit({ operation: indirect, appointment: tomorrow, transitState: 'INBOUND' }), now),
    ).toBe(r.notRecoordinable);
    expect(whyNot('recoordinate', unit({ operation: indirect, appointment: tomorrow }), now)).toBeUndefined();
  });

  it('the gate pass of a unit that is not an import: only that reason', () => {
    expect(gatePassRefusals(unit({ category: 'EXPORT', operation: indirect }), now)).toEqual([r.notImport]);
  });

  it('CDA and TATC edits: until the unit is gone', () => {
    for (const a of ['editCda', 'editTatc'] as const) {
      expect(whyNot(a, unit({ operation: indirect }), now), a).toBeUndefined();
      expect(whyNot(a, unit({ operation: indirect, transitState: 'DEPARTED' }), now), a).toBe(r.departed);
    }
  });
});
