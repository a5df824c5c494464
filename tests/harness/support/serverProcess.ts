/**
 * The real server as its own process: `node --import tsx mock-server/main.ts` (one process, unlike
 * the tsx CLI, which is a wrapper around a child), so SIGKILL hits the server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { send } from './http';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGKILL: no flush, no goodbye. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes its store and exits. */
  stop(): Promise<void>;
}

/** Polls the health endpoint until it answers 200 (the store is loaded), the process dies, or the deadline. */
async function waitUntilUp(
  url: string,
  exited: Promise<unknown>,
  output: () => string,
  deadlineMs: number,
): Promise<void> {
  let dead = false;
  void exited.then(() => (dead = true));
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (dead) throw new Error(`el servidor terminó al iniciar: ${output()}`);
    const up = await send(url, { method: 'GET', path: '/__mock/health' }, 1000).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`el servidor no respondió en ${deadlineMs} ms: ${output()}`);
}

export async function startServerProcess(opts: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  startupMs?: number;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(opts.port), DATA_DIR: opts.dataDir, LOG_LEVEL: 'silent', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    await waitUntilUp(url, exited, () => output, opts.startupMs ?? 30_000);
  } catch (err) {
    child.kill('SIGKILL');
    await exited;
    throw err;
  }
  return {
    url,
    child,
    exited,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
