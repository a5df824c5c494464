/**
 * State-rule refusals: 409 {code:'409', message}. Where D2 §8 names the legacy's own code (588 TATC
 * format, 589 TATC refused, 200 cancel refused) it travels in `legacyCode`, beside the contract's
 * `code` (always the HTTP status).
 */
import { HttpError } from '../errors';

export class CodedError extends HttpError {
  constructor(
    status: number,
    readonly legacyCode: string | undefined,
    message: string,
    extra?: Record<string, unknown>,
  ) {
    super(status, message, undefined, { ...extra, ...(legacyCode ? { legacyCode } : {}) });
  }
}

export const refused = (message: string, legacyCode?: string, extra?: Record<string, unknown>) =>
  new CodedError(409, legacyCode, message, extra);
