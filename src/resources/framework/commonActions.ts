/**
 * Record actions many master records share (accounts that own a user): block/unblock on
 * user.activated and resend activation. Definitions pass their legacy path and texts.
 */
import type { RecordAction } from './types';

type Rec = Record<string, unknown>;

export const userOf = (r: Rec) => (r.user ?? {}) as Rec;
export const isActive = (r: Rec) => userOf(r).activated !== false;

interface BlockTexts {
  /** i18n keys of the confirmation bodies (interpolated with the record's name). */
  confirmBlock: string;
  confirmUnblock: string;
  /** i18n keys of the success messages. */
  blocked: string;
  unblocked: string;
  /** The name the confirmation shows. */
  name: (r: Rec) => unknown;
}

/** Block/unblock toggling user.activated through `path` (placeholders filled by the data provider). */
export const blockAction = (path: string, t: BlockTexts): RecordAction => ({
  name: 'block',
  permission: 'block',
  icon: 'block',
  endpoint: { method: 'POST', path },
  label: (r) => (isActive(r) ? 'Bloquear' : 'Desbloquear'),
  confirm: (r) => ({ key: isActive(r) ? t.confirmBlock : t.confirmUnblock, values: { name: t.name(r) } }),
  success: (r) => (isActive(r) ? t.blocked : t.unblocked),
});

/** Resend the account activation e-mail (D1 §8 'Se ha reenviado la activación…'). */
export const resendActivationAction = (path: string): RecordAction => ({
  name: 'resendActivation',
  permission: 'resendActivation',
  icon: 'mail',
  endpoint: { method: 'POST', path },
  label: () => 'Reenviar Activación',
  confirm: (r) => ({ key: 'app.confirm.resendActivation', values: { email: userOf(r).email } }),
  success: () => 'app.success.activationResent',
});
