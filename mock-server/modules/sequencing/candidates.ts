/**
 * The direct pickups a sequencing covers (ruling in the yard report): import boxes stacked (YARD) in
 * the block with an active DIRECTO pickup. Of those, a turn goes to each without one in force (an
 * earlier sequencing's, or the seed's) whose pickup has a carrier (a company, or its own means).
 */
import { santiagoInstant } from '../../../src/domain/santiagoTime';
import type { YardBox } from '../../../src/domain/yard/rehandles';
import type { Store } from '../../store';
import { terminalIndex } from '../../terminalModel/indexes';
import { contextOf } from '../../kinds/importPickup/context';
import type { UnitContext } from '../../kinds/importPickup/context';
import type { ContainerVisit } from '../../terminalModel/types';
import type { YardPosition } from '../yard/types';

export interface DirectBox {
  ctx: UnitContext;
  position: YardPosition;
  stack: number;
  row: string;
  tier: number;
  /** It gets a turn now: no turn in force and a carrier. */
  eligible: boolean;
}

/** The block's direct pickups waiting in the yard, each with its place. */
export function directBoxesOf(store: Store, block: string): DirectBox[] {
  const out: DirectBox[] = [];
  for (const position of store.db.yardPosition) {
    if (position.block !== block) continue;
    const unit = store.findById('unitVisit', position.id);
    if (unit?.kind !== 'container' || unit.category !== 'IMPORT' || unit.transitState !== 'YARD') continue;
    const ctx = contextOf(store, unit as ContainerVisit);
    if (ctx.op?.condicionRetiro !== 'DIRECTO') continue;
    const carrier = ctx.op.truckingId !== null || ctx.op.ownMeans === true;
    out.push({
      ctx,
      position,
      stack: position.stack,
      row: position.row,
      tier: position.tier,
      eligible: !ctx.appointment && carrier,
    });
  }
  return out;
}

/**
 * The block as the rehandle count reads it (src/domain/yard/rehandles.ts): every box with its place,
 * the direct pickups to be given a turn, and the boxes already due at a time (a booked appointment's start).
 */
export function yardBoxesOf(store: Store, block: string): { boxes: YardBox[]; directs: Map<string, DirectBox> } {
  const directs = new Map(
    directBoxesOf(store, block)
      .filter((d) => d.eligible)
      .map((d) => [d.position.id, d] as const),
  );
  const index = terminalIndex(store);
  const boxes = store.db.yardPosition
    .filter((p) => p.block === block)
    .map((p): YardBox => {
      const due = index
        .appointmentsOf(p.id)
        .filter((a) => a.status === 'BOOKED')
        .map((a) => santiagoInstant(a.day, a.start).getTime());
      return {
        id: p.id,
        stack: p.stack,
        row: p.row,
        tier: p.tier,
        direct: directs.has(p.id),
        dueMs: directs.has(p.id) || due.length === 0 ? null : Math.min(...due),
      };
    });
  return { boxes, directs };
}
