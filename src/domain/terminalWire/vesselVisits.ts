/**
 * Vessel visits and their units (D2 §3 Vessel visit, Unit in a visit): GET /vesselvisit/…, and
 * /unitfacilityvisit/byVesselAndAlmacenista/…. Fields a legacy server may leave out are optional.
 */

export interface VesselVisitSummary {
  id: string;
  vesselName: string;
  manifestNumber: string;
  inVoyNbr?: string;
  outVoyNbr?: string;
  operatorId?: string;
  eta?: string | null;
  ata?: string | null;
  atd?: string | null;
  phase?: string;
  etaForDirecto?: string | null;
  etaForImo?: string | null;
  /** The legacy's flag that the visit's units may be listed. */
  findUnits?: boolean;
}

/** A row of the visit's unit list. */
export interface VisitUnitRow {
  id?: string;
  unitVisitId?: string;
  unitNbr: string;
  typeLength?: string | null;
  transitState: string;
  apptNbr?: number | string | null;
  /** 'DD/MM/YYYY HH:mm', the appointment's start. */
  apptTime?: string | null;
  /** The appointment's window when the server gives it ('YYYY-MM-DD', 'HH:mm'). */
  apptDay?: string | null;
  slotStartTime?: string | null;
  slotEndTime?: string | null;
  condicionDeRetiro?: string | null;
  truckingCo?: string | null;
  truckingId?: string | null;
  /** 'Por sus propios medios' (VV-026): the drivers' own trucks instead of a company. */
  ownMeans?: boolean;
  patente?: string | null;
  operationId?: number | null;
  storekeeperCode?: string | null;
  hazardous?: boolean;
  category?: string;
}
