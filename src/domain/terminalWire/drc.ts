/**
 * The DRC on the wire (D2 §3 DRC; GET /report/drcdata/{id}/{visitId}, Q41): one record per unit's
 * receipt — the unit call answers one, the visit-and-line call a list of them (the list's columns
 * unitNbr, turno, fecha, estado and operation, DRC-003, are its fields).
 */
import type { TransitState } from '../transitStates';

/** The movement the receipt records: discharged from the ship, or received at the gate. */
export type DrcMovement = 'DESCARGA' | 'RECEPCION';
/** The terminal's shift (1: 06:30–14:45, 2: 14:45–23:00, 3: 23:00–06:30). */
export type DrcShift = 1 | 2 | 3;

export interface DrcData {
  /** The DRC number: from a store sequence, assigned once, never reused. */
  drcNumber: number;
  unitNbr: string;
  isoType: string;
  typeLength: string;
  visitId: string;
  vesselName: string;
  inVoyNbr: string;
  /** The unit's line operator. */
  line: string;
  consignee: string;
  consigneeId: string;
  category: 'IMPORT' | 'EXPORT';
  condCarga: string;
  bultos: number;
  weightKg: number;
  tareWeightKg: number;
  notes: string | null;
  /** The unit's transit state now. */
  estado: TransitState;
  /** ISO instant the terminal received it. */
  fecha: string | null;
  turno: DrcShift | null;
  operation: DrcMovement;
}
