// Shared process helpers for the npm scripts: where the repo is, how to run a local tool's
// bin through `node` (no npx, no shell), and how to keep child processes tied to ours.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Paths (relative to the repo root) of the local tools' bins, as their package.json "bin" names them. */
export const bins = {
  tsx: 'node_modules/tsx/dist/cli.mjs',
  tsc: 'node_modules/typescript/bin/tsc',
  vite: 'node_modules/vite/bin/vite.js',
  vitest: 'node_modules/vitest/vitest.mjs',
  playwright: 'node_modules/@playwright/test/cli.js',
};

/** Spawns `node [...execArgv] <bin> ...args` from the repo root with inherited stdio. */
export function spawnNode(bin, args = [], { env = process.env, stdio = 'inherit', execArgv = [] } = {}) {
  const child = spawn(process.execPath, [...execArgv, bin, ...args], { cwd: repoRoot, env, stdio });
  exitCodeOf(child); // start listening now so an early exit is never missed
  return child;
}

const exits = new WeakMap();

/**
 * Resolves with the exit code (signal deaths count as 1) once the child ends. Memoised per
 * child, so asking again after it has exited still resolves.
 */
export function exitCodeOf(child) {
  if (!exits.has(child)) {
    exits.set(
      child,
      new Promise((resolve) => {
        child.on('error', (err) => {
          console.error(String(err));
          resolve(1);
        });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
      }),
    );
  }
  return exits.get(child);
}

/** Runs a command to completion with inherited stdio; returns its exit code. */
export function run(cmd, args = [], { env = process.env } = {}) {
  return exitCodeOf(spawn(cmd, args, { cwd: repoRoot, env, stdio: 'inherit' }));
}

/**
 * Forwards SIGINT/SIGTERM to the children (so Ctrl-C and `kill` stop the servers too)
 * and ends them if this process exits for any other reason.
 */
export function forwardSignals(children) {
  const alive = () => children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => {
      for (const c of alive()) c.kill(sig);
      // Give them a moment to close cleanly, then make sure nothing is left behind.
      setTimeout(() => {
        for (const c of alive()) c.kill('SIGKILL');
        process.exit(130);
      }, 5000).unref();
    });
  }
  process.on('exit', () => {
    for (const c of alive()) c.kill('SIGTERM');
  });
}
