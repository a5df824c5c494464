/**
 * The empties spreadsheets (MTY-006, MTY-007, MTY-021; ruling P60), with exceljs (the kept XLSX
 * reader and writer the console's exports use too): reading an upload (.xlsx, or .csv) into rows
 * by its headers (contenedor, isocode, tara_kg; any case, accents ignored), and writing the model
 * and a booking's pre-advice as .xlsx. The old binary .xls is not read by the library: refused
 * with the message to save it as .xlsx.
 */
import ExcelJS from 'exceljs';
import type { EmptyRow } from '../../../src/domain/emptyPreadvice/emptyRows';
import { emptyStateLabel } from '../../../src/domain/emptyPreadvice/emptyRows';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { badRequest } from '../../errors';
import type { RowInput } from './transitions';

const m = operationsMessages.empties;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = ['contenedor', 'isocode', 'tara_kg'] as const;

const key = (x: unknown) => String(x ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, '_');
const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return String(v);
};

/** Rows of a table whose first row names the columns. */
function fromTable(table: string[][]): RowInput[] {
  const [header, ...body] = table;
  const at = new Map((header ?? []).map((h, i) => [key(h), i]));
  const col = (name: (typeof HEADERS)[number], alt: string[] = []) => [name, ...alt].map((n) => at.get(n)).find((i) => i !== undefined);
  const c = col('contenedor', ['container', 'unitnbr']);
  const iso = col('isocode', ['iso', 'tipo']);
  const tare = col('tara_kg', ['tara', 'tare']);
  if (c === undefined) throw badRequest(m.fileEmpty, { file: m.fileEmpty });
  return body
    .map((r) => ({ contenedor: (r[c] ?? '').trim(), isocode: iso === undefined ? null : (r[iso] ?? '').trim(), tara_kg: tare === undefined ? null : (r[tare] ?? '').trim() }))
    .filter((r) => r.contenedor !== '');
}

/** The upload's rows: .xlsx by its bytes (a zip), .csv by its name; anything else refused. */
export async function readUpload(data: Buffer, filename: string): Promise<RowInput[]> {
  let table: string[][];
  if (data.subarray(0, 2).toString('latin1') === 'PK') {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    table = [];
    sheet?.eachRow({ includeEmpty: false }, (row) => {
      const values = row.values as ExcelJS.CellValue[];
      table.push(values.slice(1).map(cellText));
    });
  } else if (/\.csv$/i.test(filename)) {
    const text = data.toString('utf8').replace(/^\uFEFF/, '');
    const sep = text.includes(';') ? ';' : ',';
    table = text.split(/\r?\n/).filter((l) => l.trim()).map((l) => l.split(sep).map((x) => x.replace(/^"|"$/g, '')));
  } else {
    throw badRequest(m.fileFormat, { file: m.fileFormat });
  }
  const rows = fromTable(table);
  if (rows.length === 0) throw badRequest(m.fileEmpty, { file: m.fileEmpty });
  return rows;
}

async function workbook(rows: readonly (readonly (string | number | null)[])[], headers: readonly string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Preaviso vacíos');
  sheet.addRow([...headers]).font = { bold: true };
  for (const r of rows) sheet.addRow([...r]);
  sheet.columns.forEach((c) => { c.width = 18; });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** MTY-006: the model, its headers and one example row. */
export const modelWorkbook = () => workbook([['MSCU1234566', '22G1', 2200]], HEADERS);

/** MTY-021: a booking's pre-advice rows, the estado as the screens read it. */
export const rowsWorkbook = (rows: readonly EmptyRow[]) =>
  workbook(rows.map((r) => [r.contenedor, r.isocode, r.tara_kg, emptyStateLabel(r.estado), r.mensaje]), [...HEADERS, 'estado', 'mensaje']);
