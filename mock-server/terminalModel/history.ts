/**
 * The operation history: every transition appends one event (who, when, what, which unit and
 * operation, the state before and after). Appended in the same synchronous step as the change it
 * records, so the history never misses or invents one. Reports and an audit view read it.
 */
import type { Store } from '../store';
import { nextId } from './ids';
import type { Operation, OperationEvent } from './types';

/** When and by whom a transition happens (the history records both). */
export interface Moment {
  now: Date;
  login: string;
}

export interface EventInput {
  login: string;
  event: string;
  unitVisitId: string;
  operation?: Pick<Operation, 'id' | 'kind'> | null;
  from?: string | null;
  to?: string | null;
}

export function recordEvent(store: Store, input: EventInput, now: Date): OperationEvent {
  return recordEvents(store, [input], now)[0]!;
}

/** Several events of one step (a batch over many units), numbered in order. */
export function recordEvents(store: Store, inputs: readonly EventInput[], now: Date): OperationEvent[] {
  let id = nextId(store.db.operationEvent, 0);
  return inputs.map((input) => {
    const e: OperationEvent = {
      id: id++,
      at: now.toISOString(),
      login: input.login,
      event: input.event,
      operationKind: input.operation?.kind ?? null,
      operationId: input.operation?.id ?? null,
      unitVisitId: input.unitVisitId,
      from: input.from ?? null,
      to: input.to ?? null,
    };
    store.insert('operationEvent', e);
    return e;
  });
}

/** A unit visit's events, oldest first. */
export const eventsOf = (store: Store, unitVisitId: string): OperationEvent[] =>
  store.db.operationEvent.filter((e) => e.unitVisitId === unitVisitId);
