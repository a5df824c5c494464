/**
 * First-load size of the built console: the entry module script of dist/index.html, every
 * chunk it loads statically (its modulepreload links, cross-checked by following the static
 * `import … from "./x.js"` statements) and the stylesheets, each gzipped at level 9.
 * Run after a build (scripts/bench.mjs builds when dist/ is stale).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { report } from './report';

const FIRST_LOAD_BUDGET_KB = 350;
// BENCH_DIST_DIR lets the measure run on another build (e.g. a candidate in a scratch dir).
const dist = process.env.BENCH_DIST_DIR || join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Attribute values of the tags matching `tag` whose attributes satisfy `when`. */
function attrsOf(html: string, tag: 'script' | 'link', attr: 'src' | 'href', when: (attrs: string) => boolean): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs = m[1] ?? '';
    const value = attrs.match(new RegExp(`\\b${attr}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    if (value && when(attrs)) out.push(value);
  }
  return out;
}

/** "/assets/x.js" (as written in the HTML) → dist path; external URLs are not ours. */
const toDistPath = (url: string) => (/^[a-z]+:\/\//i.test(url) ? null : join(dist, url.replace(/^\//, '').split('?')[0]!));

/** Static import closure of a chunk: `import"./a.js"`, `from"./b.js"`; never `import("./c.js")`. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      visit(join(dirname(file), m[1]!));
    }
  };
  visit(entry);
  return seen;
}

function main() {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error('dist/index.html no existe: ejecute `npm run build` primero.');
  const html = readFileSync(indexHtml, 'utf8');

  const entries = attrsOf(html, 'script', 'src', (a) => /type\s*=\s*["']module["']/i.test(a));
  const preloads = attrsOf(html, 'link', 'href', (a) => /rel\s*=\s*["']modulepreload["']/i.test(a));
  const styles = attrsOf(html, 'link', 'href', (a) => /rel\s*=\s*["']stylesheet["']/i.test(a));
  if (entries.length === 0) throw new Error('dist/index.html no tiene <script type="module" src>.');

  const fromHtml = [...entries, ...preloads, ...styles].map(toDistPath).filter((p): p is string => !!p);
  const closure = new Set(entries.map(toDistPath).filter((p): p is string => !!p).flatMap((e) => [...staticClosure(e)]));
  const notPreloaded = [...closure].filter((f) => !fromHtml.includes(f));
  const files = [...new Set([...fromHtml, ...closure])];

  console.log('Primera carga / first load (gzip -9):');
  let total = 0;
  for (const f of files) {
    const kb = gzipKb(f);
    total += kb;
    console.log(`  ${posix.join(...f.slice(dist.length + 1).split(/[\\/]/)).padEnd(48)} ${kb.toFixed(1).padStart(7)} kB`);
  }
  if (notPreloaded.length) console.log(`  (importados estáticamente sin modulepreload: ${notPreloaded.length})`);

  report({
    name: 'Console first load (gzip)',
    value: round1(total),
    unit: 'kB',
    budget: FIRST_LOAD_BUDGET_KB,
    method:
      'dist/index.html: entry <script type=module> + its static imports (modulepreload links and import closure) + stylesheet links, each zlib gzip level 9, summed',
  });

  const assets = join(dist, 'assets');
  const js = existsSync(assets) ? readdirSync(assets).filter((f) => f.endsWith('.js')) : [];
  report({
    name: 'Console total JS (gzip)',
    value: round1(js.reduce((sum, f) => sum + gzipKb(join(assets, f)), 0)),
    unit: 'kB',
    method: `every dist/assets/*.js (${js.length} files, lazy chunks included), each zlib gzip level 9, summed`,
  });
}

main();
