/**
 * A sequencing's life (D3 §4 Sequencing; issue 32 §1): saved (PROCESANDO), processed on the demo
 * clock (FINALIZADA: each direct pickup in range given a turn, in the plan's order), informed
 * (INFORMADA: the agents of those units notified), cancelled (CANCELADA: the turns not yet begun
 * taken back). Each checks its rule (src/domain/yard), changes the records and appends to the
 * history in ONE synchronous step; the caller then commits before answering.
 */
import { santiagoDateTime, santiagoWallClock } from '../../../src/domain/santiagoTime';
import { appointmentStarted } from '../../../src/domain/appointments';
import type { SequencingPlan } from '../../../src/domain/yard/sequencingForm';
import { planTurns } from '../../../src/domain/yard/rehandles';
import { sequenceOrder, turnTimes } from '../../../src/domain/yard/sequencingOrder';
import { sequencingWhyNot, type SequencingAction } from '../../../src/domain/yard/sequencingStates';
import { fillText } from '../../../src/i18n/fillText';
import { yardMessages } from '../../../src/i18n/yardMessages';
import { notFound } from '../../errors';
import type { Store } from '../../store';
import { releasePlace } from '../../terminalModel/appointments';
import { refused } from '../../terminalModel/errors';
import { recordEvents, type EventInput, type Moment } from '../../terminalModel/history';
import { nextId, nextNumber, nextNumbers } from '../../terminalModel/ids';
import type { Appointment } from '../../terminalModel/types';
import { syncYard } from '../yard/positions';
import { directBoxesOf, yardBoxesOf } from './candidates';
import type { Sequencing, SequencingTurnRecord } from './types';

/** How long the terminal takes to process a sequencing, on its clock. */
export const PROCESSING_MS = 2 * 60_000;
/** Who the history names for the terminal's own steps. */
const TERMINAL_LOGIN = 'terminal';
const m = yardMessages;

export function sequencingAt(store: Store, id: number | null): Sequencing {
  const s = id === null ? undefined : store.findById('sequencing', id);
  if (!s) throw notFound(m.refusals.notFound);
  return s;
}

/** Saves the plan: PROCESANDO until PROCESSING_MS later on the terminal's clock. */
export function saveSequencing(store: Store, plan: SequencingPlan, t: Moment): Sequencing {
  const s: Sequencing = {
    id: nextNumber(store, 'sequencing', store.db.sequencing, 0),
    state: 'PROCESANDO',
    block: plan.block,
    sectionFrom: plan.sectionFrom,
    sectionTo: plan.sectionTo,
    rowFrom: plan.rowFrom,
    rowTo: plan.rowTo,
    method: plan.method,
    sentido: plan.sentido,
    sentidoStack: plan.sentidoStack,
    intervalDirects: plan.intervalDirects,
    date: t.now.toISOString(),
    dateInitation: new Date(plan.startMs).toISOString(),
    dateEnd: null,
    finishAt: new Date(t.now.getTime() + PROCESSING_MS).toISOString(),
    qtyTotal: null,
    qtyOk: null,
    turns: [],
    createdBy: t.login,
    informedAt: null,
    cancelledAt: null,
  };
  store.insert('sequencing', s);
  return s;
}

/**
 * Santiago's wall clock of many instants, asking the time-zone rules once an hour (the offset never
 * changes within an hour): a 2,000-turn sequencing reads thousands of clocks.
 */
function wallClocks() {
  const offsets = new Map<number, number>();
  return (ms: number) => {
    const hour = Math.floor(ms / 3_600_000);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const { day, time } = santiagoWallClock(new Date(hour * 3_600_000));
      offset = Date.parse(`${day}T${time}:00Z`) - hour * 3_600_000;
      offsets.set(hour, offset);
    }
    const wall = new Date(ms + offset).toISOString();
    return {
      day: wall.slice(0, 10),
      time: wall.slice(11, 16),
      text: `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)} ${wall.slice(11, 16)}`,
    };
  };
}

