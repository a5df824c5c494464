import { describe, expect, it } from 'vitest';
import { barEntries, conditionChangeButton, type BarFacts } from '../../../src/custom/import/managementBar';
import type { UnitAction } from '../../../src/domain/importPickup/unitActions';

const AGA = ['ROLE_AGA', 'ROLE_AGA_AGA'];
const facts = (f: Partial<BarFacts>): BarFacts => ({
  transitState: 'YARD',
  hasOperation: true,
  condicionRetiro: 'INDIRECTO',
  actions: [],
  ...f,
});
const booked: UnitAction[] = [
  'cancelPickup',
  'recoordinate',
  'reassignTrucking',
  'printGatePass',
  'editDocument',
  'editCda',
];

describe('import management bar', () => {
  it('IMP-004 IMP-007: without an operation the bar offers the request; with one, the detail and the rest', () => {
    expect(
      barEntries(facts({ hasOperation: false, condicionRetiro: null, actions: ['requestIndirect'] }), AGA),
    ).toEqual(['retiro']);
    expect(barEntries(facts({ actions: booked }), AGA)).toEqual([
      'detailRetiro',
      'appointment',
      'costs',
      'gatePass',
      'trucking',
      'editCDA',
      'edit',
      'guiaDespacho',
    ]);
  });

  it.each([['ROLE_SHIPPINGCO'], ['ROLE_AGN'], ['ROLE_FUNCIONARIO_AGN']])(
    'IMP-005: costs, gate pass, guide, trucking and edit are hidden for %s',
    (role) => {
      const entries = barEntries(facts({ actions: booked }), [role]);
      for (const hidden of ['costs', 'gatePass', 'guiaDespacho', 'trucking', 'edit'] as const)
        expect(entries).not.toContain(hidden);
      expect(entries).toContain('detailRetiro');
    },
  );

  it('IMP-006: SHIPPINGCO opens a unit without an operation but is not offered the request', () => {
    expect(barEntries(facts({ hasOperation: false, condicionRetiro: null, actions: [] }), ['ROLE_SHIPPINGCO'])).toEqual(
      [],
    );
  });

  it('IMP-061: TATC edit only when the server allows it (AGN roles)', () => {
    expect(barEntries(facts({ actions: ['editTatc'] }), ['ROLE_AGN'])).toContain('editTATC');
    expect(barEntries(facts({ actions: [] }), AGA)).not.toContain('editTATC');
  });

  it('IMP-048 IMP-049: a DEPARTED unit has no gate pass, trucking, guide or edit', () => {
    const entries = barEntries(facts({ transitState: 'DEPARTED', actions: ['drc'] }), AGA);
    expect(entries).toEqual(['detailRetiro', 'costs']);
  });

  it.each([
    [AGA, 'DIRECTO', ['changeCondition'], 'enabled'],
    [AGA, 'DIRECTO', [], 'disabled'],
    [['ROLE_FUNCTIONARY'], 'DIRECTO', ['changeCondition'], 'enabled'],
    [['ROLE_CUSTOMER_SERVICE'], 'DIRECTO', ['changeCondition'], 'hidden'],
    [['ROLE_AGN'], 'DIRECTO', ['changeCondition'], 'hidden'],
    [AGA, 'INDIRECTO', [], 'hidden'],
  ] as const)(
    'IMP-077 IMP-078: condition change for %j on a %s pickup (allowed %j) is %s',
    (roles, condicion, actions, state) => {
      expect(conditionChangeButton(facts({ condicionRetiro: condicion, actions }), roles)).toBe(state);
    },
  );
});
