/**
 * The text of a failed read shown in the screen itself (a notice in place of the result): the
 * server's message alone — the message bar adds the code, an inline notice never shows it.
 */
import { ApiError } from '../../providers/httpClient';

export const inlineErrorText = (error: Error): string =>
  error instanceof ApiError ? error.serverMessage : error.message;
