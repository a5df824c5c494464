/**
 * The built console (vite's dist/): every file read once at start-up with its precompressed
 * variants (`.br`/`.gz` from scripts/vite-precompress.ts; compressed once here when missing),
 * sent in the best encoding the client accepts. Hashed assets are immutable for a year;
 * index.html — also the answer to every client-side route — is revalidated on each load.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RequestHandler, Response } from 'express';
import { COMPRESSIBLE, MIN_BYTES } from '../../scripts/vite-precompress';
import { isApiPath } from './apiPaths';
import { preferredEncoding, type ContentEncoding } from './encodingNegotiation';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

interface StaticFile {
  type: string;
  cacheControl: string;
  compressible: boolean;
  bodies: Map<ContentEncoding, Buffer>;
  etags: Map<ContentEncoding, string>;
}

function filesUnder(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesUnder(path.join(dir, entry.name), rel));
    else if (!/\.(br|gz)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

function variant(file: string, encoding: 'br' | 'gzip', body: Buffer): Buffer {
  const precompressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  if (existsSync(precompressed) && statSync(precompressed).mtimeMs >= statSync(file).mtimeMs)
    return readFileSync(precompressed);
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
    : zlib.gzipSync(body, { level: 9 });
}

function load(root: string, rel: string): StaticFile {
  const file = path.join(root, rel);
  const identity = readFileSync(file);
  const compressible = COMPRESSIBLE.test(rel) && identity.length >= MIN_BYTES;
  const bodies = new Map<ContentEncoding, Buffer>([['identity', identity]]);
  if (compressible) for (const enc of ['br', 'gzip'] as const) bodies.set(enc, variant(file, enc, identity));
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 20);
  const etags = new Map<ContentEncoding, string>();
  for (const enc of bodies.keys()) etags.set(enc, `"${hash}${enc === 'identity' ? '' : `-${enc}`}"`);
  return {
    type: TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream',
    cacheControl: rel.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
    compressible,
    bodies,
    etags,
  };
}

function send(
  req: Parameters<RequestHandler>[0],
  res: Response,
  file: StaticFile,
  cacheControl = file.cacheControl,
): void {
  const encoding = file.compressible
    ? preferredEncoding(req.get('accept-encoding'), [...file.bodies.keys()])
    : 'identity';
  const body = file.bodies.get(encoding) as Buffer;
  const etag = file.etags.get(encoding) as string;
  res.setHeader('Content-Type', file.type);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', etag);
  if (file.compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  if (
    req
      .get('if-none-match')
      ?.split(',')
      .some((t) => t.trim() === etag)
  ) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Length', body.length);
  res.status(200);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/**
 * Serves the files of `staticDir`, and index.html for every other GET that is not an API call
 * (client-side routes such as /login or /agent/…/show). A missing /assets/ file is a 404, not
 * index.html: a stale tab asking for an old chunk must fail as a missing script, not as HTML.
 */
export function consoleFiles(staticDir: string): RequestHandler {
  const root = path.resolve(staticDir);
  const files = new Map<string, StaticFile>();
  for (const rel of filesUnder(root)) files.set(rel, load(root, rel));
  const index = files.get('/index.html');

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) {
      next();
      return;
    }
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    const file = files.get(rel === '/' ? '/index.html' : rel);
    if (file) send(req, res, file);
    else if (index && !rel.startsWith('/assets/')) send(req, res, index, REVALIDATE);
    else next();
  };
}
