/**
 * One log line per request: method, path, status, ms and the signed-in login. Only the path is
 * logged, never the query string (recovery keys travel there), headers (the session token) or
 * bodies (passwords); for POST /login the login comes from the form's username.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from './logger';

function loginOf(req: Request, res: Response): string | undefined {
  const user = res.locals.user as { login?: unknown } | undefined;
  if (typeof user?.login === 'string') return user.login;
  const username = (req.body as { username?: unknown } | undefined)?.username;
  if (req.method === 'POST' && req.path === '/login' && typeof username === 'string') return username.slice(0, 100);
  return undefined;
}

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (!logger.isLevelEnabled('info')) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    const path = req.originalUrl.split('?')[0].slice(0, 300);
    res.once('close', () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
      // An answer cut short (client gone, server stopping) has no status worth the name.
      const status = res.writableFinished ? res.statusCode : 499;
      logger.info({ method: req.method, path, status, ms, login: loginOf(req, res) }, 'request');
    });
    next();
  };
}
