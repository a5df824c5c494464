/**
 * The yard's layout (issue 32 §1; D3 §3 Sequencing): blocks of stacks 01–80, rows A–Z and tiers,
 * and what each block holds. Pure: the mock places boxes by it, the console draws it.
 */

export const STACK_COUNT = 80;
export const ROWS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** How high a block stacks (a rubber-tyred gantry's one-over-five). */
export const MAX_TIER = 5;

/** What a block holds: full import boxes, full export boxes, reefers (plugs), empties. */
export type BlockUse = 'IMPORT' | 'EXPORT' | 'REEFER' | 'EMPTY';

export interface YardBlockSpec {
  id: string;
  use: BlockUse;
}

/** The terminal's blocks: two import blocks (where the direct pickups wait), two export, one reefer, one of empties. */
export const YARD_BLOCKS: readonly YardBlockSpec[] = [
  { id: 'A1', use: 'IMPORT' },
  { id: 'A2', use: 'IMPORT' },
  { id: 'B1', use: 'EXPORT' },
  { id: 'B2', use: 'EXPORT' },
  { id: 'R1', use: 'REEFER' },
  { id: 'V1', use: 'EMPTY' },
];

export const isYardBlock = (id: string): boolean => YARD_BLOCKS.some((b) => b.id === id);

/** A place of the yard: block, stack 1–80, row 'A'–'Z', tier 1–MAX_TIER (1 on the ground). */
export interface YardPlace {
  block: string;
  stack: number;
  row: string;
  tier: number;
}

/** '03B2' style: stack two digits, row, tier (how the yard writes a place). */
export const placeLabel = (p: Pick<YardPlace, 'stack' | 'row' | 'tier'>): string =>
  `${String(p.stack).padStart(2, '0')}${p.row}${p.tier}`;

/** The block a box goes to: its use by category and reefer; of two blocks of a use, by its number (stable). */
export function blockFor(category: 'IMPORT' | 'EXPORT' | 'STORAGE', reefer: boolean, unitNbr: string): string {
  const use: BlockUse = category === 'STORAGE' ? 'EMPTY' : reefer ? 'REEFER' : category;
  const blocks = YARD_BLOCKS.filter((b) => b.use === use);
  return blocks[hashOf(unitNbr) % blocks.length]!.id;
}

/** A small stable hash of a text (FNV-1a): the same box always chooses alike. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
