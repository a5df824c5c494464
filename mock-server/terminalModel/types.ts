/**
 * The terminal core (issue 14): vessel visits, unit visits (containers and vehicles, each stay its
 * own record), operations of every kind (a union: each kind module adds its own), appointments and
 * quotas with a kind, gate visits, the tariff table, the charge ledger and the operation history. Stored in the journaled
 * store like every other collection (mock-server/types.ts CoreDb extends TerminalDb); later
 * areas (export, empties, gate, cars, invoicing, sequencing, reports) extend these records.
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
interface UnitVisitBase {
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

/** One movement of a vehicle (D2 §3 Vehicle registros): EN BARCO, DESCARGA, INSPECCION, DESPACHO. */
export interface VehicleRecord {
  /** ISO instant. */
  fecha: string;
  type: 'EN BARCO' | 'DESCARGA' | 'INSPECCION' | 'DESPACHO';
}

/**
 * A vehicle (car terminal, D2 §3 Vehicle): its VIN is the unitNbr and `visitId` its car vessel
 * visit (carVisit). Its movements are its `registros`, one after the other (src/domain/cars/vehicleMoves.ts).
 */
export interface VehicleVisit extends UnitVisitBase {
  kind: 'vehicle';
  /** Brand id (brand collection) and its name as the legacy shows it (marca.nombre). */
  brand: string;
  brandName: string;
  model: string;
  /** AUTOMOVIL, SUV, CAMIONETA, FURGON, BUS, CAMION (the vehicle's type; `category` is its visit's, IMPORT). */
  categoria: string;
  /** The BL it travels on (carBl.blNbr). */
  blNbr: string;
  consigneeId: string | null;
  /** The customs document of its inscription: type (DIN, DAPI, DTI, OTRO) and number; null until inscribed. */
  documType: string | null;
  documentacion: string | null;
  condicionRetiro: string | null;
  /** Licence plate, once one is assigned (patente). */
  patente: string | null;
  weightKg: number;
  damaged: boolean;
  registros: VehicleRecord[];
  /** Selected by customs for a physical examination (aforo): it is inspected before it may leave. */
  aforo?: boolean;
  /** Received into and delivered from the terminal's warehouse (ISO instants). */
  recepcionAlmacen?: string | null;
  entregaAlmacen?: string | null;
}

export type UnitVisit = ContainerVisit | VehicleVisit;
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
  /** An operation over several units (a car inscription covers its BL's vehicles): all of them, `unitVisitId` the first. */
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

/** What a booked place is for: the quotas of each kind are separate. */
export type AppointmentKind = 'importPickup' | 'exportDelivery' | 'emptyReturn';

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
  plate: string;
  driverRut: string | null;
  truckingId: string | null;
  /** ISO instants. */
  timeIn: string;
  timeOut: string | null;
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

/** Reefer settings of a booking item (D2 §3 Item reefer). */
export interface BookingItemReefer {
  tempReqdC: number;
  ventRequiredValue: number;
  ventRequiredUnit: 'PERCENTAGE' | 'CUBIC_FT_MIN' | 'CUBIC_M_HOUR';
  humidityPct: number | null;
}

/** One equipment line of a booking (D2 §3 Booking items); `quantity` and `used` are its places. */
export interface BookingItem {
  /** ISO 6346 size-type code ('22G1') and its short form ('20DV'). */
  equipmentType: string;
  equipmentDesc: string;
  quantity: number;
  used: number;
  reefer: BookingItemReefer | null;
  hazards: { imdg: string; un: string; imdgDescription: string }[];
  atmosphereControl: boolean;
  isOog: boolean;
  featureId: string | null;
}

/**
 * A line's booking on a vessel visit (D2 §3 Booking): full (FCL) export bookings, and the empty
 * (MTY) bookings a line uses to send its empties back. Times are ISO instants.
 */
export interface Booking {
  /** The booking number (nbr). */
  id: string;
  eqStatus: 'FCL' | 'MTY';
  line: string;
  visitId: string;
  portOfLoading: string;
  portOfDischarge1: string;
  portOfDischarge2: string | null;
  destination: string;
  stackingStart: string;
  stackingEnd: string;
  stackingReeferStart: string;
  lateDate: string;
  enableVGM: boolean;
  shipperId: string | null;
  shipperName: string | null;
  storekeeperId: string | null;
  items: BookingItem[];
  /** Container numbers the line reserved on it (reservedContainers). */
  reservedContainers: string[];
}

