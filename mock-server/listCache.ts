/**
 * List answers (whole collections, the legacy way) serialized once per version of the
 * collections they read, compressed once per encoding, and sent with a strong ETag; a request
 * whose If-None-Match still matches gets 304 without a body. The version of a collection moves on
 * every recorded change (store.ts), and the store's epoch changes on every start, so an ETag
 * never names two different bodies.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { preferredEncoding } from './http/encodingNegotiation';
import type { CollectionName, Store } from './store';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;
/** Cached answers kept (most recently used); keys that include a login or an id add up. */
const MAX_ENTRIES = 256;

interface Entry {
  etag: string;
  json: Buffer;
  encoded: Map<Encoding, Promise<Buffer>>;
}

function compress(json: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(json, { level: 6 });
  // Quality 5: a fraction of quality 11's time for most of its gain, on data that changes.
  return brotli(json, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
}

/** RFC 9110 If-None-Match: `*`, or any listed tag equal to ours (weak comparison, W/ ignored). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export class ListCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly store: Store) {}

  /** The ETag the answer of `key` has while `collections` stay as they are. */
  etagOf(key: string, collections: readonly CollectionName[]): string {
    const versions = collections.map((c) => this.store.version(c)).join('.');
    const keyHash = createHash('sha1').update(key).digest('base64url').slice(0, 12);
    return `"${this.store.epoch}.${versions}.${keyHash}"`;
  }

  /**
   * Sends `build()` as JSON for `key` (what identifies this answer: the route and whatever the
   * data depends on, such as a login or an owner id), reusing the body while `collections`
   * have not changed.
   */
  async send(req: Request, res: Response, key: string, collections: readonly CollectionName[], build: () => unknown): Promise<void> {
    const etag = this.etagOf(key, collections);
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    // Not req.fresh: it refuses whenever the request says Cache-Control: no-cache, which fetch()
    // adds to every request that sets If-None-Match itself (the console's revalidation).
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      res.status(304).end();
      return;
    }
    const entry = this.entryFor(key, etag, build);
    const encoding = entry.json.length >= MIN_COMPRESS_BYTES ? this.encodingFor(req) : undefined;
    let body = entry.json;
    if (encoding) {
      let pending = entry.encoded.get(encoding);
      if (!pending) {
        pending = compress(entry.json, encoding);
        entry.encoded.set(encoding, pending);
      }
      body = await pending;
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', String(body.length));
    res.end(body);
  }

  private entryFor(key: string, etag: string, build: () => unknown): Entry {
    let entry = this.entries.get(key);
    if (entry && entry.etag === etag) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    entry = { etag, json: Buffer.from(JSON.stringify(build() ?? null)), encoded: new Map() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  private encodingFor(req: Request): Encoding | undefined {
    // Brotli whenever accepted (express's accepts() would pick the client's first-listed: gzip for Chromium).
    const accepted = preferredEncoding(req.get('accept-encoding'), ['br', 'gzip']);
    return accepted === 'identity' ? undefined : accepted;
  }
}
