/**
 * The terminal's spreadsheets, with exceljs (the kept XLSX reader and writer the console's exports
 * use too): reading an upload (.xlsx by its bytes, or .csv) into a table of texts, writing a sheet
 * of headers and rows, and sending it. The old binary .xls is not read by the library: the caller
 * refuses it with its message to save it as .xlsx. Writing streams, a slice of rows at a time.
 */
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import { PassThrough } from 'node:stream';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A header as a key: any case, accents and spaces ignored ('Tara KG' → 'tara_kg'). */
export const headerKey = (x: unknown) => String(x ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/\s+/g, '_');

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'text' in v) return String(v.text);
  return String(v);
};

/** The upload's first sheet as texts, or undefined when it is neither .xlsx nor .csv. */
export async function readTable(data: Buffer, filename: string): Promise<string[][] | undefined> {
  if (data.subarray(0, 2).toString('latin1') === 'PK') {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    const table: string[][] = [];
    book.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
      table.push((row.values as ExcelJS.CellValue[]).slice(1).map(cellText));
    });
    return table;
  }
  if (/\.csv$/i.test(filename)) {
    const text = data.toString('utf8').replace(/^\uFEFF/, '');
    const sep = text.includes(';') ? ';' : ',';
    return text.split(/\r?\n/).filter((l) => l.trim()).map((l) => l.split(sep).map((x) => x.replace(/^"|"$/g, '')));
  }
  return undefined;
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
export async function workbook(sheetName: string, headers: readonly string[], rows: readonly (readonly Cell[])[]): Promise<Buffer> {
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
