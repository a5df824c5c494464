/** Refusals whose body code is the legacy's own (588, 589, 200), not the HTTP status (D2 §8). */
import { HttpError } from '../errors';

export class CodedError extends HttpError {
  constructor(status: number, readonly legacyCode: string, message: string, extra?: Record<string, unknown>) {
    super(status, message, undefined, extra);
  }

  override body(): Record<string, unknown> {
    return { ...super.body(), code: this.legacyCode };
  }
}

/** A state rule refused the request (409 {code:'409', message} unless the spec names a code). */
export const refused = (message: string, code = '409', extra?: Record<string, unknown>) => new CodedError(409, code, message, extra);
