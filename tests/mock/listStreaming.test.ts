/**
 * A large list answer is made in slices and sent as it is made (issue 29 §5): the bytes are still
 * exactly the list's JSON in every encoding, ETag and 304 work as before, a write changes the
 * answer, and other work runs between two slices. A few thousand records with tiny slices stand
 * in for the 100,000 clients (bench/largeList.ts measures those).
 */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readsCompressed } from '../../mock-server/http/apiCompression';
import { jsonSlices, projected } from '../../mock-server/jsonSlices';
import { ListCache } from '../../mock-server/listCache';
import type { CollectionName } from '../../mock-server/store';
import { rawRequest, type RawAnswer } from './rawHttp';

const RECORDS = 4000;
/** ~250 slices for the ~500 kB of JSON below: many turns of the event loop. */
const SLICE_BYTES = 2048;

const makeRecords = () =>
  Array.from({ length: RECORDS }, (_, i) => ({
    id: `76.${String(100000 + i)}-${i % 10}`,
    name: `Exportadora Ñuñoa «${i}» \u2028 "comillas" \\ barra`,
    active: i % 3 === 0,
    credit: i % 7 === 0 ? null : i * 1.5,
    contact: { email: `c${i}@example.cl`, phones: [`+56 9 ${i}`], tags: i % 5 === 0 ? [] : ['a', 'b'] },
  }));

let records = makeRecords();
type Row = (typeof records)[number];
const withoutContact = ({ contact: _contact, ...rest }: Row) => rest;
let version = 0;
/** What the route runs just before the list cache (a test's hook into the request). */
let onRequest: () => void = () => undefined;
/** How many times the list was built (serialized from the start). */
let builds = 0;
/** Records the projected list has shaped so far. */
let shaped = 0;
const store = { epoch: 'test', version: (_c: CollectionName) => version };
let server: http.Server;
let base: string;

beforeAll(async () => {
  const lists = new ListCache(store, { sliceBytes: SLICE_BYTES });
  const defaultLists = new ListCache(store);
  const app = express();
  // The app's own compression middleware stays in front, as in server.ts: it must pass these bodies through.
  app.use(readsCompressed);
  app.get('/list', (req, res) => {
    onRequest();
    return lists.send(req, res, 'list', ['client'], () => {
      builds++;
      return records;
    });
  });
  // Each record shaped as its slice is serialized (as field visibility leaves fields out).
  app.get('/projected', (req, res) => {
    onRequest();
    shaped = 0;
    const each = (row: Row) => {
      shaped++;
      return withoutContact(row);
    };
    return lists.send(req, res, 'projected', ['client'], () => projected(records, each));
  });
  app.get('/small', (req, res) => defaultLists.send(req, res, 'small', ['client'], () => records.slice(0, 20)));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  records = makeRecords();
  version++;
  onRequest = () => undefined;
  builds = 0;
});

/** A write as the store records it: the collection changes and its version moves on. */
const write = (change: () => void) => {
  change();
  version++;
};

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(base + path, { headers });

