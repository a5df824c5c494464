/**
 * Compression of dynamic answers (API JSON, error bodies) when the client accepts it: brotli
 * preferred, else gzip. Answers that already carry a Content-Encoding (the list cache's
 * precompressed bodies, the console's precompressed files) pass through untouched, and types
 * that are compressed formats already (PDF, XLSX, images) are left alone: `compression` checks
 * both by itself.
 */
import zlib from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

export const apiCompression = compression({
  threshold: 1024,
  // Quality 4: dynamic data, compressed on every answer; most of brotli's gain for little CPU.
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  level: 6,
});

/**
 * Only reads carry bodies worth compressing (collections, documents, the console's files); a
 * write answers with one small record, and skipping the wrapper saves its cost on every write.
 */
export const readsCompressed: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') apiCompression(req, res, next);
  else next();
};
