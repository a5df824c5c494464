/**
 * At most MAX_CONCURRENT_UPLOADS uploads read or processed at once, per server (per express app,
 * so two servers of one process — the tests' — count apart). A slot is taken when the multipart
 * body starts being read and given back when the answer is done or the connection drops; one
 * upload more is answered 429 with Retry-After, its body never read.
 */
import type { Request } from 'express';
import { appMessages } from '../../src/i18n/appMessages';
import { HttpError } from '../errors';
import { closeAfterAnswer } from './closeAfterAnswer';
import { MAX_CONCURRENT_UPLOADS, UPLOAD_RETRY_AFTER_SECONDS } from './uploadLimits';

const inFlight = new WeakMap<object, number>();

/** Takes an upload slot for this request until its answer ends, or throws the 429. */
export function takeUploadSlot(req: Request): void {
  const res = req.res!;
  const owner = req.app;
  const busy = inFlight.get(owner) ?? 0;
  if (busy >= MAX_CONCURRENT_UPLOADS) {
    res.setHeader('Retry-After', String(UPLOAD_RETRY_AFTER_SECONDS));
    closeAfterAnswer(req, res);
    throw new HttpError(429, appMessages.server.uploadBusy);
  }
  inFlight.set(owner, busy + 1);
  // 'close' comes once per answer: sent, or its connection gone.
  res.once('close', () => inFlight.set(owner, (inFlight.get(owner) ?? 1) - 1));
}
