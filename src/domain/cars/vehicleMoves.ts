/**
 * A vehicle's movements (D2 §3 Vehicle registros, §4 Vehicle movement sequence; CAR-064, CAR-065):
 * on the ship, discharged, inspected, dispatched, in that order. Inspection is for the vehicles
 * the inspection selects: a discharged one may be dispatched without it (ruling P61). The mock's
 * demo controls and the screens read this one table.
 */
export const VEHICLE_MOVES = ['EN BARCO', 'DESCARGA', 'INSPECCION', 'DESPACHO'] as const;
export type VehicleMove = (typeof VEHICLE_MOVES)[number];

/** The terminal's events (demo controls) and the movement each records. */
export const VEHICLE_EVENTS = {
  discharge: 'DESCARGA',
  inspect: 'INSPECCION',
  dispatch: 'DESPACHO',
} as const satisfies Record<string, VehicleMove>;
export type VehicleEvent = keyof typeof VEHICLE_EVENTS;

/** The vehicle's last movement (EN BARCO when none). */
export const currentMove = (registros: readonly { type: string }[]): VehicleMove =>
  (registros.at(-1)?.type as VehicleMove | undefined) ?? 'EN BARCO';

/** What each movement may follow. */
const AFTER: Readonly<Record<VehicleMove, readonly VehicleMove[]>> = {
  'EN BARCO': [],
  DESCARGA: ['EN BARCO'],
  INSPECCION: ['DESCARGA'],
  DESPACHO: ['DESCARGA', 'INSPECCION'],
};

/** The movement `event` records next, or undefined when the sequence does not allow it now. */
export function nextVehicleMove(registros: readonly { type: string }[], event: VehicleEvent): VehicleMove | undefined {
  const to = VEHICLE_EVENTS[event];
  return AFTER[to].includes(currentMove(registros)) ? to : undefined;
}

/** A movement the vehicle went past without it (an inspection it did not need). */
export const skippedMove = (registros: readonly { type: string }[], move: VehicleMove): boolean =>
  !registros.some((r) => r.type === move) &&
  VEHICLE_MOVES.indexOf(currentMove(registros)) > VEHICLE_MOVES.indexOf(move);

/** Discharged and not yet dispatched: the vehicle is in the yard. */
export const inYard = (registros: readonly { type: string }[]): boolean =>
  ['DESCARGA', 'INSPECCION'].includes(currentMove(registros));
