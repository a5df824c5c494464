/**
 * The terminal's spreadsheets: reading an upload (.xlsx by its bytes, or .csv) into a table of
 * texts, as a stream within the upload limits (xlsxReader.ts, csvReader.ts), and writing a sheet
 * of headers and rows with exceljs (the kept XLSX writer the console's exports use too), and
 * sending it. The old binary .xls is not read: the caller refuses it with its message to save it
 * as .xlsx. Writing streams, a slice of rows at a time.
 */
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { PassThrough } from 'node:stream';
import { badRequest } from '../errors';
import { MAX_CELL_CHARS, MAX_SHEET_ROWS } from '../http/uploadLimits';
import { readCsv } from './csvReader';
import { SheetRefused } from './sheetRefused';
import { readXlsx } from './xlsxReader';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A header as a key: any case, accents and spaces ignored ('Tara KG' → 'tara_kg'). */
export const headerKey = (x: unknown) =>
  String(x ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');

/**
 * What the upload's kind tells the user, in its words: unreadable, too many rows ({n}), a cell too
 * long ({n} characters; {fila}: `row` with the row's number, or nothing when it is not known).
 */
export interface TableRefusals {
  format: string;
  rows: string;
  cell: string;
  row: string;
}

const ZIP = Buffer.from('PK\x03\x04', 'latin1');
/** The old binary .xls (and an encrypted .xlsx): an OLE compound file. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const count = (n: number) => n.toLocaleString('es-CL');

/**
 * The upload's first sheet as texts (its rows with any text, the header first): .xlsx by its bytes,
 * .csv by its name. Anything else, or a file that cannot be read within the limits, is a 400 on
 * the field `file` with the kind's message.
 */
export async function readTable(data: Buffer, filename: string, refusals: TableRefusals): Promise<string[][]> {
  const refuse = (message: string) => badRequest(message, { file: message });
  try {
    if (data.subarray(0, 4).equals(ZIP)) return await readXlsx(data);
    if (/\.csv$/i.test(filename) && !data.subarray(0, 8).equals(OLE)) return await readCsv(data);
  } catch (error) {
    if (!(error instanceof SheetRefused)) throw error;
    if (error.reason === 'rows') throw refuse(refusals.rows.replaceAll('{n}', count(MAX_SHEET_ROWS)));
    if (error.reason === 'cell')
      throw refuse(
        refusals.cell
          .replaceAll('{n}', count(MAX_CELL_CHARS))
          .replaceAll('{fila}', error.row === undefined ? '' : refusals.row.replace('{fila}', String(error.row))),
      );
  }
  throw refuse(refusals.format);
}

export type Cell = string | number | null;

/** Rows written between two yields to the event loop: a big sheet never holds other requests long. */
const ROWS_PER_SLICE = 500;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One sheet: bold headers, the rows, columns wide enough to read. Written as a stream (exceljs'
 * streaming writer) a slice of rows at a time, yielding between slices: a 10,000-row report is
 * built without blocking the server's other requests.
 */
export async function workbook(
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (let i = 0; i < rows.length; i++) {
    sheet.addRow([...rows[i]!]).commit();
    if ((i + 1) % ROWS_PER_SLICE === 0) await yieldToOthers();
  }
  sheet.commit();
  await book.commit();
  await done;
  return Buffer.concat(chunks);
}

export function sendXlsx(res: Response, data: Buffer, name: string): void {
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${name}.xlsx"`);
  res.send(data);
}