/**
 * A car vessel visit (D2 §3 Car vessel visit): the car terminal's own visit record, with its estado
 * and the three windows of the inscription (cierreDirectos, entregaIndirectos, despachoDirectos).
 * Times are ISO instants.
 */
export interface CarVisit {
  /** The visit's key, e.g. 'HOEGH2611A'. */
  id: string;
  estado: 'INBOUND' | 'WORKING' | 'CLOSED';
  naveId: string;
  naveNombre: string;
  viaje: string;
  mftoNumber: string;
  /** Line operator id. */
  line: string;
  cierreDirectos: string;
  entregaIndirectos: string;
  despachoDirectos: string;
  eta: string;
  ata: string | null;
  atd: string | null;
  /** Direct pickups are possible (etaForDirecto, CAR-047): ISO instant or null. */
  etaForDirecto: string | null;
}

/** A BL of a car visit: a child BL of a mother BL (which is not inscribed itself, CAR-038), or a plain one. */
export interface CarBl {
  id: number;
  blNbr: string;
  carVisitId: string;
  /** The mother BL's number, for a child. */
  mother: string | null;
  isMother: boolean;
  portOfLoading: string;
  consigneeId: string;
  agentId: string | null;
  weightKg: number;
  cantidadVehiculos: number;
  cantidadBultos: number;
}

/**
 * A truck's visit to the car terminal to take vehicles away (D2 §3 Dispatch guide (gate)): its
 * plate (license) and gate code, the driver, its loading (carguío: the VINs on the truck) and the
 * dispatch guide (guía de despacho) that must go with them — confirmed with the agent's PDF, or
 * without one (the terminal prints it). Gate out dispatches the loaded vehicles. ISO instants.
 */
export interface CarGate {
  id: number;
  license: string;
  code: string;
  conductor: { rut: string; name: string };
  truckingId: string | null;
  /** The BL whose vehicles the truck comes for. */
  blNbr: string;
  gateIn: string;
  gateOut: string | null;
  carguio: { fecha: string; vins: string[] } | null;
  guia: { id: number; fecha: string; confirmedBy: string; withFile: boolean; file: string | null } | null;
}

/** One line of a pre-invoice or invoice: a charge of the ledger, as invoiced (USD cents). */
export interface InvoiceLineRecord {
  chargeId: number;
  unitNbr: string;
  tariffId: string;
  description: string;
  quantity: number;
  quantityUnit: string;
  amountMinor: number;
  /** Taxable (afecta): import services; export services are exempt (ruling P67). */
  afecta: boolean;
}

/**
 * A pre-invoice (DRAFT, no final number) or an invoice (FINAL) made from PENDING charges of the
 * ledger (D3 §3 Invoice or draft, §4; rulings P67, P68). Its id is the draft number. Money in USD
 * cents; the exchange rate (CLP per USD, hundredths) is the one of the day it was generated.
 */
export interface Invoice {
  id: number;
  status: 'DRAFT' | 'FINAL';
  finalNumber: number | null;
  created: string;
  finalizedDate: string | null;
  /** Finalized + the customer's credit days (Santiago day, YYYY-MM-DD). */
  dueDate: string | null;
  category: 'IMPORT' | 'EXPORT';
  vesselVisitId: string;
  blOrBooking: string | null;
  payeeCustomerId: string;
  payeeCustomerName: string;
  payeeCustomerRole: string;
  agentId: string | null;
  unitNbrs: string[];
  lines: InvoiceLineRecord[];
  tasaCambio: number;
  onlySF: boolean;
  /** Logins that previewed the draft's PDF: finalizing needs the finalizer's own preview (Q29). */
  previewedBy: string[];
  paid: boolean;
  paidAt: string | null;
  createdBy: string;
  /** Q30: an online payment opened for it and not yet confirmed ('pago en proceso'), until the provider confirms or the mark times out. */
  paymentInProcess?: { onlinePaymentId: string; since: string } | null;
  /** 'cash': made by a cash event at the counter (Q35: its maker pays it in cash). */
  origin?: 'cash';
}

