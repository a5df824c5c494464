/**
 * The simulated container terminal (issue 8 §1): vessel visits, unit facility visits, pickup
 * operations, appointments against daily quotas, and the tariff table. Stored in the journaled
 * store like every other collection (mock-server/types.ts CoreDb extends TerminalDb); later
 * areas (export, empties, gate, cars, invoicing, sequencing, reports) extend these records.
 * Field names follow D2 §3 where the spec names them; the rest is the mock's own.
 */
import type { TransitState } from '../../src/domain/transitStates';

/** INBOUND and WORKING are active; DEPARTED and CLOSED are history. */
export type VisitPhase = 'INBOUND' | 'WORKING' | 'DEPARTED' | 'CLOSED';

export interface VesselVisit {
  /** The visit's key, e.g. 'MSCAN2611' (vessel code + voyage). */
  id: string;
  vesselName: string;
  inVoyNbr: string;
  outVoyNbr: string;
  /** Customs manifest number (≤ 20 digits). */
  manifestNumber: string;
  /** Line operator id (lineOperator collection). */
  operatorId: string;
  phase: VisitPhase;
  /** ISO instants. */
  eta: string;
  ata: string | null;
  atd: string | null;
  /** Direct pickups are possible (etaForDirecto, D2 §3): ISO instant or null. */
  etaForDirecto: string | null;
  /** Hazardous units may be inscribed for direct pickup (etaForImo, Q24). */
  etaForImo: string | null;
  /** Coordination hours of import pickups (Q24), 'HH:mm' America/Santiago. */
  coordinationStart: string;
  coordinationEnd: string;
}

export interface Hazard {
  imdgClass: string;
  unNbr: string;
  properName: string;
}

export interface Oog {
  topCm: number;
  frontCm: number;
  backCm: number;
  leftCm: number;
  rightCm: number;
}

export type SagCondition = 'INSPECCION' | 'BLOQUEO POR INSPECCION' | 'SIN INSPECCION';

/** A unit facility visit: one container's stay at the terminal (D2 §3 Container import unit). */
export interface TerminalUnit {
  /** The unit's key: its container number (one live visit per container in this model). */
  id: string;
  unitNbr: string;
  category: 'IMPORT' | 'EXPORT';
  visitId: string;
  /** Line operator id. */
  line: string;
  transitState: TransitState;
  /** ISO 6346 size-type code ('45G1') and the screens' short form ('40HC'). */
  isoType: string;
  typeLength: string;
  blNumbers: string[];
  /** Port of loading (UN/LOCODE). */
  pol: string;
  consigneeId: string;
  consigneeName: string;
  commodityCode: string;
  commodityName: string;
  weightKg: number;
  tareWeightKg: number;
  reefer: { tempReqC: number; rfrType: string } | null;
  hazards: Hazard[];
  oog: Oog | null;
  inspeccionSAG: SagCondition;
  aforo: boolean;
  /** Storekeeper (almacenista) RUT and code, when the unit goes to an extraportuario. */
  storekeeperId: string | null;
  storekeeperCode: string | null;
  /** The customs agent the unit is manifested to (the agent who may request its pickup), if known. */
  agentId: string | null;
  /** Planned delivery date 'YYYY-MM-DD' (fechaPlanificada). */
  fechaPlanificada: string | null;
  specialStow: string | null;
  transito: boolean;
  /** The active pickup operation and its appointment. */
  operationId: number | null;
  appointmentId: number | null;
  /** Truck plate of the last gate transaction (patente). */
  patente: string | null;
  timeIn: string | null;
  timeOut: string | null;
  impediments: string[];
}

export type OperationType = 'IMPORTACION' | 'COORD_ENTREGA';
export type PickupCondition = 'DIRECTO' | 'INDIRECTO';

/** A pickup (retiro) operation (D2 §3 Container import operation and Pickup request). */
export interface ImportOperation {
  id: number;
  draftNumber: number;
  operationType: OperationType;
  status: 'ACTIVE' | 'CANCELLED';
  unitId: string;
  vesselVisitId: string;
  agentId: string;
  truckingId: string | null;
  condicionRetiro: PickupCondition;
  documentType: string;
  documentNbrs: string[];
  consigneeId: string;
  consigneeName: string;
  sagCondition: SagCondition;
  /** Security fee (uniqueInvoice / includeSF). */
  includeSF: boolean;
  /** 'Por sus propios medios' (D2 §5): no trucking company, the drivers' RUTs instead. */
  ownMeans?: boolean;
  driverRuts?: string[];
  /** Dispatch-guide service (checkGuia). */
  checkGuia: boolean;
  /** Weighing requested. */
  weighing: boolean;
  turno3er: boolean;
  cda: string | null;
  tatc: string | null;
  guiaDespacho: string | null;
  /** ISO instants. */
  date: string;
  cancelledAt: string | null;
  /** Who created it (login). */
  createdBy: string;
}

/** A booked pickup appointment: one place of a quota. */
export interface Appointment {
  /** The appointment number (apptNbr). */
  id: number;
  unitId: string;
  operationId: number;
  quotaId: string;
  visitId: string;
  day: string;
  start: string;
  end: string;
  truckingId: string;
  status: 'BOOKED' | 'CANCELLED';
  createdAt: string;
}

/** Daily quota of one slot of one visit: `${visitId}|${day}|${start}`. */
export interface AppointmentQuota {
  id: string;
  visitId: string;
  day: string;
  start: string;
  end: string;
  capacity: number;
  used: number;
}

/** A tariff of the public tariff table (D2 §9 codes). */
export interface Tariff {
  id: string;
  description: string;
  currency: 'USD' | 'CLP';
  amount: number;
}

export interface TerminalDb {
  vesselVisit: VesselVisit[];
  terminalUnit: TerminalUnit[];
  importOperation: ImportOperation[];
  appointment: Appointment[];
  appointmentQuota: AppointmentQuota[];
  tariff: Tariff[];
}

export const TERMINAL_COLLECTIONS: readonly (keyof TerminalDb)[] = [
  'vesselVisit', 'terminalUnit', 'importOperation', 'appointment', 'appointmentQuota', 'tariff',
];
