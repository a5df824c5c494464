/**
 * A failed save → what a react-admin form's onSubmit returns: the server's field errors
 * (`error.body.errors`, from its `fields`) go on their inputs, and `root.serverError` carries
 * 'message - code', which react-admin's form shows in the message bar (ERR-001, ERR-005).
 */
import { appMessages } from '../../i18n/appMessages';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

export function submissionErrors(error: unknown): Record<string, unknown> {
  const message = error instanceof Error && error.message ? error.message : appMessages.errors.generic;
  const body = isRec(error) && isRec(error.body) ? error.body : undefined;
  const fields: Rec = {};
  if (body && isRec(body.errors)) {
    for (const [path, text] of Object.entries(body.errors)) if (typeof text === 'string' && text) fields[path] = text;
  }
  return { ...fields, root: { serverError: message } };
}
