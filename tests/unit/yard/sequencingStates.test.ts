/** A sequencing's states × actions (D3 §4 Sequencing), src/domain/yard/sequencingStates.ts: cancel unless CANCELADA, inform only FINALIZADA or INFORMADA. */
import { describe, expect, it } from 'vitest';
import {
  SEQUENCING_STATES,
  sequencingActions,
  sequencingDurationSeconds,
  sequencingWhyNot,
} from '../../../src/domain/yard/sequencingStates';
import { yardMessages } from '../../../src/i18n/yardMessages';

describe('the sequencing states', () => {
  it('YBS-024 YBS-025 YBS-027: each state offers exactly its actions, and refuses the others with their reason', () => {
    const table = {
      PROCESANDO: ['cancel'],
      FINALIZADA: ['cancel', 'inform'],
      INFORMADA: ['cancel', 'inform'],
      CANCELADA: [],
    } as const;
    expect(SEQUENCING_STATES).toEqual(['PROCESANDO', 'FINALIZADA', 'INFORMADA', 'CANCELADA']);
    for (const state of SEQUENCING_STATES) expect(sequencingActions(state), state).toEqual(table[state]);
    expect(sequencingWhyNot('cancel', 'CANCELADA')).toBe(yardMessages.refusals.alreadyCancelled);
    expect(sequencingWhyNot('inform', 'PROCESANDO')).toBe(yardMessages.refusals.informNeedsFinished);
    expect(sequencingWhyNot('inform', 'CANCELADA')).toBe(yardMessages.refusals.informNeedsFinished);
  });

  it('YBS-004: the duration is there once the state is not PROCESANDO (save to end of processing)', () => {
    const base = { date: '2025-11-05T13:00:00.000Z', dateEnd: '2025-11-05T13:02:00.000Z' };
    expect(sequencingDurationSeconds({ ...base, state: 'PROCESANDO', dateEnd: null })).toBeNull();
    expect(sequencingDurationSeconds({ ...base, state: 'FINALIZADA' })).toBe(120);
    expect(sequencingDurationSeconds({ ...base, state: 'INFORMADA' })).toBe(120);
  });
});
