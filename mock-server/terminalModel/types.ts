/**
 * The terminal core (issue 14): vessel visits, unit visits (each stay its own record; containers
 * here, other unit kinds join UnitVisitKinds), operations of every kind (a union: each kind adds
 * its own to OperationKinds), appointments and quotas of an opaque kind (AppointmentKinds), gate
 * visits, the tariff table, the charge ledger and the operation history. Stored in the journaled
 * store like every other collection (mock-server/types.ts CoreDb extends TerminalDb). A kind or
 * terminal module adds its collections to TerminalDb by declaration (`declare module …`) and
 * names them in its types.ts (kinds/collections.ts composes the store's list).
 * Field names follow D2 §3 where the spec names them; the rest is the mock's own.
 */
import type { Currency } from '../../src/domain/money';
import type { TransitState } from '../../src/domain/transitStates';
import type { Oog, Reefer } from '../../src/domain/terminalWire/unitFacts';

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

export type { Oog, Reefer };

export type SagCondition = 'INSPECCION' | 'BLOQUEO POR INSPECCION' | 'SIN INSPECCION';

/**
 * A unit facility visit: one stay of one unit (a container or a vehicle) at the terminal. It has
 * its own id, apart from the container number or VIN, so a box imported, returned empty and then
 * booked for export is three visits of one unitNbr (its history: unitVisits.ts historyOf).
 */
export interface UnitVisitBase {
  /** The visit's own key (gkey), e.g. 'UV0001000'. */
  id: string;
  /** Container number (ISO 6346) or VIN. */
  unitNbr: string;
  /** IMPORT (full, discharged), EXPORT (full, to load), STORAGE (empty, returned to the terminal). */
  category: UnitCategory;
  /** The vessel visit it arrived on (import) or is booked to leave on (export); null for an empty brought by truck. */
  visitId: string | null;
  /** Line operator id. */
  line: string;
  transitState: TransitState;
  /** ISO instant it entered the terminal (discharge, or the gate-in of a truck), if it did. */
  timeIn: string | null;
  /** ISO instant it was created (the pre-advice, the manifest): orders the history of a box. */
  createdAt: string;
}

export type UnitCategory = 'IMPORT' | 'EXPORT' | 'STORAGE';

export interface ContainerVisit extends UnitVisitBase {
  kind: 'container';
  /** FCL (full) or MTY (empty). */
  freight: 'FCL' | 'MTY';
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
  reefer: Reefer | null;
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
  impediments: string[];
  /** An export unit's routing group: VPA weighs by its declared VGM, ROM on the weighbridge (EXP-051, EXP-052); else the user chooses. */
  routingGroup?: 'VPA' | 'ROM' | null;
}

/** Unit kind → its visit record: the core's containers; a terminal module adds its own (the car terminal's vehicles). */
export interface UnitVisitKinds {
  container: ContainerVisit;
}
export type UnitVisit = UnitVisitKinds[keyof UnitVisitKinds];
export type UnitKind = UnitVisit['kind'];

/**
 * What every operation has, whatever its kind: the unit visit it works on, its parties (agent,
 * trucking company: the access scopes read them) and its life. A kind adds its facts and joins
 * the union by declaring itself in OperationKinds (TypeScript interface merging), e.g.
 * `declare module '…/terminalModel/types' { interface OperationKinds { importPickup: ImportOperation } }`.
 */
export interface OperationBase {
  id: number;
  kind: keyof OperationKinds;
  unitVisitId: string;
  /** An operation over several units (e.g. all the vehicles of a BL): all of them, `unitVisitId` the first. */
  unitVisitIds?: readonly string[];
  status: 'ACTIVE' | 'CANCELLED';
  draftNumber: number;
  agentId: string | null;
  truckingId: string | null;
  /** ISO instants. */
  date: string;
  cancelledAt: string | null;
  /** Who created it (login). */
  createdBy: string;
}

