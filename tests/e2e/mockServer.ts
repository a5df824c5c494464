/**
 * One mock legacy server per Playwright worker: its own port (8494 + parallelIndex) and data
 * folder, reset at start, serving the built console (dist/). One node process (`node --import
 * tsx`, not the tsx wrapper, whose child would outlive a kill of the wrapper).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** E2E_FIRST_PORT and E2E_STATIC_DIR let two runs share a machine (each its own ports and build). */
export const FIRST_E2E_PORT = Number(process.env.E2E_FIRST_PORT) || 8494;
const STATIC_DIR = process.env.E2E_STATIC_DIR || 'dist';
// Generous: on a machine busy with other work a start has taken over a minute (quiet: ~3 s).
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 5_000;

export interface MockServer {
  url: string;
  stop(): Promise<void>;
}

export async function startMockServer(parallelIndex: number): Promise<MockServer> {
  const port = FIRST_E2E_PORT + parallelIndex;
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    env: { ...process.env, PORT: String(port), STATIC_DIR, DATA_DIR: `.tmp/e2e-data-${port}`, MOCK_RESET: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // Whatever ends the worker (a crash included), the server goes with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child);
  };
  try {
    await waitForHealth(url, child, () => stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** Polls GET /__mock/health until it answers 200; fails at once if the process exits. */
async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`El servidor simulado terminó al iniciar (${url}):\n${stderr()}`);
    try {
      const response = await fetch(`${url}/__mock/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`El servidor simulado no respondió en ${START_TIMEOUT_MS} ms (${url}):\n${stderr()}`);
}

/** SIGTERM (the server flushes its store), SIGKILL if it has not exited after a while. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
