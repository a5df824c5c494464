/**
 * Mock server, uploads (issue 29 §4; docs/uploads.md): the empties spreadsheet upload
 * (POST /api/export/validaxlsmty) within the limits of mock-server/http/uploadLimits.ts — one test
 * per failure the tester found (an unreadable file was a 500; a 100 MB cell was echoed back; a
 * 300,000-row sheet was parsed whole before the row limit; a 413 left a keep-alive connection that
 * hung the next request), and the new limits: cell length, concurrent uploads, encodings. The
 * limits and their messages are the mock's (beyond the spec): mockOnly against another server.
 */
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_BODY_BYTES,
  MAX_CELL_CHARS,
  MAX_CONCURRENT_UPLOADS,
  MAX_SHEET_ROWS,
} from '../../mock-server/http/uploadLimits';
import { withCheckDigit } from '../../src/domain/iso6346';
import { appMessages } from '../../src/i18n/appMessages';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import {
  entry,
  hugeCellXlsx,
  manyRowsXlsx,
  packageParts,
  sheetXml,
  xlsxOf,
  xlsxWithSheet,
  zip,
} from '../support/sheetFiles';
import { MOCK_ONLY, startMock, type Mock } from './helpers';

const e = operationsMessages.empties;
const PATH = '/api/export/validaxlsmty';
const MB = 1024 * 1024;
let mock: Mock;
let token: string;
let booking: string;

const box = (n: number) => withCheckDigit(`ZUPU${String(100000 + n)}`);
const rowsMessage = e.fileTooManyRows.replaceAll('{n}', MAX_SHEET_ROWS.toLocaleString('es-CL'));
const cellMessage = (row: number) =>
  e.fileCellTooLong
    .replaceAll('{n}', MAX_CELL_CHARS.toLocaleString('es-CL'))
    .replace('{fila}', e.fileRow.replace('{fila}', String(row)));

async function upload(data: Buffer, filename = 'vacios.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), filename);
  form.append('preadviceMTYDTO', JSON.stringify({ bookingId: booking, unitlist: [] }));
  const res = await fetch(mock.url + PATH, { method: 'POST', headers: { 'x-auth-token': token }, body: form });
  const text = await res.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body, bytes: text.length, headers: res.headers };
}

/** The biggest resident set seen while `work` runs, above the one before it. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

/** A raw request on the given agent, resolved with the answer (status, headers, JSON) or rejected with the socket's error. */
function raw(
  agent: http.Agent,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: Buffer | Buffer[]; timeoutMs?: number } = {},
) {
  const url = new URL(mock.url);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; json: any }>((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method, path, agent, headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 5000, () => req.destroy(new Error(`${method} ${path}: sin respuesta`)));
    req.on('error', reject);
    if (Array.isArray(opts.body)) {
      for (const b of opts.body) req.write(b);
      req.end();
    } else req.end(opts.body);
  });
}

