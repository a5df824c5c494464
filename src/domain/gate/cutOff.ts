/**
 * The late-arrival rule (GATE-008…010; D2 §3 Gate arrival "Cut-off answer has valor"): an export
 * box's arrival judged on the terminal's clock against its booking's dates. The stacking window is
 * the booking's receiving period (a reefer's opens at its reefer stacking start); its end is the
 * cut-off. After the cut-off the box is a late arrival, still received until the booking's late
 * date; after the late date it is not received. Before the window opens it is an early arrival
 * ('Ingreso anticipado', as the export detail reads it), received.
 *
 * `valor` (ruling): the box may be received now by its booking's dates (not CLOSED). `late`: it
 * arrives after the cut-off (LATE or CLOSED). Pure, shared by the mock and the console.
 */

export type CutOffStatus = 'EARLY' | 'ON_TIME' | 'LATE' | 'CLOSED';

/** The booking's dates (ISO instants; null when the booking gives none). */
export interface CutOffDates {
  stackingStart: string | null;
  stackingReeferStart?: string | null;
  stackingEnd: string | null;
  lateDate: string | null;
}

export interface CutOff {
  status: CutOffStatus;
  /** After the cut-off (the stacking end). */
  late: boolean;
  /** May be received now (ruling: the cut-off answer's `valor`). */
  valor: boolean;
}

const time = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? null : t;
};

export function cutOffOf(dates: CutOffDates, reefer: boolean, now: Date): CutOff {
  const t = now.getTime();
  const start = time(reefer ? (dates.stackingReeferStart ?? dates.stackingStart) : dates.stackingStart);
  const end = time(dates.stackingEnd);
  const late = time(dates.lateDate);
  let status: CutOffStatus;
  // Without a cut-off the window never closes; without a late date nothing is received after the cut-off.
  if (end !== null && t > end) status = late !== null && t <= late ? 'LATE' : 'CLOSED';
  else status = start !== null && t < start ? 'EARLY' : 'ON_TIME';
  return { status, late: status === 'LATE' || status === 'CLOSED', valor: status !== 'CLOSED' };
}
