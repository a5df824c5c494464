/**
 * The vehicle terminal's answers (D2 §3 Car vessel visit, Vehicle, Brand movement summary, Brand
 * statistics per visit): produced by the mock (modules/carTerminal/cars.ts), read by the console. Times
 * are ISO instants; the screens show them as DD/MM/YYYY HH:mm (CAR-014).
 */
import type { BrandMovement, BrandState } from '../cars/brandFigures';
import type { Charges } from './charges';

export interface CarVisitWire {
  id: string;
  estado: 'INBOUND' | 'WORKING' | 'CLOSED';
  nave: { id: string; nombre: string };
  naveId: string;
  naveNombre: string;
  viaje: string;
  mftoNumber: string;
  line: { id: string; name: string | null };
  cierreDirectos: string;
  entregaIndirectos: string;
  despachoDirectos: string;
  ata: string | null;
  atd: string | null;
  etaForDirecto: string | null;
}

/** The active visit lookup (CAR-022). */
export interface CarVisitShort {
  id: string;
  mftoNbr: string;
  viaje: string;
  naveNombre: string;
  estado: string;
}

/** A vehicle (CAR-063, CAR-064). */
export interface VehicleWire {
  code: string;
  categoria: string;
  condicionRetiro: string | null;
  documType: string | null;
  documentacion: string | null;
  marca: { id: string; nombre: string };
  modelo: string;
  patente: string | null;
  blNbr: string;
  vesselVisitId: string | null;
  registros: { fecha: string; type: string }[];
}

export interface BrandStatisticsWire {
  totalVisita: number;
  totalEnPatio: number;
  marcaStateDTOs: BrandState[];
}

export interface BrandMovementsWire {
  vehiDescGral: number;
  vehiTotalGral: number;
  vehiDespGral: number;
  marcas: BrandMovement[];
}

/** A BL of the car terminal as the inscription shows it (CAR-041). */
export interface CarBlWire {
  number: string;
  portOfLoading: string;
  /** kg. */
  weight: number;
  cantidadVehiculos: number;
  cantidadBultos: number;
  consigneeId: string;
}

/** The visit as the inscription shows it (CAR-041): its windows, and whether it allows direct pickups. */
export interface CarImportVisitWire {
  id: string;
  vesselNumber: string;
  vesselName: string;
  mftoNumber: string;
  cierreDirectos: string;
  despachoDirectos: string;
  entregaIndirectos: string;
  estado: 'INBOUND' | 'WORKING' | 'CLOSED';
  etaForDirecto: string | null;
}

/** One VIN of a BL, with what its inscription says (empty before one). */
export interface CarImportItemWire {
  type: 'VEHICULO';
  code: string;
  vinCorregido: string | null;
  description: string;
  documType: string | null;
  documentacion: string | null;
  condicionRetiro: string | null;
  clientId: string | null;
  /** Where the vehicle is (its last movement). */
  lastMove: string;
}

/** GET /api/autos/import/{bl} (CAR-032…041): the BL, its visit, its inscription if any, and its VINs. */
export interface CarImportWire {
  bl: CarBlWire;
  vv: CarImportVisitWire;
  operation: { id: number; truckingCos: { id: string; name: string }[]; drivers: string[] } | null;
  items: CarImportItemWire[];
}

/** GET /api/autos/import/byoperation/{id} (CAR-055): the inscription's detail, with its charges. */
export interface CarImportDetailWire {
  id: number;
  blNbr: string;
  vesselVisitId: string;
  date: string;
  agent: { id: string; name: string } | null;
  importCarQty: number;
  weightKg: number | null;
  truckingCos: { id: string; name: string }[];
  drivers: string[];
  /** The charges the inscription put into the ledger (the legacy costs shape). */
  charges: Charges;
}
