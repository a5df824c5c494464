// @vitest-environment jsdom
/**
 * The charges list (/invoice/charges; D3 §2.1, §9.1): the search's answer shown 8 a page with its
 * count, and the checkboxes only for a role that generates. The server's answer is stubbed.
 */
import { act } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ChargesScreen } from '../../../src/custom/invoice/ChargesScreen';
import type { ChargeWire } from '../../../src/domain/terminalWire/invoices';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { authAs, stubFetchJson } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

const charges: ChargeWire[] = Array.from({ length: 12 }, (_, i) => ({
  unitNbr: `MSCU${String(1000000 + i)}`,
  category: 'IMPRT',
  consigneeId: '76086428-5',
  consigneeName: 'Frutícola Maule S.A.',
  shipperId: null,
  shipperName: null,
  blNbr: `MSCBL${i}`,
  bookingNbr: null,
  visit: 'MSCAN36S',
  event: 'importPickup',
  agentId: '79990365-2',
  storekeeper: 'A-71',
  selected: false,
  pendingAmount: 1500,
}));
const answers: Record<string, unknown> = {
  '/api/invoice/searchallcues': charges,
  '/api/invoice/getallowedruts': [],
  '/api/invoice/customers': [],
  '/api/invoice/storekeepers': [],
  '/api/vesselvisit/actives2': [{ id: 'MSCAN36S', vesselName: 'MSC ANTONELLA', manifestNumber: '2025359863' }],
};
stubFetchJson((path) => answers[path] ?? []);

const rows = () => [...dom.host.querySelectorAll('[data-testid="invoice-charges"] tbody tr')];
const boxes = () => dom.host.querySelectorAll('[data-testid="invoice-charges"] tbody input[type="checkbox"]');
const text = (testId: string) => dom.host.querySelector(`[data-testid="${testId}"]`)?.textContent;

async function mount(roles: string[]) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter initialEntries={['/invoice/charges?visit=MSCAN36S&category=IMPORT&blOrBooking=MSCBL']}>
        <AdminContext authProvider={authAs(roles)} i18nProvider={i18nProvider} store={memoryStore()}>
          <ChargesScreen />
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 150 && rows().length === 0; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  // The identity (and with it the checkboxes) may settle after the first rows.
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

describe('the charges list', () => {
  it('INV-017 INV-018 CONST-015: 12 charges found show their count and 8 a page, each with its checkbox for an agent', async () => {
    await mount(['ROLE_AGA']);
    expect(text('charges-count')).toBe('12 resultado(s)');
    expect(rows()).toHaveLength(8);
    expect(rows()[0]!.textContent).toContain('MSCU1000000');
    expect(boxes()).toHaveLength(8);
  });

  it('INV-019: the storekeeper gets the rows without checkboxes and without Generar prefactura', async () => {
    await mount(['ROLE_STOREKEEPER']);
    expect(rows()).toHaveLength(8);
    expect(boxes()).toHaveLength(0);
    expect(text('generate-draft')).toBeUndefined();
  });
});
