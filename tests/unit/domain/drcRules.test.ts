/**
 * The DRC's pure rules (src/domain/drc): which units have one, what the receipt says (its shift,
 * cargo condition, movement and fields), the /drc visit choice and the line of the mass DRC.
 */
import { describe, expect, it } from 'vitest';
import { chooseVisit, drcLineOf, linesOfVisits } from '../../../src/domain/drc/choices';
import { MASS_DRC_ROLES } from '../../../src/domain/drc/contract';
import {
  cargoCondition,
  drcDataOf,
  drcRefusal,
  movementOf,
  shiftLabel,
  shiftOf,
  type ReceiptFacts,
} from '../../../src/domain/drc/receipt';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';
import { drcMessages } from '../../../src/i18n/drcMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';

const t = drcMessages;
const r = operationsMessages.refusals;

describe('which units have a DRC', () => {
  const table: [string, 'IMPORT' | 'EXPORT' | 'STORAGE', string, string | undefined][] = [
    ['IMP-050 DRC-006', 'IMPORT', 'YARD', undefined],
    ['IMP-050 DRC-006', 'IMPORT', 'DEPARTED', undefined],
    ['IMP-050 DRC-006', 'IMPORT', 'RETIRED', undefined],
    ['IMP-050 DRC-006', 'IMPORT', 'INBOUND', r.drc],
    ['IMP-050 DRC-006', 'IMPORT', 'ECIN', r.drc],
    ['IMP-050 DRC-006', 'IMPORT', 'LOADED', r.drc],
    ['IMP-050 DRC-006', 'IMPORT', 'ADVISED', r.drc],
    ['DRC-006', 'EXPORT', 'ADVISED', t.refusals.exportNotReceived],
    ['DRC-006', 'EXPORT', 'INBOUND', t.refusals.exportNotReceived],
    ['DRC-006', 'EXPORT', 'ECIN', undefined],
    ['DRC-006', 'EXPORT', 'YARD', undefined],
    ['DRC-006', 'EXPORT', 'ECOUT', undefined],
    ['DRC-006', 'EXPORT', 'LOADED', undefined],
    ['DRC-006', 'EXPORT', 'DEPARTED', undefined],
    ['DRC-006', 'EXPORT', 'RETIRED', undefined],
    ['DRC-006', 'STORAGE', 'YARD', t.refusals.noVisit],
  ];
  it.each(table)('%s: a %s unit %s → %s', (_ids, category, state, expected) => {
    expect(drcRefusal(category, state)).toBe(expected);
  });
  it("DRC-006: the tracking service's spellings of a state read the same", () => {
    expect(drcRefusal('IMPORT', 'Yard')).toBeUndefined();
    expect(drcRefusal('EXPORT', 'EC/In')).toBeUndefined();
  });
});

describe("the receipt's shift, cargo condition and movement", () => {
  // Santiago is UTC-3 in November 2025.
  const shifts: [string, string, 1 | 2 | 3][] = [
    ['06:30', '2025-11-05T09:30:00Z', 1],
    ['14:44', '2025-11-05T17:44:00Z', 1],
    ['14:45', '2025-11-05T17:45:00Z', 2],
    ['22:59', '2025-11-06T01:59:00Z', 2],
    ['23:00', '2025-11-06T02:00:00Z', 3],
    ['06:29', '2025-11-05T09:29:00Z', 3],
    ['00:00', '2025-11-05T03:00:00Z', 3],
  ];
  it.each(shifts)('DRC-003: %s in Santiago is shift %s', (_time, at, shift) => {
    expect(shiftOf(new Date(at))).toBe(shift);
  });
  it('DRC-003: a shift reads with its hours', () => {
    expect(shiftLabel(1)).toBe('1° turno (06:30 a 14:45)');
    expect(shiftLabel(3)).toBe('3° turno (23:00 a 06:30)');
    expect(shiftLabel(null)).toBe('');
  });
  const cargo: [string, Parameters<typeof cargoCondition>[0], string][] = [
    ['empty', { freight: 'MTY', hazardous: true, reefer: true, oog: true }, 'Vacío'],
    ['IMO before reefer', { freight: 'FCL', hazardous: true, reefer: true, oog: false }, 'IMO'],
    ['reefer', { freight: 'FCL', hazardous: false, reefer: true, oog: true }, 'Refrigerada'],
    ['out of gauge', { freight: 'FCL', hazardous: false, reefer: false, oog: true }, 'Sobredimensionada'],
    ['general', { freight: 'FCL', hazardous: false, reefer: false, oog: false }, 'General'],
  ];
  it.each(cargo)('DRC-007: condCarga of %s', (_name, facts, expected) => {
    expect(cargoCondition(facts)).toBe(expected);
  });
  it('DRC-003: the movement is the discharge (import) or the gate reception (export)', () => {
    expect(movementOf('IMPORT')).toBe('DESCARGA');
    expect(movementOf('EXPORT')).toBe('RECEPCION');
  });
});

