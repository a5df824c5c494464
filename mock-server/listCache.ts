/**
 * List answers (whole collections, the legacy way) made once per version of the collections they
 * read and per encoding, kept, and sent with a strong ETag; a request whose If-None-Match still
 * matches gets 304 without a body. The version of a collection moves on every recorded change
 * (store.ts), and the store's epoch changes on every start, so an ETag never names two different
 * bodies.
 *
 * A large list (100,000 clients are ~60 MB of JSON) is made without holding the event loop: its
 * JSON a turn at a time, compressed by a zlib stream off the main thread, and sent as it is made
 * (chunked), so its first rows leave at once and other requests are served in between. Requests
 * for the same answer meanwhile follow the same body; once complete it is the cache, sent whole
 * with a Content-Length. A small list (within one turn) is made and sent whole, as before.
 *
 * A write while a list is being made moves the collection's version on, so that answer's ETag is
 * already stale when it ends: no request is ever answered with those bytes again (the next one
 * gets the new version). The answer itself keeps the records it was asked for (added or removed
 * ones do not shift it), each whole as it was when its slice was serialized.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { GrowingBody, sendFollowing, sendWhole } from './growingBody';
import { preferredEncoding } from './http/encodingNegotiation';
import { produce, serialized, startSerializing, type Encoding, type Serialization } from './listBodies';
import type { CollectionName, Store } from './store';

/** For build(): a list shaped per record as it is serialized (jsonSlices.ts). */
export { projected, type ProjectedList } from './jsonSlices';

/** Below this, compressing costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;
/** Cached answers kept (most recently used); keys that include a login or an id add up. */
const MAX_ENTRIES = 256;
/**
 * JSON serialized per turn of the event loop: about 1 ms of work on the clients' records, far
 * under what a request waiting behind it would notice.
 */
const SLICE_BYTES = 256 * 1024;

export interface ListCacheOptions {
  /** JSON serialized per turn of the event loop (default 256 kB); a list within one turn is sent whole. */
  sliceBytes?: number;
}

interface Entry {
  etag: string;
  /** The collections' versions the body was made from: while they hold, the entry is current. */
  versions: string;
  /** The whole JSON of a small list (made in one turn); a large one's is not kept (listBodies.ts). */
  small: Buffer | undefined;
  /** A large list's first turn, made when the entry was: the first body made takes it. */
  started: Serialization | undefined;
  /** The answer per encoding, complete or still being made. */
  bodies: Map<Encoding, GrowingBody>;
  /** Responses being sent from this entry: its bodies are made to the end while any is. */
  sending: number;
}

/** RFC 9110 If-None-Match: `*`, or any listed tag equal to ours (weak comparison, W/ ignored). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sliceBytes: number;

  constructor(
    private readonly store: Pick<Store, 'epoch' | 'version'>,
    options: ListCacheOptions = {},
  ) {
    this.sliceBytes = options.sliceBytes ?? SLICE_BYTES;
  }

  /** The ETag the answer of `key` has while `collections` stay as they are. */
  etagOf(key: string, collections: readonly CollectionName[]): string {
    const keyHash = createHash('sha1').update(key).digest('base64url').slice(0, 12);
    return `"${this.store.epoch}.${this.versionsOf(collections)}.${keyHash}"`;
  }

  private versionsOf(collections: readonly CollectionName[]): string {
    return collections.map((c) => this.store.version(c)).join('.');
  }

  /**
   * Sends `build()` as JSON for `key` (what identifies this answer: the route and whatever the
   * data depends on, such as a login or an owner id), reusing the body while `collections`
   * have not changed. build() should do no per-record work on a large collection: it returns the
   * records, or projected(records, each) to shape each one as its slice is serialized.
   */
  async send(
    req: Request,
    res: Response,
    key: string,
    collections: readonly CollectionName[],
    build: () => unknown,
  ): Promise<void> {
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
    const entry = this.entryFor(key, collections, etag, build);
    const encoding = entry.small && entry.small.length < MIN_COMPRESS_BYTES ? 'identity' : this.encodingFor(req);
    const body = this.bodyFor(entry, encoding, key, collections, build);
    entry.sending++;
    res.once('close', () => entry.sending--);
    // A small list is compressed in a moment: it waits, and goes whole with its length (a
    // failure is then still an error answer).
    if (!body.complete && entry.small) await body.whole();
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (body.complete) sendWhole(res, body);
    else await sendFollowing(res, body);
  }

  /** The entry of `key` at these versions; a new one serializes `build()`'s first turn now (an error throws from here). */
  private entryFor(key: string, collections: readonly CollectionName[], etag: string, build: () => unknown): Entry {
    let entry = this.entries.get(key);
    if (entry && entry.etag === etag) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry;
    }
    const started = startSerializing(build() ?? null, this.sliceBytes);
    const small = started.done ? Buffer.concat(started.head) : undefined;
    entry = {
      etag,
      versions: this.versionsOf(collections),
      small,
      started: small ? undefined : started,
      bodies: new Map(),
      sending: 0,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return entry;
  }

  /**
   * The entry's answer in `encoding`: made once and kept, started by the first request that
   * wants it. A large list's uncompressed JSON is the exception: made for each request that
   * asks for it (clients that take no compression are rare) and never kept (listBodies.ts).
   */
  private bodyFor(
    entry: Entry,
    encoding: Encoding,
    key: string,
    collections: readonly CollectionName[],
    build: () => unknown,
  ): GrowingBody {
    const kept = entry.bodies.get(encoding);
    if (kept && !kept.failure) return kept;
    const body = new GrowingBody();
    const keep = entry.small !== undefined || encoding !== 'identity';
    if (keep) entry.bodies.set(encoding, body);
    // The first body of a large list takes the turn already made; any later one serializes again.
    const source = entry.small
      ? serialized(entry.small, this.sliceBytes)
      : (entry.started ?? startSerializing(build() ?? null, this.sliceBytes));
    entry.started = undefined;
    // Made to the end while someone reads it, or while it is kept and still what this key answers.
    const current = () => this.entries.get(key) === entry && this.versionsOf(collections) === entry.versions;
    produce(source, encoding, body, () => entry.sending > 0 || (keep && current()));
    return body;
  }

  private encodingFor(req: Request): Encoding {
    // Brotli whenever accepted (express's accepts() would pick the client's first-listed: gzip for Chromium).
    return preferredEncoding(req.get('accept-encoding'), ['br', 'gzip']);
  }
}
