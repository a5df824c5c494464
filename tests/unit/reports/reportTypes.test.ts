import { describe, expect, it } from 'vitest';
import { reportContract } from '../../../src/domain/reports/contract';
import { REPORT_TYPE_CODES, REPORT_TYPES, reportTypeOf, reportTypesFor } from '../../../src/domain/reports/reportTypes';
import { ROLES, type Role } from '../../../src/domain/roles';
import { addPermissionRows, can } from '../../../src/domain/permissions';

addPermissionRows(reportContract.permissions);

describe('the report types', () => {
  it('RPT-002 CONST-066: the codes 0, 1, 2, 3, 6, 7, 8, 9, 10, 11 and 12 with their meanings; 4, 5 and others are no type', () => {
    expect(REPORT_TYPE_CODES).toEqual([0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 12]);
    expect(Object.fromEntries(REPORT_TYPE_CODES.map((c) => [c, REPORT_TYPES[c].label]))).toEqual({
      0: 'Importación',
      1: 'Exportación',
      2: 'Coordinación de entrega',
      3: 'Cancelación de inscripción',
      6: 'Preaviso vacíos',
      7: 'Impo. Autos',
      8: 'TEUs',
      9: 'VGM',
      10: 'Coprarex',
      11: 'DRC',
      12: 'Gate Pass & Guía de despacho',
    });
    expect(Object.fromEntries(REPORT_TYPE_CODES.map((c) => [c, REPORT_TYPES[c].kind]))).toEqual({
      0: 'operations',
      1: 'operations',
      2: 'operations',
      3: 'operations',
      6: 'operations',
      7: 'operations',
      8: 'teus',
      9: 'vgm',
      10: 'coprar',
      11: 'oldDrc',
      12: 'gatePass',
    });
    for (const code of [4, 5, 13, -1, '4', 'x', '', null]) expect(reportTypeOf(code)).toBeUndefined();
    expect(reportTypeOf('12')?.code).toBe(12);
    expect(reportTypeOf(0)?.code).toBe(0);
  });

  it('RPT-003: types 0 to 3 and 6 to 7 are generic operation reports with one set of fields; the others are not', () => {
    const generic = REPORT_TYPE_CODES.filter((c) => REPORT_TYPES[c].kind === 'operations');
    expect(generic).toEqual([0, 1, 2, 3, 6, 7]);
    for (const c of generic)
      expect(REPORT_TYPES[c].fields.slice(0, 6)).toEqual([
        'desde',
        'hasta',
        'agentId',
        'consigneeId',
        'unitNbr',
        'blOrBook',
      ]);
  });

  it("RPT-020: the operation types an operation report holds are the spec's eight, each read by exactly one type", () => {
    const held = REPORT_TYPE_CODES.flatMap((c) => REPORT_TYPES[c].operationTypes);
    expect([...held].sort()).toEqual([
      'CANCEL_DIRECTO',
      'CANCEL_INDIRECTO',
      'COORD_ENTREGA',
      'EXPORTACION',
      'IMPORTACION',
      'IMPORTACION_AUTOS',
      'PREAVISO_MTY',
      'RECOORDINACION',
    ]);
  });
});

const offered = (code: 0 | 1 | 2 | 3 | 6 | 7 | 8 | 9 | 10 | 11 | 12) =>
  ROLES.filter((role) => reportTypesFor([role]).some((t) => t.code === code));
const sorted = (roles: readonly Role[]) => [...roles].map((r) => r.replace('ROLE_', '')).sort();

describe('who is offered each type (D3 §9.2), the selector and the server reading one row', () => {
  /** The type is offered to exactly `roles`, and the server lets exactly them run it. */
  function offeredExactly(code: 0 | 6 | 7 | 10 | 12, label: string, roles: readonly string[]) {
    expect(REPORT_TYPES[code].label).toBe(label);
    expect(sorted(offered(code))).toEqual([...roles].sort());
    for (const role of ROLES)
      expect(can([role], `report.${code}`, 'list'), role).toBe(roles.includes(role.replace('ROLE_', '')));
  }

  it('RPT-013: Importación (0) is offered to exactly ADMIN, AGA_AGA, AGA_AUTOS, AGA_FORWARDER, CUSTOMER_SERVICE, DOCUMENTARY and FUNCTIONARY', () => {
    offeredExactly(0, 'Importación', [
      'ADMIN',
      'AGA_AGA',
      'AGA_AUTOS',
      'AGA_FORWARDER',
      'CUSTOMER_SERVICE',
      'DOCUMENTARY',
      'FUNCTIONARY',
    ]);
  });
  it('RPT-014: Preaviso vacíos (6) is offered to exactly ADMIN, SHIPPINGCO, AGA_DEPOSIT and FUNCTIONARY_DEPOT', () => {
    offeredExactly(6, 'Preaviso vacíos', ['ADMIN', 'SHIPPINGCO', 'AGA_DEPOSIT', 'FUNCTIONARY_DEPOT']);
  });
  it('RPT-015: Impo. Autos (7) is offered to exactly ADMIN, AGA_AUTOS and CUSTOMER_SERVICE', () => {
    offeredExactly(7, 'Impo. Autos', ['ADMIN', 'AGA_AUTOS', 'CUSTOMER_SERVICE']);
  });
  it('RPT-016: Coprarex (10) is offered to exactly ADMIN and CUSTOMER_SERVICE', () => {
    offeredExactly(10, 'Coprarex', ['ADMIN', 'CUSTOMER_SERVICE']);
  });
  it('RPT-017: Gate Pass & Guía de despacho (12) is offered to exactly ADMIN, CUSTOMER_SERVICE, DOCUMENTARY, JEFE_GATE and GUIA_DESPACHO', () => {
    offeredExactly(12, 'Gate Pass & Guía de despacho', [
      'ADMIN',
      'CUSTOMER_SERVICE',
      'DOCUMENTARY',
      'JEFE_GATE',
      'GUIA_DESPACHO',
    ]);
  });

  it('RPT-018: VGM and DRC have their own lists (Q23: the import roles plus the shipping company)', () => {
    const importPlusLine = [...sorted(offered(0)), 'SHIPPINGCO'].sort();
    expect(sorted(offered(9))).toEqual(importPlusLine);
    expect(sorted(offered(11))).toEqual(importPlusLine);
  });

  it('the types the spec leaves open follow ruling P86: export takes the AGA shipper instead of the car agent; coordination, cancellation and TEUs the import roles', () => {
    expect(sorted(offered(1))).toEqual([
      'ADMIN',
      'AGA_AGA',
      'AGA_FORWARDER',
      'AGA_SHIPPER',
      'CUSTOMER_SERVICE',
      'DOCUMENTARY',
      'FUNCTIONARY',
    ]);
    for (const code of [2, 3, 8] as const) expect(sorted(offered(code))).toEqual(sorted(offered(0)));
  });

  it('a customs agent (ROLE_AGA with ROLE_AGA_AGA) is offered the import-side types in code order', () => {
    expect(reportTypesFor(['ROLE_AGA', 'ROLE_AGA_AGA']).map((t) => t.code)).toEqual([0, 1, 2, 3, 8, 9, 11]);
    expect(reportTypesFor(['ROLE_TRUCKINGCO'])).toEqual([]);
  });
});