/** A credit note (nota de crédito, D3 §3 Credit note): its total and balance in whole CLP, for one customer; payments spend its balance. */
export interface CreditNote {
  id: number;
  customerId: string;
  totalCredit: number;
  saldo: number;
  /** The exchange rate of the invoice it credits (hundredths of CLP per USD). */
  tasaCambio: number;
  created: string;
  reason: string;
}

/** A payment line as registered (D3 §3 Payment request): its amount in minor units of its currency (Q33). */
export interface PaymentLineRecord {
  type: 'CASH' | 'CHECK' | 'WIRE_TRANSFER' | 'CREDIT_NOTE' | 'CASH_US';
  currency: 'CLP' | 'USD';
  amountMinor: number;
  customerId: string;
  customerRole: string;
  bankName: string | null;
  checkDate: string | null;
  checkNumber: string | null;
  opNumber: string | null;
  opDate: string | null;
  depositorRut: string | null;
  creditNoteId: number | null;
  notes: string | null;
}

/** An invoice a payment group paid: what it owed then, in US cents and pesos. */
export interface PaymentItemRecord {
  invoiceDraftNumber: number;
  finalNumber: number | null;
  customerId: string;
  customerName: string;
  agentId: string | null;
  owedUsdMinor: number;
  owedLocal: number;
  paidInFull: boolean;
}

/**
 * A payment group (D3 §3 Payment group, §4 Payment; ruling P73): one registration of payment lines
 * over final invoices. Its sequence number is '0' until the simulated billing system takes it
 * (PAY_OK); then posted (contabilizado) by finance. The idempotency key of the request that made it
 * answers a repeat with the same group.
 */
export interface PaymentGroup {
  id: number;
  status: 'PAY_OK' | 'PENDING_SYNC';
  sequenceNbr: string;
  created: string;
  createdBy: string;
  idempotencyKey: string | null;
  currency: 'CLP' | 'USD';
  lines: PaymentLineRecord[];
  items: PaymentItemRecord[];
  posted: boolean;
  postedAt: string | null;
  syncedAt: string | null;
}

/**
 * An online payment at the simulated provider (Q30; ruling P74): opened by a ticket for some
 * drafts and their total in pesos, confirmed or abandoned by the payer on the provider's page; only
 * the provider's signed notification makes it a payment (its group).
 */
export interface OnlinePayment {
  id: string;
  drafts: number[];
  amountLocal: number;
  created: string;
  createdBy: string;
  /** One use: the start page takes it. */
  ticketUsed: boolean;
  status: 'pending' | 'confirmed' | 'abandoned';
  /** The notification that paid it (its id), once received. */
  notificationId: string | null;
  paymentGroupId: number | null;
}

/** The day's exchange rate (dólar observado), CLP per USD in hundredths; its id is the day (YYYY-MM-DD). */
export interface ExchangeRate {
  id: string;
  rate: number;
}

/** A car make (marca). */
export interface Brand {
  id: string;
  nombre: string;
}

export interface TerminalDb {
  vesselVisit: VesselVisit[];
  carVisit: CarVisit[];
  carBl: CarBl[];
  carGate: CarGate[];
  brand: Brand[];
  booking: Booking[];
  unitVisit: UnitVisit[];
  operation: Operation[];
  appointment: Appointment[];
  appointmentQuota: AppointmentQuota[];
  gateVisit: GateVisit[];
  tariff: Tariff[];
  charge: ChargeLine[];
  operationEvent: OperationEvent[];
  invoice: Invoice[];
  exchangeRate: ExchangeRate[];
  creditNote: CreditNote[];
  paymentGroup: PaymentGroup[];
  onlinePayment: OnlinePayment[];
}

export const TERMINAL_COLLECTIONS: readonly (keyof TerminalDb)[] = [
  'vesselVisit', 'carVisit', 'carBl', 'carGate', 'brand', 'booking', 'unitVisit', 'operation', 'appointment', 'appointmentQuota', 'gateVisit', 'tariff', 'charge', 'operationEvent', 'invoice', 'exchangeRate', 'creditNote', 'paymentGroup', 'onlinePayment',
];
