/**
 * A large sheet written straight into the response (exceljs' streaming writer piped to it): the
 * first bytes leave while the rows are still being written, a slice at a time with a yield between
 * slices, and no copy of the file is held. Without cell styles (the writer's style table costs more
 * than the rows themselves on a 20,000-row report; bench/operationsReport.ts): the header row stays
 * frozen at the top. For answers already checked: once streaming, a failure can only cut the file.
 */
import ExcelJS from 'exceljs';
import type { Response } from 'express';
import type { Cell } from './spreadsheet';
import { XLSX_TYPE } from './spreadsheet';

const ROWS_PER_SLICE = 1_000;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function streamXlsx(
  res: Response,
  name: string,
  sheetName: string,
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
): Promise<void> {
  res.setHeader('Content-Type', XLSX_TYPE);
  res.setHeader('Content-Disposition', `attachment; filename="${name}.xlsx"`);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = headers.map((header) => ({ header, width: 18 }));
  sheet.getRow(1).commit();
  for (let i = 0; i < rows.length; i++) {
    sheet.addRow([...rows[i]!]).commit();
    if ((i + 1) % ROWS_PER_SLICE === 0) await yieldToOthers();
  }
  sheet.commit();
  await book.commit();
}
