/**
 * The export pre-advice operation kind (D2 §3 Export pre-advice and Export form payload): a unit
 * the line booked, pre-advised in the portal to arrive by road (EXPORTACION), or with a delivery
 * coordination (COORD_ENTREGA). Its record joins the core's Operation union through OperationKinds.
 */
import type { OperationBase, SagCondition } from '../../terminalModel/types';

export type ExportOperationType = 'EXPORTACION' | 'COORD_ENTREGA';

export interface ExportOperation extends OperationBase {
  kind: 'exportPreadvice';
  operationType: ExportOperationType;
  vesselVisitId: string;
  bookingId: string;
  /** The booking item's equipment type (ISO) the unit takes a place of. */
  equipmentType: string;
  documentType: 'DUS' | 'MICDTA' | 'DTI' | 'CABOTAJE' | 'OTRO';
  documentNbrs: string[];
  guias: string[];
  seals: string[];
  /** Verified gross mass (kg), when declared; else the weighbridge (romana) weighs it. */
  vgmKg: number | null;
  weighbridge: boolean;
  grossWeightKg: number;
  shipperId: string;
  shipperName: string;
  sagCondition: SagCondition;
  commodityCode: string;
  /** The pre-advice's invoice is finalized: it can no longer be cancelled (EXP-067). Set by invoicing. */
  invoiceFinalized: boolean;
  /** The server's valid-reassign flag (Q24). */
  validReassign: boolean;
}

declare module '../../terminalModel/types' {
  interface OperationKinds {
    exportPreadvice: ExportOperation;
  }
}

export const EXPORT_PREADVICE = 'exportPreadvice' as const;
export const isExportOperation = (o: { kind: string } | undefined): o is ExportOperation => o?.kind === EXPORT_PREADVICE;