/** Where two texts first differ (-1: equal): a mismatch is reported without printing ~500 kB. */
function firstDifference(a: string, b: string): number {
  if (a === b) return -1;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

function decoded(answer: RawAnswer): string {
  const enc = answer.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (enc === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
}

describe('a large list answer, streamed', () => {
  it('decompresses to exactly the JSON of the list in brotli, gzip and identity; sent chunked while made, whole with its length from the cache', async () => {
    const expected = JSON.stringify(records);
    const br = await get('/list', { 'Accept-Encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBe('chunked');
    expect(br.headers['content-length']).toBeUndefined();
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(firstDifference(decoded(br), expected)).toBe(-1);

    // Another encoding of the same version: serialized again (the JSON is not kept), the same text.
    const gz = await get('/list', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(firstDifference(decoded(gz), expected)).toBe(-1);
    const plain = await get('/list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(firstDifference(plain.body.toString(), expected)).toBe(-1);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(1);

    // Complete now: the next identical GET is the cached bytes, whole.
    const again = await get('/list', { 'Accept-Encoding': 'gzip, br' });
    expect(Number(again.headers['content-length'])).toBe(again.body.length);
    expect(again.body.equals(br.body)).toBe(true);
  });

  it('If-None-Match gets 304 while unchanged; a write changes the ETag and the body', async () => {
    const first = await get('/list', { 'Accept-Encoding': 'br' });
    const etag = first.headers.etag!;
    const unchanged = await get('/list', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);

    write(() => (records[RECORDS - 1]!.name = 'Cambiado'));
    const after = await get('/list', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const rows = JSON.parse(decoded(after)) as { name: string }[];
    expect(rows[RECORDS - 1]!.name).toBe('Cambiado');
    expect(firstDifference(decoded(after), JSON.stringify(records))).toBe(-1);
  });

  it('yields to the event loop between slices, and the first bytes leave before the list is serialized', async () => {
    const order: string[] = [];
    // The last record says when it is serialized (a getter JSON.stringify reads; its value never changes).
    const last = records[RECORDS - 1]! as Record<string, unknown>;
    Object.defineProperty(last, 'serializedMark', {
      enumerable: true,
      get: () => {
        order.push('last record serialized');
        return 'x';
      },
    });
    const expected = JSON.stringify(records);
    order.length = 0;
    onRequest = () => setImmediate(() => order.push('setImmediate from the request'));
    const body = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${base}/list`, { headers: { 'Accept-Encoding': 'gzip' }, agent: false }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => {
            if (chunks.length === 0) order.push('first bytes received');
            chunks.push(c);
          });
          res.on('end', () => resolve(Buffer.concat(chunks)));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    expect(firstDifference(zlib.gunzipSync(body).toString(), expected)).toBe(-1);
    expect(order).toEqual(['setImmediate from the request', 'first bytes received', 'last record serialized']);
  });

  it('requests while the answer is being made get the same bytes, made once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get('/list', { 'Accept-Encoding': 'br' })));
    expect(builds).toBe(1);
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers[1]!.body.equals(answers[0]!.body)).toBe(true);
    expect(answers[2]!.body.equals(answers[0]!.body)).toBe(true);
    expect(firstDifference(decoded(answers[0]!), JSON.stringify(records))).toBe(-1);
  });

  it('records added or removed while the answer is being made do not shift it: it is the list as it was asked for', async () => {
    const expected = JSON.stringify(records);
    // Right after the request's first slice, the collection loses and gains records.
    onRequest = () =>
      setImmediate(() =>
        write(() => {
          records.splice(0, 10);
          records.push({ ...records[0]!, id: 'nuevo' });
        }),
      );
    const answer = await get('/list', { 'Accept-Encoding': 'br' });
    onRequest = () => undefined;
    expect(firstDifference(decoded(answer), expected)).toBe(-1);
    const next = await get('/list', { 'Accept-Encoding': 'br' });
    expect(next.headers.etag).not.toBe(answer.headers.etag);
    expect(firstDifference(decoded(next), JSON.stringify(records))).toBe(-1);
  });

  it('a projected list is the JSON of its shaped records, shaped a slice at a time', async () => {
    let shapedAtImmediate = -1;
    onRequest = () => setImmediate(() => (shapedAtImmediate = shaped));
    const answer = await get('/projected', { 'Accept-Encoding': 'br' });
    expect(firstDifference(decoded(answer), JSON.stringify(records.map(withoutContact)))).toBe(-1);
    // An immediate from the request ran after the first slice's records were shaped, long before all of them.
    expect(shapedAtImmediate).toBeGreaterThan(0);
    expect(shapedAtImmediate).toBeLessThan(RECORDS / 10);
  });

  it('a small list (within one slice) is still sent whole with its length, compressed above 1 kB', async () => {
    const small = await get('/small', { 'Accept-Encoding': 'br' });
    expect(small.headers['content-encoding']).toBe('br');
    expect(Number(small.headers['content-length'])).toBe(small.body.length);
    expect(firstDifference(decoded(small), JSON.stringify(records.slice(0, 20)))).toBe(-1);
  });
});

describe('jsonSlices', () => {
  const joined = (value: unknown, pieceBytes: number) => {
    const pieces: string[] = [];
    const it = jsonSlices(value, pieceBytes);
    for (let next = it.next(); !next.done; next = it.next()) pieces.push(next.value);
    return pieces;
  };

  it('joined, the pieces are JSON.stringify of the value, whatever the piece size', () => {
    // Holes, undefined and functions become null and toJSON is applied, in a slice as in the whole array.
    /* eslint-disable no-sparse-arrays -- the hole is what this case is about. */
    const odd = [
      1,
      'a',
      null,
      undefined,
      () => 1,
      new Date(0),
      { toJSON: () => 'propio' },
      [],
      {},
      [[1, [2]]],
      ,
      '\u2028 ñ 𝄞 "',
      -0,
      1e21,
    ];
    /* eslint-enable no-sparse-arrays */
    const values: unknown[] = [[], [{}], null, { a: [1, 2] }, 'texto', 7, odd, makeRecords().slice(0, 300)];
    for (const value of values) {
      for (const size of [1, 10, 100, 4096, 1 << 20])
        expect(joined(value, size).join('')).toBe(JSON.stringify(value ?? null));
    }
  });

  it('a projected list is JSON.stringify(rows.map(each)), holes and undefined results as null', () => {
    const rows = makeRecords().slice(0, 300);
    for (const size of [1, 100, 4096])
      expect(joined(projected(rows, withoutContact), size).join('')).toBe(JSON.stringify(rows.map(withoutContact)));
    // A hole stays a hole (null), and an each answering undefined gives null, as map + stringify do.
    // eslint-disable-next-line no-sparse-arrays -- the hole is what this case is about.
    const sparse = [1, , 3, 4] as number[];
    const each = (n: number) => (n === 3 ? undefined : n * 2);
    expect(joined(projected(sparse, each), 1).join('')).toBe(JSON.stringify(sparse.map(each)));
    expect(joined(projected([], each), 10).join('')).toBe('[]');
  });

  it('a large array comes in many pieces of about the size asked for, a record never cut', () => {
    const records = makeRecords();
    const pieces = joined(records, 4096);
    expect(pieces.length).toBeGreaterThan(50);
    // After the probe, each piece is near the size asked for (records here are ~200 bytes).
    for (const piece of pieces.slice(1, -1)) expect(piece.length).toBeLessThan(4096 + 400);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(',{')).toBe(true);
  });
});
