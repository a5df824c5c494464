/**
 * The 'Secuenciar Bloque' payload rules (D3 §5 Sequencing form; YBS-008…021, CONST-035, CONST-068),
 * src/domain/yard/sequencingForm.ts: one table of drafts and the refusal each field gets.
 */
import { describe, expect, it } from 'vitest';
import { readSequencing, sequencingErrors, type SequencingDraft } from '../../../src/domain/yard/sequencingForm';
import { sequencingSave } from '../../../src/domain/yard/calls';
import { yardMessages } from '../../../src/i18n/yardMessages';

// Wednesday 5 November 2025, 10:00 in Santiago.
const NOW = new Date('2025-11-05T13:00:00.000Z');
const OK: SequencingDraft = {
  block: 'A1',
  sectionFrom: '1',
  sectionTo: '10',
  rowFrom: 'A',
  rowTo: 'F',
  intervalDirects: '15',
  dateInitation: '05/11/2025 11:00',
  method: '0',
  sentido: '0',
  sentidoStack: '0',
};
const errorsOf = (patch: Partial<SequencingDraft>) => sequencingErrors({ ...OK, ...patch }, NOW);

describe('the sequencing form rules', () => {
  it('a valid draft is a plan: numbers read, rows upper-cased, the start in Santiago', () => {
    expect(readSequencing({ ...OK, rowFrom: 'a', rowTo: 'f' }, NOW)).toEqual({
      plan: {
        block: 'A1',
        sectionFrom: 1,
        sectionTo: 10,
        rowFrom: 'A',
        rowTo: 'F',
        intervalDirects: 15,
        startMs: Date.parse('2025-11-05T14:00:00.000Z'),
        method: 0,
        sentido: 0,
        sentidoStack: 0,
      },
    });
  });

  // One literal title per spec row (the coverage tool counts only literal titles); beyond-spec rules in the table below.
  const refuses = (patch: Partial<SequencingDraft>, field: string, message: string) =>
    expect(errorsOf(patch)).toEqual({ [field]: message });

  it("YBS-008: stack from is required: 'Requerido'", () => refuses({ sectionFrom: '' }, 'sectionFrom', 'Requerido'));
  it("YBS-009: stack from is numeric: 'Debe ser un número'", () =>
    refuses({ sectionFrom: '1a' }, 'sectionFrom', 'Debe ser un número'));
  it("YBS-010: stack to is required: 'Requerido'", () => refuses({ sectionTo: ' ' }, 'sectionTo', 'Requerido'));
  it("YBS-011: stack to is numeric: 'Debe ser un número'", () =>
    refuses({ sectionTo: 'diez' }, 'sectionTo', 'Debe ser un número'));
  it("YBS-012: minutes (intervalDirects) are required: 'Requerido'", () =>
    refuses({ intervalDirects: '' }, 'intervalDirects', 'Requerido'));
  it("YBS-013: minutes (intervalDirects) are numeric: 'Debe ser un número'", () =>
    refuses({ intervalDirects: '1,5' }, 'intervalDirects', 'Debe ser un número'));
  it("YBS-014: row from and row to are each required: 'Requerido'", () => {
    refuses({ rowFrom: '' }, 'rowFrom', 'Requerido');
    refuses({ rowTo: '' }, 'rowTo', 'Requerido');
    expect(errorsOf({ rowFrom: '', rowTo: '' })).toEqual({ rowFrom: 'Requerido', rowTo: 'Requerido' });
  });
  it("YBS-015: a row is a single character: 'Longitud máxima superada' on either row", () => {
    refuses({ rowFrom: 'AB' }, 'rowFrom', 'Longitud máxima superada');
    refuses({ rowTo: 'AB' }, 'rowTo', 'Longitud máxima superada');
  });
  it("YBS-017: the start date is required and DD/MM/YYYY HH:mm: 'Requerido' / 'Fecha inválida'", () => {
    refuses({ dateInitation: '' }, 'dateInitation', 'Requerido');
    refuses({ dateInitation: '2025-11-05 11:00' }, 'dateInitation', 'Fecha inválida');
    refuses({ dateInitation: '05/11/2025' }, 'dateInitation', 'Fecha inválida');
    refuses({ dateInitation: '31/11/2025 11:00' }, 'dateInitation', 'Fecha inválida');
    expect(errorsOf({ dateInitation: '05/11/2025 11:00' })).toEqual({});
  });
  it('YBS-018: the start date cannot be earlier than now (a minute before is refused)', () =>
    refuses({ dateInitation: '05/11/2025 09:59' }, 'dateInitation', yardMessages.refusals.startInPast));

  it.each([
    ['stacks are 01 to 80', { sectionTo: '81' }, 'sectionTo', 'Rango de valores invalido'],
    ['minutes are at least one', { intervalDirects: '0' }, 'intervalDirects', 'Rango de valores invalido'],
    ['a row is a letter A–Z', { rowFrom: '3' }, 'rowFrom', 'Ingrese un valor válido'],
    ['CONST-068: method is 0 or 1 (or 2, por citas)', { method: '3' }, 'method', 'Ingrese un valor válido'],
    ['CONST-068: sentido is 0 or 1', { sentido: '' }, 'sentido', 'Requerido'],
    ['CONST-068: sentidoStack is 0 or 1', { sentidoStack: 'x' }, 'sentidoStack', 'Ingrese un valor válido'],
    ["the block is one of the yard's", { block: 'Z9' }, 'block', yardMessages.refusals.unknownBlock],
  ] as const)('%s', (_title, patch, field, message) => {
    expect(errorsOf(patch)).toEqual({ [field]: message });
  });

  it("CONST-035: a row letter is one character: 'AB' is 'Longitud máxima superada' on either row, one letter passes", () => {
    expect(errorsOf({ rowFrom: 'AB' })).toEqual({ rowFrom: 'Longitud máxima superada' });
    expect(errorsOf({ rowTo: 'AB' })).toEqual({ rowTo: 'Longitud máxima superada' });
    expect(errorsOf({ rowFrom: 'B', rowTo: 'Z' })).toEqual({});
  });

  it('CONST-068: sentidoStack, sentido and method are codes 0 or 1 (method also 2, por citas), intervalDirects whole minutes; each reads as its number', () => {
    for (const code of ['0', '1']) {
      const read = readSequencing({ ...OK, sentidoStack: code, sentido: code, method: code }, NOW);
      expect(read, code).toMatchObject({
        plan: { sentidoStack: Number(code), sentido: Number(code), method: Number(code) },
      });
    }
    expect(errorsOf({ method: '2' })).toEqual({});
    expect(errorsOf({ method: '3' })).toEqual({ method: 'Ingrese un valor válido' });
    expect(errorsOf({ sentido: '2' })).toEqual({ sentido: 'Ingrese un valor válido' });
    expect(errorsOf({ sentidoStack: '2' })).toEqual({ sentidoStack: 'Ingrese un valor válido' });
    expect(readSequencing({ ...OK, intervalDirects: '45' }, NOW)).toMatchObject({ plan: { intervalDirects: 45 } });
    expect(errorsOf({ intervalDirects: '1,5' })).toEqual({ intervalDirects: 'Debe ser un número' });
  });

  it('YBS-018: the current minute is not in the past', () => {
    expect(errorsOf({ dateInitation: '05/11/2025 10:00' })).toEqual({});
  });

  it("YBS-016: the save's codec upper-cases the rows as the form does", () => {
    const read = sequencingSave.fromWire({
      params: {},
      query: {},
      body: { ...OK, rowFrom: 'b', rowTo: ' c ', sectionFrom: 3, block: 'a1' },
    });
    expect(read).toMatchObject({ rowFrom: 'B', rowTo: 'C', sectionFrom: '3', block: 'A1' });
  });
});
