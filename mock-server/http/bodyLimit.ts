/**
 * A body announced larger than MAX_BODY_BYTES is refused before anything reads it: 413 at once,
 * the connection closed after the answer (errors.ts, closeAfterAnswer.ts). express.json would
 * otherwise read and throw away the whole announced body before answering.
 */
import type { RequestHandler } from 'express';
import { appMessages } from '../../src/i18n/appMessages';
import { HttpError } from '../errors';
import { MAX_BODY_BYTES } from './uploadLimits';

export const refuseOversizedBody: RequestHandler = (req, _res, next) => {
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) {
    next(new HttpError(413, appMessages.server.bodyTooLarge.replace('{mb}', String(MAX_BODY_BYTES / (1024 * 1024)))));
  } else next();
};
