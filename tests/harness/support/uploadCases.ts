/**
 * The upload fuzz's corpus (tests/harness/uploadFuzz.test.ts, bench/uploads.ts): malformed
 * spreadsheets made in memory from a seed — corrupt and truncated zips, zip bombs and lying
 * directories, entity declarations, huge cells, many rows and columns, formulas and error cells,
 * odd encodings (UTF-16, BOMs, Latin-1, invalid UTF-8), the old .xls header, and seeded byte
 * mutations of a good workbook and of its sheet's XML. Each case is a file and the name it is
 * uploaded under.
 */
import { Random } from '../../../mock-server/seed/random';
import {
  entry,
  hugeCellXlsx,
  manyRowsXlsx,
  packageParts,
  sheetXml,
  streamedEntry,
  xlsxOf,
  xlsxWithSheet,
  zip,
  type ZipEntry,
} from '../../support/sheetFiles';

export interface UploadCase {
  name: string;
  filename: string;
  data: Buffer;
}

const MB = 1024 * 1024;
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const HEAD = [['contenedor', 'isocode', 'tara_kg']];
const good = () => xlsxOf([...HEAD, ['ZMTU1234565', '22G1', 2200], ['MSCU1234566', '45G1', 3900]]);
const sheetEntry = (xml: string, stored = false) => entry('xl/worksheets/sheet1.xml', xml, stored);
const withSheetEntry = (e: ZipEntry) => zip([...packageParts(), e]);

/** The worst uploads: what the server must survive while /healthz still answers. */
export async function worstCases(): Promise<UploadCase[]> {
  const zeros = function* () {
    yield `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>contenedor</t></is></c></row>`;
    const blank = Buffer.alloc(MB, ' ');
    for (let i = 0; i < 40; i++) yield blank; // 40 MB of white space between rows
    yield '</sheetData></worksheet>';
  };
  const emptyCells = function* () {
    yield `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData><row r="1">`;
    const cells = '<c/>'.repeat(64 * 1024);
    for (let i = 0; i < 96; i++) yield cells; // 24 MB of empty cells in one row
    yield '</row></sheetData></worksheet>';
  };
  return [
    { name: '300.000 filas (xlsx)', filename: 'vacios.xlsx', data: await manyRowsXlsx(300_000) },
    { name: 'celda de 100 MB (xlsx de 0,1 MB)', filename: 'vacios.xlsx', data: await hugeCellXlsx(100 * MB) },
    {
      name: 'bomba zip: 40 MB de espacios',
      filename: 'vacios.xlsx',
      data: withSheetEntry(await streamedEntry('xl/worksheets/sheet1.xml', zeros(), 9)),
    },
    {
      name: 'bomba zip: 24 MB de celdas vacías en una fila',
      filename: 'vacios.xlsx',
      data: withSheetEntry(await streamedEntry('xl/worksheets/sheet1.xml', emptyCells(), 9)),
    },
    {
      name: 'CSV de 10 MB con 800.000 filas',
      filename: 'vacios.csv',
      data: Buffer.from(`contenedor;isocode\n${'ZMTU1234565;22G1\n'.repeat(580_000)}`.slice(0, 10 * MB - 4096)),
    },
    {
      name: 'CSV de 10 MB en una línea de separadores',
      filename: 'vacios.csv',
      data: Buffer.from(`contenedor;${';'.repeat(10 * MB - 8192)}`),
    },
    {
      name: 'xlsx sin comprimir de 10 MB de celdas vacías',
      filename: 'vacios.xlsx',
      data: withSheetEntry(
        sheetEntry(
          `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData><row r="1">${'<c/>'.repeat(2_500_000)}</row></sheetData></worksheet>`,
          true,
        ),
      ),
    },
  ];
}

function mutate(rnd: Random, data: Buffer, edits: number): Buffer {
  const out = Buffer.from(data);
  for (let i = 0; i < edits; i++) out[rnd.int(0, out.length - 1)] = rnd.int(0, 255);
  return out;
}

const XML_NOISE = [
  '<',
  '>',
  '&',
  '&a;',
  '&#0;',
  '&#xD800;',
  ']]>',
  '<![CDATA[',
  '<!--',
  '"',
  "'",
  '</row>',
  '<row>',
  '<c t="s"><v>999999999</v></c>',
  '<c r="XFD1"><v>1</v></c>',
  '\u0000',
  '\uFFFF',
  '<?xml version="1.0"?>',
  '<!DOCTYPE x>',
];

