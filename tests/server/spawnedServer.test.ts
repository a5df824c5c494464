/**
 * The server as `npm start` runs it — its own process (`node --import tsx mock-server/main.ts`,
 * no wrapper) — for what only a process shows: the request log on stdout and SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PORT = 8502;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Puerto#2026';

let dataDir: string;
let child: ChildProcess;
let stdout = '';
let exit: Promise<{ code: number | null; at: number }>;

async function waitUntilHealthy(deadlineMs = 20_000): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until || child.exitCode !== null) throw new Error(`the server did not start:\n${stdout}`);
    await new Promise((r) => setTimeout(r, 100)); // polling interval while it boots, not a wait for an outcome
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'spawned-server-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, MOCK_RESET: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (stdout += c.toString()));
  exit = new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  await waitUntilHealthy();
});

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Resolves once the server has written `text` to stdout. */
function printed(text: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!stdout.includes(text)) return;
      child.stdout?.off('data', check);
      resolve();
    };
    child.stdout?.on('data', check);
    check();
  });
}

const logLines = () =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('the server process', () => {
  it('logs one line per request with method, path, status, ms and login, and never a password or token', async () => {
    const login = await fetch(`${BASE}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'servicio', password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    await fetch(`${BASE}/api/account?secret=abc`, { headers: { 'x-auth-token': token } });
    await fetch(`${BASE}/api/account`); // refused: no session

    const wanted = (method: string, p: string, status: number) => (l: Record<string, unknown>) =>
      l.method === method && l.path === p && l.status === status;
    // pino writes asynchronously: wait for the lines to reach stdout.
    await expect.poll(() => logLines().filter(wanted('GET', '/api/account', 401)).length).toBe(1);
    const lines = logLines();
    expect(lines.find(wanted('POST', '/login', 200))).toMatchObject({ login: 'servicio', ms: expect.any(Number) });
    expect(lines.find(wanted('GET', '/api/account', 200))).toMatchObject({ login: 'servicio' });
    expect(stdout).not.toContain(PASSWORD);
    expect(stdout).not.toContain(token);
    expect(stdout).not.toContain('secret=abc');
  });

  it('on SIGTERM finishes the request in flight, refuses new ones, and exits 0 within 5 s', async () => {
    // A login whose body is still on its way: `Expect: 100-continue` tells us the server holds it.
    let signalled = 0;
    const body = new URLSearchParams({ username: 'servicio', password: PASSWORD }).toString();
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(`${BASE}/login`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Expect: '100-continue',
        },
      });
      req.on('continue', () => {
        signalled = Date.now();
        child.kill('SIGTERM');
        // The rest of the request arrives once the server has taken the signal; it must still answer it.
        void printed('SIGTERM').then(() => req.end(body));
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    const inFlight = await answer;
    expect(inFlight.status).toBe(200);
    expect(JSON.parse(inFlight.text)).toHaveProperty('token');
    await expect(fetch(`${BASE}/healthz`)).rejects.toThrow();
    const { code, at } = await exit;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(5000);
  });
});
