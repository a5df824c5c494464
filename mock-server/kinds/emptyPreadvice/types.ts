/**
 * The empty pre-advice operation kind (D2 §3 Empty pre-advice row; ruling P60): a shipping company
 * (or its depot) pre-advises an empty container against its line's MTY booking; the empty comes
 * to the terminal by road to be shipped back. Its unit visit is an EXPORT visit of an empty (MTY).
 */
import type { OperationBase } from '../../terminalModel/types';

export interface EmptyPreadviceOperation extends OperationBase {
  kind: 'emptyPreadvice';
  bookingId: string;
  vesselVisitId: string;
  /** The booking item's ISO type the empty takes a place of. */
  isoType: string;
  tareKg: number;
  /** The company that sent it (senders.ts): only it cancels the pre-advice (ruling P78). Absent on records made before. */
  sender?: string;
}

declare module '../../terminalModel/types' {
  interface OperationKinds {
    emptyPreadvice: EmptyPreadviceOperation;
  }
}

export const EMPTY_PREADVICE = 'emptyPreadvice' as const;
export const isEmptyPreadvice = (o: { kind: string } | undefined): o is EmptyPreadviceOperation =>
  o?.kind === EMPTY_PREADVICE;
