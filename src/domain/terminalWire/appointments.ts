/** Appointment answers (D2 §3 Appointment; IMP-033…040, GP-002): quotas to book and the booked appointment. */

/** GET /appointmentrules/quotasForImport/{addDays}/{visit}: one day's bookable slots. */
export interface QuotaDay {
  /** dd-mm-yyyy (IMP-034). */
  date: string;
  /** YYYY-MM-DD. */
  day: string;
  quotas: { start: string; end: string; available: number }[];
}

/** A booked appointment, as POST /appointment, GET /appointment/{nbr} and the gate-pass lookup answer it. */
export interface AppointmentAnswer {
  nbr: number;
  appointmentNbr: number;
  unitNbr: string;
  /** DD/MM/YYYY. */
  dateApp: string;
  /** YYYY-MM-DD. */
  day: string;
  slotStartTime: string;
  slotEndTime: string;
  trucking_name: string | null;
  truckingId: string | null;
  ownMeans: boolean;
  driverRuts: string[];
  visitId: string;
  passed: boolean;
  /** ISO instant of the slot's start. */
  startsAt: string;
}
