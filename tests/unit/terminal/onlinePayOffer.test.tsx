// @vitest-environment jsdom
/**
 * Who is offered 'Pagar en línea' on an operational costs screen (Q30; INV-072, IMP-054): the
 * online-payment roles whose identity carries kEnabled, on a final unpaid invoice; an invoice whose
 * online payment is open reads 'Pago en proceso' and cannot be taken to the provider again.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OperationInvoices } from '../../../src/custom/terminal/invoices/OperationInvoices';
import type { Charges, InvoiceStateWire } from '../../../src/domain/terminalWire/charges';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { authAs } from '../../support/stubbedAdmin';

const dom = domRootPerTest();

const invoice = (draftNumber: number, patch: Partial<InvoiceStateWire>): InvoiceStateWire => ({
  draftNumber,
  finalNumber: 100_000 + draftNumber,
  stage: 'finalized',
  paid: false,
  previewed: true,
  totalTotal: 150,
  totalLocalTotal: 142_350,
  payeeCustomerName: 'Frutícola Maule S.A.',
  paymentInProcess: false,
  ...patch,
});
const charges = {
  draftNumber: 1,
  summaryCharges: [],
  totalCharges: 150,
  totalTaxes: 0,
  currency: 'USD',
  hasCredit: false,
  pendingInvoicing: false,
  invoices: [
    invoice(1, {}),
    invoice(2, { paymentInProcess: true }),
    invoice(3, { stage: 'paid', paid: true }),
    invoice(4, { stage: 'draft', finalNumber: null }),
  ],
} as unknown as Charges;

async function offers(roles: string[], kEnabled: boolean) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter>
        <AdminContext authProvider={authAs(roles, { kEnabled })} i18nProvider={i18nProvider} store={memoryStore()}>
          <OperationInvoices
            charges={charges}
            unit={{ visit: 'MSCAN36S', category: 'IMPORT', unitNbr: 'MSCU1234565' }}
            refresh={async () => undefined}
          />
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  // The identity settles after the first render.
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
  const button = (draft: number) =>
    dom.host.querySelector<HTMLButtonElement>(`[data-testid="operation-invoice-${draft}"] [data-testid="online-pay"]`);
  return [1, 2, 3, 4].map((d) => (button(d) ? (button(d)!.disabled ? 'off' : 'on') : '-')).join(' ');
}

describe('online payment on the costs screen', () => {
  it('IMP-054 INV-072 ROLE-007: the Q30 roles with kEnabled get it on a final unpaid invoice (off while in process or paid, never on a draft); without kEnabled or another role, nobody', async () => {
    const table: [string[], boolean, string][] = [
      [['ROLE_AGA', 'ROLE_AGA_AGA'], true, 'on off off -'],
      [['ROLE_FUNCTIONARY'], true, 'on off off -'],
      [['ROLE_FUN_FIN_EXT'], true, 'on off off -'],
      [['ROLE_AGA', 'ROLE_AGA_AGA'], false, '- - - -'],
      [['ROLE_FINANCIAL'], true, '- - - -'],
      [['ROLE_CUSTOMER_SERVICE'], true, '- - - -'],
    ];
    const seen: string[] = [];
    for (const [roles, kEnabled] of table) {
      seen.push(await offers(roles, kEnabled));
      act(() => dom.root.unmount());
      dom.root = createRoot(dom.host);
    }
    expect(seen).toEqual(table.map((row) => row[2]));
  });

  it("INV-075: an invoice whose online payment is open reads 'Pago en proceso'", async () => {
    await offers(['ROLE_AGA', 'ROLE_AGA_AGA'], true);
    const stage = (d: number) =>
      dom.host.querySelector(`[data-testid="operation-invoice-${d}"] [data-testid="operation-invoice-stage"]`)
        ?.textContent;
    expect([stage(1), stage(2), stage(3)]).toEqual(['Finalizada', 'Pago en proceso', 'Pagada (cancelada)']);
  });
});
