/** Invoicing, as it registers (kinds/registry.ts): last in the seed, as its invoices hold the kinds' charges. */
import type { TerminalModule } from '../../kinds/module';
import { iso, TODAY } from '../../terminalModel/seed';
import { seedCreditNotes } from './credits';
import { cashUnitList, pendingInvoicingList } from './demo';
import * as documents from './documents';
import { seedExchangeRates } from './rates';
import { seedInvoices } from './seedInvoices';
import { INVOICING_COLLECTIONS } from './types';

export const invoicingModule: TerminalModule = {
  name: 'invoicing',
  collections: INVOICING_COLLECTIONS,
  seed: (s) => {
    // The day's exchange rates, for the invoices (ruling P68).
    s.db.exchangeRate = seedExchangeRates(TODAY);
    s.db.creditNote = seedCreditNotes(s.db, s.master.client, iso(-24 * 20));
    // Real invoices behind the demo's overdue marks, and the demo agent's others (ruling P70).
    seedInvoices(s.db, { agents: s.master.agent, customers: s.master.customer ?? [], today: TODAY, at: iso });
  },
  demoRoutes: (router, ctx) => {
    router.get('/invoicing/pending', pendingInvoicingList(ctx));
    router.get('/invoicing/cash-units', cashUnitList(ctx));
  },
  provides: { documents },
};
