/**
 * The legacy bodies the console sends, held byte for byte (fixtures.ts, auto): every write a test's
 * pages send to `/api` (method, path, body) is recorded in order, and where
 * `tests/e2e/wire-bodies.json` holds that test's writes, the test fails unless it sent exactly
 * those. The baseline was recorded before the area contracts took over building and reading the
 * bodies (issue 28), so a codec that sends one field differently fails the flow that uses it.
 * `WIRE_BODIES=record` writes each test's writes to `.tmp/wire-bodies/` instead; the baseline keeps
 * only the tests whose writes were the same in two recorded runs (`scripts/wire-bodies.mjs`).
 * Multipart bodies are held as their parts' names, file names and text values (the boundary is random).
 * A time the screen fills from the demo clock's now is held as its pattern, `{"$matches": regex}`;
 * what the screen picks from the server's lists stands for any such value (below).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Request, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';

export interface SentWrite {
  method: string;
  path: string;
  body: unknown;
}

// Playwright runs from the repository's root (as the mock's data folders assume).
const BASELINE = join('tests', 'e2e', 'wire-bodies.json');
const RECORD_DIR = process.env.WIRE_BODIES_DIR ?? join('.tmp', 'wire-bodies');
let baseline: Record<string, SentWrite[]> | undefined;

const baselineOf = (key: string): SentWrite[] | undefined => {
  baseline ??= JSON.parse(readFileSync(BASELINE, 'utf8')) as Record<string, SentWrite[]>;
  return baseline[key];
};

/**
 * What the screen takes from the server's lists rather than from what the test types: a canonical
 * RUT (the agent's first trucking company, say) and an integer under an identifier's name (a draft,
 * an operation number). A test run before it in the same worker may change those lists, so any
 * canonical RUT and any integer stand there; a path's numbers likewise. Names, shapes, formats,
 * amounts and quantities are still compared exactly (a dotted RUT, or cents sent as a decimal, fail).
 */
const CANONICAL_RUT = /^\d{7,8}-[\dK]$/;
const IDENTIFIER = /(^id$|Id$|Ids$|Nbr$|Number$|^drafts$)/;

function expectedOf(value: unknown, key = ''): unknown {
  if (typeof value === 'string' && CANONICAL_RUT.test(value)) return expect.stringMatching(CANONICAL_RUT);
  if (typeof value === 'number' && Number.isInteger(value) && IDENTIFIER.test(key)) return expect.any(Number);
  if (Array.isArray(value)) return value.map((v) => expectedOf(v, key));
  if (value && typeof value === 'object') {
    const pattern = (value as { $matches?: unknown }).$matches;
    if (typeof pattern === 'string') return expect.stringMatching(new RegExp(pattern));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expectedOf(v, k)]));
  }
  return value;
}

/** A write as the baseline expects it: its path's numbers stand for any number. */
const expectedWrite = (w: SentWrite) => ({
  method: w.method,
  path: expect.stringMatching(new RegExp(`^${w.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d+/g, '\\d+')}$`)),
  body: expectedOf(w.body),
});

/** A test's key: its file and title path (stable across runs and workers). */
export const wireKey = (info: TestInfo) =>
  [info.file.split(/[\\/]tests[\\/]e2e[\\/]/).pop(), ...info.titlePath.slice(1)].join(' › ');

function multipartParts(body: string, contentType: string): unknown {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) return body;
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.split('\r\n\r\n');
      const name = /name="([^"]*)"/.exec(head)?.[1];
      const filename = /filename="([^"]*)"/.exec(head)?.[1];
      return filename !== undefined ? { name, filename } : { name, value: rest.join('\r\n\r\n').replace(/\r\n$/, '') };
    });
}

function bodyOf(request: Request): unknown {
  const type = request.headers()['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const raw = request.postDataBuffer();
    return raw ? multipartParts(raw.toString('latin1'), type) : null;
  }
  const text = request.postData();
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Records the context's writes to /api; `check` compares them with the baseline (or records them). */
export function wireBodies(context: BrowserContext) {
  const sent: SentWrite[] = [];
  context.on('request', (request) => {
    if (request.method() === 'GET' || request.method() === 'HEAD' || request.method() === 'OPTIONS') return;
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    sent.push({ method: request.method(), path: pathname + search, body: bodyOf(request) });
  });
  return {
    check(info: TestInfo) {
      const key = wireKey(info);
      if (process.env.WIRE_BODIES === 'record') {
        if (info.status !== 'passed' || sent.length === 0) return;
        mkdirSync(RECORD_DIR, { recursive: true });
        writeFileSync(join(RECORD_DIR, `${info.workerIndex}-${info.testId}.json`), JSON.stringify({ key, sent }));
        return;
      }
      const expected = baselineOf(key);
      if (expected && info.status === 'passed')
        expect(sent, `los cuerpos enviados por la consola (${key})`).toEqual(expected.map(expectedWrite));
    },
  };
}
