/**
 * API answers are one user's data: by default no cache may keep them (`no-store`). Routes that
 * can be revalidated set their own policy over it (the list cache's `private, no-cache` with an
 * ETag, the manual's `private, max-age`), and in proxy mode the legacy server's own
 * Cache-Control, when it sends one, replaces it.
 */
import type { RequestHandler } from 'express';
import { isApiPath } from './apiPaths';

export const privateApiAnswers: RequestHandler = (req, res, next) => {
  if (isApiPath(req.path) || (req.method === 'POST' && req.path === '/login'))
    res.setHeader('Cache-Control', 'no-store');
  next();
};
