/**
 * The one way the console talks to the legacy server.
 *
 * Path convention: a path starting with `/api`, `/login`, `/logout`, `/timeout` or `/__mock`
 * (or an absolute http(s) URL) is used as given; any other path is a legacy path below /api
 * and gets `/api` prepended. Resource definitions therefore write '/agent/list', and
 * `apiFetch('/agent/list')` calls `${apiRoot}/api/agent/list`.
 *
 * Sends `x-auth-token` while the token is live (ACC-011), counts non-silent /api calls for the
 * loading modal (ACC-046) and turns every failure into an ApiError whose message is the
 * message bar's 'message - code' (ERR-001).
 */
import { HttpError } from 'ra-core';
import { appMessages } from '../i18n/appMessages';
import { apiRoot } from './config';
import { takeEarlyCall } from './earlyCalls';
import { readJsonArray } from './jsonArrayStream';
import { pendingCalls } from './loading';
import { getToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** JSON body. */
  body?: unknown;
  /** application/x-www-form-urlencoded body (e.g. POST /login); wins over body. */
  form?: Record<string, string>;
  /** Not counted by the loading modal. */
  silent?: boolean;
  /** Resolve with the Response itself (downloads: `.blob()`), once it is known to be ok. */
  raw?: boolean;
  headers?: Record<string, string>;
  /** Caller's cancellation (react-query); an abort from it is rethrown untouched. */
  signal?: AbortSignal;
  /** Give up after this many ms: ApiError with status -1 (the legacy "timeout" status). */
  timeoutMs?: number;
  /**
   * A JSON array answer read as it streams in, a slice at a time (jsonArrayStream.ts): its first
   * `rows` elements go to `onHead` as soon as they have arrived, and the loading modal stops
   * counting the call then, as the screen has something to show while the rest streams in.
   */
  arrayHead?: { rows: number; onHead: (head: unknown[]) => void };
}

/** A failed call. `message` is 'message - code'; `body.errors` carries field errors for react-admin forms. */
export class ApiError extends HttpError {
  /** The server's code ("400", "403"…), the status when it sent none, '0' without a response. */
  code: string;
  /** The server's message(s) alone, without the code. */
  serverMessage: string;
  declare status: number;

  constructor(message: string, status: number, code: string, serverMessage: string, body: unknown) {
    super(message, status, body ?? null);
    // HttpError pins its own prototype; restore ours so instanceof ApiError holds.
    Object.setPrototypeOf(this, new.target.prototype);
    this.name = 'ApiError';
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const codeOf = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

/**
 * Server answer → ApiError (pure, for the message bar):
 * - status ≤ 0 (no response): code 0 and the connection text (ERR-007);
 * - `{code, message}`: 'message - code' (ERR-001, ERR-005);
 * - no message: the generic text with the status as code (ERR-006);
 * - a list (array body or `messages: []`): one 'message - code' per line (ERR-003);
 * - `fields: {path: text}` are copied to `body.errors` for the form's fields.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (status <= 0) {
    const message = appMessages.errors.connection;
    return new ApiError(`${message} - 0`, status, '0', message, body ?? null);
  }
  const fallbackCode = isRec(body) ? (codeOf(body.code) ?? String(status)) : String(status);

  const list = Array.isArray(body) ? body : isRec(body) && Array.isArray(body.messages) ? body.messages : undefined;
  if (list && list.length > 0) {
    const items = list.map((item) => {
      const message = isRec(item) ? text(item.message) : text(item);
      const code = isRec(item) ? (codeOf(item.code) ?? fallbackCode) : fallbackCode;
      return { message: message ?? appMessages.errors.generic, code };
    });
    const bar = items.map((i) => `${i.message} - ${i.code}`).join('\n');
    return new ApiError(bar, status, fallbackCode, items.map((i) => i.message).join('\n'), withFieldErrors(body, bar));
  }

  const message = (isRec(body) && text(body.message)) || appMessages.errors.generic;
  const bar = `${message} - ${fallbackCode}`;
  return new ApiError(bar, status, fallbackCode, message, withFieldErrors(body, bar));
}

/**
 * react-admin puts `error.body.errors` on the form fields (server-side validation) and shows
 * `errors.root.serverError` in the message bar, which must read 'message - code' (ERR-001).
 */
function withFieldErrors(body: unknown, barMessage: string): unknown {
  if (isRec(body) && isRec(body.fields) && Object.keys(body.fields).length > 0) {
    return { ...body, errors: { ...body.fields, root: { serverError: barMessage } } };
  }
  return body ?? null;
}

const GIVEN = /^\/(api|login|logout|timeout|__mock)(\/|\?|$)/;

/** Path → path from the server root (see the convention above). */
export function resolvePath(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const p = path.startsWith('/') ? path : `/${path}`;
  return GIVEN.test(p) ? p : `/api${p}`;
}

export function resolveUrl(path: string): string {
  const p = resolvePath(path);
  return /^https?:\/\//i.test(p) ? p : `${apiRoot}${p}`;
}

function parse(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** A conditional GET's answer: 304 (data undefined, reuse your copy) or 200 with the new data. */
export interface Revalidated<T> {
  status: number;
  /** The answer's ETag; null when the server sends none (then there is nothing to revalidate). */
  etag: string | null;
  data: T | undefined;
}

/**
 * What one exchange does once the response is known: `response` is ok (or a 304 answering our
 * own If-None-Match) and `readBody` reads and parses it with the same failure mapping.
 */
type Finish<R> = (response: Response, readBody: () => Promise<unknown>) => Promise<R>;

/** Calls the server; resolves with the parsed JSON (undefined when empty), or the Response when `raw`. */
export function apiFetch<T = unknown>(path: string, opts: ApiFetchOptions = {}): Promise<T> {
  return exchange<T>(
    path,
    opts,
    undefined,
    async (response, readBody) => (opts.raw ? response : await readBody()) as T,
  );
}

/**
 * A GET that revalidates a copy the caller keeps: sends `If-None-Match: etag` when given, and
 * resolves with the status and ETag too. `fetch` hands a 304 to JS when the request set the
 * header itself; it is a success here (the caller reuses its rows), every other failure maps
 * as in apiFetch. Loading-modal counting and timeouts are apiFetch's.
 */
export function apiFetchRevalidated<T = unknown>(
  path: string,
  etag: string | null | undefined,
  opts: ApiFetchOptions = {},
): Promise<Revalidated<T>> {
  return exchange(path, opts, etag || undefined, async (response, readBody) => ({
    status: response.status,
    etag: response.headers.get('etag'),
    data: response.status === 304 ? undefined : ((await readBody()) as T),
  }));
}

/** `pending`, or a rejection once `signal` aborts (a timeout or the caller's cancellation). */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    pending.then(resolve, reject);
  });
}

