/**
 * Client-side checks of the expired-password and reset forms (D1 §5 Password, VAL-018..021):
 * the shared policy of src/domain/password.ts, each broken rule's message on its field.
 * The server checks the same policy with more owner data (name, RUT), so it may still refuse.
 */
import { confirmationProblem, passwordProblem } from '../../domain/password';
import { appMessages } from '../../i18n/appMessages';

const m = appMessages.validation;

export interface ExpiredPasswordValues {
  login?: string;
  password?: string;
  passwordNew?: string;
  confirmation?: string;
}

export type FieldErrors = Record<string, string>;

const compact = (errors: Record<string, string | undefined>): FieldErrors =>
  Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => !!e[1]));

/** The new password and its confirmation, for the user `login`. */
export function newPasswordErrors(
  values: { passwordNew?: string; confirmation?: string },
  login: string | undefined,
): FieldErrors {
  return compact({
    passwordNew: passwordProblem(values.passwordNew, { login }),
    confirmation: confirmationProblem(values.passwordNew ?? '', values.confirmation ?? ''),
  });
}

/** /expiredPass: login and current password required, the new one by the policy and different, confirmed. */
export function expiredPasswordErrors(values: ExpiredPasswordValues): FieldErrors {
  const login = values.login?.trim() ?? '';
  const errors: Record<string, string | undefined> = {
    login: login === '' ? m.required : undefined,
    password: values.password ? undefined : m.required,
    ...newPasswordErrors(values, login),
  };
  if (!errors.passwordNew && values.password && values.passwordNew === values.password)
    errors.passwordNew = m.passwordSame;
  return compact(errors);
}
