/**
 * The harness's HTTP client: node:http rather than fetch, because fuzzing needs what fetch forbids
 * or rewrites (bodies on GET, raw `%2e%2e` and `..%2F` paths, any content type), and every call
 * has its own deadline so a hanging server fails the run instead of stalling it.
 */
import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Path and query, sent as they are (already percent-encoded where needed). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** No answer (not even an error) within the deadline. */
export class HangError extends Error {}

const agents = new Map<string, http.Agent>();
/** One keep-alive agent per base URL, so thousands of calls reuse a few sockets. */
function agentFor(base: string): http.Agent {
  let agent = agents.get(base);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    agents.set(base, agent);
  }
  return agent;
}

/** Closes the pooled sockets (end of a run). */
export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export function send(base: string, r: RawRequest, timeoutMs = 10_000): Promise<RawReply> {
  const url = new URL(base);
  const body = r.body === undefined ? undefined : Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body);
  const headers: Record<string, string | number> = { ...r.headers };
  if (body) headers['content-length'] = body.length;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, method: r.method, path: r.path, headers, agent: agentFor(base) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new HangError(`${r.method} ${r.path.slice(0, 120)}: sin respuesta en ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

/** Runs `task` over `items` with at most `concurrency` in flight; results in input order. */
export async function pool<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** JSON body request headers with an optional session token. */
export const jsonHeaders = (token?: string): Record<string, string> => ({
  'content-type': 'application/json',
  ...(token ? { 'x-auth-token': token } : {}),
});
