/**
 * ADM-SHELL-008 (issue 30 §2): a large list answer is parsed a slice at a time as it streams in,
 * handing its first rows over early and the page back between slices; the records are exactly
 * JSON.parse's, whatever the chunk boundaries.
 */
import { describe, expect, it } from 'vitest';
import { JsonArraySlicer, readJsonArray } from '../../../src/providers/jsonArrayStream';

const rows = Array.from({ length: 30 }, (_, i) => ({
  id: i,
  name: `Cliente "${i}" [a,b] {x} },{ \\`,
  tags: [i, { n: i }, { m: [i] }],
  note: i % 2 ? null : 'con \\ barra y "comillas"',
}));
const json = JSON.stringify(rows);
/** Records shaped like the clients' (nested objects, no arrays of objects): the quick path's case. */
const clients = Array.from({ length: 3000 }, (_, i) => ({
  id: `${76000000 + i}-${i % 10}`,
  shipperConsignee: { name: `Frutícola ${i} Ltda.`, contactInfo: { contactEmail: `c${i}@x.cl`, contactPhone: null } },
  customer: { countryName: 'CL', diasDeCredito: i % 30, bloqueado: i % 7 ? 'NO' : 'SI' },
  userEnabled: i % 2 === 0,
}));
const clientsJson = JSON.stringify(clients);

/** The text cut in pieces of `size` characters, as a network would deliver it. */
const pieces = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

function sliced(text: string, size: number): unknown {
  const slicer = new JsonArraySlicer();
  for (const p of pieces(text, size)) slicer.push(p);
  return slicer.finish();
}

/** A body delivering `text` in chunks of `size` bytes. */
function body(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size));
      controller.close();
    },
  });
}

describe('a JSON array parsed as it streams in', () => {
  it('gives the same records as JSON.parse, whatever the chunk boundaries (strings holding brackets, commas, quotes and backslashes; nested arrays)', () => {
    for (const size of [1, 3, 7, 64, 1000, json.length]) expect(sliced(json, size), `trozos de ${size}`).toEqual(rows);
    for (const size of [5, 4096, 65536, clientsJson.length])
      expect(sliced(clientsJson, size), `clientes en trozos de ${size}`).toEqual(clients);
    const pretty = JSON.stringify(rows, null, 2);
    expect(sliced(pretty, 100)).toEqual(rows);
  });

  it('short, empty, scalar and non-array answers read as JSON.parse reads them; a broken array is an error', () => {
    expect(sliced(' [ 1, "dos", {"tres": [3]} , null ] ', 4)).toEqual([1, 'dos', { tres: [3] }, null]);
    expect(sliced('[]', 1)).toEqual([]);
    expect(sliced(' [ ] ', 2)).toEqual([]);
    expect(sliced('', 1)).toBeUndefined();
    expect(sliced('{"data": [1, 2]}', 3)).toEqual({ data: [1, 2] });
    expect(sliced('no es JSON', 3)).toBe('no es JSON');
    for (const broken of ['[1,]', '[,1]', '[1,,2]', '[{"a":1}', '[{"a":1},{"b":', '[1] x'])
      expect(() => sliced(broken, 2), broken).toThrow(SyntaxError);
  });

  it('hands over the head once, as soon as it has arrived, and reads the stream to its end', async () => {
    const heads: unknown[][] = [];
    let readAtHead = -1;
    let reads = 0;
    const stream = body(clientsJson, 4096).pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({ transform: (c, out) => (reads++, out.enqueue(c)) }),
    );
    const value = await readJsonArray(stream, { headRows: 5, onHead: (h) => (heads.push(h), (readAtHead = reads)) });
    expect(heads).toEqual([clients.slice(0, 5)]);
    expect(value).toEqual(clients);
    // The head came with the first chunks, not at the end.
    expect(readAtHead).toBeLessThan(5);
    expect(reads).toBeGreaterThan(100);
  });

  it('gives the page back between slices (no stretch of work over the budget), the head first at normal priority and the rest after', async () => {
    let clock = 0;
    const yields: boolean[] = [];
    // Each read and parse "costs" 3 ms on this clock; a yield resets the stretch.
    const now = () => (clock += 3);
    const value = await readJsonArray(body(clientsJson, 2048), {
      // ~13 kB: several chunks of 2 kB before the head.
      headRows: 100,
      onHead: () => undefined,
      budgetMs: 8,
      now,
      yieldTo: async (afterHead) => void yields.push(afterHead),
    });
    expect(value).toEqual(clients);
    const chunks = Math.ceil(new TextEncoder().encode(clientsJson).length / 2048);
    // At most every third slice runs without a yield (3 ms each, 8 ms budget).
    expect(yields.length).toBeGreaterThanOrEqual(Math.floor(chunks / 3));
    expect(yields[0]).toBe(false);
    expect(yields.at(-1)).toBe(true);
  });

  it('an answer shorter than the head hands over what it has at its end; no array, no head', async () => {
    const heads: unknown[][] = [];
    expect(await readJsonArray(body('[1,2,3]', 2), { headRows: 10, onHead: (h) => heads.push(h) })).toEqual([1, 2, 3]);
    expect(heads).toEqual([[1, 2, 3]]);
    expect(await readJsonArray(body('{"a":1}', 2), { headRows: 10, onHead: (h) => heads.push(h) })).toEqual({ a: 1 });
    expect(heads).toHaveLength(1);
  });
});
