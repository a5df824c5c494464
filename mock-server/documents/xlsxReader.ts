/**
 * An uploaded .xlsx's first sheet as a table of texts, read as a stream and bounded
 * (uploadLimits.ts): the workbook and its relations name the first sheet and the shared strings;
 * the sheet is read row by row and the reading stops at the first row past MAX_SHEET_ROWS (the
 * file refused) — a 300,000-row sheet is never read whole; then only the shared strings those rows
 * use are read, up to the last one used. A cell's text is counted as it arrives and refused past
 * MAX_CELL_CHARS. Cells keep their cached value: a formula gives its last result, a number its
 * figure (a date its serial number: no column of the uploads holds one).
 */
import { posix } from 'node:path';
import { MAX_CELL_CHARS, MAX_SHEET_COLUMNS, MAX_SHEET_ROWS } from '../http/uploadLimits';
import { SheetRefused } from './sheetRefused';
import { readXml } from './xmlStream';
import { ZipParts } from './zipParts';

/** A cell as read: its text, or (a number) the index of its shared string. */
type RawCell = string | number;

/** The first sheet's part and the shared strings' (if any), by the workbook's relations. */
async function sheetParts(zip: ZipParts): Promise<{ sheet: string; strings?: string }> {
  const book = zip.has('xl/workbook.xml') ? 'xl/workbook.xml' : await officeDocument(zip);
  let firstId: string | undefined;
  await readXml(zip.read(book), {
    open: (name, a) => {
      if (name === 'sheet') firstId ??= Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1];
    },
    close: () => {},
    text: () => {},
    done: () => firstId !== undefined,
  });
  const rels = await relations(zip, book);
  const target = firstId === undefined ? undefined : rels.get(firstId)?.target;
  if (!target || !zip.has(target)) throw new SheetRefused('format');
  return {
    sheet: target,
    strings: [...rels.values()].find((r) => r.type.endsWith('/sharedStrings') && zip.has(r.target))?.target,
  };
}

/** The main part by the package's relations (_rels/.rels), when it is not where Excel puts it. */
async function officeDocument(zip: ZipParts): Promise<string> {
  const rels = await relations(zip, '');
  const main = [...rels.values()].find((r) => r.type.endsWith('/officeDocument'))?.target;
  if (!main) throw new SheetRefused('format');
  return main;
}

/** A part's relations (dir/_rels/name.rels): Id → type and target, the target as a part name. */
async function relations(zip: ZipParts, part: string): Promise<Map<string, { type: string; target: string }>> {
  const dir = posix.dirname(part || '/x');
  const name = posix.join(dir, '_rels', `${posix.basename(part)}.rels`).replace(/^\/+/, '');
  const out = new Map<string, { type: string; target: string }>();
  if (!zip.has(name)) return out;
  await readXml(zip.read(name), {
    open: (tag, a) => {
      if (tag !== 'Relationship' || !a.Id || !a.Target) return;
      const target = a.Target.startsWith('/')
        ? a.Target.slice(1)
        : posix.normalize(posix.join(dir, a.Target)).replace(/^\/+/, '');
      out.set(a.Id, { type: a.Type ?? '', target });
    },
    close: () => {},
    text: () => {},
    done: () => false,
  });
  return out;
}

/**
 * A text too long found by the XML reader (which knows no cells): inside a cell's text, a cell too
 * long at the row being read; anywhere else (white space, another element), an unreadable file.
 */
const atRow =
  (inCellText: () => boolean, row: () => number | undefined) =>
  (error: unknown): never => {
    if (error instanceof SheetRefused && error.reason === 'cell' && error.row === undefined) {
      throw inCellText() ? new SheetRefused('cell', row()) : new SheetRefused('format');
    }
    throw error;
  };

