/**
 * POST /payment/contabilizar and /contabilizargrupos (D3 §4 Posting; PAY-019…021; Q36; ruling
 * P73): the selected groups are posted, all or none; a group still pending synchronisation cannot
 * be (its refusal names it, valor false); one already posted stays posted.
 */
import { paymentRuleMessages as m } from '../../../src/i18n/paymentRuleMessages';
import type { Store } from '../../store';
import type { PaymentGroup } from './types';

export function postGroups(store: Store, ids: readonly number[], now: Date): { valor: boolean; mensaje: string } {
  if (ids.length === 0) return { valor: false, mensaje: m.selectToPost };
  const groups = ids.map((id) => store.findById('paymentGroup', id));
  const missing = ids.filter((_, i) => !groups[i]);
  if (missing.length > 0) return { valor: false, mensaje: `${m.postMissing} (${missing.join(', ')})` };
  const pending = (groups as PaymentGroup[]).filter((g) => g.status !== 'PAY_OK');
  if (pending.length > 0) return { valor: false, mensaje: `${m.postPending} (${pending.map((g) => g.id).join(', ')})` };
  for (const g of groups as PaymentGroup[]) {
    if (g.posted) continue;
    g.posted = true;
    g.postedAt = now.toISOString();
    store.touch('paymentGroup', g);
  }
  return { valor: true, mensaje: m.posted.replace('{n}', String(ids.length)) };
}
