/**
 * The yard's occupancy, pure (issue 32 §1): which box is where, a box arriving takes a place, a
 * box leaving frees its place and the boxes above it come down one tier (lifted and put back), so
 * no two boxes ever share a place and none floats above an empty tier. The mock keeps its
 * positions by it; the property test drives it with random moves.
 */
import { hashOf, MAX_TIER, ROWS, STACK_COUNT, type YardPlace } from './layout';

/** Rows filled together before the next band (a gantry spans six). */
const BAND = 6;
/** A new box goes to one of this many front ground slots with room (spreads a block's boxes over stacks). */
const FRONT = 12;

const slotKey = (block: string, stack: number, row: string) => `${block}|${stack}|${row}`;

export class YardOccupancy {
  /** Ground slot → the boxes on it, bottom first. */
  private readonly stacks = new Map<string, string[]>();
  private readonly where = new Map<string, YardPlace>();

  constructor(placed: Iterable<{ id: string } & YardPlace> = []) {
    // Bottom first, so a stack is rebuilt in order whatever the input's order.
    const sorted = [...placed].sort((a, b) => a.tier - b.tier);
    for (const p of sorted) {
      const key = slotKey(p.block, p.stack, p.row);
      const column = this.stacks.get(key) ?? [];
      column.push(p.id);
      this.stacks.set(key, column);
      this.where.set(p.id, { block: p.block, stack: p.stack, row: p.row, tier: column.length });
    }
  }

  placeOf(id: string): YardPlace | undefined {
    return this.where.get(id);
  }

  /** Every placed box. */
  entries(): [string, YardPlace][] {
    return [...this.where.entries()];
  }

  heightAt(block: string, stack: number, row: string): number {
    return this.stacks.get(slotKey(block, stack, row))?.length ?? 0;
  }

  /**
   * Puts the box on top of a ground slot of the block with room: one of the first FRONT such slots
   * in the block's filling order (rows A–F across stacks 01–80, then G–L…), chosen by its key, so
   * the same yard and box always give the same place. Undefined when the block is full.
   */
  place(id: string, block: string, key: string = id): YardPlace | undefined {
    const existing = this.where.get(id);
    if (existing) return existing;
    const front: [number, string][] = [];
    for (let band = 0; band < ROWS.length && front.length < FRONT; band += BAND) {
      for (let stack = 1; stack <= STACK_COUNT && front.length < FRONT; stack++) {
        for (const row of ROWS.slice(band, band + BAND)) {
          if (this.heightAt(block, stack, row) < MAX_TIER) front.push([stack, row]);
          if (front.length >= FRONT) break;
        }
      }
    }
    if (front.length === 0) return undefined;
    const [stack, row] = front[hashOf(key) % front.length]!;
    const column = this.stacks.get(slotKey(block, stack, row)) ?? [];
    column.push(id);
    this.stacks.set(slotKey(block, stack, row), column);
    const at = { block, stack, row, tier: column.length };
    this.where.set(id, at);
    return at;
  }

  /** Takes the box out; the boxes that were above come down one tier. Returns those moved, with their new places. */
  remove(id: string): { id: string; place: YardPlace }[] {
    const at = this.where.get(id);
    if (!at) return [];
    this.where.delete(id);
    const key = slotKey(at.block, at.stack, at.row);
    const column = this.stacks.get(key)!;
    column.splice(at.tier - 1, 1);
    if (column.length === 0) this.stacks.delete(key);
    const moved: { id: string; place: YardPlace }[] = [];
    for (let i = at.tier - 1; i < column.length; i++) {
      const place = { ...at, tier: i + 1 };
      this.where.set(column[i]!, place);
      moved.push({ id: column[i]!, place });
    }
    return moved;
  }
}
