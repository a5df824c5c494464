/**
 * An uploaded .csv as a table of texts, within the limits of uploadLimits.ts. The text is UTF-8
 * (with or without its BOM), UTF-16 with its BOM (Excel's "Unicode text"), or else Windows-1252
 * (Excel's CSV in a Spanish Windows); text still holding control characters is no CSV (binary, or
 * UTF-16 without its BOM) and is refused. Fields follow RFC 4180 (quotes, "" inside them, line
 * breaks inside them), separated by ';' (Excel es-CL), a tab or ',' — the first the header line
 * holds. A field is measured before it is kept (MAX_CELL_CHARS) and the reading stops at the first
 * row past MAX_SHEET_ROWS.
 */
import { MAX_CELL_CHARS, MAX_SHEET_COLUMNS, MAX_SHEET_ROWS } from '../http/uploadLimits';
import { SheetRefused } from './sheetRefused';

/** Characters read between two yields to the event loop (one long line, too, gives it back). */
const CHARS_PER_SLICE = 256 * 1024;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
// C0 and C1 controls but tab, line feed and carriage return.
const CONTROL = /(?![\t\n\r])\p{Cc}/u;

function decode(data: Buffer): string {
  const [a, b, c] = data;
  try {
    if (a === 0xef && b === 0xbb && c === 0xbf) return new TextDecoder('utf-8', { fatal: true }).decode(data);
    if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(data);
    if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(data);
  } catch {
    throw new SheetRefused('format');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** The header line's separator (within its first 64 k characters): ';' (Excel es-CL), a tab (Excel's Unicode text), else ','. */
function separatorOf(text: string): string {
  const start = Math.max(0, text.search(/[^\r\n]/));
  const lineEnd = text.slice(start, start + 64 * 1024).search(/\r|\n/);
  const firstLine = text.slice(start, lineEnd < 0 ? start + 64 * 1024 : start + lineEnd);
  return [';', '\t', ','].find((s) => firstLine.includes(s)) ?? ',';
}

/** Where the record going on at `from` ends (its line break, or the end), quoted line breaks skipped: the columns past MAX_SHEET_COLUMNS are not read. */
function endOfRecord(text: string, from: number): number {
  const special = /[\r\n"]/g;
  special.lastIndex = from;
  for (;;) {
    const found = special.exec(text);
    if (!found) return text.length;
    if (found[0] !== '"') return found.index;
    const closing = text.indexOf('"', found.index + 1);
    if (closing < 0) return text.length;
    special.lastIndex = closing + 1;
  }
}

export async function readCsv(data: Buffer): Promise<string[][]> {
  const text = decode(data);
  if (CONTROL.test(text)) throw new SheetRefused('format');
  const sep = separatorOf(text);
  const end = new RegExp(`[${sep === '\t' ? '\\t' : sep}\\r\\n]`, 'g');
  const table: string[][] = [];
  let row: string[] = [];
  let record = 1;
  let i = 0;
  let yieldAt = CHARS_PER_SLICE;
  const keep = (field: string) => {
    if (field.length > MAX_CELL_CHARS) throw new SheetRefused('cell', record);
    if (row.length < MAX_SHEET_COLUMNS) row.push(field);
  };
  while (i <= text.length) {
    // One field: quoted (RFC 4180) or up to the next separator or line break.
    let field: string;
    if (text[i] === '"') {
      let parts = '';
      let at = i + 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        const upTo = quote < 0 ? text.length : quote;
        if (parts.length + (upTo - at) > MAX_CELL_CHARS) throw new SheetRefused('cell', record);
        parts += text.slice(at, upTo);
        if (quote < 0) {
          at = text.length;
          break;
        }
        if (text[quote + 1] === '"') {
          parts += '"';
          at = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
      // Anything between the closing quote and the separator belongs to the field (as Excel reads it).
      end.lastIndex = at;
      const stop = end.exec(text)?.index ?? text.length;
      field = parts + text.slice(at, Math.min(stop, at + MAX_CELL_CHARS + 1));
      i = stop;
    } else {
      end.lastIndex = i;
      const stop = end.exec(text)?.index ?? text.length;
      if (stop - i > MAX_CELL_CHARS) throw new SheetRefused('cell', record);
      field = text.slice(i, stop);
      i = stop;
    }
    keep(field);
    if (row.length >= MAX_SHEET_COLUMNS && text[i] === sep) i = endOfRecord(text, i);
    if (i >= yieldAt) {
      yieldAt = i + CHARS_PER_SLICE;
      await yieldToOthers();
    }
    const ch = text[i];
    if (ch === sep) {
      i += 1;
      continue;
    }
    // A line break or the end: the record is done.
    if (row.some((f) => f !== '')) table.push(row);
    if (table.length > MAX_SHEET_ROWS + 1) throw new SheetRefused('rows');
    row = [];
    record += 1;
    if (ch === undefined) break;
    i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
    if (i === text.length) break;
  }
  return table;
}
