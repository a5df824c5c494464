/**
 * Builds the export file from the visible columns and the projected rows: CSV (what the list
 * shows, ';'-separated with a BOM, as a Spanish-locale Excel opens it) or XLSX (typed numbers and
 * dates; the writer is loaded only when an XLSX is asked for). Runs in the export worker; the
 * tests call it directly.
 */
import type { SheetData } from 'write-excel-file/universal';
import { cellOf, cellText, XLSX_FORMATS, type ExportColumn, type ExportTexts, type RawValue } from './exportCells';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportInput {
  format: ExportFormat;
  /** Worksheet name (the resource's plural label). */
  title: string;
  columns: readonly ExportColumn[];
  rows: readonly (readonly RawValue[])[];
  texts: ExportTexts;
}

export const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const CSV_SEPARATOR = ';';

function csvField(text: string): string {
  // A leading = or @ would run as a formula when the CSV is opened in a spreadsheet.
  const safe = /^[=@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function buildCsv({ columns, rows, texts }: ExportInput): Blob {
  const lines: string[] = [columns.map((c) => csvField(c.label)).join(CSV_SEPARATOR)];
  for (const row of rows) {
    lines.push(columns.map((c, i) => csvField(cellText(cellOf(c, row[i] ?? null, texts)))).join(CSV_SEPARATOR));
  }
  return new Blob(['\ufeff', lines.join('\r\n'), '\r\n'], { type: MIME.csv });
}

/** Column width in characters: the longest of the header and the first rows, within bounds. */
function widthOf(label: string, texts: readonly string[]): number {
  let width = label.length;
  for (const t of texts) width = Math.max(width, t.length);
  return Math.min(60, Math.max(8, width + 2));
}

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Datos';

export async function buildXlsx({ title, columns, rows, texts }: ExportInput): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const data: SheetData = [columns.map((c) => ({ value: c.label, fontWeight: 'bold' as const }))];
  const sample: string[][] = columns.map(() => []);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    const out: SheetData[number] = new Array(columns.length);
    for (let i = 0; i < columns.length; i++) {
      const cell = cellOf(columns[i], row[i] ?? null, texts);
      if (r < 200) sample[i].push(cellText(cell));
      if (cell === null) out[i] = null;
      else if (cell.type === 'date' || cell.type === 'datetime')
        out[i] = { value: cell.value, type: Date, format: XLSX_FORMATS[cell.type] };
      else out[i] = cell.value;
    }
    data.push(out);
  }
  return writeXlsxFile(data, {
    sheet: sheetName(title),
    columns: columns.map((c, i) => ({ width: widthOf(c.label, sample[i]) })),
    stickyRowsCount: 1,
  }).toBlob();
}

export const buildExport = (input: ExportInput): Promise<Blob> =>
  input.format === 'csv' ? Promise.resolve(buildCsv(input)) : buildXlsx(input);
