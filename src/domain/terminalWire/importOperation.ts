/**
 * The import pickup operation (D2 §3 Container import operation: GET /import/byoperation/{nbr}) and
 * the pickup request's body (POST /import/{nbr}/saveRetiro). Produced and read by the mock
 * (kinds/importPickup), read and sent by the console.
 */
import type { PickupCondition } from '../importPickup/unitActions';

export interface ImportOperation {
  id: number;
  draftNumber: number;
  operationType: 'IMPORTACION' | 'COORD_ENTREGA';
  status: 'ACTIVE' | 'CANCELLED';
  appointmentNbr: number | null;
  /** 'DD/MM/YYYY HH:mm' of the appointment's start. */
  dateApp: string | null;
  slotStartTime: string | null;
  slotEndTime: string | null;
  agent: { id: string; name: string | null };
  commodity: string;
  condicionRetiro: PickupCondition;
  manifestNumber: string | null;
  guiaDespacho: string | null;
  includeSF: boolean;
  selecServGuia: boolean;
  weighing: boolean;
  turno3er: boolean;
  vesselVisitId: string;
  inVoy: string | null;
  /** ISO instant it was requested. */
  date: string;
  etaforDirecto: string | null;
  etaForImo: string | null;
  recoordinable: boolean;
  contieneAforoPendiente: boolean;
  vesselId: string | null;
  vesselName: string | null;
  truckingId: string | null;
  truckingName: string | null;
  /** 'Por sus propios medios' (D2 §5): the drivers' own trucks. */
  ownMeans: boolean;
  driverRuts: string[];
  documentType: string;
  documentNbrs: string[];
  cda: string | null;
  /** Only for the roles that see it (IMP-062). */
  tatc?: string | null;
  unitNbr: string;
  transitState: string;
  /** The visit's coordination hours (Q24), 'HH:mm'. */
  coordination: { start: string | null; end: string | null };
}

/** The pickup request's body (D2 §3 Pickup request). */
export interface PickupRequest {
  documentType: string;
  documentNbrs: string[];
  uniqueInvoice: boolean;
  outType: PickupCondition;
  agent_id?: string;
  consigneeId: string;
  consigneeName: string;
  consigneeGiro: string;
  truckingId?: string;
  sagCondition: string;
  appointIndirecto: boolean;
  cda?: string;
  codeCommodity?: string;
  checkGuia: boolean;
  turno3er: boolean;
}
