// Two lanes of `npm test` steps run at the same time (scripts/test.mjs): the main lane's steps with
// their output as it comes, the side lane's one after another with each step's output held and
// printed whole when it ends (so two tools never interleave lines). A failed step stops its lane;
// the other lane finishes. Resolves with every step's result and the first failure, if any.
import { exitCodeOf, spawnNode } from './proc.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function runStep(step, { hold }) {
  const t0 = Date.now();
  if (!hold) console.log(`\n▶ ${step.name}`);
  const child = spawnNode(step.bin, step.args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const chunks = [];
  child.stdout?.on('data', (c) => chunks.push(c));
  child.stderr?.on('data', (c) => chunks.push(c));
  const code = await exitCodeOf(child);
  const time = seconds(Date.now() - t0);
  const verdict = `◀ ${step.name}: ${code === 0 ? 'OK' : `FALLÓ (código ${code})`} en ${time}`;
  if (hold) process.stdout.write(`\n▶ ${step.name} (en paralelo)\n${Buffer.concat(chunks).toString()}${verdict}\n`);
  else console.log(verdict);
  return { name: step.name, status: code === 0 ? 'OK' : 'FAIL', time, code };
}

async function runLane(steps, options) {
  const results = [];
  for (const step of steps) {
    const result = await runStep(step, options);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

export async function runLanes(mainSteps, sideSteps) {
  const [main, side] = await Promise.all([runLane(mainSteps, { hold: false }), runLane(sideSteps, { hold: true })]);
  const results = [...side, ...main];
  return { results, failed: results.find((r) => r.code !== 0) };
}
