// Builds tests/e2e/wire-bodies.json (tests/e2e/wireBodies.ts) from two recorded runs of the browser
// tests (`WIRE_BODIES=record WIRE_BODIES_DIR=<dir> playwright test …`, twice): it keeps the tests
// whose writes were the same in both, so a body holding a random value is left out. A value that
// differs only as a time the screen fills with the demo clock's now (DD-MM-YYYY HH:mm, or
// DD/MM/YYYY HH:mm) is kept as that pattern: `{"$matches": regex}`.
//   node scripts/wire-bodies.mjs <first run dir> <second run dir>
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [first, second] = process.argv.slice(2);
if (!first || !second) {
  console.error('uso: node scripts/wire-bodies.mjs <carpeta de la primera grabación> <carpeta de la segunda>');
  process.exit(2);
}
const read = (dir) => {
  const runs = new Map();
  for (const name of readdirSync(dir)) {
    const { key, sent } = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    runs.set(key, sent);
  }
  return runs;
};
const CLOCK_TIMES = [/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/];
/** The two runs' writes as one, or undefined when they differ in more than a clock time. */
function merged(x, y) {
  if (typeof x === 'string' && typeof y === 'string' && x !== y) {
    const pattern = CLOCK_TIMES.find((p) => p.test(x) && p.test(y));
    return pattern ? { $matches: pattern.source } : undefined;
  }
  if (Array.isArray(x) && Array.isArray(y)) {
    if (x.length !== y.length) return undefined;
    const items = x.map((v, i) => merged(v, y[i]));
    return items.some((v, i) => v === undefined && x[i] !== undefined) ? undefined : items;
  }
  if (x && y && typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) && !Array.isArray(y)) {
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length || keys.some((k) => !(k in y))) return undefined;
    const out = {};
    for (const k of keys) {
      const v = merged(x[k], y[k]);
      if (v === undefined && x[k] !== undefined) return undefined;
      out[k] = v;
    }
    return out;
  }
  return JSON.stringify(x) === JSON.stringify(y) ? x : undefined;
}

/**
 * Tests whose writes carry what other tests in the same worker change first, so that equal
 * recordings do not make them stable in a whole run: the pay screen takes the first unpaid final
 * invoices of two customers, and which those are (their amounts) depends on the payments before it.
 */
const LEFT_OUT = [/^pay\.spec\.ts /];

const a = read(first);
const b = read(second);
const kept = {};
const dropped = [];
for (const key of [...a.keys()].sort()) {
  if (!b.has(key) || LEFT_OUT.some((p) => p.test(key))) continue;
  const both = merged(a.get(key), b.get(key));
  if (both !== undefined) kept[key] = both;
  else dropped.push(key);
}
writeFileSync(join('tests', 'e2e', 'wire-bodies.json'), `${JSON.stringify(kept, null, 1)}\n`);
const writes = Object.values(kept).reduce((n, sent) => n + sent.length, 0);
console.log(
  `${Object.keys(kept).length} pruebas, ${writes} escrituras guardadas; ${dropped.length} distintas entre las dos grabaciones:`,
);
for (const key of dropped) console.log(`  - ${key}`);
