/**
 * Starts a mock server on a free port over a fresh data dir, and calls it. With CONTRACT_BASE_URL
 * (`npm run test:contract`) the same tests speak to that server instead, and the checks only the
 * in-process mock can pass are skipped (mockOnly).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerOptions } from '../../mock-server/server';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import type { Store } from '../../mock-server/store';

/** Another server to run the HTTP contract tests against (it must hold the demo accounts, freshly seeded). */
export const contractBaseUrl = process.env.CONTRACT_BASE_URL?.trim().replace(/\/+$/, '') || undefined;

/**
 * A check only a fresh in-process mock can make, skipped against CONTRACT_BASE_URL: it reads the
 * store or data files, uses /__mock/* (the outbox), restarts the server or starts one with other
 * options, depends on the seed's exact counts, or leaves a shared demo account changed for good
 * (a new password, a lockout) where other files still use it.
 */
export const MOCK_ONLY = { skip: contractBaseUrl !== undefined };
// Used as the options of a test or a block, `it('ADM-…: title', MOCK_ONLY, async () => …)`, so the
// title stays a plain it()/describe() title that tools reading test titles see.

export type Rec = Record<string, any>;

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

export interface Mock {
  url: string;
  dataDir: string;
  /** The in-process server's store (absent against CONTRACT_BASE_URL): for the MOCK_ONLY checks that set a fact no call sets yet. */
  store?: Store;
  close(): Promise<void>;
  /** Closes the server and removes its data dir. */
  dispose(): Promise<void>;
  call(method: string, path: string, opts?: CallOptions): Promise<Reply>;
  /** The bare fetch Response (binary bodies: PDF, images). */
  fetch(method: string, path: string, opts?: { token?: string }): Promise<Response>;
  /** A token of a demo user (logs in with the demo password). */
  login(username: string): Promise<string>;
  /** call() as the given demo user. */
  as(username: string): Promise<(method: string, path: string, json?: unknown) => Promise<Reply>>;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  raw?: string;
  form?: Record<string, string>;
  /** Extra request headers (e.g. Origin). */
  headers?: Record<string, string>;
}

type Client = Pick<Mock, 'call' | 'fetch' | 'login' | 'as'>;

/** The calls of a Mock against any base URL. */
function clientFor(url: string): Client {
  const call: Mock['call'] = async (method, p, o = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    let body: string | undefined;
    if (o.token) headers['x-auth-token'] = o.token;
    if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(o.form).toString();
    } else if (o.raw !== undefined) {
      headers['content-type'] = 'application/json';
      body = o.raw;
    } else if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    }
    const res = await fetch(url + p, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const login = async (username: string) => {
    const r = await call('POST', '/login', {
      form: { username, password: DEMO_PASSWORD, rememberMe: 'false', timeout: '30' },
    });
    if (r.status !== 200) throw new Error(`login ${username}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };
  return {
    call,
    fetch: (method, p, o = {}) => fetch(url + p, { method, headers: o.token ? { 'x-auth-token': o.token } : {} }),
    login,
    async as(username) {
      const token = await login(username);
      return (method, p, json) => call(method, p, { token, json });
    },
  };
}

/**
 * A fresh in-process mock (options and data dir as given), or — with CONTRACT_BASE_URL — that
 * server as it is: options cannot apply there, so the tests that need them are mockOnly.
 */
export async function startMock(opts: Partial<ServerOptions> = {}, dataDir?: string): Promise<Mock> {
  if (contractBaseUrl) {
    const none = async () => undefined;
    return { url: contractBaseUrl, dataDir: '', close: none, dispose: none, ...clientFor(contractBaseUrl) };
  }
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'mock-test-')));
  const server = await startServer({ port: 0, dataDir: dir, quiet: true, ...opts });
  return {
    url: server.url,
    dataDir: dir,
    store: server.store ?? undefined,
    close: () => server.close(),
    async dispose() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
    ...clientFor(server.url),
  };
}
