/**
 * A block's boxes for the block view (issue 32 §2 'A yard you can see'): each box's place, the state
 * the terminal reads off its category, pickup and turn (src/domain/yard/blockPositions.ts), and its
 * booked appointment or turn. The console draws this as given.
 */
import { santiagoInstant } from '../../../src/domain/santiagoTime';
import { boxStateOf, type YardBlockBox, type YardBlockPositions } from '../../../src/domain/yard/blockPositions';
import { contextOf } from '../../kinds/importPickup/context';
import type { Store } from '../../store';
import { terminalIndex } from '../../terminalModel/indexes';
import type { ContainerVisit } from '../../terminalModel/types';
import { yardBlockRows } from './views';

/** The block's boxes in stack, row, tier order; undefined for a block the yard does not have. */
export function blockPositions(store: Store, block: string): YardBlockPositions | undefined {
  const row = yardBlockRows(store).find((b) => b.id === block);
  if (!row) return undefined;
  const index = terminalIndex(store);
  const boxes: YardBlockBox[] = [];
  for (const p of store.db.yardPosition) {
    if (p.block !== block) continue;
    const unit = store.findById('unitVisit', p.id);
    if (unit?.kind !== 'container') continue;
    const op = unit.category === 'IMPORT' ? contextOf(store, unit as ContainerVisit).op : undefined;
    // The earliest booked appointment: a direct pickup's turn, an indirect pickup's or an export delivery's slot.
    const booked = index
      .appointmentsOf(p.id)
      .filter((a) => a.status === 'BOOKED')
      .map((a) => ({ nbr: a.id, at: santiagoInstant(a.day, a.start) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime())[0];
    boxes.push({
      stack: p.stack,
      row: p.row,
      tier: p.tier,
      unitNbr: p.unitNbr,
      category: unit.category,
      state: boxStateOf({
        category: unit.category,
        condicionRetiro: op?.condicionRetiro ?? null,
        hasBookedAppointment: booked !== undefined,
      }),
      transitState: unit.transitState,
      apptNbr: booked?.nbr ?? null,
      apptTime: booked ? booked.at.toISOString() : null,
    });
  }
  boxes.sort((a, b) => a.stack - b.stack || a.row.localeCompare(b.row) || a.tier - b.tier);
  return { ...row, boxes };
}
