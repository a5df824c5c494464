/**
 * The export pre-advice operation kind (D2 §3 Export pre-advice and Export form payload): a unit
 * the line booked, pre-advised in the portal to arrive by road (EXPORTACION), or with a delivery
 * coordination (COORD_ENTREGA). Its record joins the core's Operation union through OperationKinds.
 */
import type { Keyed } from '../../terminalModel/idempotency';
import type { Oog, OperationBase, SagCondition } from '../../terminalModel/types';

export type ExportOperationType = 'EXPORTACION' | 'COORD_ENTREGA';

/** Keyed: a save sent with an Idempotency-Key keeps it (issue 30 §5: each grid row of a multi-container pre-advice sends one). */
export interface ExportOperation extends OperationBase, Keyed {
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
  shipperAddress: string;
  shipperCity: string;
  shipperState: string;
  shipperGiro: string;
  /** ISO country code of the shipper ('CL' needs a valid RUT, a giro and a state). */
  shipperCountry: string;
  sagCondition: SagCondition;
  commodityCode: string;
  /** Controlled atmosphere of a reefer (%), when its booking item asks for it. */
  o2Pct: number | null;
  co2Pct: number | null;
  oog: Oog | null;
  /** The lamp seal (sealLampa), when given. */
  lampa: string | null;
  /** The booking item's equipment feature, when it has one. */
  featureId: string | null;
  /** The second agent (agent_two_id), when given. */
  agentTwoId: string | null;
  /** The security fee goes on the same invoice (uniqueInvoice). */
  uniqueInvoice: boolean;
  /** The pre-advice's invoice is finalized: it can no longer be cancelled (EXP-067). Set by invoicing. */
  invoiceFinalized: boolean;
  /** The server's valid-reassign flag (Q24). */
  validReassign: boolean;
}

declare module '../../terminalModel/types' {
  interface OperationKinds {
    exportPreadvice: ExportOperation;
  }
  /** The appointment kind it books (its deliveries book places of the visit's exportDelivery quotas). */
  interface AppointmentKinds {
    exportDelivery: true;
  }
}

export const EXPORT_PREADVICE = 'exportPreadvice' as const;
export const isExportOperation = (o: { kind: string } | undefined): o is ExportOperation =>
  o?.kind === EXPORT_PREADVICE;