const BOUNDARY = '----subida';
const formHead = (filename = 'vacios.xlsx') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
const formTail = () =>
  Buffer.from(
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="preadviceMTYDTO"\r\n\r\n${JSON.stringify({ bookingId: booking, unitlist: [] })}\r\n--${BOUNDARY}--\r\n`,
  );
const multipartHeaders = () => ({ 'x-auth-token': token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });

beforeAll(async () => {
  mock = await startMock({ port: 8631 });
  token = await mock.login('naviera');
  const bookings = await fetch(`${mock.url}/api/booking/getallbyline/MSC`, { headers: { 'x-auth-token': token } }).then(
    (r) => r.json(),
  );
  booking = bookings[0].nbr;
});
afterAll(async () => {
  await mock?.dispose();
});

describe('uploads', MOCK_ONLY, () => {
  it('MTY-007: a corrupt zip, a truncated .xlsx and a sheet declaring entities are refused 400 on file with the format message (were 500)', async () => {
    const good = xlsxOf([
      ['contenedor', 'isocode', 'tara_kg'],
      [box(1), '22G1', 2200],
    ]);
    expect((await upload(good)).status).toBe(200);
    // The zip's data damaged behind an intact directory; half the file; a PK header and noise.
    const corrupt = Buffer.from(good);
    const sheetAt = corrupt.indexOf('xl/worksheets/sheet1.xml') + 'xl/worksheets/sheet1.xml'.length;
    corrupt.fill(0xff, sheetAt, sheetAt + 40);
    const entities = '<!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    const bad = {
      corrupt,
      truncated: good.subarray(0, Math.floor(good.length / 2)),
      noise: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2000, 7)]),
      entities: xlsxWithSheet(sheetXml([['contenedor'], ['&b;']], entities).replace('&amp;b;', '&b;')),
      external: xlsxWithSheet(
        sheetXml([['contenedor'], ['x']], '<!DOCTYPE worksheet [<!ENTITY x SYSTEM "file:///etc/passwd">]>'),
      ),
      notAWorkbook: zip([entry('hola.txt', 'hola')]),
    };
    for (const [name, data] of Object.entries(bad)) {
      const res = await upload(data);
      expect(res, name).toMatchObject({
        status: 400,
        body: { code: '400', message: e.fileFormat, fields: { file: e.fileFormat } },
      });
    }
  });

  it('MTY-007: a 0.1 MB .xlsx holding one 100 MB cell is refused at the cell limit: a small 400, no echo, memory flat (was 200 with a 100 MB body, +1.3 GB)', async () => {
    const file = await hugeCellXlsx(100 * MB);
    expect(file.length).toBeLessThan(200 * 1024);
    const { result: res, growth } = await peakGrowth(() => upload(file));
    expect(res).toMatchObject({ status: 400, body: { message: cellMessage(2), fields: { file: cellMessage(2) } } });
    expect(res.bytes).toBeLessThan(1024);
    expect(growth).toBeLessThan(100 * MB);
  });

  it('MTY-007: a cell one character over the limit refuses the file; at the limit it is read (and echoed no longer than sent)', async () => {
    const long = 'X'.repeat(MAX_CELL_CHARS);
    const ok = await upload(
      xlsxOf([
        ['contenedor', 'isocode', 'tara_kg'],
        [long, '22G1', 2200],
      ]),
    );
    expect(ok.status).toBe(200);
    expect(ok.body[0].contenedor).toBe(long);
    const over = await upload(
      xlsxOf([
        ['contenedor', 'isocode', 'tara_kg'],
        [box(2), '22G1', 2200],
        [box(3), `${long}X`, 2200],
      ]),
    );
    expect(over).toMatchObject({ status: 400, body: { fields: { file: cellMessage(3) } } });
    const csv = await upload(Buffer.from(`contenedor;isocode\n${box(2)};22G1\n"${long}""";22G1\n`), 'vacios.csv');
    expect(csv).toMatchObject({ status: 400, body: { fields: { file: cellMessage(3) } } });
  });

  it('MTY-007: a 300,000-row sheet stops at the row limit: refused at once with its message (was parsed whole: 7.5 s, +670 MB)', async () => {
    const file = await manyRowsXlsx(300_000);
    const t0 = performance.now();
    const { result: res, growth } = await peakGrowth(() => upload(file));
    const ms = performance.now() - t0;
    expect(res).toMatchObject({ status: 400, body: { message: rowsMessage, fields: { file: rowsMessage } } });
    expect(ms).toBeLessThan(3000);
    expect(growth).toBeLessThan(150 * MB);
    // The limit itself: 5,000 data rows are read, 5,001 refused (a CSV here).
    const csv = (n: number) =>
      Buffer.from(
        ['contenedor;isocode;tara_kg', ...Array.from({ length: n }, (_, i) => `${box(10 + i)};22G1;2200`)].join('\r\n'),
      );
    expect((await upload(csv(MAX_SHEET_ROWS), 'vacios.csv')).status).toBe(200);
    expect(await upload(csv(MAX_SHEET_ROWS + 1), 'vacios.csv')).toMatchObject({
      status: 400,
      body: { fields: { file: rowsMessage } },
    });
  });

  it('MTY-007 MTY-011: the answer never outgrows the upload limit: 5,000 rows of cells at the limit, echoed, stay under it', async () => {
    // The worst echo: a type of the longest cell of characters that grow upper-cased, echoed in the row and in its message.
    const wide = 'ΐ'.repeat(MAX_CELL_CHARS);
    const csv = Buffer.from(
      [
        'contenedor;isocode;tara_kg',
        ...Array.from({ length: MAX_SHEET_ROWS }, (_, i) => `${box(20_000 + i)};${wide};2200`),
      ].join('\n'),
    );
    const res = await upload(csv, 'vacios.csv');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(MAX_SHEET_ROWS);
    expect(Buffer.byteLength(JSON.stringify(res.body))).toBeLessThan(MAX_BODY_BYTES);
  });

  it("MTY-007: a 413 says Connection: close and the client reads it; a keep-alive client's next request is answered (it hung)", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(MAX_BODY_BYTES + MB, 1);
      // Announced too large (Content-Length): refused before it is read.
      const announced = Buffer.concat([formHead(), big, formTail()]);
      const first = await raw(agent, 'POST', PATH, {
        headers: { ...multipartHeaders(), 'content-length': String(announced.length) },
        body: announced,
      });
      expect(first.status).toBe(413);
      expect(first.headers.connection).toBe('close');
      expect(first.json).toEqual({ code: '413', message: appMessages.server.bodyTooLarge.replace('{mb}', '10') });
      expect((await raw(agent, 'GET', '/healthz')).status).toBe(200);
      // Chunked, no length: refused once past the limit, mid-body.
      const pieces = [formHead(), ...Array.from({ length: 11 }, () => big.subarray(0, MB)), formTail()];
      const chunked = await raw(agent, 'POST', PATH, {
        headers: { ...multipartHeaders(), 'transfer-encoding': 'chunked' },
        body: pieces,
      });
      expect(chunked).toMatchObject({ status: 413, headers: { connection: 'close' } });
      expect((await raw(agent, 'GET', '/healthz')).status).toBe(200);
      // express.json's own 413 path: its message, and the connection closed too.
      const json = Buffer.from(JSON.stringify({ bookingId: 'x', unitlist: ['y'.repeat(MAX_BODY_BYTES)] }));
      const typed = await raw(agent, 'POST', '/api/export/validaformmty', {
        headers: { 'x-auth-token': token, 'content-type': 'application/json', 'content-length': String(json.length) },
        body: json,
      });
      expect(typed).toMatchObject({
        status: 413,
        headers: { connection: 'close' },
        json: { code: '413', message: appMessages.server.bodyTooLarge.replace('{mb}', '10') },
      });
      expect((await raw(agent, 'GET', '/healthz')).status).toBe(200);
    } finally {
      agent.destroy();
    }
    // fetch sees the 413 too.
    const res = await upload(Buffer.alloc(MAX_BODY_BYTES + MB, 1));
    expect(res.status).toBe(413);
  });

  it('MTY-007: after a 413 mid-body the server reads the rest before closing: the client that keeps sending gets the answer and a clean close, no reset', async () => {
    const url = new URL(mock.url);
    // Half-open allowed: the client goes on sending after the server's FIN, as HTTP clients do.
    const socket = net.connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    await new Promise((r) => socket.once('connect', r));
    const got: Buffer[] = [];
    let failure: string | undefined;
    socket.on('data', (c: Buffer) => got.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) => (failure = err.code ?? err.message));
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    const chunk = (b: Buffer) => Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]);
    const write = (b: Buffer) =>
      new Promise<void>((r) => {
        if (socket.write(b)) r();
        else {
          socket.once('drain', () => r());
          socket.once('close', () => r());
        }
      });
    await write(
      Buffer.from(
        `POST ${PATH} HTTP/1.1\r\nHost: ${url.host}\r\nx-auth-token: ${token}\r\ncontent-type: multipart/form-data; boundary=${BOUNDARY}\r\ntransfer-encoding: chunked\r\n\r\n`,
      ),
    );
    await write(chunk(formHead()));
    // Past the limit, and on sending for as long again, as a client that does not read while it writes.
    const piece = Buffer.alloc(256 * 1024, 1);
    for (let sent = 0; sent < 2 * MAX_BODY_BYTES && !failure; sent += piece.length) await write(chunk(piece));
    if (!failure) await write(Buffer.concat([chunk(formTail()), Buffer.from('0\r\n\r\n')]));
    socket.end();
    await closed;
    const answer = Buffer.concat(got).toString('latin1');
    expect(failure).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it(`MTY-007: more than ${MAX_CONCURRENT_UPLOADS} uploads at once: the next is 429 with Retry-After, until one ends`, async () => {
    // Uploads held open mid-body: each holds a slot.
    const url = new URL(mock.url);
    const held = Array.from({ length: MAX_CONCURRENT_UPLOADS }, () => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: PATH,
        agent: false,
        headers: { ...multipartHeaders(), 'transfer-encoding': 'chunked' },
      });
      req.on('error', () => {});
      req.write(formHead());
      return req;
    });
    // Let the held ones reach the handler first (they would otherwise race the probe for the last slot).
    await new Promise((r) => setTimeout(r, 300));
    const small = xlsxOf([
      ['contenedor', 'isocode', 'tara_kg'],
      [box(30), '22G1', 2200],
    ]);
    let busy: Awaited<ReturnType<typeof upload>> | undefined;
    for (let i = 0; i < 50 && busy?.status !== 429; i++) {
      busy = await upload(small);
      if (busy.status !== 429) await new Promise((r) => setTimeout(r, 20));
    }
    expect(busy).toMatchObject({ status: 429, body: { code: '429', message: appMessages.server.uploadBusy } });
    expect(Number(busy!.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const req of held) req.destroy();
    let after = busy!;
    for (let i = 0; i < 50 && after.status === 429; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await upload(small);
    }
    expect(after.status).toBe(200);
  });

  it('MTY-007: CSV in the encodings Excel writes: UTF-8 with BOM, UTF-16 with BOM (tabs), Windows-1252; binary or UTF-16 without BOM refused', async () => {
    const rows = [
      ['Contenedor', 'Isocode', 'Tara_Kg'],
      [box(40), '22G1', '2200'],
    ];
    const text = (sep: string) => rows.map((r) => r.join(sep)).join('\r\n');
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text('\t'), 'utf16le')]);
    const utf16be = Buffer.from(utf16le);
    utf16be.swap16();
    const files = {
      bom: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text(';'))]),
      utf16le,
      utf16be,
      latin1: Buffer.from(`Contenedor;Tamaño;Isocode;Tara_Kg\r\n${box(40)};grande;22G1;2200\r\n`, 'latin1'),
      quoted: Buffer.from(`"Contenedor","Isocode","Tara_Kg"\n"${box(40)}","22G1","2.200"\n`),
    };
    for (const [name, data] of Object.entries(files)) {
      const res = await upload(data, 'vacios.csv');
      expect(res, name).toMatchObject({
        status: 200,
        body: [{ contenedor: box(40), isocode: '22G1', tara_kg: 2200, mensaje: null }],
      });
    }
    const refused = {
      noBom: Buffer.from(text('\t'), 'utf16le'),
      binary: Buffer.from([0, 1, 2, 3, 0x43, 0x6f]),
      xls: Buffer.from('\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1 old binary', 'latin1'),
    };
    for (const [name, data] of Object.entries(refused)) {
      expect(await upload(data, 'vacios.csv'), name).toMatchObject({
        status: 400,
        body: { fields: { file: e.fileFormat } },
      });
    }
  });

  it('MTY-007: an .xlsx as other programs write it: shared strings, formulas (their cached result), prefixed tags, a sheet not named sheet1', async () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const sheet =
      `<?xml version="1.0"?><x:worksheet xmlns:x="${ns}"><x:sheetData>` +
      '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c><x:c r="B1" t="s"><x:v>2</x:v></x:c></x:row>' +
      `<x:row r="3"><x:c r="A3" t="str"><x:f>CONCAT("${box(50).slice(0, 5)}","${box(50).slice(5)}")</x:f><x:v>${box(50)}</x:v></x:c><x:c r="B3" t="s"><x:v>3</x:v></x:c><x:c r="C3"><x:f>2000+200</x:f><x:v>2200</x:v></x:c></x:row>` +
      '</x:sheetData></x:worksheet>';
    const strings = `<sst xmlns="${ns}"><si><t>contenedor</t></si><si><t>tara_kg</t></si><si><r><t>iso</t></r><r><t>code</t></r><rPh><t>ふりがな</t></rPh></si><si><t xml:space="preserve">22G1</t></si></sst>`;
    const file = zip([
      ...packageParts({ strings: true }).filter((p) => p.name !== 'xl/_rels/workbook.xml.rels'),
      entry(
        'xl/_rels/workbook.xml.rels',
        `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/hoja.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
      entry('xl/worksheets/hoja.xml', sheet, true),
      entry('xl/sharedStrings.xml', strings),
    ]);
    const res = await upload(file);
    expect(res).toMatchObject({
      status: 200,
      body: [{ contenedor: box(50), isocode: '22G1', tara_kg: 2200, mensaje: null }],
    });
  });
});
