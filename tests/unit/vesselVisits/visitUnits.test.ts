/** The visit list's data layer and per-row rules, table by table (VV-005…019, VV-022, VV-033…036). */
import { containerInput } from '../../../src/domain/containerNumber';
import { describe, expect, it } from 'vitest';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { readResult } from '../../../src/custom/vesselVisits/ReassignResultPage';
import { reassignContainers } from '../../../src/custom/vesselVisits/ReassignPage';
import {
  hasUnitActions,
  mayManage,
  rowActions,
  showsUnitCount,
  showsUnitFilters,
} from '../../../src/custom/vesselVisits/rowActions';
import { errorLines } from '../../../src/custom/vesselVisits/useVisitActions';
import { visitPaths } from '../../../src/custom/vesselVisits/paths';
import {
  appointmentOf,
  filterUnits,
  massPrintDisabled,
  suggestVisits,
  type VesselVisitSummary,
  type VisitUnitRow,
} from '../../../src/custom/vesselVisits/visitUnits';
import { UNIT_LIST_PAGING } from '../../../src/domain/listPaging';
import { pageLinks, pageOf } from '../../../src/resources/framework/list/paging';

const { perPage: PAGE_SIZE, maxPageLinks: MAX_PAGE_LINKS } = UNIT_LIST_PAGING;

const visits: VesselVisitSummary[] = Array.from({ length: 30 }, (_, i) => ({
  id: `MSC${i}`,
  vesselName: i < 15 ? `MSC NAVE ${i}` : `MAERSK ${i}`,
  manifestNumber: `2025${String(i).padStart(6, '0')}`,
}));

const row = (over: Partial<VisitUnitRow>): VisitUnitRow => ({
  unitNbr: 'MSCU1234565',
  transitState: 'YARD',
  apptNbr: null,
  apptTime: null,
  condicionDeRetiro: null,
  truckingId: null,
  operationId: null,
  storekeeperCode: 'A-71',
  ...over,
});

describe('VV-005 VAL-028 CONST-017: vessel typeahead (3 characters, at most 10 suggestions)', () => {
  it.each([
    ['ms', 0],
    ['msc', 10],
    ['maersk', 10],
    ['2025000003', 1],
    ['zzz', 0],
    ['  mSc n', 10],
  ])('%j → %i suggestions', (typed, count) => {
    expect(suggestVisits(visits, typed)).toHaveLength(count);
  });
});

describe('VV-006 VV-007 VV-008: filters', () => {
  const rows = [
    row({ unitNbr: 'MSCU0000001', transitState: 'DEPARTED' }),
    row({ unitNbr: 'MSCU0000002', transitState: 'RETIRED', apptNbr: 1 }),
    row({ unitNbr: 'MAEU0000003', transitState: 'YARD', apptNbr: 2, apptTime: '05/11/2025 08:00' }),
    row({ unitNbr: 'MAEU0000004', transitState: 'Yard' }),
  ];
  it.each([
    ['', 'all', 4],
    ['msc', 'all', 2],
    ['MAEU0000003', 'all', 1],
    ['', 'departed', 2],
    ['', 'sequenced', 2],
    ['MSC', 'sequenced', 1],
    ['X', 'all', 0],
  ] as const)('container %j, status %s → %i', (container, status, count) => {
    expect(filterUnits(rows, container, status)).toHaveLength(count);
  });
  it('VV-006 CONST-032: the container filter is upper case, alphanumeric, at most 11 characters', () => {
    expect(containerInput('mscu-1234 56789')).toBe('MSCU1234567');
  });
});