/** Operation kind name → its record type; each kind module adds its entry. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OperationKinds {}
export type Operation = OperationKinds[keyof OperationKinds];
export type OperationKind = keyof OperationKinds;

/**
 * What a booked place is for, an opaque name the kinds declare (`interface AppointmentKinds { <name>: true }`
 * in their types.ts): the quotas of each kind are separate, seeded for the quota plans the kinds register.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppointmentKinds {}
export type AppointmentKind = Extract<keyof AppointmentKinds, string>;

/** A booked appointment: one place of a quota. */
export interface Appointment {
  /** The appointment number (apptNbr). */
  id: number;
  kind: AppointmentKind;
  unitVisitId: string;
  operationId: number;
  quotaId: string;
  visitId: string;
  day: string;
  start: string;
  end: string;
  truckingId: string;
  /** USED: its time passed and the pickup moved on without it (Q17): the place is not given back. */
  status: 'BOOKED' | 'CANCELLED' | 'USED';
  createdAt: string;
  /** Checked in by its trucking company (modules/appointmentCheckIn): ISO instant on the terminal's clock, and the plate given. */
  checkedInAt?: string;
  checkInPlate?: string;
  /** Released by the terminal at its cut-off (status CANCELLED, record kept): the cut-off instant, and why ('NOT_CHECKED_IN'). */
  releasedAt?: string;
  releaseReason?: string;
}

/** Daily quota of one slot of one visit for one kind: `${kind}|${visitId}|${day}|${start}` (appointments.ts quotaId). */
export interface AppointmentQuota {
  id: string;
  kind: AppointmentKind;
  visitId: string;
  day: string;
  start: string;
  end: string;
  capacity: number;
  used: number;
}

/** A truck's pass through the gate with one unit: in, and out (D2 §3 Gate arrival). */
export interface GateVisit {
  id: number;
  unitVisitId: string;
  /** What the truck did with the unit. */
  move: 'PICKUP' | 'DELIVERY';
  appointmentId: number | null;
  /** The gate lane it came through ('Puerta N'), when the gate recorded it; absent on the seed's passes. */
  gate?: number | null;
  /** The truck's plate, or null when the terminal has none on record for its carrier. */
  plate: string | null;
  driverRut: string | null;
  truckingId: string | null;
  /** ISO instants. */
  timeIn: string;
  timeOut: string | null;
  /** When the truck reached the gate (its wait is arrival → time in), when recorded: the seed's past passes; absent on live ones. */
  arrivedAt?: string | null;
}

/** A tariff of the public tariff table (D2 §9 codes), its price exact in minor units. */
export interface Tariff {
  id: string;
  description: string;
  currency: Currency;
  /** Price of one unit, in minor units (USD cents). */
  amountMinor: number;
  quantityUnit: string;
}

/**
 * A line of the charge ledger: what an operation owes, from the tariff table. Every kind emits
 * its lines here (ledger.ts); invoicing drafts from PENDING lines; a VOIDED line is one the
 * operation no longer owes (cancelled, or a service dropped) and is kept for the record.
 */
export interface ChargeLine {
  id: number;
  operationId: number;
  operationKind: OperationKind;
  unitVisitId: string;
  tariffId: string;
  description: string;
  quantity: number;
  quantityUnit: string;
  currency: Currency;
  unitAmountMinor: number;
  amountMinor: number;
  status: 'PENDING' | 'INVOICED' | 'VOIDED';
  createdAt: string;
  voidedAt: string | null;
  /** The draft or invoice that holds it, while INVOICED. */
  invoiceId?: number | null;
}

/** One appended fact of the history: who did what to which unit, and the state before and after. */
export interface OperationEvent {
  id: number;
  at: string;
  /** The user's login, or 'terminal' for the terminal's own events (demo controls). */
  login: string;
  /** What happened, e.g. 'pickupRequested', 'appointmentBooked', 'gateOut'. */
  event: string;
  operationKind: OperationKind | null;
  operationId: number | null;
  unitVisitId: string;
  from: string | null;
  to: string | null;
}

/** The core's collections; a kind or module adds its own by declaration (its types.ts). */
export interface TerminalDb {
  vesselVisit: VesselVisit[];
  unitVisit: UnitVisit[];
  operation: Operation[];
  appointment: Appointment[];
  appointmentQuota: AppointmentQuota[];
  gateVisit: GateVisit[];
  tariff: Tariff[];
  charge: ChargeLine[];
  operationEvent: OperationEvent[];
  /** The document sequences' last numbers (ids.ts nextNumber). */
  sequence: SequenceRecord[];
}

/** A document sequence's last number given (ids.ts nextNumber), journaled like any record. */
export interface SequenceRecord {
  id: string;
  last: number;
}

/** The core's collections, in snapshot order (kinds/collections.ts adds the registered modules'). */
export const TERMINAL_CORE_COLLECTIONS = [
  'vesselVisit',
  'unitVisit',
  'operation',
  'appointment',
  'appointmentQuota',
  'gateVisit',
  'tariff',
  'charge',
  'operationEvent',
  'sequence',
] as const satisfies readonly (keyof TerminalDb)[];
