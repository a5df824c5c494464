/**
 * The yard's answers (D3 §3 Sequencing, §7.4; D2 §2 Sequence; src/domain/yard/wire.ts): the blocks,
 * a sequencing as its list row and as its detail with the turns, the sequence query's units, and
 * the rehandles each method would cause (issue 32 §3).
 */
import { santiagoDateTime, santiagoInstant } from '../../../src/domain/santiagoTime';
import { MAX_TIER, placeLabel, ROWS, STACK_COUNT, YARD_BLOCKS } from '../../../src/domain/yard/layout';
import { sequencingActions, sequencingDurationSeconds } from '../../../src/domain/yard/sequencingStates';
import type {
  SequencedUnit,
  SequencingDetail,
  SequencingRehandles,
  SequencingRow,
  YardBlockRow,
} from '../../../src/domain/yard/wire';
import { planTurns, rehandlesByMethod } from '../../../src/domain/yard/rehandles';
import type { SequencingPlan } from '../../../src/domain/yard/sequencingForm';
import { fillText } from '../../../src/i18n/fillText';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { yardMessages } from '../../../src/i18n/yardMessages';
import { contextOf, type UnitContext } from '../../kinds/importPickup/context';
import { isImportOperation } from '../../kinds/importPickup/types';
import type { Store } from '../../store';
import { terminalIndex } from '../../terminalModel/indexes';
import type { ContainerVisit } from '../../terminalModel/types';
import { positionOf } from '../yard/positions';
import { directBoxesOf, yardBoxesOf } from './candidates';
import type { Sequencing } from './types';

export function yardBlockRows(store: Store): YardBlockRow[] {
  const occupied = new Map<string, number>();
  for (const p of store.db.yardPosition) occupied.set(p.block, (occupied.get(p.block) ?? 0) + 1);
  return YARD_BLOCKS.map((b) => ({
    id: b.id,
    name: fillText(yardMessages.blockName, { id: b.id }),
    use: b.use,
    stacks: STACK_COUNT,
    rows: ROWS,
    tiers: MAX_TIER,
    occupied: occupied.get(b.id) ?? 0,
    directsWaiting: directBoxesOf(store, b.id).filter((x) => x.eligible).length,
  }));
}

export function sequencingRow(s: Sequencing): SequencingRow {
  return {
    id: s.id,
    date: s.date,
    dateInitation: s.dateInitation,
    dateEnd: s.dateEnd,
    qtyTotal: s.qtyTotal,
    qtyOk: s.qtyOk,
    state: s.state,
    block: s.block,
    sectionFrom: s.sectionFrom,
    sectionTo: s.sectionTo,
    rowFrom: s.rowFrom,
    rowTo: s.rowTo,
    sentidoStack: s.sentidoStack,
    sentido: s.sentido,
    method: s.method,
    intervalDirects: s.intervalDirects,
    durationSeconds: sequencingDurationSeconds(s),
    actions: sequencingActions(s.state),
  };
}

export function sequencingDetail(store: Store, s: Sequencing): SequencingDetail {
  return {
    ...sequencingRow(s),
    turns: s.turns.map((t) => {
      const a = store.findById('appointment', t.appointmentId);
      const unit = store.findById('unitVisit', t.unitVisitId);
      return {
        order: t.order,
        unitNbr: unit?.unitNbr ?? '',
        apptNbr: t.appointmentId,
        time: a ? santiagoInstant(a.day, a.start).toISOString() : '',
        stack: t.stack,
        row: t.row,
        tier: t.tier,
        status: a?.status ?? 'CANCELLED',
      };
    }),
  };
}

/** A unit's direct pickup with a turn in force (a sequencing's, or one the seed gave): what the sequence query lists. */
const hasDirectTurn = (c: UnitContext) =>
  c.op?.condicionRetiro === 'DIRECTO' && c.appointment !== undefined && c.appointment.status === 'BOOKED';

/** The agent's import units of the visit with a direct turn, in turn order (the sequence query, SEQ-003). */
export function sequencedUnitsOf(
  store: Store,
  visitId: string,
  agentId: string,
  visible: (c: UnitContext) => boolean = () => true,
): SequencedUnit[] {
  const rows: { at: string; row: SequencedUnit }[] = [];
  for (const u of terminalIndex(store).unitsOfVesselVisit(visitId)) {
    if (u.kind !== 'container' || u.category !== 'IMPORT') continue;
    const c = contextOf(store, u as ContainerVisit);
    if (c.op?.agentId !== agentId || !hasDirectTurn(c) || !visible(c)) continue;
    const a = c.appointment!;
    const position = positionOf(store, u.id);
    rows.push({
      at: `${a.day} ${a.start} ${String(a.id).padStart(9, '0')}`,
      row: {
        unitNbr: u.unitNbr,
        typeLength: c.unit.typeLength,
        apptNbr: a.id,
        apptTime: santiagoDateTime(santiagoInstant(a.day, a.start)),
        condicionDeRetiro: c.op.condicionRetiro,
        transitState: u.transitState,
        truckingCo: c.op.ownMeans
          ? operationsMessages.documents.ownMeans
          : c.op.truckingId
            ? (store.findById('truckingcompany', c.op.truckingId)?.name ?? null)
            : null,
        block: position?.block ?? null,
        place: position ? placeLabel(position) : null,
      },
    });
  }
  return rows.sort((x, y) => x.at.localeCompare(y.at)).map((r) => r.row);
}

/** The visits holding direct turns (of the agent, when one is given): the sequence search's visits (SEQ-002). */
export function visitsWithDirectTurns(store: Store, agentId: string | null): Set<string> {
  const out = new Set<string>();
  for (const a of store.db.appointment) {
    if (a.status !== 'BOOKED' || out.has(a.visitId)) continue;
    const op = store.findById('operation', a.operationId);
    if (!isImportOperation(op) || op.status !== 'ACTIVE' || op.condicionRetiro !== 'DIRECTO') continue;
    if (agentId && op.agentId !== agentId) continue;
    out.add(a.visitId);
  }
  return out;
}

/** What each method would cost on the block as it is now (issue 32 §3): the direct pickups in range and the rehandles of each. */
export function rehandlesPreview(store: Store, plan: SequencingPlan): SequencingRehandles {
  const { boxes } = yardBoxesOf(store, plan.block);
  const range = {
    stackFrom: plan.sectionFrom,
    stackTo: plan.sectionTo,
    rowFrom: plan.rowFrom,
    rowTo: plan.rowTo,
    sentido: plan.sentido,
    sentidoStack: plan.sentidoStack,
  };
  const turns = planTurns(boxes, { ...range, method: 0, startMs: plan.startMs, intervalMinutes: plan.intervalDirects });
  return {
    block: plan.block,
    directs: turns.length,
    rehandles: rehandlesByMethod(boxes, { ...range, startMs: plan.startMs, intervalMinutes: plan.intervalDirects }),
  };
}
