// The console's first load: the entry module script of dist/index.html, every chunk it loads
// statically (its modulepreload links, cross-checked by following the static `import … from
// "./x.js"` statements) and the stylesheets, each gzipped at level 9. One measure for the bench
// (bench/bundleSize.ts) and the suite: `node scripts/first-load.mjs` fails above the budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './proc.mjs';

/** The suite fails above this (the figure is deterministic); the bench holds the goal below it. */
export const FIRST_LOAD_BUDGET_KB = 350;
/** The goal with every area of the mission in (issue 15): the bench's budget. */
export const FIRST_LOAD_GOAL_KB = 330;

export const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

/** Attribute values of the tags matching `tag` whose attributes satisfy `when`. */
function attrsOf(html, tag, attr, when) {
  const out = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs = m[1] ?? '';
    const value = attrs.match(new RegExp(`\\b${attr}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];
    if (value && when(attrs)) out.push(value);
  }
  return out;
}

/** Static import closure of a chunk: `import"./a.js"`, `from"./b.js"`; never `import("./c.js")`. */
function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g))
      visit(join(dirname(file), m[1]));
  };
  visit(entry);
  return seen;
}

/** The first-load files of a build: { files, notPreloaded } (absolute paths). */
export function firstLoadFiles(dist) {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) throw new Error('dist/index.html no existe: ejecute `npm run build` primero.');
  const html = readFileSync(indexHtml, 'utf8');
  // "/assets/x.js" (as written in the HTML) → dist path; external URLs are not ours.
  const toDistPath = (url) => (/^[a-z]+:\/\//i.test(url) ? null : join(dist, url.replace(/^\//, '').split('?')[0]));
  const entries = attrsOf(html, 'script', 'src', (a) => /type\s*=\s*["']module["']/i.test(a));
  const preloads = attrsOf(html, 'link', 'href', (a) => /rel\s*=\s*["']modulepreload["']/i.test(a));
  const styles = attrsOf(html, 'link', 'href', (a) => /rel\s*=\s*["']stylesheet["']/i.test(a));
  if (entries.length === 0) throw new Error('dist/index.html no tiene <script type="module" src>.');
  const fromHtml = [...entries, ...preloads, ...styles].map(toDistPath).filter(Boolean);
  const closure = new Set(
    entries
      .map(toDistPath)
      .filter(Boolean)
      .flatMap((e) => [...staticClosure(e)]),
  );
  return {
    files: [...new Set([...fromHtml, ...closure])],
    notPreloaded: [...closure].filter((f) => !fromHtml.includes(f)),
  };
}

export const firstLoadKb = (dist) => firstLoadFiles(dist).files.reduce((sum, f) => sum + gzipKb(f), 0);

if (import.meta.url === `file://${process.argv[1]}`) {
  const kb = firstLoadKb(join(repoRoot, 'dist'));
  const ok = kb <= FIRST_LOAD_BUDGET_KB;
  console.log(
    `Primera carga de la consola: ${kb.toFixed(1)} kB gzip (presupuesto ${FIRST_LOAD_BUDGET_KB} kB)${ok ? '' : ' — EXCEDIDO'}`,
  );
  process.exit(ok ? 0 : 1);
}
