/**
 * The empties spreadsheets (MTY-006, MTY-007, MTY-021; ruling P60), on the terminal's sheet
 * reader and writer (documents/spreadsheet.ts): reading an upload (.xlsx, or .csv) into rows
 * by its headers (contenedor, isocode, tara_kg; any case, accents ignored), and writing the model
 * and a booking's pre-advice as .xlsx. The old binary .xls is not read: refused with the message to
 * save it as .xlsx.
 */
import type { EmptyRow } from '../../../src/domain/emptyPreadvice/emptyRows';
import { emptyStateLabel } from '../../../src/domain/emptyPreadvice/emptyRows';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { badRequest } from '../../errors';
import { headerKey as key, readTable, workbook as sheetOf } from '../../documents/spreadsheet';
import type { RowInput } from './transitions';

const m = operationsMessages.empties;
const HEADERS = ['contenedor', 'isocode', 'tara_kg'] as const;

/** Rows of a table whose first row names the columns. */
function fromTable(table: string[][]): RowInput[] {
  const [header, ...body] = table;
  const at = new Map((header ?? []).map((h, i) => [key(h), i]));
  const col = (name: (typeof HEADERS)[number], alt: string[] = []) =>
    [name, ...alt].map((n) => at.get(n)).find((i) => i !== undefined);
  const c = col('contenedor', ['container', 'unitnbr']);
  const iso = col('isocode', ['iso', 'tipo']);
  const tare = col('tara_kg', ['tara', 'tare']);
  if (c === undefined) throw badRequest(m.fileEmpty, { file: m.fileEmpty });
  return body
    .map((r) => ({
      contenedor: (r[c] ?? '').trim(),
      isocode: iso === undefined ? null : (r[iso] ?? '').trim(),
      tara_kg: tare === undefined ? null : (r[tare] ?? '').trim(),
    }))
    .filter((r) => r.contenedor !== '');
}

/**
 * The upload's rows: .xlsx by its bytes (a zip), .csv by its name, read within the upload limits
 * (mock-server/http/uploadLimits.ts); anything else, an unreadable file, more rows or a longer cell
 * than the limits refused on the field `file`.
 */
export async function readUpload(data: Buffer, filename: string): Promise<RowInput[]> {
  const table = await readTable(data, filename, {
    format: m.fileFormat,
    rows: m.fileTooManyRows,
    cell: m.fileCellTooLong,
    row: m.fileRow,
  });
  const rows = fromTable(table);
  if (rows.length === 0) throw badRequest(m.fileEmpty, { file: m.fileEmpty });
  return rows;
}

const workbook = (rows: readonly (readonly (string | number | null)[])[], headers: readonly string[]) =>
  sheetOf('Preaviso vacíos', headers, rows);

/** MTY-006: the model, its headers and one example row. */
export const modelWorkbook = () => workbook([['MSCU1234566', '22G1', 2200]], HEADERS);

/** MTY-021: a booking's pre-advice rows, the estado as the screens read it. */
export const rowsWorkbook = (rows: readonly EmptyRow[]) =>
  workbook(
    rows.map((r) => [r.contenedor, r.isocode, r.tara_kg, emptyStateLabel(r.estado), r.mensaje]),
    [...HEADERS, 'estado', 'mensaje'],
  );
