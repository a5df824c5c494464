/**
 * Fuzzing at scale: ≥ 10,000 seeded bad requests (FUZZ_REQUESTS, FUZZ_SEED) against every route
 * of the in-process mock (tests/harness/support/fuzz.ts), then the pollution and reload checks.
 * Prints the requests sent and the answers per status; 5xx, failures, polluted prototype keys
 * and collections that reload differently must all be 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeFuzz, fuzzSession } from '../tests/harness/support/fuzz';
import { report } from './report';

const PORT = 8516;
const REQUESTS = Math.max(10_000, Number(process.env.FUZZ_REQUESTS) || 0);
const SEED = Number(process.env.FUZZ_SEED) || 20260101;

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-fuzz-'));
  try {
    const t0 = Date.now();
    const s = await fuzzSession({ port: PORT, dataDir, requests: REQUESTS, seed: SEED });
    const seconds = (Date.now() - t0) / 1000;
    console.log(describeFuzz(s.result, SEED));
    for (const f of s.result.failures.slice(0, 20)) console.log(`  falla: ${f}`);
    const fives = [...s.result.byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    const method = `${REQUESTS.toLocaleString('en-US')} peticiones con semilla ${SEED}, 8 en vuelo, servidor en proceso (${seconds.toFixed(1)} s)`;
    const perStatus = [...s.result.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status === 0 ? 'sin respuesta' : status}: ${n}`)
      .join(', ');
    report({
      name: 'fuzz: peticiones enviadas',
      value: s.result.sent,
      unit: 'peticiones',
      method: `${method}; por estado: ${perStatus}`,
    });
    report({ name: 'fuzz: respuestas 5xx', value: fives, unit: 'respuestas', method, budget: 0 });
    report({
      name: 'fuzz: fallas (5xx, sin respuesta, 4xx sin {code, message})',
      value: s.result.failures.length,
      unit: 'fallas',
      method,
      budget: 0,
    });
    report({
      name: 'fuzz: claves contaminadas en prototipos',
      value: s.prototypeChanges.length + s.inheritedMarkers.length,
      unit: 'claves',
      method,
      budget: 0,
    });
    report({
      name: 'fuzz: colecciones distintas al recargar',
      value: s.reloadDiffers.length,
      unit: 'colecciones',
      method: 'cerrar, reabrir el mismo directorio y comparar con lo que había en memoria',
      budget: 0,
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
