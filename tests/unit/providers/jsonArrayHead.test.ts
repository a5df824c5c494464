import { describe, expect, it } from 'vitest';
import { ArrayHeadScanner, readWithArrayHead } from '../../../src/providers/jsonArrayHead';

const rows = Array.from({ length: 30 }, (_, i) => ({ id: i, name: `Cliente "${i}" [a,b] {x}`, tags: [i, { n: i }], note: i % 2 ? null : 'con \\ barra' }));
const json = JSON.stringify(rows);

/** The text cut in pieces of `size` characters, as a network would deliver it. */
const pieces = (text: string, size: number) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

describe('the head of a streamed JSON array', () => {
  it('gives the first elements, exactly as JSON.parse reads them, whatever the chunk boundaries', () => {
    for (const size of [1, 3, 7, 64, json.length]) {
      const scanner = new ArrayHeadScanner(10);
      let head: unknown[] | undefined;
      for (const p of pieces(json, size)) head ??= scanner.push(p);
      expect(head, `trozos de ${size}`).toEqual(rows.slice(0, 10));
    }
  });

  it('a shorter array gives what it has when it ends; not an array gives nothing', () => {
    const short = new ArrayHeadScanner(50);
    expect(short.push(' [ 1, "dos", {"tres": [3]} , null ]')).toEqual([1, 'dos', { tres: [3] }, null]);
    const object = new ArrayHeadScanner(5);
    expect(object.push('{"data": [1, 2]}')).toBeUndefined();
    expect(object.done).toBe(true);
    expect(new ArrayHeadScanner(5).push('[]')).toEqual([]);
  });

  it('reads a stream to its end, handing over the head on the way', async () => {
    const bytes = new TextEncoder().encode(json);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.slice(i, i + 100));
        controller.close();
      },
    });
    const heads: unknown[][] = [];
    const text = await readWithArrayHead(body, 5, (h) => heads.push(h));
    expect(heads).toEqual([rows.slice(0, 5)]);
    expect(JSON.parse(text)).toEqual(rows);
  });
});
