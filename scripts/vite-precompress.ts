/**
 * Vite plugin: writes `.br` (quality 11) and `.gz` (level 9) next to every compressible file of
 * the build, so the server sends the smallest encoding without compressing on each request.
 * Runs inside `vite build` (npm test and npm start both build with it).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ico|map|webmanifest|xml)$/i;
/** Below this, the headers cost about what compression saves. */
export const MIN_BYTES = 1024;

async function precompress(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

export function precompressPlugin(): Plugin {
  return {
    name: 'portal-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompress(path.join(dir, name))));
    },
  };
}
