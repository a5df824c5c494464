/**
 * The car inscription operation kind (D2 §3 Car inscription; CAR-032…060): a customs agent (or
 * customer service for one) inscribes a BL's vehicles — per VIN its document, pickup condition and
 * client — with who carries them (trucking companies, or drivers by their own means). One operation
 * covers the BL's vehicles (`unitVisitIds`); its record joins the core's Operation union.
 */
import type { OperationBase } from '../../terminalModel/types';

/** One VIN's line of the inscription (the legacy item of type VEHICULO). */
export interface CarInscriptionItem {
  code: string;
  vinCorregido: string | null;
  documType: string;
  documentacion: string;
  condicionRetiro: string;
  /** The client's RUT. */
  clientId: string;
  description: string;
}

export interface CarInscriptionOperation extends OperationBase {
  kind: 'carInscription';
  blNbr: string;
  carVisitId: string;
  unitVisitIds: string[];
  items: CarInscriptionItem[];
  /** Declared weight of an indirect pickup (kg). */
  weightKg: number | null;
  truckingIds: string[];
  /** 'Por sus propios medios': the drivers' RUTs instead of a trucking company. */
  driverRuts: string[];
}

declare module '../../terminalModel/types' {
  interface OperationKinds {
    carInscription: CarInscriptionOperation;
  }
}

export const CAR_INSCRIPTION = 'carInscription' as const;
export const isCarInscription = (o: { kind: string } | undefined): o is CarInscriptionOperation =>
  o?.kind === CAR_INSCRIPTION;
