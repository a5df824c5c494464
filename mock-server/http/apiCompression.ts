/**
 * Compression of dynamic answers (API JSON, error bodies) when the client accepts it: brotli
 * preferred, else gzip. Answers that already carry a Content-Encoding (the list cache's
 * precompressed bodies, the console's precompressed files) pass through untouched, and types
 * that are compressed formats already (PDF, XLSX, images) are left alone: `compression` checks
 * both by itself.
 */
import zlib from 'node:zlib';
import compression from 'compression';

export const apiCompression = compression({
  threshold: 1024,
  // Quality 4: dynamic data, compressed on every answer; most of brotli's gain for little CPU.
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  level: 6,
});
