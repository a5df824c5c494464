/**
 * The vehicle terminal's answers (D2 §3 Car vessel visit, Vehicle, Brand movement summary, Brand
 * statistics per visit): produced by the mock (terminalModel/cars.ts), read by the console. Times
 * are ISO instants; the screens show them as DD/MM/YYYY HH:mm (CAR-014).
 */
import type { BrandMovement, BrandState } from '../cars/brandFigures';

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
