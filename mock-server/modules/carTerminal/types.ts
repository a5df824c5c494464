/**
 * The car terminal's records (D2 §3 Car vessel visit to Vehicle): its own vessel visits, their BLs,
 * the makes, the trucks that take vehicles away (car gates) and the vehicles themselves — a unit
 * visit of kind `vehicle`, joined to the core's UnitVisit union by declaration, as its collections
 * join TerminalDb; registered in kinds/registry.ts with their seed and demo controls.
 */
import type { TerminalDb, UnitVisitBase } from '../../terminalModel/types';

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

/** A car make (marca). */
export interface Brand {
  id: string;
  nombre: string;
}

declare module '../../terminalModel/types' {
  interface UnitVisitKinds {
    vehicle: VehicleVisit;
  }
  interface TerminalDb {
    carVisit: CarVisit[];
    carBl: CarBl[];
    carGate: CarGate[];
    brand: Brand[];
  }
}

/** The collections this module adds to the store (kinds/collections.ts composes them). */
export const CAR_TERMINAL_COLLECTIONS = [
  'carVisit',
  'carBl',
  'carGate',
  'brand',
] as const satisfies readonly (keyof TerminalDb)[];
