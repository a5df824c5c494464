/** Starts a mock server on a free port over a fresh data dir, and calls it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type ServerOptions } from '../../mock-server/server';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';

export type Rec = Record<string, any>;

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

export interface Mock {
  url: string;
  dataDir: string;
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

export async function startMock(opts: Partial<ServerOptions> = {}, dataDir?: string): Promise<Mock> {
  const dir = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'mock-test-')));
  const server = await startServer({ port: 0, dataDir: dir, quiet: true, ...opts });
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
    const res = await fetch(server.url + p, { method, headers, body });
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
    const r = await call('POST', '/login', { form: { username, password: DEMO_PASSWORD, rememberMe: 'false', timeout: '30' } });
    if (r.status !== 200) throw new Error(`login ${username}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  };
  return {
    url: server.url,
    dataDir: dir,
    close: () => server.close(),
    async dispose() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
    call,
    fetch: (method, p, o = {}) => fetch(server.url + p, { method, headers: o.token ? { 'x-auth-token': o.token } : {} }),
    login,
    async as(username) {
      const token = await login(username);
      return (method, p, json) => call(method, p, { token, json });
    },
  };
}
