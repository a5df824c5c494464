import { describe, expect, it } from 'vitest';
import {
  choosesAgent,
  documentTypesFor,
  guideOptionEnabled,
  outTypesOffered,
  pickupErrors,
  truckingRequired,
  uniqueInvoiceDefault,
  cdaErrorOf,
  tatcErrorOf,
  SAG_CONDITIONS,
  type PickupValues,
} from '../../../src/domain/importPickup/pickupRules';

const AGA = ['ROLE_AGA', 'ROLE_AGA_AGA'];
const CS = ['ROLE_CUSTOMER_SERVICE'];
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

describe('pickup request form rules', () => {
  for (const [role, types] of [
    ['ROLE_CUSTOMER_SERVICE', ['DIN', 'DIN EN TRAMITE', 'MICDTA', 'DAPI', 'DTI', 'OTRO']],
    ['ROLE_DOCUMENTARY', ['DIN', 'DIN EN TRAMITE', 'MICDTA', 'DAPI', 'DTI', 'OTRO']],
    ['ROLE_AGA_AGA', ['DIN', 'MICDTA', 'DAPI', 'DTI', 'OTRO']],
    ['ROLE_FUNCTIONARY', ['DIN', 'MICDTA', 'DAPI', 'DTI', 'OTRO']],
    ['ROLE_AGN', ['DIN', 'MICDTA', 'DTI', 'OTRO']],
    ['ROLE_FUNCIONARIO_AGN', ['DIN', 'MICDTA', 'DTI', 'OTRO']],
  ] as const)
    it(`IMP-010 IMP-011 IMP-012 Q23: ${role} is offered ${types.join(', ')}`, () => {
      expect(documentTypesFor([role])).toEqual(types);
    });

  it.each([
    ['ROLE_CUSTOMER_SERVICE', true],
    ['ROLE_DOCUMENTARY', true],
    ['ROLE_AGA_AGA', false],
    ['ROLE_FUNCTIONARY', false],
    ['ROLE_AGN', false],
    ['ROLE_STOREKEEPER', false],
  ])('IMP-008: %s chooses the agent: %s', (role, chooses) => {
    expect(choosesAgent([role])).toBe(chooses);
  });

  it.each([
    ['ROLE_CUSTOMER_SERVICE', true],
    ['ROLE_AGA', true],
    ['ROLE_AGA_AGA', true],
    ['ROLE_FUNCTIONARY', true],
    ['ROLE_AGN', true],
    ['ROLE_FUNCIONARIO_AGN', true],
    ['ROLE_DOCUMENTARY', false],
    ['ROLE_STOREKEEPER', false],
    ['ROLE_AGA_FORWARDER', false],
  ])('IMP-030: the dispatch-guide option is enabled for %s: %s', (role, enabled) => {
    expect(guideOptionEnabled([role])).toBe(enabled);
  });

  it('IMP-013 IMP-022 IMP-023 IMP-024: the output types are DIRECTO (or its inscription) and INDIRECTO, as the unit allows', () => {
    expect(outTypesOffered(['requestDirect'])).toEqual([{ type: 'DIRECTO', inscribir: false }]);
    expect(outTypesOffered(['inscribir'])).toEqual([{ type: 'DIRECTO', inscribir: true }]);
    expect(outTypesOffered(['requestIndirect'])).toEqual([{ type: 'INDIRECTO', inscribir: false }]);
    expect(outTypesOffered(['cancelPickup'])).toEqual([]);
  });

  it('IMP-018 IMP-021 Q18: trucking is required for INDIRECTO only', () => {
    expect(truckingRequired('INDIRECTO')).toBe(true);
    expect(truckingRequired('DIRECTO')).toBe(false);
    expect(pickupErrors({ ...valid, outType: 'INDIRECTO' }, AGA).truckingId).toBe('Requerido');
    expect(pickupErrors({ ...valid, outType: 'INDIRECTO', truckingId: '76000000-1' }, AGA).truckingId).toBeUndefined();
    expect(pickupErrors(valid, AGA).truckingId).toBeUndefined();
  });

  it.each([
    ['DIRECTO', 'INBOUND', false, true],
    ['DIRECTO', 'INBOUND', true, false],
    ['DIRECTO', 'YARD', false, false],
    ['INDIRECTO', 'YARD', false, false],
    ['', 'INBOUND', false, false],
  ] as const)('IMP-029: security fee default for %s %s hazardous=%s is %s', (out, state, hazard, ticked) => {
    expect(uniqueInvoiceDefault(out, state, hazard)).toBe(ticked);
  });

  it('IMP-014: the SAG conditions are INSPECCION, BLOQUEO POR INSPECCION and SIN INSPECCION; another is refused', () => {
    expect(SAG_CONDITIONS).toEqual(['INSPECCION', 'BLOQUEO POR INSPECCION', 'SIN INSPECCION']);
    expect(pickupErrors({ ...valid, sagCondition: 'OTRA' }, AGA).sagCondition).toBe('Requerido');
  });

  it('IMP-015: a valid form has no errors', () => {
    expect(pickupErrors(valid, AGA)).toEqual({});
  });

  it.each([
    [{ documentNbrs: '' }, 'documentNbrs', 'Requerido'],
    [{ documentNbrs: '12A45' }, 'documentNbrs', 'Sólo dígitos'],
    [{ documentNbrs: '123, 4x' }, 'documentNbrs', 'Sólo dígitos'],
    [{ consigneeGiro: ' ' }, 'consigneeGiro', 'Requerido'],
    [{ outType: '' }, 'outType', 'Requerido'],
    [{ documentType: '' }, 'documentType', 'Requerido'],
    [{ documentType: 'DIN EN TRAMITE' }, 'documentType', 'Ingrese un valor válido'],
    [{ cda: '12ab' }, 'cda', 'Debe ser un número'],
    [{ cda: '1'.repeat(81) }, 'cda', 'Longitud máxima superada'],
  ] as const)('IMP-016 IMP-017 IMP-019 IMP-059 IMP-060: %j gives %s %s (AGA)', (change, field, message) => {
    expect(pickupErrors({ ...valid, ...change }, AGA)[field]).toBe(message);
  });

  it('IMP-060 IMP-063 IMP-064: CDA at most 80 digits; TATC required and alphanumeric', () => {
    expect(cdaErrorOf('9'.repeat(80), true)).toBeUndefined();
    expect(cdaErrorOf('9'.repeat(81), true)).toBe('Longitud máxima superada');
    expect(tatcErrorOf('')).toBe('Requerido');
    expect(tatcErrorOf('ABC123')).toBeUndefined();
    expect(tatcErrorOf('12-3')).toBe('Campo debe ser alfanumérico');
  });

  it('IMP-016: DIN EN TRAMITE needs no document number (customer service); IMP-020: the chooser must pick the agent', () => {
    const e = pickupErrors({ ...valid, documentType: 'DIN EN TRAMITE', documentNbrs: '' }, CS);
    expect(e.documentNbrs).toBeUndefined();
    expect(e.agentId).toBe('Requerido');
    expect(pickupErrors({ ...valid, agentId: '77000000-1' }, CS)).toEqual({});
  });

  it.each([
    ['', true, 'Requerido'],
    ['', false, undefined],
    ['123', true, undefined],
    ['12a', true, 'Debe ser un número'],
    ['9'.repeat(80), true, undefined],
    ['9'.repeat(81), true, 'Longitud máxima superada'],
  ] as const)('IMP-058 IMP-059 IMP-060 Q19: CDA %j (required=%s) → %s', (cda, required, message) => {
    expect(cdaErrorOf(cda, required)).toBe(message);
  });

  it.each([
    ['', 'Requerido'],
    ['ABC123', undefined],
    ['12-3', 'Campo debe ser alfanumérico'],
    ['0', undefined],
  ] as const)("IMP-063 IMP-064 Q19: TATC %j → %s (588 is the server's)", (tatc, message) => {
    expect(tatcErrorOf(tatc)).toBe(message);
  });
});
