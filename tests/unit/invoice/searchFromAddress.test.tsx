// @vitest-environment jsdom
/**
 * A search read from the address (a bookmark, a shared or edited link) is checked like a typed one:
 * its mistakes show on the form's fields with the spec's messages, and nothing is asked of the
 * server. The server's answers are stubbed; the test records what was asked.
 */
import { act, type ReactElement } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ChargesScreen } from '../../../src/custom/invoice/ChargesScreen';
import { InvoiceSearchScreen } from '../../../src/custom/invoice/InvoiceSearchScreen';
import PaymentScreens from '../../../src/custom/payments/PaymentScreens';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { authAs, stubFetchJson } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

let asked: string[] = [];
beforeEach(() => {
  asked = [];
});
stubFetchJson((path) => {
  asked.push(path);
  return [];
});

const helperOf = (inputId: string) => dom.host.querySelector(`#${inputId}-helper-text`)?.textContent;
const settle = async () => {
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
};

async function mount(url: string, path: string, screen: ReactElement, roles: string[], ready: () => boolean) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={[url]}>
        <AdminContext authProvider={authAs(roles)} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route path={path} element={screen} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 150 && !ready(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  await settle();
}

describe('a search from the address', () => {
  it('INV-030: an invoice search whose period is not DD/MM/YYYY says Requerido on the date and is not sent', async () => {
    await mount(
      '/invoice/invoices?status=FINAL&fromDate=01-10-2025&toDate=30%2F11%2F2025',
      '/invoice/invoices',
      <InvoiceSearchScreen kind="FINAL" />,
      ['ROLE_FINANCIAL'],
      () => helperOf('search-fromDate') !== undefined,
    );
    expect(helperOf('search-fromDate')).toBe('Requerido');
    expect(helperOf('search-toDate')).toBe('DD/MM/AAAA');
    expect(asked.filter((p) => p.startsWith('/api/invoice/search'))).toEqual([]);
  });

  it('INV-030: the same search with a valid period is sent', async () => {
    await mount(
      '/invoice/invoices?status=FINAL&fromDate=01%2F10%2F2025&toDate=30%2F11%2F2025',
      '/invoice/invoices',
      <InvoiceSearchScreen kind="FINAL" />,
      ['ROLE_FINANCIAL'],
      () => asked.some((p) => p.startsWith('/api/invoice/search')),
    );
    expect(helperOf('search-fromDate')).toBe('DD/MM/AAAA');
    expect(asked.filter((p) => p.startsWith('/api/invoice/search')).length).toBeGreaterThan(0);
  });

  it('PAY-007: a payments search with a payment number that is not digits and commas says so on the field and is not sent', async () => {
    await mount(
      '/payments/management?payNbrs=12a&from=01%2F10%2F2025&to=30%2F11%2F2025',
      '/payments/*',
      <PaymentScreens />,
      ['ROLE_FINANCIAL'],
      () => (dom.host.textContent ?? '').includes('Sólo números separados por coma'),
    );
    expect(dom.host.textContent).toContain('Sólo números separados por coma');
    expect(asked.filter((p) => /^\/api\/payment(\/|$)/.test(p))).toEqual([]);
  });

  it('INV-008: a charges search without its vessel visit asks for it on the field and is not sent', async () => {
    await mount(
      '/invoice/charges?category=IMPORT&blOrBooking=MSCBL1',
      '/invoice/charges',
      <ChargesScreen />,
      ['ROLE_AGA'],
      () => (dom.host.textContent ?? '').includes('Campo obligatorio - Ingrese un registro válido'),
    );
    expect(dom.host.textContent).toContain('Campo obligatorio - Ingrese un registro válido');
    expect(asked.filter((p) => p.startsWith('/api/invoice/searchallcues'))).toEqual([]);
  });
});
