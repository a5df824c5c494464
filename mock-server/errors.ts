/**
 * The one error shape of the contract: {code, message} (+ fields). Handlers throw HttpError;
 * the handler at the end of the app turns anything thrown into that shape, so a client's
 * mistake is a 4xx and only a genuine bug is a 500.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { appMessages } from '../src/i18n/appMessages';
import { closeAfterAnswer } from './http/closeAfterAnswer';
import { MAX_BODY_BYTES } from './http/uploadLimits';

const m = appMessages.server;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra keys of the body, e.g. the login's remaining attempts in `expires`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return {
      code: String(this.status),
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...this.extra,
    };
  }
}

export const badRequest = (message: string = m.validation, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message: string = m.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = m.forbidden) => new HttpError(403, message);
export const notFound = (message: string = m.notFound) => new HttpError(404, message);
export const conflict = (message: string = m.duplicate) => new HttpError(409, message);
export const invalid = (fields: Record<string, string>) => new HttpError(400, m.validation, fields);

/** Last route: any path nobody answered. */
export const routeNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ code: '404', message: m.routeNotFound });
};

/** Messages for the 4xx errors that express and body-parser raise themselves. */
function clientErrorMessage(status: number): string {
  if (status === 404) return m.routeNotFound;
  if (status === 401) return m.unauthorized;
  if (status === 403) return m.forbidden;
  if (status === 413) return m.bodyTooLarge.replace('{mb}', String(MAX_BODY_BYTES / (1024 * 1024)));
  return m.badJson;
}

export function errorHandler(log: (msg: string) => void): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    // A body too large (ours or express.json's): no client reuses the connection (closeAfterAnswer.ts).
    if ((err as { status?: unknown })?.status === 413) closeAfterAnswer(req, res);
    if (err instanceof HttpError) {
      res.status(err.status).json(err.body());
      return;
    }
    // body-parser (malformed JSON, too large, bad charset), malformed %-escapes in paths, static files.
    const status = Number(
      (err as { status?: unknown; statusCode?: unknown })?.status ?? (err as { statusCode?: unknown })?.statusCode,
    );
    if (status >= 400 && status < 500) {
      res.status(status).json({ code: String(status), message: clientErrorMessage(status) });
      return;
    }
    log(`[mock] error: ${(err as Error)?.stack ?? String(err)}`);
    res.status(500).json({ code: '500', message: appMessages.errors.generic });
  };
}
