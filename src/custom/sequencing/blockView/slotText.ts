/** What the hover panel and the table read for a slot and a box (pure; texts in src/i18n). */
import type { PositionState, YardBlockBox } from '../../../domain/yard/blockPositions';
import { santiagoDateTime } from '../../../domain/santiagoTime';
import { trackingStateLabel, stateOnScreen } from '../../../domain/transitStates';
import type { SequencingTurn } from '../../../domain/yard/wire';
import { fillText } from '../../../i18n/fillText';
import { yardBlockViewMessages as t } from '../../../i18n/yardBlockViewMessages';
import { heightOf, type SlotView } from './blockModel';
import { stackLabel, type Slot } from './geometry';

export const stateLabel = (s: PositionState): string => t.states[s];

/** A sequenced box's turn ('Turno N° …'), another box's appointment ('Cita N° …'), or 'Sin turno'. */
export const turnText = (box: Pick<YardBlockBox, 'apptNbr' | 'apptTime' | 'state'>): string =>
  box.apptNbr !== null && box.apptTime
    ? fillText(box.state === 'SEQUENCED' ? t.turn : t.appointment, {
        nbr: box.apptNbr,
        time: santiagoDateTime(new Date(box.apptTime)),
      })
    : t.noTurn;

/** The slot's heading: 'Ranura 03, fila B · altura 2' or '… · Posición libre'. */
export function slotHeading(slot: Slot, view: SlotView | undefined): string {
  const where = fillText(t.slot, { stack: stackLabel(slot.stack), row: slot.row });
  return view ? `${where} · ${fillText(t.height, { n: heightOf(view) })}` : `${where} · ${t.freeSlot}`;
}

/** One line per box, top first: tier, container, state, transit state, turn (and its order in the drawn sequencing). */
export function boxLine(box: YardBlockBox, turn?: SequencingTurn): string {
  const head = fillText(t.box, {
    tier: box.tier,
    unit: box.unitNbr,
    state: stateLabel(box.state),
    transit: stateOnScreen(trackingStateLabel(box.transitState, box.category)),
  });
  const order = turn ? ` (${fillText(t.order, { order: turn.order })})` : '';
  return `${head} · ${turnText(box)}${order}`;
}
