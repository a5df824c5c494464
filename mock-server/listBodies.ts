/**
 * How a list answer's body is made without holding the event loop: its JSON a turn at a time
 * (jsonSlices), each turn's pieces written to a zlib stream that compresses off the main thread,
 * and what comes out pushed to a GrowingBody that responses follow as it grows.
 *
 * The JSON itself is not kept: only the compressed body is. Keeping 67 MB of JSON pieces per
 * large list (as the whole-body cache did) made V8's collections slow for every later answer: at
 * SEED_SCALE=500 a slice then took up to 30–40 ms instead of ~2 ms, measured; unkept, the pieces
 * die young. Another encoding of the same version serializes again (the same bytes: the version
 * names the data).
 */
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { GrowingBody } from './growingBody';
import { jsonSlices } from './jsonSlices';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Dynamic bodies, made again after every write: most of each format's gain for little CPU. */
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 4;
/**
 * The longest piece of JSON made at once: well under V8's large-object size (~128 kB), so each
 * piece's string dies young in a cheap scavenge (pieces of 256 kB made mark-compact steps of
 * 60–140 ms at SEED_SCALE=500; 32 kB kept them near 10 ms).
 */
const PIECE_BYTES = 32 * 1024;
/** zlib's output pieces: fewer, larger callbacks than its 16 kB default. */
const ZLIB_CHUNK_BYTES = 64 * 1024;
/** JSON the serializer may run ahead of the compressor: enough to keep both busy at once. */
const AHEAD_BYTES = 1024 * 1024;

/** Said to a body nobody will read any more: the request left and the data has moved on. */
export class AbandonedBody extends Error {}

/** A list's JSON being serialized: the first turn's pieces, made at once, and the rest still to come. */
export interface Serialization {
  head: Buffer[];
  done: boolean;
  pieces: Iterator<string>;
  sliceBytes: number;
}

/** One turn's pieces (about sliceBytes); done when the JSON ends within it. */
function turn(s: Serialization): { chunks: Buffer[]; done: boolean } {
  const chunks: Buffer[] = [];
  for (let bytes = 0; bytes < s.sliceBytes; ) {
    const next = s.pieces.next();
    if (next.done) return { chunks, done: true };
    const chunk = Buffer.from(next.value);
    bytes += chunk.length;
    chunks.push(chunk);
  }
  return { chunks, done: false };
}

/**
 * Starts serializing `value`: its first turn now (a small list whole; a large one's first rows, so
 * the answer can start at once). An error here throws to the caller, before any byte is sent.
 */
export function startSerializing(value: unknown, sliceBytes: number): Serialization {
  const s: Serialization = {
    head: [],
    done: false,
    pieces: jsonSlices(value, Math.min(sliceBytes, PIECE_BYTES)),
    sliceBytes,
  };
  const first = turn(s);
  s.head = first.chunks;
  s.done = first.done;
  return s;
}

/** A JSON made already (a small list's), as a serialization that is done. */
export const serialized = (json: Buffer, sliceBytes: number): Serialization => ({
  head: [json],
  done: true,
  pieces: [][Symbol.iterator](),
  sliceBytes,
});

function compressor(encoding: 'br' | 'gzip', sizeHint: number | undefined): zlib.Gzip | zlib.BrotliCompress {
  if (encoding === 'gzip') return zlib.createGzip({ level: GZIP_LEVEL, chunkSize: ZLIB_CHUNK_BYTES });
  const params: Record<number, number> = { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
  if (sizeHint !== undefined) params[zlib.constants.BROTLI_PARAM_SIZE_HINT] = sizeHint;
  return zlib.createBrotliCompress({ chunkSize: ZLIB_CHUNK_BYTES, params });
}

/** Where a serialization's pieces go: straight into the body, or through a compressor into it. */
interface Sink {
  write(chunk: Buffer): void;
  /** Resolves once the sink can take more without piling JSON up. */
  ready(): Promise<void> | undefined;
  /** What was written goes out now (a compressor would hold it for its next block). */
  flush(): void;
  end(): void;
  destroy(): void;
}

function sinkInto(out: GrowingBody, encoding: Encoding, sizeHint: number | undefined): Sink {
  if (encoding === 'identity')
    return {
      write: (c) => out.push(c),
      ready: () => undefined,
      flush: () => undefined,
      end: () => out.end(),
      destroy: () => undefined,
    };
  const z = compressor(encoding, sizeHint);
  z.on('data', (chunk: Buffer) => out.push(chunk));
  z.on('end', () => out.end());
  z.on('error', (err) => out.fail(err));
  return {
    write: (c) => void z.write(c),
    ready: () => (z.writableLength > AHEAD_BYTES ? once(z, 'drain').then(() => undefined) : undefined),
    flush: () => (encoding === 'gzip' ? z.flush(zlib.constants.Z_SYNC_FLUSH) : z.flush()),
    end: () => z.end(),
    destroy: () => z.destroy(),
  };
}

/**
 * Makes `out` from the serialization: its first turn at once (flushed out of the compressor, so
 * the client has the first rows while the rest is still being made), then a turn per pass of the
 * event loop (setImmediate: requests that arrived meanwhile are served between two turns), never
 * more than AHEAD_BYTES ahead of the compressor. When `wanted()` turns false it stops.
 */
export function produce(s: Serialization, encoding: Encoding, out: GrowingBody, wanted: () => boolean): void {
  const sink = sinkInto(out, encoding, s.done ? s.head.reduce((n, c) => n + c.length, 0) : undefined);
  for (const chunk of s.head) sink.write(chunk);
  if (s.done) return sink.end();
  sink.flush();
  const rest = async () => {
    for (;;) {
      await sink.ready();
      await new Promise((resolve) => setImmediate(resolve));
      if (!wanted()) throw new AbandonedBody('nadie espera este cuerpo');
      const { chunks, done } = turn(s);
      for (const chunk of chunks) sink.write(chunk);
      if (done) return sink.end();
    }
  };
  rest().catch((err: unknown) => {
    out.fail(err instanceof Error ? err : new Error(String(err)));
    sink.destroy();
  });
}
