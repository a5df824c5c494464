/**
 * The empties pre-advice grid's rules (D2 §3 Empty pre-advice row, §4 Empties pre-advice rows, §5
 * Empties; MTY-011…028; DECISIONS Q39; ruling P60), pure: the console's grid and the mock's send
 * read the same functions.
 */
import { operationsMessages } from '../../i18n/operationsMessages';

/** One row of the grid: contenedor, estado, mensaje, isocode, tara_kg (D2 §3). */
export interface EmptyRow {
  contenedor: string;
  /** NEW (not sent), USED (rejected), or the sent unit's state (INBOUND, EC/IN or ECIN, YARD, EC/OUT or ECOUT, LOADED…). */
  estado: string;
  mensaje: string | null;
  isocode: string;
  tara_kg: number | null;
  /**
   * A sent row: whether the caller's company sent it (ruling P78; the mock says so, the legacy server
   * does not). false: another company's, which only it may remove; absent: not known, the server decides.
   */
  propio?: boolean;
}

const labels = operationsMessages.transitStates.empties;
const m = operationsMessages.empties;

/** MTY-022…028: the estado as the grid shows it; unknown values raw. */
export function emptyStateLabel(estado: string): string {
  const key = estado.toUpperCase().replace(/[^A-Z]/g, '');
  return key in labels ? labels[key as keyof typeof labels] : estado;
}

export const isNew = (r: Pick<EmptyRow, 'estado'>) => r.estado.toUpperCase() === 'NEW';
const isInbound = (r: Pick<EmptyRow, 'estado'>) => r.estado.toUpperCase() === 'INBOUND';

/** MTY-012…014: sending needs NEW rows and no row carrying a message. */
export const canSend = (rows: readonly EmptyRow[]): boolean => rows.some(isNew) && rows.every((r) => !r.mensaje);

/** MTY-016: only NEW rows are edited. */
export const canEditRow = (r: EmptyRow): boolean => isNew(r);

/** MTY-017: NEW or INBOUND rows are deleted; a sent one only by the company that sent it (ruling P78). */
export const canDeleteRow = (r: EmptyRow): boolean => isNew(r) || (isInbound(r) && r.propio !== false);

/**
 * MTY-018, MTY-019, Q39: deleting a NEW row removes it from the grid; an INBOUND (sent) one leaves
 * the grid into the deleteList that the send cancels. Rows that may not be deleted stay.
 */
export function deleteRow(
  rows: readonly EmptyRow[],
  deleteList: readonly string[],
  contenedor: string,
): { rows: EmptyRow[]; deleteList: string[] } {
  const row = rows.find((r) => r.contenedor === contenedor);
  if (!row || !canDeleteRow(row)) return { rows: [...rows], deleteList: [...deleteList] };
  return {
    rows: rows.filter((r) => r !== row),
    deleteList: isNew(row) || deleteList.includes(contenedor) ? [...deleteList] : [...deleteList, contenedor],
  };
}

/** MTY-011: a rejected (USED) row as the list of rejections names it. */
export const rejectionText = (r: Pick<EmptyRow, 'contenedor' | 'mensaje'>): string =>
  m.rejected.replace('{n}', r.contenedor).replace('{mensaje}', r.mensaje ?? '');

/** MTY-004: the booking must be an empties (MTY) booking. */
export const notEmptiesMessage = (bookingNbr: string) => m.notEmpties.replace('{n}', bookingNbr);
