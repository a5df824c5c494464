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

const row = (contenedor: string, estado: string, mensaje: string | null = null): EmptyRow => ({
  contenedor,
  estado,
  mensaje,
  isocode: '22G1',
  tara_kg: 2200,
});

describe('empties grid', () => {
  const LABELS = [
    ['MTY-022', 'NEW', 'nuevo'],
    ['MTY-023', 'INBOUND', 'camino a puerto'],
    ['MTY-024', 'EC/IN', 'en puerto'],
    ['MTY-024', 'ECIN', 'en puerto'],
    ['MTY-025', 'YARD', 'en patio'],
    ['MTY-026', 'EC/OUT', 'pronto embarque'],
    ['MTY-026', 'ECOUT', 'pronto embarque'],
    ['MTY-027', 'LOADED', 'embarcado'],
    ['MTY-028', 'DEPARTED', 'DEPARTED'],
    ['MTY-028', 'USED', 'USED'],
  ] as const;

  it('MTY-022 MTY-023 MTY-024 MTY-025 MTY-026 MTY-027 MTY-028: each estado reads its label; others raw', () => {
    for (const [id, estado, label] of LABELS) expect(emptyStateLabel(estado), `${id} ${estado}`).toBe(label);
  });

  it('MTY-012 MTY-013 MTY-014: sending needs NEW rows and none carrying a message', () => {
    expect(canSend([row('A', 'NEW')])).toBe(true);
    expect(canSend([row('A', 'INBOUND')])).toBe(false);
    expect(canSend([row('A', 'NEW'), row('B', 'NEW', 'tara inválida')])).toBe(false);
    expect(canSend([])).toBe(false);
  });

  it('MTY-016 MTY-017: edit only NEW; delete NEW or INBOUND', () => {
    expect(['NEW', 'INBOUND', 'YARD', 'USED'].map((e) => canEditRow(row('A', e)))).toEqual([true, false, false, false]);
    expect(['NEW', 'INBOUND', 'YARD', 'USED'].map((e) => canDeleteRow(row('A', e)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('MTY-018 MTY-019 DECISIONS Q39: a NEW row leaves the grid; a sent (INBOUND) one goes to the deleteList; others stay', () => {
    const rows = [row('A', 'NEW'), row('B', 'INBOUND'), row('C', 'YARD')];
    expect(deleteRow(rows, [], 'A')).toEqual({ rows: [rows[1], rows[2]], deleteList: [] });
    expect(deleteRow(rows, [], 'B')).toEqual({ rows: [rows[0], rows[2]], deleteList: ['B'] });
    expect(deleteRow(rows, [], 'C')).toEqual({ rows, deleteList: [] });
  });

  it('ruling P78: a sent row another company sent (propio false) is not removed; one of unknown sender is left to the server', () => {
    const theirs = { ...row('D', 'INBOUND'), propio: false };
    expect([theirs, { ...theirs, propio: true }, row('E', 'INBOUND')].map(canDeleteRow)).toEqual([false, true, true]);
    expect(deleteRow([theirs], [], 'D')).toEqual({ rows: [theirs], deleteList: [] });
  });

  it('MTY-011 MTY-004: the rejection and the not-empties texts', () => {
    expect(rejectionText(row('MSCU1234566', 'USED', 'ya se encuentra preavisado'))).toBe(
      'Contenedor MSCU1234566 ya se encuentra preavisado',
    );
    expect(notEmptiesMessage('MSC2611000')).toBe('La reserva MSC2611000 no corresponde a preaviso de vacíos.');
  });
});

describe('booking unit lists', () => {
  it('MTY-029 TMP-011 CONST-012: 8 a page with at most 10 page links', async () => {
    const { BOOKING_UNITS_PAGING } = await import('../../../src/domain/listPaging');
    expect(BOOKING_UNITS_PAGING).toEqual({ perPage: 8, maxPageLinks: 10 });
  });
});
