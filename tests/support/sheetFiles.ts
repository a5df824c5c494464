/**
 * Spreadsheets made in memory for the upload tests, the upload fuzz and bench/uploads.ts: a small
 * zip writer (so a test can make what no spreadsheet program writes — a truncated or corrupt zip,
 * a lying directory, a DOCTYPE, a 100 MB cell in a 0.1 MB file) and the minimal .xlsx package
 * around a sheet's XML. Big sheets are deflated as a stream, never held unzipped.
 */
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The bytes as stored: deflated unless `stored`. */
  data: Buffer;
  crc: number;
  size: number;
  stored?: boolean;
}

/** An entry from its unzipped bytes. */
export const entry = (name: string, content: string | Buffer, stored = false): ZipEntry => {
  const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, data: stored ? raw : deflateRawSync(raw), crc: crc32(raw), size: raw.length, stored };
};

/** An entry deflated from pieces as they come (a sheet far bigger than the memory it may use). */
export async function streamedEntry(name: string, pieces: Iterable<string | Buffer>, level = 6): Promise<ZipEntry> {
  const deflate = createDeflateRaw({ level });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const b = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
    crc = crc32(b, crc);
    size += b.length;
    if (!deflate.write(b)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, data: Buffer.concat(out), crc, size };
}

/** A zip of the entries (local headers, data, central directory, end record). */
export function zip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const method = e.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(20, 6);
    head.writeUInt16LE(0x0800, 8);
    head.writeUInt16LE(method, 10);
    head.writeUInt32LE(e.crc >>> 0, 16);
    head.writeUInt32LE(e.data.length, 20);
    head.writeUInt32LE(e.size, 24);
    head.writeUInt16LE(name.length, 28);
    head.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    central.push(head, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** The package parts around a sheet (and its shared strings, when given). */
export function packageParts(opts: { strings?: boolean } = {}): ZipEntry[] {
  return [
    entry(
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${opts.strings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ''}</Types>`,
    ),
    entry(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    entry(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="vacios" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>${opts.strings ? `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    ),
  ];
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** 0 → 'A', 25 → 'Z', 26 → 'AA'. */
const colName = (i: number): string =>
  (i < 26 ? '' : colName(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

/** A sheet's XML, its cells inline strings (numbers as numbers). */
export function sheetXml(rows: readonly (readonly (string | number)[])[], prolog = ''): string {
  const body = rows
    .map(
      (r, i) =>
        `<row r="${i + 1}">${r
          .map((v, j) =>
            typeof v === 'number'
              ? `<c r="${colName(j)}${i + 1}"><v>${v}</v></c>`
              : `<c r="${colName(j)}${i + 1}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${prolog}<worksheet xmlns="${NS}"><sheetData>${body}</sheetData></worksheet>`;
}

/** An .xlsx of these rows (inline strings). */
export const xlsxOf = (rows: readonly (readonly (string | number)[])[]) =>
  zip([...packageParts(), entry('xl/worksheets/sheet1.xml', sheetXml(rows))]);

/** An .xlsx whose sheet is this XML. */
export const xlsxWithSheet = (xml: string, strings?: string) =>
  zip([
    ...packageParts({ strings: strings !== undefined }),
    entry('xl/worksheets/sheet1.xml', xml),
    ...(strings === undefined ? [] : [entry('xl/sharedStrings.xml', strings)]),
  ]);

/** Valid container numbers' shape (no check digit needed: the reader does not validate). */
const box = (n: number) => `ZMTU${String(n).padStart(7, '0')}`;

/**
 * The tester's worst sheet: `rows` rows of contenedor (a shared string each, as Excel and exceljs
 * write them), isocode and tare under the headers — 300,000 rows make a ~4 MB .xlsx.
 */
export async function manyRowsXlsx(rows: number, level = 6): Promise<Buffer> {
  function* sheet() {
    yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${NS}"><sheetData>`;
    yield '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>';
    let batch = '';
    for (let i = 2; i <= rows + 1; i++) {
      batch += `<row r="${i}" spans="1:3"><c r="A${i}" t="s"><v>${i + 2}</v></c><c r="B${i}" t="s"><v>3</v></c><c r="C${i}"><v>${2000 + (i % 2000)}</v></c></row>`;
      if (i % 5000 === 0) {
        yield batch;
        batch = '';
      }
    }
    yield `${batch}</sheetData></worksheet>`;
  }
  function* strings() {
    yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${NS}" count="${rows + 4}" uniqueCount="${rows + 4}">`;
    yield '<si><t>contenedor</t></si><si><t>isocode</t></si><si><t>tara_kg</t></si><si><t>22G1</t></si>';
    let batch = '';
    for (let i = 2; i <= rows + 1; i++) {
      batch += `<si><t>${box(i)}</t></si>`;
      if (i % 5000 === 0) {
        yield batch;
        batch = '';
      }
    }
    yield `${batch}</sst>`;
  }
  const [s, t] = await Promise.all([
    streamedEntry('xl/worksheets/sheet1.xml', sheet(), level),
    streamedEntry('xl/sharedStrings.xml', strings(), level),
  ]);
  return zip([...packageParts({ strings: true }), t, s]);
}

/** One cell of `chars` characters under a contenedor header: ~0.1 MB zipped for 100 MB. */
export async function hugeCellXlsx(chars: number): Promise<Buffer> {
  const MB = 1024 * 1024;
  const block = Buffer.alloc(MB, 'A');
  function* sheet() {
    yield `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>contenedor</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
    for (let left = chars; left > 0; left -= MB) yield left >= MB ? block : block.subarray(0, left);
    yield '</t></is></c></row></sheetData></worksheet>';
  }
  return zip([...packageParts(), await streamedEntry('xl/worksheets/sheet1.xml', sheet(), 9)]);
}