describe('the receipt on the wire', () => {
  const facts: ReceiptFacts = {
    unitNbr: 'MSCU8813600',
    isoType: '22G1',
    typeLength: '20DV',
    category: 'IMPORT',
    line: 'MSC',
    transitState: 'DEPARTED',
    consigneeId: '79280073-4',
    consigneeName: 'Forestal Itata Limitada',
    weightKg: 6300,
    tareWeightKg: 2200,
    impediments: ['ADUANA', 'SAG'],
    freight: 'FCL',
    hazardous: false,
    reefer: false,
    oog: false,
    receivedAt: '2025-11-04T09:00:00.000Z',
  };
  it('DRC-007: unitNbr, consignee, consigneeId, category, condCarga, bultos, weightKg, tareWeightKg and notes', () => {
    const data = drcDataOf(300210, { id: 'MSCAN36S', vesselName: 'MSC ANTONELLA', inVoyNbr: '36S' }, facts);
    expect(data).toEqual({
      drcNumber: 300210,
      unitNbr: 'MSCU8813600',
      isoType: '22G1',
      typeLength: '20DV',
      visitId: 'MSCAN36S',
      vesselName: 'MSC ANTONELLA',
      inVoyNbr: '36S',
      line: 'MSC',
      consignee: 'Forestal Itata Limitada',
      consigneeId: '79280073-4',
      category: 'IMPORT',
      condCarga: 'General',
      bultos: 1,
      weightKg: 6300,
      tareWeightKg: 2200,
      notes: 'ADUANA, SAG',
      estado: 'DEPARTED',
      fecha: '2025-11-04T09:00:00.000Z',
      turno: 3,
      operation: 'DESCARGA',
    });
    expect(
      drcDataOf(1, { id: 'V', vesselName: 'N', inVoyNbr: '1' }, { ...facts, impediments: [], receivedAt: null }),
    ).toMatchObject({ notes: null, fecha: null, turno: null });
  });
});

describe('the /drc choices', () => {
  const visits = [
    { id: 'MSCAN36S', operatorId: 'MSC' },
    { id: 'MAELI22W', operatorId: 'MAERSK' },
    { id: 'MSCRA33S', operatorId: 'MSC' },
  ];
  const choices: [string, string, (typeof visits)[number] | null, string | { visit: string }][] = [
    ['nothing typed or picked', '', null, 'Requerido'],
    ['spaces only', '   ', null, 'Requerido'],
    ['a picked suggestion', 'MSC ANT', visits[0]!, { visit: 'MSCAN36S' }],
    ['a visit code typed whole, any case', 'maeli22w', null, { visit: 'MAELI22W' }],
    ['text that is no visit', 'MSCAN', null, 'Seleccione una visita válida'],
    ["a visit not of the user's lines", '', { id: 'HLVAL42N', operatorId: 'HLAG' }, 'Seleccione una visita válida'],
  ];
  it.each(choices)('DRC-002: %s', (_name, typed, picked, expected) => {
    const choice = chooseVisit(typed, picked, visits);
    expect(choice.error ?? { visit: choice.visit!.id }).toEqual(expected);
  });
  it("DRC-004: the line of the mass DRC is the one asked if the user's, else the visit's operator, else the user's first", () => {
    const lines = linesOfVisits(visits);
    expect(lines).toEqual(['MSC', 'MAERSK']);
    expect(drcLineOf('maersk', 'MSC', lines)).toBe('MAERSK');
    expect(drcLineOf('HLAG', 'MSC', lines)).toBe('MSC');
    expect(drcLineOf(null, 'MAERSK', lines)).toBe('MAERSK');
    expect(drcLineOf(null, 'HLAG', lines)).toBe('MSC');
    expect(drcLineOf(null, 'MSC', [])).toBeUndefined();
  });
});

describe('roles', () => {
  it("DRC-001 ROLE-015: the mass DRC is the shipping company's alone", () => {
    expect(MASS_DRC_ROLES).toEqual(['ROLE_SHIPPINGCO']);
    expect(ROLES.filter((role) => can([role], 'drc', 'massive'))).toEqual(['ROLE_SHIPPINGCO']);
  });
});
