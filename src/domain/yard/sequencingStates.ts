/**
 * A sequencing's states and what each allows (D3 §4 Sequencing; YBS-024, YBS-025, YBS-027): cancel
 * unless CANCELADA, inform only when FINALIZADA or INFORMADA. The console offers by it, the mock
 * refuses (409) by it.
 */
import { yardMessages } from '../../i18n/yardMessages';

export const SEQUENCING_STATES = ['PROCESANDO', 'FINALIZADA', 'INFORMADA', 'CANCELADA'] as const;
export type SequencingState = (typeof SEQUENCING_STATES)[number];

export const SEQUENCING_ACTIONS = ['cancel', 'inform'] as const;
export type SequencingAction = (typeof SEQUENCING_ACTIONS)[number];

/** Why the state does not allow the action; undefined when it does. */
export function sequencingWhyNot(action: SequencingAction, state: SequencingState): string | undefined {
  if (action === 'cancel') return state === 'CANCELADA' ? yardMessages.refusals.alreadyCancelled : undefined;
  return state === 'FINALIZADA' || state === 'INFORMADA' ? undefined : yardMessages.refusals.informNeedsFinished;
}

/** The actions the state offers. */
export const sequencingActions = (state: SequencingState): SequencingAction[] =>
  SEQUENCING_ACTIONS.filter((a) => sequencingWhyNot(a, state) === undefined);

/** The duration the list shows (YBS-004): from the save to the end of processing, none while PROCESANDO. */
export function sequencingDurationSeconds(s: {
  state: SequencingState;
  date: string;
  dateEnd: string | null;
}): number | null {
  if (s.state === 'PROCESANDO' || !s.dateEnd) return null;
  return Math.max(0, Math.round((Date.parse(s.dateEnd) - Date.parse(s.date)) / 1000));
}
