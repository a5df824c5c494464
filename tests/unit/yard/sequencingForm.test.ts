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

  it.each([
    ['YBS-008: stack from is required', { sectionFrom: '' }, 'sectionFrom', 'Requerido'],
    ['YBS-009: stack from is numeric', { sectionFrom: '1a' }, 'sectionFrom', 'Debe ser un número'],
    ['YBS-010: stack to is required', { sectionTo: ' ' }, 'sectionTo', 'Requerido'],
    ['YBS-011: stack to is numeric', { sectionTo: 'diez' }, 'sectionTo', 'Debe ser un número'],
    ['stacks are 01 to 80', { sectionTo: '81' }, 'sectionTo', 'Rango de valores invalido'],
    ['YBS-012: minutes are required', { intervalDirects: '' }, 'intervalDirects', 'Requerido'],
    ['YBS-013: minutes are numeric', { intervalDirects: '1,5' }, 'intervalDirects', 'Debe ser un número'],
    ['minutes are at least one', { intervalDirects: '0' }, 'intervalDirects', 'Rango de valores invalido'],
    ['YBS-014: row from is required', { rowFrom: '' }, 'rowFrom', 'Requerido'],
    ['YBS-014: row to is required', { rowTo: '' }, 'rowTo', 'Requerido'],
    ['YBS-015 CONST-035: a row is one character', { rowTo: 'AB' }, 'rowTo', 'Longitud máxima superada'],
    ['a row is a letter A–Z', { rowFrom: '3' }, 'rowFrom', 'Ingrese un valor válido'],
    ['YBS-017: the start date is required', { dateInitation: '' }, 'dateInitation', 'Requerido'],
    [
      'YBS-017: the start date is DD/MM/YYYY HH:mm',
      { dateInitation: '2025-11-05 11:00' },
      'dateInitation',
      'Fecha inválida',
    ],
    [
      'YBS-017: the start date is a real date',
      { dateInitation: '31/11/2025 11:00' },
      'dateInitation',
      'Fecha inválida',
    ],
    [
      'YBS-018: the start date is not earlier than now',
      { dateInitation: '05/11/2025 09:59' },
      'dateInitation',
      yardMessages.refusals.startInPast,
    ],
    ['CONST-068: method is 0 or 1 (or 2, por citas)', { method: '3' }, 'method', 'Ingrese un valor válido'],
    ['CONST-068: sentido is 0 or 1', { sentido: '' }, 'sentido', 'Requerido'],
    ['CONST-068: sentidoStack is 0 or 1', { sentidoStack: 'x' }, 'sentidoStack', 'Ingrese un valor válido'],
    ["the block is one of the yard's", { block: 'Z9' }, 'block', yardMessages.refusals.unknownBlock],
  ] as const)('%s', (_title, patch, field, message) => {
    expect(errorsOf(patch)).toEqual({ [field]: message });
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
