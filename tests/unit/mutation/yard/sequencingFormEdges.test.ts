/** Edges of the 'Secuenciar Bloque' rules (src/domain/yard/sequencingForm.ts) the rule table leaves open. */
import { describe, expect, it } from 'vitest';
import {
  MAX_INTERVAL_MINUTES,
  parseStart,
  readSequencing,
  sequencingErrors,
  type SequencingDraft,
} from '../../../../src/domain/yard/sequencingForm';
import { STACK_COUNT, YARD_BLOCKS } from '../../../../src/domain/yard/layout';
import { appMessages } from '../../../../src/i18n/appMessages';
import { yardMessages } from '../../../../src/i18n/yardMessages';

const v = appMessages.validation;
const now = new Date('2026-11-05T11:00:00Z'); // 08:00 Santiago
const block = YARD_BLOCKS[0]!.id;
const draft: SequencingDraft = {
  block,
  sectionFrom: '1',
  sectionTo: '5',
  rowFrom: 'A',
  rowTo: 'C',
  intervalDirects: '10',
  dateInitation: '05/11/2026 09:00',
  method: '0',
  sentido: '1',
  sentidoStack: '0',
};
const errorsOf = (over: Partial<SequencingDraft>) => sequencingErrors({ ...draft, ...over }, now);

describe('sequencing form, edges', () => {
  it('a real date-time only: day, month, year, hour and minute each checked', () => {
    expect(parseStart(' 05/11/2026 09:00 ')).toBe(new Date('2026-11-05T12:00:00Z').getTime());
    expect(parseStart('05/11/2026 23:59')).toBeDefined();
    for (const bad of [
      '31/11/2026 09:00',
      '05/13/2026 09:00',
      '29/02/2026 09:00',
      '05/11/2026 24:00',
      '05/11/2026 09:60',
    ])
      expect(parseStart(bad), bad).toBeUndefined();
  });

  it('texts are read trimmed; the limits themselves are accepted', () => {
    const spaced = {
      block: ` ${block.toLowerCase()} `,
      sectionFrom: ' 1 ',
      sectionTo: ` ${STACK_COUNT} `,
      rowFrom: ' a ',
      rowTo: ' c ',
      intervalDirects: ` ${MAX_INTERVAL_MINUTES} `,
      dateInitation: ' 05/11/2026 09:00 ',
      method: ' 2 ',
      sentido: ' 1 ',
      sentidoStack: ' 0 ',
    };
    expect(errorsOf(spaced)).toEqual({});
    expect(readSequencing({ ...draft, ...spaced }, now)).toEqual({
      plan: {
        block,
        sectionFrom: 1,
        sectionTo: STACK_COUNT,
        rowFrom: 'A',
        rowTo: 'C',
        intervalDirects: MAX_INTERVAL_MINUTES,
        startMs: new Date('2026-11-05T12:00:00Z').getTime(),
        method: 2,
        sentido: 1,
        sentidoStack: 0,
      },
    });
  });

  it('blank texts are missing; out of range and malformed each have their message', () => {
    expect(
      errorsOf({
        block: '  ',
        sectionFrom: '  ',
        rowFrom: '  ',
        intervalDirects: '  ',
        dateInitation: '  ',
        sentido: '  ',
      }),
    ).toEqual({
      block: v.required,
      sectionFrom: v.required,
      rowFrom: v.required,
      intervalDirects: v.required,
      dateInitation: v.required,
      sentido: v.required,
    });
    expect(errorsOf({ block: 'ZZ9' })).toEqual({ block: yardMessages.refusals.unknownBlock });
    expect(errorsOf({ sectionTo: String(STACK_COUNT + 1), sectionFrom: '0' })).toEqual({
      sectionFrom: v.numericRange,
      sectionTo: v.numericRange,
    });
    expect(errorsOf({ sectionFrom: 'x1' })).toEqual({ sectionFrom: v.number });
    expect(errorsOf({ rowFrom: ' ab ' })).toEqual({ rowFrom: v.maxLength });
    expect(errorsOf({ intervalDirects: String(MAX_INTERVAL_MINUTES + 1) })).toEqual({
      intervalDirects: v.numericRange,
    });
    expect(errorsOf({ intervalDirects: '0' })).toEqual({ intervalDirects: v.numericRange });
    expect(errorsOf({ intervalDirects: '1' })).toEqual({});
    expect(errorsOf({ method: '3' })).toEqual({ method: v.other });
    expect(readSequencing({ ...draft, method: '3' }, now)).toEqual({ errors: { method: v.other } });
  });
});