describe('VV-010 CONST-012: paging (8 a page, at most 8 page links, paged by the list framework)', () => {
  const rows = Array.from({ length: 100 }, (_, i) => i);
  it.each([
    [1, 8, 13, [0, 7]],
    [13, 4, 13, [96, 99]],
    [99, 4, 13, [96, 99]],
    [0, 8, 13, [0, 7]],
  ])('page %i → %i rows of %i pages', (page, count, pages, [first, last]) => {
    const p = pageOf(rows, page, PAGE_SIZE);
    expect(p.rows).toHaveLength(count);
    expect(p.pageCount).toBe(pages);
    expect([p.rows[0], p.rows[p.rows.length - 1]]).toEqual([first, last]);
  });
  it.each([
    [1, 13, [1, 8]],
    [7, 13, [3, 10]],
    [13, 13, [6, 13]],
    [2, 3, [1, 3]],
    [1, 1, [1, 1]],
  ])('page %i of %i → links %j, at most 8', (page, count, [from, to]) => {
    const links = pageLinks(page, count, MAX_PAGE_LINKS);
    expect(links.length).toBeLessThanOrEqual(8);
    expect([links[0], links[links.length - 1]]).toEqual([from, to]);
    expect(links).toContain(page);
  });
  it('VV-010: an empty list is one empty page', () => {
    expect(pageOf([], 3, PAGE_SIZE)).toEqual({ rows: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe('VV-018 VV-019: mass gate-pass print', () => {
  it.each([
    [[], true],
    [[row({ apptTime: '05/11/2025 08:00' })], false],
    [[row({ apptTime: '05/11/2025 08:00' }), row({ apptTime: null })], true],
  ])('%#: disabled %s', (selected, disabled) => {
    expect(massPrintDisabled(selected)).toBe(disabled);
  });
});

describe('VV-017 VV-021 VV-022 VV-033 VV-034 VV-035 VV-036: row actions by role and state', () => {
  // 5 Nov 2025, 10:00 in Santiago.
  const now = new Date('2025-11-05T13:00:00.000Z');
  const directPassed = row({
    condicionDeRetiro: 'DIRECTO',
    operationId: 1,
    truckingId: 'T',
    apptNbr: 7,
    apptTime: '04/11/2025 10:00',
  });
  const STORE = ['ROLE_STOREKEEPER'];
  it.each([
    ['VV-034 VV-035: A-71, DIRECTO, YARD, appointment passed', directPassed, STORE, true],
    ['VV-034: appointment not passed yet', { ...directPassed, apptTime: '05/11/2025 14:00' }, STORE, false],
    ['VV-034: INDIRECTO', { ...directPassed, condicionDeRetiro: 'INDIRECTO' }, STORE, false],
    ['VV-034: not in the yard', { ...directPassed, transitState: 'DEPARTED' }, STORE, false],
    ['VV-034: no appointment', { ...directPassed, apptNbr: null, apptTime: null }, STORE, false],
    ['VV-035 VV-036: another storekeeper code', { ...directPassed, storekeeperCode: 'B-12' }, STORE, false],
    ['VV-033: extraportuary functionary', directPassed, ['ROLE_FUNCTIONARY_EXTRAPORTUARIO'], true],
    ['VV-033: not for AGA_AGA', directPassed, ['ROLE_AGA', 'ROLE_AGA_AGA'], false],
  ] as const)('%s → condition change offered %s', (_t, r, roles, offered) => {
    expect(rowActions(r, roles, now).changeCondition.offered).toBe(offered);
  });
  it("VV-038: extraportuary users request a unit's pickup from the list: offered while no pickup exists and the unit is inbound or in the yard; not to other roles", () => {
    const free = row({ transitState: 'YARD' });
    for (const roles of [STORE, ['ROLE_FUNCTIONARY_EXTRAPORTUARIO']]) {
      expect(rowActions(free, roles, now).pickup).toEqual({ offered: true, refusal: undefined });
      expect(rowActions({ ...free, transitState: 'INBOUND' }, roles, now).pickup).toEqual({
        offered: true,
        refusal: undefined,
      });
    }
    expect(rowActions(directPassed, STORE, now).pickup).toEqual({
      offered: true,
      refusal: operationsMessages.refusals.operationExists,
    });
    expect(rowActions({ ...free, transitState: 'DEPARTED' }, STORE, now).pickup.refusal).toBe(
      operationsMessages.refusals.indirectNeedsYard,
    );
    for (const roles of [['ROLE_AGA', 'ROLE_AGA_AGA'], ['ROLE_SHIPPINGCO'], ['ROLE_CUSTOMER_SERVICE']])
      expect(rowActions(free, roles, now).pickup.offered).toBe(false);
    // The request is the import area's form of a unit without an operation (saved by saveRetiro).
    expect(visitPaths.pickup('MSCU1234565')).toBe('/import/management/MSCU1234565/0');
  });

  it('VV-034: the window ends one slot after the start when the row gives only the start', () => {
    expect(appointmentOf(directPassed)).toEqual({ day: '2025-11-04', start: '10:00', end: '12:00' });
    expect(
      appointmentOf({ ...directPassed, apptDay: '2025-11-04', slotStartTime: '10:00', slotEndTime: '11:00' })?.end,
    ).toBe('11:00');
  });
  it.each([
    [['ROLE_STOREKEEPER'], true, true, true],
    [['ROLE_FUNCTIONARY_EXTRAPORTUARIO'], true, true, true],
    [['ROLE_AGA', 'ROLE_AGA_AGA'], true, false, false],
    [['ROLE_AGA_AUTOS'], true, false, false],
    [['ROLE_FUNCTIONARY'], true, false, false],
    [['ROLE_SHIPPINGCO'], false, false, false],
  ])('VV-022: %j → print %s, reassign %s, appointment %s', (roles, print, reassign, appointment) => {
    const a = rowActions(directPassed, roles, now);
    expect([a.printGatePass.offered, a.reassign.offered, a.appointment.offered]).toEqual([
      print,
      reassign,
      appointment,
    ]);
  });
  it('VV-021: a passed appointment refuses the gate pass; a future one with trucking allows it', () => {
    expect(rowActions(directPassed, STORE, now).printGatePass.refusal).toBe('La cita del contenedor ya pasó.');
    expect(
      rowActions({ ...directPassed, apptTime: '06/11/2025 08:00' }, STORE, now).printGatePass.refusal,
    ).toBeUndefined();
  });
  it("VV-026: a unit reassigned 'por sus propios medios' has a transport: its gate pass and booking are not refused for want of a company", () => {
    const future = { ...directPassed, apptTime: '06/11/2025 08:00', truckingId: null };
    expect(rowActions(future, STORE, now).printGatePass.refusal).toBe(operationsMessages.refusals.noTrucking);
    expect(rowActions({ ...future, ownMeans: true }, STORE, now).printGatePass.refusal).toBeUndefined();
    const toBook = row({ condicionDeRetiro: 'INDIRECTO', operationId: 2, truckingId: null });
    expect(rowActions(toBook, STORE, now).appointment.refusal).toBe(operationsMessages.refusals.noTrucking);
    expect(rowActions({ ...toBook, ownMeans: true }, STORE, now).appointment.refusal).toBeUndefined();
  });
  it.each([
    [['ROLE_SHIPPINGCO'], false],
    [['ROLE_STOREKEEPER'], true],
    [['ROLE_FUNCTIONARY_EXTRAPORTUARIO'], true],
    [['ROLE_AGA', 'ROLE_AGA_AGA'], true],
    [['ROLE_FUNCTIONARY'], true],
    [['ROLE_AGA_AUTOS'], true],
  ])('VV-022: %j has unit actions (checkboxes and the actions column): %s', (roles, acting) => {
    expect(hasUnitActions(roles)).toBe(acting);
  });
  it('IMP-049: reassign is refused for a departed unit', () => {
    expect(rowActions({ ...directPassed, transitState: 'DEPARTED' }, STORE, now).reassign.refusal).toBe(
      'El contenedor ya fue despachado.',
    );
  });
  describe('VV-009 VV-012 VV-014: role-hidden filters, unit count and management by role', () => {
    // Every visit-list role (VV-002): the filters for the extraportuary two only, the count for all but SHIPPINGCO.
    it.each([
      [['ROLE_STOREKEEPER'], true, true, true],
      [['ROLE_FUNCTIONARY_EXTRAPORTUARIO'], true, true, true],
      [['ROLE_AGA_AGA'], false, true, false],
      [['ROLE_AGA_AUTOS'], false, true, false],
      [['ROLE_SHIPPINGCO'], false, false, true],
      [['ROLE_FUNCTIONARY'], false, true, false],
    ])('%j → filters %s, count %s, management %s', (roles, filters, count, manage) => {
      expect([showsUnitFilters(roles), showsUnitCount(roles), mayManage(roles)]).toEqual([filters, count, manage]);
    });
  });
});

describe('VV-023 VV-027 GP-005: reassignment and gate-pass errors', () => {
  it('VV-023: the containers parameter wins over the path; duplicates go', () => {
    expect(reassignContainers('mscu1', 'MSCU2, mscu3,MSCU2')).toEqual(['MSCU2', 'MSCU3']);
    expect(reassignContainers('mscu1', null)).toEqual(['MSCU1']);
  });
  it('VV-027: the result lists are read back from the URL, tolerating bad JSON', () => {
    expect(readResult('["A"]', '[{"unitNbr":"B","msg":"x"}]')).toEqual({
      finalized: ['A'],
      error: [{ unitNbr: 'B', msg: 'x' }],
    });
    expect(readResult('{', null)).toEqual({ finalized: [], error: [] });
  });
  it('GP-005: the title and at most six lines', () => {
    expect(errorLines('Ocurrieron errores.', ['1', '2', '3', '4', '5', '6', '7']).split('\n')).toEqual([
      'Ocurrieron errores.',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
  });
});
