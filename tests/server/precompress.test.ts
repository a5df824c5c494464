/** The build step that writes .br/.gz next to each compressible file (scripts/vite-precompress.ts). */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { precompressPlugin } from '../../scripts/vite-precompress';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

it('writes brotli and gzip variants of compressible build files that decompress to the original, and skips tiny or binary ones', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  const big = 'export const x = 1;\n'.repeat(200);
  await writeFile(path.join(dir, 'app.js'), big);
  await writeFile(path.join(dir, 'tiny.css'), '.a{}');
  await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));
  const hook = precompressPlugin().writeBundle as (
    this: unknown,
    o: { dir: string },
    b: Record<string, unknown>,
  ) => Promise<void>;
  await hook.call({}, { dir }, { 'app.js': {}, 'tiny.css': {}, 'logo.png': {} });

  expect(zlib.brotliDecompressSync(await readFile(path.join(dir, 'app.js.br'))).toString()).toBe(big);
  expect(zlib.gunzipSync(await readFile(path.join(dir, 'app.js.gz'))).toString()).toBe(big);
  expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
  expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
});
