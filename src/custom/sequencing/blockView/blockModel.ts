/**
 * The block as the drawing reads it (pure): its boxes grouped by ground slot, top first, with the
 * slot's state (src/domain/yard/blockPositions.ts). Built once per answer; hover reads it by index.
 */
import {
  positionStateOf,
  type PositionState,
  type YardBlockBox,
  type YardBlockPositions,
} from '../../../domain/yard/blockPositions';
import { geometryOf, slotIndex, type Geometry, type Slot } from './geometry';

export interface SlotView extends Slot {
  index: number;
  /** Top first. */
  boxes: YardBlockBox[];
  state: PositionState;
}

export interface BlockModel {
  id: string;
  geometry: Geometry;
  /** Occupied slots by index. */
  slots: Map<number, SlotView>;
  /** Every box, stack, row and tier order (the table's rows). */
  boxes: YardBlockBox[];
}

export function blockModelOf(answer: YardBlockPositions, cell?: number): BlockModel {
  const geometry = geometryOf(answer.stacks, answer.rows, cell);
  const slots = new Map<number, SlotView>();
  for (const box of answer.boxes) {
    const index = slotIndex(geometry, box);
    if (index < 0) continue;
    const slot = slots.get(index) ?? {
      stack: box.stack,
      row: box.row,
      index,
      boxes: [],
      state: 'FREE' as PositionState,
    };
    slot.boxes.push(box);
    slots.set(index, slot);
  }
  for (const slot of slots.values()) {
    slot.boxes.sort((a, b) => b.tier - a.tier);
    slot.state = positionStateOf(slot.boxes);
  }
  // Rows are one letter: compared by code (localeCompare over thousands of boxes is slow).
  const boxes = [...answer.boxes].sort(
    (a, b) => a.stack - b.stack || a.row.charCodeAt(0) - b.row.charCodeAt(0) || a.tier - b.tier,
  );
  return { id: answer.id, geometry, slots, boxes };
}

/** A slot's height: its top box's tier (0 when free). */
export const heightOf = (slot: SlotView | undefined): number => slot?.boxes[0]?.tier ?? 0;
