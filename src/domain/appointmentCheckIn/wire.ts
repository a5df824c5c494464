/** The appointments area's answers (beyond-spec calls; rulings in the appts report). */
import type { AppointmentState } from './rules';
import type { TroubleReason } from './trouble';

/** GET /appointmentrules/appointments: one appointment with its state, deadline and trouble today. */
export interface AppointmentRowWire {
  id: number;
  kind: string;
  unitNbr: string;
  visitId: string;
  day: string;
  start: string;
  end: string;
  truckingId: string;
  truckingName: string;
  state: AppointmentState;
  /** ISO instant: the last moment it may be checked in (null once it is not booked). */
  checkInDeadline: string | null;
  checkedInAt: string | null;
  checkInPlate: string | null;
  releasedAt: string | null;
  releaseReason: string | null;
  /** Only for a booked appointment (a released or used one goes to no gate). */
  trouble: TroubleReason[];
}

/** GET /appointmentrules/appointments: the rows and what the screen offers. */
export interface AppointmentsWire {
  cutoffMinutes: number;
  /** The caller's company's trucks in good standing (its check-in choices); empty for customer service. */
  plates: string[];
  rows: AppointmentRowWire[];
}
