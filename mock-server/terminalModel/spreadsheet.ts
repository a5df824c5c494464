/**
 * The terminal's spreadsheets, with exceljs (the kept XLSX reader and writer the console's exports
 * use too): reading an upload (.xlsx by its bytes, or .csv) into a table of texts, writing a sheet
 * of headers and rows, and sending it. The old binary .xls is not read by the library: the caller
 * refuses it with its message to save it as .xlsx.
 */
import ExcelJS from 'exceljs';
import type { Response } from 'express';

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

/** One sheet: bold headers, the rows, columns wide enough to read. */
export async function workbook(sheetName: string, headers: readonly string[], rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow([...headers]).font = { bold: true };
  for (const r of rows) sheet.addRow([...r]);
  sheet.columns.forEach((c) => { c.width = 18; });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await book.xlsx.writeBuffer());
}

export function sendXlsx(res: Response, data: Buffer, name: string): void {
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${name}.xlsx"`);
  res.send(data);
}
