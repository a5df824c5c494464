/**
 * The import pickup (retiro) operation kind (D2 §3 Container import operation and Pickup request):
 * its record joins the core's Operation union through OperationKinds.
 */
import type { OperationBase, SagCondition } from '../../terminalModel/types';
import type { PickupCondition } from '../../../src/domain/importPickup/unitActions';

export type { PickupCondition };
export type OperationType = 'IMPORTACION' | 'COORD_ENTREGA';

export interface ImportOperation extends OperationBase {
  kind: 'importPickup';
  operationType: OperationType;
  vesselVisitId: string;
  agentId: string;
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
}

declare module '../../terminalModel/types' {
  interface OperationKinds {
    importPickup: ImportOperation;
  }
  /** The appointment kind it books (its pickups book places of the visit's importPickup quotas). */
  interface AppointmentKinds {
    importPickup: true;
  }
}

export const IMPORT_PICKUP = 'importPickup' as const;
export const isImportOperation = (o: { kind: string } | undefined): o is ImportOperation => o?.kind === IMPORT_PICKUP;
