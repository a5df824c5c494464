// @vitest-environment jsdom
/**
 * The pre-invoice's payee dialog (/invoice/charges; D3 §5 Pre-invoice, §8.2): charges of one client
 * propose it and read its profile — an unknown one says so with the server's text; charges of
 * several clients propose none, and generating without one is refused. The server is stubbed.
 */
import { act } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayeeDialog } from '../../../src/custom/invoice/PayeeDialog';
import type { ChargeWire } from '../../../src/domain/terminalWire/invoices';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { until } from '../../support/domInput';
import { authAs } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

const UNKNOWN = 'Cliente no registrado. Por favor, complete los datos necesarios.';
const generated: unknown[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/invoice/customerprofile/1-9')
      return Response.json({ code: '404', message: UNKNOWN }, { status: 404 });
    if (path === '/api/invoice/generate-sf') generated.push(init?.body);
    return Response.json([]);
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const charge = (unitNbr: string, consigneeId: string): ChargeWire => ({
  unitNbr,
  category: 'IMPRT',
  consigneeId,
  consigneeName: 'Cliente',
  shipperId: null,
  shipperName: null,
  blNbr: 'MSCBL1',
  bookingNbr: null,
  visit: 'MSCAN36S',
  event: 'importPickup',
  agentId: '79990365-2',
  storekeeper: 'A-71',
  selected: true,
  pendingAmount: 1500,
});
const search = {
  visit: 'MSCAN36S',
  category: 'IMPORT' as const,
  blOrBooking: '',
  unit: '',
  client: '',
  storekeeper: '',
  agent: '',
  onlySF: false,
};

async function mount(rows: ChargeWire[]) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter>
        <AdminContext
          authProvider={authAs(['ROLE_AGA', 'ROLE_AGA_AGA'])}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <PayeeDialog search={search} units={rows.map((x) => x.unitNbr)} rows={rows} onClose={() => undefined} />
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  await until(() => document.querySelector('[data-testid="payee-generate"]') !== null);
}

describe('the payee dialog', () => {
  it("INV-026: the charges' client unknown to the terminal reads 'Cliente no registrado. Por favor, complete los datos necesarios.'", async () => {
    await mount([charge('MSCU1000000', '1-9')]);
    await until(() => document.querySelector('[data-testid="payee-unknown"]') !== null);
    // The server's message with its code, as every refusal reads (ERR-003).
    expect(document.querySelector('[data-testid="payee-unknown"]')!.textContent).toBe(`${UNKNOWN} - 404`);
  });

  it("INV-022: charges of two clients propose none, and generating without one is refused with 'Debe seleccionar un cliente para generar la prefactura'", async () => {
    await mount([charge('MSCU1000000', '76086428-5'), charge('MSCU1000001', '77154258-1')]);
    await act(async () => document.querySelector<HTMLButtonElement>('[data-testid="payee-generate"]')!.click());
    await until(() => document.body.textContent!.includes('Debe seleccionar un cliente para generar la prefactura'));
    expect(generated).toEqual([]);
  });
});
