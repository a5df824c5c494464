/** The appointment figures' answers (beyond-spec calls; rulings in the punctuality report). */
import type { WaitBasis } from './expectedWait';
import type { PunctualityFigures } from './punctuality';

/** GET /appointmentrules/slotfigures/{kind}/{visit}: one slot of the visit's quotas from today. */
export interface SlotFigureWire {
  day: string;
  start: string;
  end: string;
  capacity: number;
  used: number;
  /** Expected wait in whole minutes; null: too few samples ('Sin datos'). */
  waitMinutes: number | null;
  waitSamples: number;
  waitBasis: WaitBasis | null;
}

/** GET /appointmentrules/punctuality[/{truckingId}]?from&to. */
export interface PunctualityWire extends PunctualityFigures {
  truckingId: string;
  truckingName: string;
  from: string;
  to: string;
  graceMinutes: number;
  /** Daily arrivals by outcome, oldest first, for the chart. */
  daily: { day: string; onTime: number; early: number; late: number; noShows: number }[];
}
