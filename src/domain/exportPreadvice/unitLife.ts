/**
 * The export unit's life (D2 §4 Export unit states; the spec does not show the transitions,
 * EXP-087: ruled in docs/decisions.md P53 from the terminal's real sequence). One table of named
 * events, read by the mock (its demo controls under /__mock and the pre-advice calls move units
 * only along it) and by the console (which events a state can still see).
 *
 *   ADVISED ──preadvise──▶ INBOUND ──gateIn──▶ ECIN ──stack──▶ YARD ──toShip──▶ ECOUT ──load──▶ LOADED ──sail──▶ DEPARTED
 *      ▲                     │                   │                 │
 *      └──cancelPreadvice────┘                   └────withdraw─────┴──▶ RETIRED
 */
import type { TransitState } from '../transitStates';

export const EXPORT_EVENTS = [
  'preadvise',
  'cancelPreadvice',
  'gateIn',
  'stack',
  'toShip',
  'load',
  'sail',
  'withdraw',
] as const;
export type ExportEvent = (typeof EXPORT_EVENTS)[number];

/** Each event: the states it leaves from, and the state it leads to. */
export const EXPORT_LIFE: Readonly<Record<ExportEvent, { from: readonly TransitState[]; to: TransitState }>> = {
  // The line announced the unit on its booking (a reserved container): the portal pre-advice sends it on its way by road.
  preadvise: { from: ['ADVISED'], to: 'INBOUND' },
  // Only before it reaches the gate (EXP-067): the unit is the booking's announced one again.
  cancelPreadvice: { from: ['INBOUND'], to: 'ADVISED' },
  gateIn: { from: ['INBOUND'], to: 'ECIN' },
  stack: { from: ['ECIN'], to: 'YARD' },
  // 'cargado en camión': on the terminal's tractor from the stack to the ship's side.
  toShip: { from: ['YARD'], to: 'ECOUT' },
  load: { from: ['ECOUT'], to: 'LOADED' },
  sail: { from: ['LOADED'], to: 'DEPARTED' },
  // Received but shut out (rolled, withdrawn by the shipper): it leaves by road and its visit ends.
  withdraw: { from: ['ECIN', 'YARD'], to: 'RETIRED' },
};

/** The state `event` leads to from `state`, or undefined when the life does not allow it. */
export function nextExportState(state: TransitState, event: ExportEvent): TransitState | undefined {
  const step = EXPORT_LIFE[event];
  return step.from.includes(state) ? step.to : undefined;
}

/** The events a unit in `state` can still see, in the table's order. */
export const exportEventsFrom = (state: TransitState): ExportEvent[] =>
  EXPORT_EVENTS.filter((e) => EXPORT_LIFE[e].from.includes(state));

/** The unit has been received by the terminal (EXP-076: its EIR exists). */
export const exportUnitReceived = (state: TransitState): boolean =>
  ['ECIN', 'YARD', 'ECOUT', 'LOADED', 'DEPARTED', 'RETIRED'].includes(state);
