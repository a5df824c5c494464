/** How a sequencing reads on the console (src/custom/sequencing/sequencingView.ts, rehandlesView.ts). */
import { describe, expect, it } from 'vitest';
import type { SequencingRow } from '../../../src/domain/yard/wire';
import { fewestRehandles } from '../../../src/custom/sequencing/rehandlesView';
import {
  durationText,
  listRow,
  METHOD_CHOICES,
  ROW_DIRECTION_CHOICES,
  STACK_DIRECTION_CHOICES,
} from '../../../src/custom/sequencing/sequencingView';

const row = (over: Partial<SequencingRow> = {}): SequencingRow => ({
  id: 7,
  date: '2025-11-05T13:00:00.000Z',
  dateInitation: '2025-11-05T15:00:00.000Z',
  dateEnd: '2025-11-05T13:02:00.000Z',
  qtyTotal: 10,
  qtyOk: 7,
  state: 'FINALIZADA',
  block: 'A1',
  sectionFrom: 1,
  sectionTo: 80,
  rowFrom: 'A',
  rowTo: 'Z',
  sentidoStack: 0,
  sentido: 0,
  method: 2,
  intervalDirects: 15,
  durationSeconds: 120,
  actions: ['cancel', 'inform'],
  ...over,
});

describe('the sequencing list row', () => {
  it('YBS-004: the duration shows when the state is not PROCESANDO, from the save to the end, and never while processing', () => {
    expect(listRow(row()).duration).toBe('2 min 00 s');
    expect(listRow(row({ state: 'INFORMADA', dateEnd: '2025-11-05T13:01:05.000Z' })).duration).toBe('1 min 05 s');
    expect(listRow(row({ state: 'CANCELADA', dateEnd: '2025-11-05T14:03:00.000Z' })).duration).toBe('1 h 03 min');
    // Even if an answer carried an end, PROCESANDO has no duration nor end on screen.
    const processing = listRow(row({ state: 'PROCESANDO', durationSeconds: 120 }));
    expect([processing.duration, processing.durationSeconds, processing.dateEnd]).toEqual(['', null, null]);
  });

  it('codes read by their names in a list row; ranges as given', () => {
    const r = listRow(row({ sectionFrom: 80, sectionTo: 5, rowFrom: 'Z', rowTo: 'C', method: 1 }));
    expect(r).toMatchObject({
      stacks: '80–05',
      rows: 'Z–C',
      method: 'Altura',
      state: 'FINALIZADA',
      stateCode: 'FINALIZADA',
    });
  });

  // The codes' meaning (the order they give) is tests/unit/yard/sequencingOrder.test.ts; here the names the form offers for them.
  it("YBS-019: the stack direction's choices: 0 is '01 a 80', 1 is '80 a 01'", () => {
    expect(STACK_DIRECTION_CHOICES).toEqual([
      { id: '0', name: '01 a 80' },
      { id: '1', name: '80 a 01' },
    ]);
  });

  it("YBS-020: the row direction's choices: 0 is 'A a Z', 1 is 'Z a A'", () => {
    expect(ROW_DIRECTION_CHOICES).toEqual([
      { id: '0', name: 'A a Z' },
      { id: '1', name: 'Z a A' },
    ]);
  });

  it("YBS-021: the method's choices: 0 is 'Fila/columna', 1 is 'Altura' (2 'Por citas' beyond the spec)", () => {
    expect(METHOD_CHOICES).toEqual([
      { id: '0', name: 'Fila/columna' },
      { id: '1', name: 'Altura' },
      { id: '2', name: 'Por citas' },
    ]);
  });

  it('a duration reads in minutes and seconds, from an hour on in hours and minutes; nothing for no duration', () => {
    expect([
      durationText(0),
      durationText(59),
      durationText(3599),
      durationText(3600),
      durationText(null),
      durationText(-1),
    ]).toEqual(['0 min 00 s', '0 min 59 s', '59 min 59 s', '1 h 00 min', '', '']);
  });
});

describe('the rehandles comparison', () => {
  it('marks every method with the fewest rehandles', () => {
    expect(fewestRehandles({ 0: 47, 1: 47, 2: 47 })).toEqual([0, 1, 2]);
    expect(fewestRehandles({ 0: 9, 1: 4, 2: 4 })).toEqual([1, 2]);
    expect(fewestRehandles({ 0: 3, 1: 4, 2: 5 })).toEqual([0]);
  });
});
