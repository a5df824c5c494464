/**
 * The simulated billing system the payments are synchronised with (D3 §4 Payment; ruling P73):
 * online by default, so a registered payment gets its sequence number at once (PAY_OK); the demo
 * control (POST /__mock/billing {online}) takes it down, and payments registered meanwhile wait
 * with sequence '0' until a resend (Sync) finds it up. Per store: each mock has its own.
 */
import { paymentRuleMessages as m } from '../../../src/i18n/paymentRuleMessages';
import type { Store } from '../../store';
import { refused } from '../../terminalModel/errors';
import type { PaymentGroup } from './types';

const state = new WeakMap<Store, { online: boolean }>();

export const billingOnline = (store: Store): boolean => state.get(store)?.online ?? true;
export const setBillingOnline = (store: Store, online: boolean): void => void state.set(store, { online });

/** The next sequence number: gap-free from 1 over the synchronised groups. */
export const nextSequence = (store: Store): string =>
  String(store.db.paymentGroup.reduce((m, g) => Math.max(m, Number(g.sequenceNbr) || 0), 0) + 1);

/** Billing takes the group: its sequence number and PAY_OK (the caller commits). */
export function syncGroup(store: Store, group: PaymentGroup, now: Date): void {
  group.status = 'PAY_OK';
  group.sequenceNbr = nextSequence(store);
  group.syncedAt = now.toISOString();
  store.touch('paymentGroup', group);
}

/** Sync (PAY-015…017): a pending group resent to billing, refused while billing is down; true when it changed (the caller commits). */
export function resendGroup(store: Store, group: PaymentGroup, now: Date): boolean {
  if (group.status === 'PAY_OK') return false;
  if (!billingOnline(store)) throw refused(m.syncFailed);
  syncGroup(store, group, now);
  return true;
}