/** Processing ends: the block's direct pickups in range, in the plan's order, each eligible one given the next turn. */
export function finishSequencing(store: Store, s: Sequencing): void {
  const at = new Date(s.finishAt);
  syncYard(store);
  const range = {
    stackFrom: s.sectionFrom,
    stackTo: s.sectionTo,
    rowFrom: s.rowFrom,
    rowTo: s.rowTo,
    sentido: s.sentido,
    sentidoStack: s.sentidoStack,
  };
  const startMs = Date.parse(s.dateInitation);
  const all = directBoxesOf(store, s.block);
  const order = sequenceOrder(all, { ...range, method: s.method === 1 ? 1 : 0 });
  let given = order.filter((b) => b.eligible);
  let times = turnTimes(given.length, startMs, s.intervalDirects);
  if (s.method === 2) {
    // Por citas (issue 32 §3): the turns follow the block's appointments (src/domain/yard/rehandles.ts).
    const { boxes, directs } = yardBoxesOf(store, s.block);
    const turns = planTurns(boxes, { ...range, method: 2, startMs, intervalMinutes: s.intervalDirects });
    given = turns.map((t) => directs.get(t.id)!);
    times = turns.map((t) => t.atMs);
  }
  const turns: SequencingTurnRecord[] = [];
  const events: EventInput[] = [];
  // The turns' numbers in one batch: consecutive, in the order's order.
  const first = given.length > 0 ? nextNumbers(store, 'appointment', store.db.appointment, 699_999, given.length) : 0;
  const clock = wallClocks();
  given.forEach((box, i) => {
    const ms = times[i]!;
    const { unit, op } = box.ctx;
    const start = clock(ms);
    const a: Appointment = {
      id: first + i,
      kind: 'directTurn',
      unitVisitId: unit.id,
      operationId: op!.id,
      quotaId: `directTurn|${s.id}`,
      visitId: unit.visitId ?? '',
      day: start.day,
      start: start.time,
      end: clock(ms + s.intervalDirects * 60_000).time,
      truckingId: op!.truckingId ?? '',
      status: 'BOOKED',
      createdAt: at.toISOString(),
    };
    store.insert('appointment', a);
    turns.push({
      order: i + 1,
      unitVisitId: unit.id,
      appointmentId: a.id,
      stack: box.stack,
      row: box.row,
      tier: box.tier,
    });
    events.push({
      login: TERMINAL_LOGIN,
      event: 'turnAssigned',
      unitVisitId: unit.id,
      operation: op!,
      from: null,
      to: fillText(m.history.turnAssigned, { n: a.id, time: start.text }),
    });
  });
  recordEvents(store, events, at);
  Object.assign(s, {
    state: 'FINALIZADA',
    dateEnd: at.toISOString(),
    qtyTotal: order.length,
    qtyOk: given.length,
    turns,
  });
  store.touch('sequencing', s);
}

/** Every sequencing whose processing time has come is processed (the module's settle). */
export function settleSequencings(store: Store, now: Date): boolean {
  let changed = false;
  for (const s of store.db.sequencing) {
    if (s.state !== 'PROCESANDO' || Date.parse(s.finishAt) > now.getTime()) continue;
    finishSequencing(store, s);
    changed = true;
  }
  return changed;
}

function assertAllowed(action: SequencingAction, s: Sequencing): void {
  const why = sequencingWhyNot(action, s.state);
  if (why) throw refused(why);
}

/** The turns still in force, with their units' agents. */
function liveTurns(store: Store, s: Sequencing) {
  return s.turns.flatMap((turn) => {
    const a = store.findById('appointment', turn.appointmentId);
    const op = a ? store.findById('operation', a.operationId) : undefined;
    return a && a.status === 'BOOKED' ? [{ turn, a, agentId: op?.agentId ?? null }] : [];
  });
}

/** One notification per user of each agent (the agent and its functionaries), with how many of its units. */
function notifyAgents(
  store: Store,
  counts: Map<string, number>,
  s: Sequencing,
  title: string,
  text: string,
  now: Date,
): void {
  let id = nextId(store.db.notification, 0);
  const from = santiagoDateTime(new Date(s.dateInitation));
  for (const user of store.db.user) {
    const n = user.agentId ? counts.get(user.agentId) : undefined;
    if (!n) continue;
    store.insert('notification', {
      id: id++,
      login: user.login,
      watched: false,
      type: 'APPOINTMENT',
      title,
      content: fillText(text, { id: s.id, block: s.block, n, from }),
      date: now.toISOString(),
      container: null,
      data: { sequencingId: s.id },
    });
  }
}

const countByAgent = (items: readonly { agentId: string | null }[]) => {
  const out = new Map<string, number>();
  for (const { agentId } of items) if (agentId) out.set(agentId, (out.get(agentId) ?? 0) + 1);
  return out;
};

/** Informs the turns: the agents of the units notified (INFORMADA; informing again notifies again). */
export function informSequencing(store: Store, s: Sequencing, t: Moment): void {
  assertAllowed('inform', s);
  const live = liveTurns(store, s);
  recordEvents(
    store,
    live.map(({ turn, a }) => ({
      login: t.login,
      event: 'turnInformed',
      unitVisitId: turn.unitVisitId,
      operation: store.findById('operation', a.operationId) ?? null,
      from: null,
      to: String(a.id),
    })),
    t.now,
  );
  notifyAgents(store, countByAgent(live), s, m.notification.informedTitle, m.notification.informed, t.now);
  Object.assign(s, { state: 'INFORMADA', informedAt: t.now.toISOString() });
  store.touch('sequencing', s);
}

/** Cancels: the turns not yet begun are taken back (a begun one's truck may be at the gate); agents told if informed. */
export function cancelSequencing(store: Store, s: Sequencing, t: Moment): void {
  assertAllowed('cancel', s);
  const back = liveTurns(store, s).filter(({ a }) => !appointmentStarted(a, t.now));
  for (const { a } of back) releasePlace(store, a);
  recordEvents(
    store,
    back.map(({ turn, a }) => ({
      login: t.login,
      event: 'turnCancelled',
      unitVisitId: turn.unitVisitId,
      operation: store.findById('operation', a.operationId) ?? null,
      from: String(a.id),
      to: null,
    })),
    t.now,
  );
  if (s.state === 'INFORMADA')
    notifyAgents(store, countByAgent(back), s, m.notification.cancelledTitle, m.notification.cancelled, t.now);
  Object.assign(s, { state: 'CANCELADA', cancelledAt: t.now.toISOString(), dateEnd: s.dateEnd ?? t.now.toISOString() });
  store.touch('sequencing', s);
}
