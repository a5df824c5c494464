/**
 * The import rows that list roles (D2 §6), each pinned to exactly its set over every role: the console
 * reads these rows to show or hide, and the mock guards its routes with the same rows (the RBAC harness,
 * tests/harness/rbac.test.ts, checks every route × every role against them).
 */
import { describe, expect, it } from 'vitest';
import { guideOptionEnabled, choosesAgent } from '../../../src/domain/importPickup/pickupRules';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';

/** The roles of `ROLES` for which `test` holds. */
const holders = (test: (roles: readonly string[]) => boolean) => ROLES.filter((r) => test([r]));

describe('import role sets', () => {
  it('IMP-005: costs, gate pass, guide, trucking and edit are for the import roles but SHIPPINGCO, AGN and AGN functionary', () => {
    const desk = [
      'ROLE_AGA',
      'ROLE_AGA_AGA',
      'ROLE_AGA_AUTOS',
      'ROLE_AGA_FORWARDER',
      'ROLE_FUNCTIONARY',
      'ROLE_DOCUMENTARY',
      'ROLE_CUSTOMER_SERVICE',
    ];
    // The bar's costs, gate pass and guide entries, and the costs call.
    expect(holders((r) => can(r, 'imports.charges', 'show')).sort()).toEqual([...desk].sort());
    // Edit of the customs document (and the guide upload call).
    expect(holders((r) => can(r, 'imports', 'editDocument')).sort()).toEqual([...desk].sort());
    // Trucking and gate pass: the desk, and the extraportuary roles of the visit list (VV-024, VV-019).
    const withExtra = [...desk, 'ROLE_FUNCTIONARY_EXTRAPORTUARIO', 'ROLE_STOREKEEPER'];
    expect(holders((r) => can(r, 'imports', 'reassignTrucking')).sort()).toEqual([...withExtra].sort());
    expect(holders((r) => can(r, 'imports', 'print')).sort()).toEqual([...withExtra].sort());
    for (const hidden of ['ROLE_SHIPPINGCO', 'ROLE_AGN', 'ROLE_FUNCIONARIO_AGN']) {
      expect(can([hidden], 'imports', 'show'), hidden).toBe(true);
      expect(can([hidden], 'imports.charges', 'show'), hidden).toBe(false);
    }
  });

  it('IMP-006: SHIPPINGCO opens an import unit but requests no pickup', () => {
    expect(can(['ROLE_SHIPPINGCO'], 'imports', 'show')).toBe(true);
    expect(can(['ROLE_SHIPPINGCO'], 'imports', 'pickup')).toBe(false);
  });

  it('IMP-008: customer service and documentary choose the agent; every other role acts as its own login', () => {
    expect(holders(choosesAgent)).toEqual(['ROLE_CUSTOMER_SERVICE', 'ROLE_DOCUMENTARY']);
  });

  it('IMP-030: the dispatch-guide option is enabled for CUSTOMER_SERVICE, AGA, AGA_AGA, FUNCTIONARY, AGN and FUNCIONARIO_AGN', () => {
    expect(holders(guideOptionEnabled).sort()).toEqual(
      [
        'ROLE_CUSTOMER_SERVICE',
        'ROLE_AGA',
        'ROLE_AGA_AGA',
        'ROLE_FUNCTIONARY',
        'ROLE_AGN',
        'ROLE_FUNCIONARIO_AGN',
      ].sort(),
    );
  });

  it('IMP-052: the import EIR is for customer service and the shipping company', () => {
    expect(holders((r) => can(r, 'imports.eir', 'show'))).toEqual(['ROLE_CUSTOMER_SERVICE', 'ROLE_SHIPPINGCO']);
  });

  it('IMP-054: online payment on the import detail (its costs tab) is for AGA and functionary', () => {
    expect(holders((r) => can(r, 'imports.charges', 'show') && can(r, 'payments', 'online'))).toEqual([
      'ROLE_AGA',
      'ROLE_FUNCTIONARY',
    ]);
  });

  it('IMP-061: the TATC edit is for AGN and AGN functionary', () => {
    expect(holders((r) => can(r, 'imports', 'editTatc'))).toEqual(['ROLE_AGN', 'ROLE_FUNCIONARIO_AGN']);
  });

  it('IMP-062: the TATC number is shown to AGN (and its functionary) and customer service', () => {
    expect(holders((r) => can(r, 'imports.tatc', 'show')).sort()).toEqual(
      ['ROLE_AGN', 'ROLE_FUNCIONARIO_AGN', 'ROLE_CUSTOMER_SERVICE'].sort(),
    );
  });

  it('IMP-077: the condition change on the import shell is for the AGA roles and functionary', () => {
    expect(holders((r) => can(r, 'imports', 'changeCondition')).sort()).toEqual(
      ['ROLE_AGA', 'ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_AGA_FORWARDER', 'ROLE_FUNCTIONARY'].sort(),
    );
  });
});
