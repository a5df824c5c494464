// @vitest-environment jsdom
/**
 * The invoice search form's agent and client filters by role (/invoice/search; D3 §9.2): finance
 * picks both; AGA and FUNCTIONARY the client only; the storekeeper and its extraportuary functionary
 * neither, their agent being fixed by the server to their own or parent login (INV-035; ruling in
 * /tmp/briefs/rulings-rev-h.md). The server's lists are stubbed.
 */
import { act } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceSearchForm } from '../../../src/custom/invoice/InvoiceSearchForm';
import type { InvoiceSearch } from '../../../src/custom/terminal/api/invoiceApi';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { until } from '../../support/domInput';
import { authAs } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async () => Response.json([])) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const initial = {
  status: 'FINAL',
  invoicesNbr: '',
  draftsNbr: '',
  visit: '',
  blOrBooking: '',
  agent: '',
  customer: '',
  customerRole: '',
  fromDate: '27/10/2025',
  toDate: '03/11/2025',
  includeCanceled: false,
  payment: '',
} as InvoiceSearch;

const labels = () => [...dom.host.querySelectorAll('label')].map((l) => l.textContent!.replace(/\s*\*$/, ''));

async function filtersOf(roles: string[]) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter>
        <AdminContext authProvider={authAs(roles)} i18nProvider={i18nProvider} store={memoryStore()}>
          <InvoiceSearchForm
            kind="FINAL"
            initial={initial}
            now={new Date('2025-11-03T12:00:00Z')}
            onSearch={() => undefined}
          />
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  await until(() => labels().includes('Desde'));
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  const seen = ['Agente', 'Cliente'].filter((l) => labels().includes(l));
  act(() => dom.root.unmount());
  const { createRoot } = await import('react-dom/client');
  dom.root = createRoot(dom.host);
  return seen.join(', ');
}

describe('the invoice search filters by role', () => {
  it('INV-033 INV-034: finance gets the agent and the client; AGA and FUNCTIONARY the client; the storekeeper and the extraportuary functionary neither (their agent is fixed by the server)', async () => {
    const table: [string[], string][] = [
      [['ROLE_FINANCIAL'], 'Agente, Cliente'],
      [['ROLE_AGA', 'ROLE_AGA_AGA'], 'Cliente'],
      [['ROLE_FUNCTIONARY'], 'Cliente'],
      [['ROLE_STOREKEEPER'], ''],
      [['ROLE_FUNCTIONARY_EXTRAPORTUARIO'], ''],
    ];
    const seen: string[] = [];
    for (const [roles] of table) seen.push(await filtersOf(roles));
    expect(seen).toEqual(table.map((row) => row[1]));
  });
});
