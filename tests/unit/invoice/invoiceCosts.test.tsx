// @vitest-environment jsdom
/**
 * The costs screen of a draft (/invoice/drafts/costs/{draft}; D3 §2.1, §8.2): an operation without
 * charges says so with the spec's text instead of an empty table; one with charges lists them.
 * The server's answer is stubbed.
 */
import { act } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InvoiceCosts } from '../../../src/custom/invoice/InvoiceCosts';
import type { InvoiceWire } from '../../../src/domain/terminalWire/invoices';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { authAs, stubFetchJson } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

const draft = (draftNumber: number, summaryCharges: InvoiceWire['summaryCharges']): InvoiceWire => ({
  draftNumber,
  numeroFactura: null,
  finalNumber: null,
  status: 'DRAFT',
  stage: 'draft',
  finalizedDate: null,
  dueDate: null,
  created: '2025-11-05T13:00:00.000Z',
  category: 'IMPORT',
  vesselVisitId: 'MSCAN36S',
  bookingOrBl: 'MSCBL1',
  amount: 0,
  totalCharges: 0,
  totalTaxes: 0,
  totalTotal: 0,
  totalLocalTotal: 0,
  totalLocalCurrency: 'CLP',
  totalOwed: 0,
  totalLocalOwed: 0,
  tasaCambio: 948.5,
  payeeCustomerId: '76086428-5',
  payeeCustomerName: 'Frutícola Maule S.A.',
  payeeCustomerRole: 'CONSIGNEE',
  paid: false,
  agentId: null,
  forUnit: 'MSCU1000000',
  forUnits: ['MSCU1000000'],
  afecta: true,
  hasCredit: false,
  clientChile: true,
  convenio: 'N',
  paymentInProcess: false,
  previewed: false,
  onlySF: false,
  parameters: [],
  summaryCharges,
});
const line = {
  tarifId: 'PCE-E213',
  description: 'Guía de despacho',
  quantity: 1,
  quantityUnit: 'UN',
  unitNbr: 'MSCU1000000',
  totalAmount: 12,
  afecta: true,
};
const answers: Record<string, unknown> = {
  '/api/invoice/9': draft(9, []),
  '/api/invoice/10': draft(10, [line]),
};
stubFetchJson((path) => answers[path] ?? []);

const byTestId = (id: string) => dom.host.querySelector(`[data-testid="${id}"]`);

async function mount(draftNumber: number) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={[`/invoice/drafts/costs/${draftNumber}`]}>
        <AdminContext authProvider={authAs(['ROLE_AGA'])} i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route path="/invoice/drafts/costs/:draft" element={<InvoiceCosts kind="DRAFT" />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 150 && !byTestId('invoice-stage'); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

describe('a draft’s costs', () => {
  it('INV-078: a draft without charges reads the spec’s text in place of the lines', async () => {
    await mount(9);
    expect(byTestId('invoice-no-lines')?.textContent).toBe('La opereración actual no tiene cargos asociados');
    expect(byTestId('invoice-lines')).toBeNull();
  });

  it('INV-078: a draft with charges lists them and does not show the no-charges text', async () => {
    await mount(10);
    expect(byTestId('invoice-no-lines')).toBeNull();
    expect(dom.host.textContent).toContain('PCE-E213');
    expect(dom.host.textContent).not.toContain('no tiene cargos asociados');
  });

  it('INV-054: the header (customer, visit, BL, units, created, rate) and each charge line with tariff, quantity and unit, description and USD amount', async () => {
    await mount(10);
    const facts = [...dom.host.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Cliente', 'Frutícola Maule S.A.'],
      ['RUT cliente', '76.086.428-5'],
      ['Rol', 'Consignatario'],
      ['Tipo de movimiento', 'Importación'],
      ['Nave', 'MSCAN36S'],
      ['BL / booking', 'MSCBL1'],
      ['Contenedores', 'MSCU1000000'],
      ['Emitida', '05/11/2025'],
      ['Tasa de cambio', '948,5'],
    ]);
    const lines = dom.host.querySelector('[data-testid="invoice-lines"]')!;
    expect([...lines.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Tarifa',
      'Cantidad',
      'Descripción',
      'Contenedor',
      'Monto USD',
    ]);
    expect([...lines.querySelectorAll('tbody tr td')].map((td) => td.textContent)).toEqual([
      'PCE-E213',
      '1 UN',
      'Guía de despacho',
      'MSCU1000000',
      'USD 12,00',
    ]);
  });
});
