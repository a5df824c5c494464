/**
 * The import pickup operation (D2 §3 Container import operation: GET /import/byoperation/{nbr}).
 * Produced by the mock (kinds/importPickup), read by the console; the pickup request's body
 * (POST /import/{nbr}/saveRetiro) is its call's codec (src/domain/import/calls.ts).
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
