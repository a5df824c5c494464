/** The empties grid's rules, table by table (src/domain/emptyPreadvice/emptyRows.ts; D2 §4 Empties pre-advice rows). */
import { describe, expect, it } from 'vitest';
import {
  canDeleteRow,
  canEditRow,
  canSend,
  deleteRow,
  emptyStateLabel,
  notEmptiesMessage,
  rejectionText,
  type EmptyRow,
} from '../../../src/domain/emptyPreadvice/emptyRows';
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';
import { routesGuardedBy } from '../../support/areaRouteTable';

const row = (contenedor: string, estado: string, mensaje: string | null = null): EmptyRow => ({
  contenedor,
  estado,
  mensaje,
  isocode: '22G1',
  tara_kg: 2200,
});

describe('empties grid', () => {
  const labels =
    (...pairs: [string, string][]) =>
    () => {
      for (const [estado, label] of pairs) expect(emptyStateLabel(estado), estado).toBe(label);
    };
  it("MTY-022: NEW reads 'nuevo'", labels(['NEW', 'nuevo']));
  it("MTY-023: INBOUND reads 'camino a puerto'", labels(['INBOUND', 'camino a puerto']));
  it("MTY-024: EC/IN and ECIN read 'en puerto'", labels(['EC/IN', 'en puerto'], ['ECIN', 'en puerto']));
  it("MTY-025: YARD reads 'en patio'", labels(['YARD', 'en patio']));
  it(
    "MTY-026: EC/OUT and ECOUT read 'pronto embarque'",
    labels(['EC/OUT', 'pronto embarque'], ['ECOUT', 'pronto embarque']),
  );
  it("MTY-027: LOADED reads 'embarcado'", labels(['LOADED', 'embarcado']));
  it('MTY-028: any other estado reads raw', labels(['DEPARTED', 'DEPARTED'], ['USED', 'USED'], ['RETIRED', 'RETIRED']));

  it('MTY-012: NEW rows are the unsent ones: only they make a grid sendable', () => {
    expect(canSend([row('A', 'NEW')])).toBe(true);
    expect(canSend([row('A', 'INBOUND')])).toBe(false);
    expect(canSend([])).toBe(false);
  });

  it('MTY-013: a row carrying a message blocks sending, whatever its estado', () => {
    expect(canSend([row('A', 'NEW'), row('B', 'NEW', 'tara inválida')])).toBe(false);
    expect(canSend([row('A', 'NEW'), row('B', 'INBOUND', 'aviso')])).toBe(false);
  });

  it('MTY-014: sending is enabled with NEW rows and no message, alongside sent ones', () => {
    expect(canSend([row('A', 'NEW'), row('B', 'INBOUND')])).toBe(true);
    expect(canSend([row('A', 'INBOUND'), row('B', 'YARD')])).toBe(false);
  });

  const ESTADOS = ['NEW', 'INBOUND', 'EC/IN', 'YARD', 'ECOUT', 'LOADED', 'USED'];
  it('MTY-016: only a NEW row is edited', () => {
    expect(ESTADOS.filter((e) => canEditRow(row('A', e)))).toEqual(['NEW']);
  });

  it('MTY-017: only NEW and INBOUND rows are deleted', () => {
    expect(ESTADOS.filter((e) => canDeleteRow(row('A', e)))).toEqual(['NEW', 'INBOUND']);
  });

  it('MTY-018: deleting a NEW row removes it from the grid, with nothing to send', () => {
    const rows = [row('A', 'NEW'), row('B', 'INBOUND'), row('C', 'YARD')];
    expect(deleteRow(rows, [], 'A')).toEqual({ rows: [rows[1], rows[2]], deleteList: [] });
  });

  it('MTY-019 DECISIONS Q39: deleting a sent (INBOUND) row puts it in the deleteList; a YARD one stays', () => {
    const rows = [row('A', 'NEW'), row('B', 'INBOUND'), row('C', 'YARD')];
    expect(deleteRow(rows, ['Z'], 'B')).toEqual({ rows: [rows[0], rows[2]], deleteList: ['Z', 'B'] });
    expect(deleteRow(rows, [], 'C')).toEqual({ rows, deleteList: [] });
  });

  it('ruling P78: a sent row another company sent (propio false) is not removed; one of unknown sender is left to the server', () => {
    const theirs = { ...row('D', 'INBOUND'), propio: false };
    expect([theirs, { ...theirs, propio: true }, row('E', 'INBOUND')].map(canDeleteRow)).toEqual([false, true, true]);
    expect(deleteRow([theirs], [], 'D')).toEqual({ rows: [theirs], deleteList: [] });
  });

  it("MTY-011: a USED row's rejection reads 'Contenedor {n} {mensaje}'", () => {
    expect(rejectionText(row('MSCU1234566', 'USED', 'ya se encuentra preavisado'))).toBe(
      'Contenedor MSCU1234566 ya se encuentra preavisado',
    );
  });

  it("MTY-004: a booking not of empties reads 'La reserva {n} no corresponde a preaviso de vacíos.'", () => {
    expect(notEmptiesMessage('MSC2611000')).toBe('La reserva MSC2611000 no corresponde a preaviso de vacíos.');
  });

  // The RBAC harness (tests/harness/rbac.test.ts) proves the mock's 403 for every role the row leaves out.
  it('MTY-001: of all roles, the empties menu and calls are the shipping company, AGA deposit and depot functionary only', () => {
    const roles = ['ROLE_SHIPPINGCO', 'ROLE_AGA_DEPOSIT', 'ROLE_FUNCTIONARY_DEPOT'];
    for (const role of ROLES) {
      expect(
        menuEntries([role]).some((e) => e.to === '/emptys'),
        `${role}: menu`,
      ).toBe(roles.includes(role));
      for (const action of ['list', 'show', 'send'])
        expect(can([role], 'empties', action), `${role}: ${action}`).toBe(roles.includes(role));
    }
    expect(routesGuardedBy('empties')).toContain('POST /api/export/preadvicemty2');
  });
});

describe('booking unit lists', () => {
  it('MTY-029 TMP-011 CONST-012: 8 a page with at most 10 page links', async () => {
    const { BOOKING_UNITS_PAGING } = await import('../../../src/domain/listPaging');
    expect(BOOKING_UNITS_PAGING).toEqual({ perPage: 8, maxPageLinks: 10 });
  });
});