async function exchange<R>(
  path: string,
  opts: ApiFetchOptions,
  ifNoneMatch: string | undefined,
  finish: Finish<R>,
): Promise<R> {
  const resolved = resolvePath(path);
  const counted = !opts.silent && /^\/api(\/|\?|$)/.test(resolved);
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const token = getToken();
  if (token) headers['x-auth-token'] = token;
  if (ifNoneMatch) headers['If-None-Match'] = ifNoneMatch;

  let body: BodyInit | undefined;
  if (opts.form) {
    body = new URLSearchParams(opts.form).toString();
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    opts.timeoutMs && opts.timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, opts.timeoutMs)
      : undefined;
  const forwardAbort = () => controller.abort(opts.signal?.reason);
  if (opts.signal?.aborted) controller.abort(opts.signal.reason);
  else opts.signal?.addEventListener('abort', forwardAbort, { once: true });

  let counting = counted;
  const stopCounting = () => {
    if (counting) pendingCalls.end();
    counting = false;
  };
  if (counting) pendingCalls.begin();
  try {
    // A plain GET the page's first module already sent on this page load (a list route's
    // collection, an area screen's first reads: earlyCalls.ts): its answer, taken once, instead
    // of asking again. A conditional GET is not one: the early call sent no If-None-Match.
    const method = opts.method ?? 'GET';
    const early =
      method === 'GET' && body === undefined && !ifNoneMatch
        ? takeEarlyCall(method, resolveUrl(path), token)
        : undefined;
    let response: Response;
    try {
      response = await (early
        ? untilAborted(early, controller.signal)
        : fetch(resolveUrl(path), { method, headers, body, signal: controller.signal }));
    } catch (cause) {
      if (timedOut) throw toApiError(-1, null);
      if (opts.signal?.aborted) throw cause;
      throw toApiError(0, null);
    }
    const notModified = ifNoneMatch !== undefined && response.status === 304;
    if (!response.ok && !notModified) {
      let payload: unknown;
      try {
        payload = parse(await response.text());
      } catch {
        payload = undefined;
      }
      throw toApiError(response.status, payload);
    }
    const head = opts.arrayHead;
    const readBody = async (): Promise<unknown> => {
      try {
        if (!head || !response.body) return parse(await response.text());
        return await readJsonArray(response.body, {
          headRows: head.rows,
          onHead: (rows) => {
            stopCounting();
            head.onHead(rows);
          },
        });
      } catch (cause) {
        if (timedOut) throw toApiError(-1, null);
        if (opts.signal?.aborted) throw cause;
        throw toApiError(0, null);
      }
    };
    return await finish(response, readBody);
  } finally {
    if (timer) clearTimeout(timer);
    opts.signal?.removeEventListener('abort', forwardAbort);
    stopCounting();
  }
}
