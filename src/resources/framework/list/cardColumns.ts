/**
 * Which columns a phone's card shows (ListCards): the first visible column names the card; under
 * it, every column its definition marks `card: 'always'` (what a user decides by: the money, the
 * client, the state), and the other visible columns in the user's order while lines remain.
 * Everything keeps the order the user chose; a column the user hid stays hidden.
 */
import type { FieldDef } from '../types';

/** The lines under a card's title that the unmarked columns may fill. */
export const CARD_LINES = 4;

export function cardColumns<C extends Pick<FieldDef, 'source' | 'card'>>(
  visible: readonly C[],
  lines = CARD_LINES,
): { title?: C; details: C[] } {
  const [title, ...rest] = visible;
  const always = rest.filter((c) => c.card === 'always');
  let room = Math.max(0, lines - always.length);
  const details = rest.filter((c) => {
    if (c.card === 'always') return true;
    if (room === 0) return false;
    room -= 1;
    return true;
  });
  return { title, details };
}
