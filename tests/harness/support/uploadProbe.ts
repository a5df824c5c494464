/**
 * Watching the server while an upload is processed (tests/harness/uploadFuzz.test.ts,
 * bench/uploads.ts): /healthz asked every PROBE_EVERY_MS on a connection of its own, its slowest
 * answer kept, and the process's resident memory sampled, its peak above the start kept. The
 * server runs in this process, so a blocked event loop shows as a slow /healthz.
 */
import http from 'node:http';
import { send, type RawReply } from './http';

const PROBE_EVERY_MS = 25;

export interface Probed<T> {
  result: T;
  /** The slowest /healthz answer while the work ran (ms). */
  healthzMaxMs: number;
  healthzCount: number;
  /** The peak resident set above the one at the start (bytes). */
  rssGrowth: number;
  ms: number;
}

function healthz(base: string, agent: http.Agent): Promise<number> {
  const url = new URL(base);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get({ host: url.hostname, port: url.port, path: '/healthz', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - t0));
    });
    req.on('error', reject);
  });
}

export async function probeWhile<T>(base: string, work: () => Promise<T>): Promise<Probed<T>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rss0 = process.memoryUsage().rss;
  let rssPeak = rss0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 10);
  let running = true;
  let healthzMaxMs = 0;
  let healthzCount = 0;
  const prober = (async () => {
    while (running) {
      const ms = await healthz(base, agent);
      healthzMaxMs = Math.max(healthzMaxMs, ms);
      healthzCount += 1;
      await new Promise((r) => setTimeout(r, PROBE_EVERY_MS));
    }
  })();
  const t0 = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - t0;
    running = false;
    await prober;
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    return { result, healthzMaxMs, healthzCount, rssGrowth: rssPeak - rss0, ms };
  } finally {
    running = false;
    clearInterval(sampler);
    agent.destroy();
  }
}

/** POST /api/export/validaxlsmty with the file and the booking's empty grid, as the console sends it. */
export function uploadEmpties(
  base: string,
  token: string,
  bookingId: string,
  data: Buffer,
  filename: string,
  timeoutMs = 15_000,
): Promise<RawReply> {
  const boundary = '----fuzz' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename.replace(/["\r\n]/g, '_')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="preadviceMTYDTO"\r\n\r\n${JSON.stringify({ bookingId, unitlist: [] })}\r\n--${boundary}--\r\n`,
    ),
  ]);
  return send(
    base,
    {
      method: 'POST',
      path: '/api/export/validaxlsmty',
      headers: { 'x-auth-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    },
    timeoutMs,
  );
}