/** Seeded malformed files: the fixed cases, then `mutations` mutated workbooks and sheets. */
export async function malformedCases(seed: number, mutations: number): Promise<UploadCase[]> {
  const rnd = new Random('upload-fuzz', seed);
  const base = good();
  const xml = sheetXml([...HEAD, ['ZMTU1234565', '22G1', 2200]]);
  const laughs =
    '<!DOCTYPE worksheet [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">]>';
  const lying = sheetEntry(xml);
  const cases: UploadCase[] = [
    { name: 'xlsx truncado a la mitad', filename: 'v.xlsx', data: base.subarray(0, base.length >> 1) },
    { name: 'xlsx sin su directorio final', filename: 'v.xlsx', data: base.subarray(0, base.length - 22) },
    {
      name: 'PK y ruido',
      filename: 'v.xlsx',
      data: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(4096, 0x5a)]),
    },
    { name: 'solo el encabezado zip', filename: 'v.xlsx', data: Buffer.from('PK\x03\x04', 'latin1') },
    { name: 'zip vacío', filename: 'v.xlsx', data: zip([]) },
    { name: 'zip sin libro', filename: 'v.xlsx', data: zip([entry('a.txt', 'hola')]) },
    {
      name: 'libro sin hojas',
      filename: 'v.xlsx',
      data: zip([
        ...packageParts().filter((p) => p.name !== 'xl/workbook.xml'),
        entry('xl/workbook.xml', `<workbook xmlns="${NS}"><sheets/></workbook>`),
      ]),
    },
    { name: 'hoja que no está', filename: 'v.xlsx', data: zip(packageParts()) },
    { name: 'tamaños que mienten', filename: 'v.xlsx', data: withSheetEntry({ ...lying, size: 10 }) },
    { name: 'CRC que no corresponde', filename: 'v.xlsx', data: withSheetEntry({ ...lying, crc: 1234 }) },
    {
      name: 'método de compresión desconocido (bzip2)',
      filename: 'v.xlsx',
      data: (() => {
        const z = withSheetEntry(lying);
        const at = z.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
        z.writeUInt16LE(12, at + 10);
        return z;
      })(),
    },
    {
      name: 'entrada cifrada',
      filename: 'v.xlsx',
      data: (() => {
        const z = withSheetEntry(lying);
        const at = z.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
        z.writeUInt16LE(0x0801, at + 8);
        return z;
      })(),
    },
    {
      name: 'mil millones de risas (entidades)',
      filename: 'v.xlsx',
      data: xlsxWithSheet(sheetXml([['contenedor'], ['&d;']], laughs).replace('&amp;d;', '&d;')),
    },
    {
      name: 'entidad externa',
      filename: 'v.xlsx',
      data: xlsxWithSheet(
        sheetXml([['contenedor'], ['&x;']], '<!DOCTYPE w [<!ENTITY x SYSTEM "file:///etc/passwd">]>').replace(
          '&amp;x;',
          '&x;',
        ),
      ),
    },
    {
      name: 'entidad de parámetro',
      filename: 'v.xlsx',
      data: xlsxWithSheet(sheetXml([['contenedor']], '<!DOCTYPE w [<!ENTITY % p SYSTEM "http://ejemplo/x.dtd"> %p;]>')),
    },
    {
      name: 'DOCTYPE en las cadenas compartidas',
      filename: 'v.xlsx',
      data: xlsxWithSheet(
        `<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
        `<!DOCTYPE sst [<!ENTITY a "x">]><sst xmlns="${NS}"><si><t>&a;</t></si></sst>`,
      ),
    },
    {
      name: 'entidad sin declarar',
      filename: 'v.xlsx',
      data: xlsxWithSheet(sheetXml([['contenedor'], ['x']]).replace('>x<', '>&nbsp;<')),
    },
    {
      name: 'cadena compartida de 1 MB',
      filename: 'v.xlsx',
      data: xlsxWithSheet(
        `<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
        `<sst xmlns="${NS}"><si><t>${'B'.repeat(MB)}</t></si></sst>`,
      ),
    },
    {
      name: 'índice de cadena enorme',
      filename: 'v.xlsx',
      data: xlsxWithSheet(
        `<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="s"><v>4294967295</v></c></row></sheetData></worksheet>`,
        `<sst xmlns="${NS}"><si><t>a</t></si></sst>`,
      ),
    },
    {
      name: 'atributo de 1 MB',
      filename: 'v.xlsx',
      data: xlsxWithSheet(sheetXml(HEAD).replace('<row r="1">', `<row r="1" x="${'y'.repeat(MB)}">`)),
    },
    {
      name: 'nombre de etiqueta de 1 MB',
      filename: 'v.xlsx',
      data: xlsxWithSheet(sheetXml(HEAD).replace('<sheetData>', `<sheetData><${'n'.repeat(MB)}/>`)),
    },
    {
      name: 'celda en la columna XFD y referencias raras',
      filename: 'v.xlsx',
      data: xlsxWithSheet(
        `<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="XFD1"><v>1</v></c><c r="A"><v>2</v></c><c r="ZZZZ9"><v>3</v></c><c r="-1"><v>4</v></c></row></sheetData></worksheet>`,
      ),
    },
    { name: '10.000 columnas', filename: 'v.xlsx', data: xlsxOf([Array.from({ length: 10_000 }, (_, i) => `c${i}`)]) },
    {
      name: 'fórmulas sin resultado, errores y booleanos',
      filename: 'v.xlsx',
      data: xlsxWithSheet(
        `<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>contenedor</t></is></c><c r="B1" t="inlineStr"><is><t>isocode</t></is></c></row><row r="2"><c r="A2"><f>A1&amp;"x"</f></c><c r="B2" t="e"><f>1/0</f><v>#DIV/0!</v></c></row><row r="3"><c r="A3" t="b"><v>1</v></c><c r="B3" t="d"><v>2025-01-01T00:00:00</v></c></row></sheetData></worksheet>`,
      ),
    },
    {
      name: 'parte XML en UTF-16',
      filename: 'v.xlsx',
      data: withSheetEntry(
        entry(
          'xl/worksheets/sheet1.xml',
          Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml.replace('UTF-8', 'UTF-16'), 'utf16le')]),
        ),
      ),
    },
    {
      name: 'parte XML con UTF-8 inválido',
      filename: 'v.xlsx',
      data: withSheetEntry(
        entry(
          'xl/worksheets/sheet1.xml',
          Buffer.concat([Buffer.from(xml.slice(0, 200)), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(xml.slice(200))]),
        ),
      ),
    },
    { name: 'parte XML vacía', filename: 'v.xlsx', data: withSheetEntry(entry('xl/worksheets/sheet1.xml', '')) },
    {
      name: 'XML sin cerrar',
      filename: 'v.xlsx',
      data: withSheetEntry(entry('xl/worksheets/sheet1.xml', xml.slice(0, -20))),
    },
    {
      name: 'cabecera .xls (OLE)',
      filename: 'v.xls',
      data: Buffer.from('\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1 binario antiguo', 'latin1'),
    },
    {
      name: 'cabecera .xls llamada .csv',
      filename: 'v.csv',
      data: Buffer.from('\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1 binario antiguo', 'latin1'),
    },
    {
      name: 'CSV UTF-16LE con BOM',
      filename: 'v.csv',
      data: Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('contenedor\tisocode\r\nZMTU1234565\t22G1\r\n', 'utf16le'),
      ]),
    },
    {
      name: 'CSV UTF-16LE sin BOM',
      filename: 'v.csv',
      data: Buffer.from('contenedor;isocode\r\nZMTU1234565;22G1\r\n', 'utf16le'),
    },
    {
      name: 'CSV UTF-16 con BOM y bytes impares',
      filename: 'v.csv',
      data: Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x42]),
    },
    { name: 'CSV UTF-8 con BOM', filename: 'v.csv', data: Buffer.from('\uFEFFcontenedor;isocode\nZMTU1234565;22G1\n') },
    {
      name: 'CSV Latin-1',
      filename: 'v.csv',
      data: Buffer.from('contenedor;año;isocode\nZMTU1234565;señal;22G1\n', 'latin1'),
    },
    {
      name: 'CSV con comillas sin cerrar',
      filename: 'v.csv',
      data: Buffer.from('contenedor;isocode\n"ZMTU1234565;22G1\n'),
    },
    {
      name: 'CSV con saltos dentro de comillas',
      filename: 'v.csv',
      data: Buffer.from('contenedor;isocode\n"ZMTU\n1234565";"22""G1"\n'),
    },
    {
      name: 'CSV con fórmulas',
      filename: 'v.csv',
      data: Buffer.from('contenedor;isocode\n=HYPERLINK("http://x");=1+1\n@SUM(A1);+22G1\n'),
    },
    { name: 'CSV vacío de contenido', filename: 'v.csv', data: Buffer.from('\r\n\r\n;;;\r\n') },
    {
      name: 'binario llamado .csv',
      filename: 'v.csv',
      data: mutate(new Random('bin', seed), Buffer.alloc(4096), 4096),
    },
    { name: 'texto sin extensión conocida', filename: 'v.txt', data: Buffer.from('contenedor\nZMTU1234565\n') },
    {
      name: 'nombre de archivo raro',
      filename: '../../etc/año\u202Eslx.csv',
      data: Buffer.from('contenedor\nZMTU1234565\n'),
    },
  ];
  for (let i = 0; i < mutations; i++) {
    if (i % 2 === 0) {
      cases.push({
        name: `xlsx con ${1 + (i % 7)} bytes cambiados #${i}`,
        filename: 'v.xlsx',
        data: mutate(rnd, base, 1 + (i % 7)),
      });
    } else {
      let text = xml;
      for (let k = 0; k < 1 + (i % 5); k++) {
        const at = rnd.int(0, text.length);
        text = rnd.chance(0.3)
          ? text.slice(0, at) + text.slice(at + rnd.int(1, 30))
          : text.slice(0, at) + rnd.pick(XML_NOISE) + text.slice(at);
      }
      cases.push({
        name: `hoja XML alterada #${i}`,
        filename: 'v.xlsx',
        data: withSheetEntry(sheetEntry(text, rnd.chance(0.5))),
      });
    }
  }
  return cases;
}
