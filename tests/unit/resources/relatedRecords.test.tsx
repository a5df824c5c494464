// @vitest-environment jsdom
/**
 * An owner's related records (RelatedRecordsTab: an agent's truckings, an agency's lines) are on
 * the list framework: 10 a page with the search, columns and export, each column's text what is
 * searched; a row opens its record when the config says where; a row's removal asks first.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import type { RelatedRecordsConfig } from '../../../src/resources/framework/relatedRecords';
import { RelatedRecordsTab } from '../../../src/resources/framework/RelatedRecordsTab';
import { domRootPerTest } from '../../support/domRoot';
import { typeInto, until } from '../../support/domInput';
import { authAs } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

type Line = { id: string; name: string };
const lines: Line[] = Array.from({ length: 12 }, (_, i) => ({
  id: `L${String(i + 1).padStart(2, '0')}`,
  name: `Línea ${String.fromCharCode(65 + i)}`,
}));

const config = (open: boolean): RelatedRecordsConfig<Line> => ({
  queryKey: ['related', 'test', open],
  load: async () => lines,
  title: 'Líneas',
  empty: 'Sin líneas',
  testId: 'lines',
  columns: [
    { source: 'code', label: 'Código', text: (l) => l.id },
    { source: 'name', label: 'Nombre', text: (l) => l.name },
  ],
  open: open ? (l) => `/lines/${l.id}` : undefined,
  remove: {
    run: async () => undefined,
    confirm: (l) => ({ key: '¿Eliminar %{name}?', values: { name: l.name } }),
    success: 'ok',
  },
});

const rows = () => [...dom.host.querySelectorAll('[data-testid="lines-table"] tbody tr')];

async function mount(open: boolean) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={['/owner']}>
        <QueryClientProvider client={new QueryClient()}>
          <AdminContext
            authProvider={authAs(['ROLE_CUSTOMER_SERVICE'])}
            i18nProvider={i18nProvider}
            store={memoryStore()}
          >
            <Routes>
              <Route path="/owner" element={<RelatedRecordsTab config={config(open)} />} />
              <Route path="/lines/:id" element={<p data-testid="opened">abierta</p>} />
            </Routes>
          </AdminContext>
        </QueryClientProvider>
      </MemoryRouter>,
    ),
  );
  await until(() => rows().length > 0);
}

describe('related records', () => {
  it('are listed 10 a page with the list framework’s export and columns, and the search reads each column’s text', async () => {
    await mount(false);
    expect(rows()).toHaveLength(10);
    expect(rows()[0]!.textContent).toContain('Línea A');
    expect(dom.host.querySelector('[aria-label="Exportar"], [aria-label*="xportar"]')).not.toBeNull();
    expect(dom.host.querySelector('[aria-label*="olumnas"]')).not.toBeNull();
    typeInto(dom.host.querySelector<HTMLInputElement>('input[name="q"]')!, 'L12');
    await until(() => rows().length === 1);
    expect(rows()[0]!.textContent).toContain('Línea L');
  });

  it('a row opens its record when the config says where, and its removal button asks before removing', async () => {
    await mount(true);
    const remove = rows()[1]!.querySelector<HTMLButtonElement>('button[aria-label="Eliminar Línea B"]')!;
    await act(async () => remove.click());
    await until(() => (document.body.textContent ?? '').includes('¿Eliminar Línea B?'));
    expect(dom.host.querySelector('[data-testid="opened"]')).toBeNull();
    await act(async () => (rows()[0]!.querySelector('td') as HTMLElement).click());
    await until(() => dom.host.querySelector('[data-testid="opened"]') !== null);
  });
});