/** 'AB12' → 27 (0-based column), or undefined for no reference. */
function columnOf(ref: string | undefined): number | undefined {
  const letters = /^([A-Z]{1,3})\d/i.exec(ref ?? '')?.[1];
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** Text counted as it arrives: past MAX_CELL_CHARS the file is refused, before the text is kept. */
class CellText {
  private parts: string[] = [];
  private length = 0;
  add(text: string, row: number | undefined) {
    this.length += text.length;
    if (this.length > MAX_CELL_CHARS) throw new SheetRefused('cell', row);
    this.parts.push(text);
  }
  take(): string {
    const text = this.parts.join('');
    this.parts = [];
    this.length = 0;
    return text;
  }
}

/**
 * The sheet's non-empty rows, at most MAX_SHEET_ROWS after the header; the shared strings they
 * use, each with the first row using it.
 */
async function readRows(zip: ZipParts, part: string): Promise<{ rows: RawCell[][]; used: Map<number, number> }> {
  const rows: RawCell[][] = [];
  const used = new Map<number, number>();
  const text = new CellText();
  let inData = false;
  let row: RawCell[] | undefined;
  let rowNumber = 0;
  let inCell = false;
  let column = -1;
  let type = '';
  /** Inside the cell's value (<v>) or its inline text (<is><t>, not a phonetic <rPh>). */
  let reading = false;
  let phonetic = false;
  const read = readXml(zip.read(part), {
    open(name, a) {
      if (name === 'sheetData') inData = true;
      if (!inData) return;
      if (name === 'row') {
        row = [];
        rowNumber = Number(a.r) || rowNumber + 1;
        column = -1;
      } else if (name === 'c' && row) {
        inCell = true;
        column = columnOf(a.r) ?? column + 1;
        type = a.t ?? 'n';
        text.take();
      } else if (name === 'rPh') phonetic = true;
      else if ((name === 'v' || name === 't') && inCell && !phonetic && column < MAX_SHEET_COLUMNS) reading = true;
    },
    text(t) {
      if (reading) text.add(t, rowNumber);
    },
    close(name) {
      if (name === 'sheetData') inData = false;
      else if (name === 'rPh') phonetic = false;
      else if (name === 'v' || name === 't') reading = false;
      else if (name === 'c' && inCell) {
        inCell = false;
        const t = text.take();
        if (!row || column >= MAX_SHEET_COLUMNS || t === '') return;
        if (type === 's') {
          const index = Number.parseInt(t, 10);
          if (!(index >= 0)) return;
          row[column] = index;
          if (!used.has(index)) used.set(index, rowNumber);
        } else row[column] = cellValue(type, t);
      } else if (name === 'row' && row) {
        if (row.length > 0) rows.push(Array.from(row, (c) => c ?? ''));
        if (rows.length > MAX_SHEET_ROWS + 1) throw new SheetRefused('rows');
        row = undefined;
      }
    },
    done: () => false,
  });
  await read.catch(
    atRow(
      () => reading,
      () => rowNumber || undefined,
    ),
  );
  return { rows, used };
}

/** A value's text by the cell's type: numbers as figures (exceljs' reading), booleans as true/false. */
function cellValue(type: string, t: string): string {
  if (type === 'n') {
    const n = Number(t);
    return t.trim() !== '' && Number.isFinite(n) ? String(n) : t;
  }
  if (type === 'b') return t === '1' ? 'true' : 'false';
  return t;
}

/** The shared strings of the indexes used, reading no further than the last of them. */
async function readStrings(
  zip: ZipParts,
  part: string | undefined,
  used: ReadonlyMap<number, number>,
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (used.size === 0) return out;
  if (!part) throw new SheetRefused('format');
  let last = 0;
  for (const index of used.keys()) last = Math.max(last, index);
  const text = new CellText();
  let index = -1;
  let wanted = false;
  let reading = false;
  let phonetic = false;
  const read = readXml(zip.read(part), {
    open(name) {
      if (name === 'si') {
        index += 1;
        wanted = used.has(index);
      } else if (name === 'rPh') phonetic = true;
      else if (name === 't' && wanted && !phonetic) reading = true;
    },
    text(t) {
      if (reading) text.add(t, used.get(index));
    },
    close(name) {
      if (name === 'rPh') phonetic = false;
      else if (name === 't') reading = false;
      else if (name === 'si' && wanted) {
        out.set(index, text.take());
        wanted = false;
      }
    },
    done: () => index >= last && !wanted,
  });
  await read.catch(
    atRow(
      () => reading,
      () => used.get(index),
    ),
  );
  return out;
}

export async function readXlsx(data: Buffer): Promise<string[][]> {
  const zip = await ZipParts.open(data);
  const { sheet, strings } = await sheetParts(zip);
  const { rows, used } = await readRows(zip, sheet);
  const shared = await readStrings(zip, strings, used);
  return rows.map((r) => r.map((c) => (typeof c === 'number' ? (shared.get(c) ?? '') : c)));
}
