/**
 * GET /import/{nbr} and /unitfacilityvisit/{nbr}: the import unit (D2 §3 Container import unit), with
 * what the user may do now and why not. Produced by mock-server/kinds/importPickup/views.ts, read by
 * the console's terminal client.
 */
import type { PickupCondition, UnitAction } from '../importPickup/unitActions';
import type { Oog, Reefer } from './unitFacts';

export interface ImportUnitHazard {
  imdg: string;
  imdgClass: string;
  un: string;
  unna: string;
  properName: string;
}

export interface ImportUnit {
  /** The container number (the legacy's key); the unit visit's own id is unitVisitId. */
  id: string;
  unitVisitId: string;
  unitNbr: string;
  category: 'IMPORT' | 'EXPORT' | 'STORAGE';
  line: string;
  billsOfLading: { blNumber: string }[];
  routing: { pol: string };
  container: { type: string; typeLength: string; tareWeightKg: number };
  contents: {
    weightKg: number;
    consigneeId: string;
    consigneeName: string;
    commodityName: string;
    commodityCode?: string;
  };
  transitState: string;
  /** ISO instant the terminal received it (discharge); its EIR exists from then (IMP-052). */
  dateIn: string | null;
  containsHazards: boolean;
  hazards: ImportUnitHazard[];
  reefer: Reefer | null;
  oog: boolean;
  od: Oog | null;
  condicionRetiro: PickupCondition | null;
  inspeccionSAG: string | null;
  aforo: boolean;
  transito: boolean;
  numeroDocumento: string | null;
  tipoDocumento: string | null;
  cda: string | null;
  tatc: string | null;
  almacenista: string | null;
  /** The customs agent the unit is manifested to (an AGN requests the pickup for it). */
  agentId: string | null;
  storekeeperId: string | null;
  storekeeperName: string | null;
  specialStows: { specialStow3: string | null };
  truckingCompany: string | null;
  truckingName: string | null;
  fechaPlanificada: string | null;
  vesselVisitId: string | null;
  vesselName: string | null;
  manifestNumber: string | null;
  operationId: number | null;
  appointmentNbr: number | null;
  apptTime: string | null;
  /** What this user may do with the unit now (src/domain/importPickup/unitActions.ts on the server). */
  actions: UnitAction[];
  refusals: Partial<Record<UnitAction, string>>;
}
