/** A tiny built console in a temp dir: the static tests must not depend on `vite build`. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export interface FakeDist {
  dir: string;
  indexHtml: string;
  /** A hashed asset with both precompressed variants written next to it. */
  appJs: { url: string; body: string };
  /** A hashed asset without precompressed variants (the server compresses it once). */
  styleCss: { url: string; body: string };
}

export async function makeFakeDist(): Promise<FakeDist> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fake-dist-'));
  await mkdir(path.join(dir, 'assets'));
  const indexHtml =
    '<!doctype html><html lang="es-CL"><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
  const appBody = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, nombre: `Agente ${i}` })))};\n`;
  const cssBody = `${Array.from({ length: 120 }, (_, i) => `.c${i} { margin: ${i}px; }`).join('\n')}\n`;
  await writeFile(path.join(dir, 'index.html'), indexHtml);
  await writeFile(path.join(dir, 'assets/app-Ab12Cd34.js'), appBody);
  await writeFile(path.join(dir, 'assets/app-Ab12Cd34.js.br'), zlib.brotliCompressSync(appBody));
  await writeFile(path.join(dir, 'assets/app-Ab12Cd34.js.gz'), zlib.gzipSync(appBody));
  await writeFile(path.join(dir, 'assets/style-Ef56Gh78.css'), cssBody);
  return {
    dir,
    indexHtml,
    appJs: { url: '/assets/app-Ab12Cd34.js', body: appBody },
    styleCss: { url: '/assets/style-Ef56Gh78.css', body: cssBody },
  };
}
