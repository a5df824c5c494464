/** The empties grid's delete and rejection text, pinned where mutation testing found them unchecked (docs/mutation.md). */
import { describe, expect, it } from 'vitest';
import { deleteRow, rejectionText, type EmptyRow } from '../../../../src/domain/emptyPreadvice/emptyRows';

const row = (contenedor: string, estado: string, propio?: boolean): EmptyRow => ({
  contenedor,
  estado,
  mensaje: null,
  isocode: '22G1',
  tara_kg: 2200,
  ...(propio === undefined ? {} : { propio }),
});

describe('empties grid: deleting keeps the rows to cancel', () => {
  const rows = [
    row('NEWU0000001', 'NEW'),
    row('SENT0000001', 'INBOUND'),
    row('YARD0000001', 'YARD'),
    row('OTHR0000001', 'INBOUND', false),
  ];

  it('a row that is not there, or may not be deleted, changes nothing and keeps the list to cancel', () => {
    for (const nbr of ['NONE0000000', 'YARD0000001', 'OTHR0000001']) {
      expect(deleteRow(rows, ['PREV0000001'], nbr)).toEqual({ rows, deleteList: ['PREV0000001'] });
    }
  });

  it('a NEW row leaves the grid and the list to cancel as it was; a sent row already listed is not listed twice', () => {
    expect(deleteRow(rows, ['PREV0000001'], 'NEWU0000001')).toEqual({
      rows: rows.slice(1),
      deleteList: ['PREV0000001'],
    });
    const twice = deleteRow(rows, ['SENT0000001'], 'SENT0000001');
    expect(twice.deleteList).toEqual(['SENT0000001']);
    expect(deleteRow(rows, ['PREV0000001'], 'SENT0000001').deleteList).toEqual(['PREV0000001', 'SENT0000001']);
  });

  it('a rejection with no message names the container alone', () => {
    expect(rejectionText({ contenedor: 'MSCU1234567', mensaje: null })).toBe('Contenedor MSCU1234567 ');
    expect(rejectionText({ contenedor: 'MSCU1234567', mensaje: 'ya existe' })).toBe('Contenedor MSCU1234567 ya existe');
  });
});
