/**
 * The portal as `npm start` runs it (mock-server/main.ts in its own node process, optional
 * STATIC_DIR) for the benches that measure what a browser gets, plus an API login.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The built console: BENCH_DIST_DIR (a candidate build elsewhere) or dist/. */
export const distDir = () => process.env.BENCH_DIST_DIR || join(repoRoot, 'dist');

export interface PortalOptions {
  port: number;
  dataDir: string;
  seedScale: number;
  staticDir?: string;
  timeoutMs?: number;
  /** false: start from the data already in dataDir (a restart) instead of a fresh seed. */
  reset?: boolean;
}

/** Starts the portal (fresh seed in dataDir) and resolves once it prints its URL. */
export function startPortal(o: PortalOptions): Promise<{ child: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(o.port),
    DATA_DIR: o.dataDir,
    SEED_SCALE: String(o.seedScale),
    MOCK_RESET: o.reset === false ? '0' : '1',
    TOKEN_TTL_SECONDS: '7200',
  };
  if (o.staticDir) env.STATIC_DIR = o.staticDir;
  else delete env.STATIC_DIR;
  // `node --import tsx` runs the server in this one child, so stopping it stops the server.
  // BENCH_SERVER_ROOT: another checkout's server (e.g. a 'before' snapshot) with the same bench.
  const cwd = process.env.BENCH_SERVER_ROOT || repoRoot;
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'mock-server/main.ts'], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const timeoutMs = o.timeoutMs ?? 300_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`el portal no respondió en ${timeoutMs / 1000} s`));
    }, timeoutMs);
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/Business Portal en (\S+)/);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.stdout!.resume(); // keep draining its log
        resolve({ child, url: m[1]! });
      }
    };
    child.stdout!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`el portal terminó (código ${code}) antes de estar listo`));
    });
  });
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface ApiSession {
  token: string;
  expires: number;
  /** GET /api/account, as the console caches it (the `identity` localStorage key). */
  account: Record<string, unknown>;
}

/** The localStorage a signed-in console keeps: its token, expiry and cached identity. */
export const storedSession = (s: ApiSession): Record<string, string> => ({
  token: s.token,
  expires: String(s.expires),
  identity: JSON.stringify(s.account),
});

/** A new browser context (a cold cache) that starts signed in: the session stored before any page script. */
export async function signedInContext(
  browser: Browser,
  session: Record<string, string>,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript((s: Record<string, string>) => {
    for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
  }, session);
  return context;
}

/** POST /login then GET /api/account, like the console's authProvider. */
export async function login(base: string, username = 'servicio', password = 'Puerto#2026'): Promise<ApiSession> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, rememberMe: 'false' }).toString(),
  });
  const body = (await res.json().catch(() => ({}))) as { token?: string; expires?: unknown };
  if (!res.ok || !body.token) throw new Error(`POST /login → ${res.status} ${JSON.stringify(body)}`);
  const acc = await fetch(`${base}/api/account`, {
    headers: { 'x-auth-token': body.token, accept: 'application/json' },
  });
  const account = (await acc.json()) as Record<string, unknown>;
  if (!acc.ok) throw new Error(`GET /api/account → ${acc.status}`);
  return {
    token: body.token,
    expires: Number(body.expires),
    account: { ...account, authorities: account.authorities ?? [] },
  };
}

/** utime + stime of a process in clock ticks (Linux /proc; 100 ticks = 1 s), or null. */
export function cpuTicks(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
