// @vitest-environment jsdom
/**
 * The invoice and draft lists' toolbar (/invoice/drafts, /invoice/invoices; D3 §2.1, §7.2): both
 * variants download the server's spreadsheet of the same search, and 'Pagar en línea' opens the
 * server's provider address in a new tab, for one invoice or several. The server's answers are
 * stubbed (what it answers is tests/mock/invoices.test.ts' and onlinePayment.test.ts' job).
 */
import { act } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InvoiceList } from '../../../src/custom/invoice/InvoiceList';
import type { InvoiceSearch } from '../../../src/custom/terminal/api/invoiceApi';
import type { InvoiceListWire } from '../../../src/domain/terminalWire/invoices';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { authAs } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

const invoice = (draftNumber: number, status: 'DRAFT' | 'FINAL'): InvoiceListWire =>
  ({
    draftNumber,
    numeroFactura: status === 'FINAL' ? 100_000 + draftNumber : null,
    finalNumber: status === 'FINAL' ? 100_000 + draftNumber : null,
    status,
    stage: status === 'FINAL' ? 'finalized' : 'draft',
    finalizedDate: status === 'FINAL' ? '2025-11-03T12:00:00Z' : null,
    dueDate: null,
    created: '2025-11-01T12:00:00Z',
    category: 'IMPORT',
    vesselVisitId: 'MSCAN36S',
    bookingOrBl: `MSCBL${draftNumber}`,
    totalTotal: 1785,
    totalLocalTotal: 16_843,
    payeeCustomerName: 'Frutícola Maule S.A.',
    paid: false,
    agentId: '79990365-2',
    forUnits: ['MSCU1234565'],
    afecta: true,
    paymentInProcess: false,
    previewed: true,
  }) as unknown as InvoiceListWire;

/** Every request the screen made: its path and JSON body. */
const sent: { path: string; body: unknown }[] = [];
/** When set, the server refuses the online payment with this message. */
let onlineRefusal = '';
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path, body });
    if (path === '/api/invoice/export') return new Response('xlsx', { status: 200 });
    if (path === '/api/invoice/search') {
      const status = (body as { status: 'DRAFT' | 'FINAL' }).status;
      return Response.json([invoice(7, status), invoice(8, status)]);
    }
    if (path === '/api/payment/online') {
      if (onlineRefusal) return Response.json({ code: 'CONFLICT', message: onlineRefusal }, { status: 409 });
      const drafts = (body as { drafts: number[] }).drafts;
      return Response.json(
        { paymentId: 'p1', url: `/pg/khipu/start/${drafts.length > 1 ? 'm' : 's'}/${drafts.join(',')}?ticket=p1` },
        { status: 201 },
      );
    }
    return Response.json([]);
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
afterEach(() => {
  sent.length = 0;
  vi.restoreAllMocks();
});

const search = (status: 'DRAFT' | 'FINAL'): InvoiceSearch =>
  ({
    status,
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
  }) as InvoiceSearch;

const remount = async () => {
  act(() => dom.root.unmount());
  const { createRoot } = await import('react-dom/client');
  dom.root = createRoot(dom.host);
};
const byTestId = <E extends HTMLElement>(id: string) => dom.host.querySelector<E>(`[data-testid="${id}"]`);
const settle = async (until: () => boolean) => {
  for (let i = 0; i < 150 && !until(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
};

async function mount(kind: 'DRAFT' | 'FINAL', roles: string[], identity: Record<string, unknown> = {}) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter>
        <AdminContext authProvider={authAs(roles, identity)} i18nProvider={i18nProvider} store={memoryStore()}>
          <InvoiceList kind={kind} search={search(kind)} back="/invoice/search" today="2025-11-03" />
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  await settle(() => dom.host.querySelectorAll('[data-testid="invoice-results"] tbody tr').length === 2);
  // The identity (the roles' buttons, kEnabled) settles after the rows.
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

/** Clicks the spreadsheet button; the file name the browser is handed and the export call's body. */
async function spreadsheet() {
  URL.createObjectURL = vi.fn(() => 'blob:sheet');
  URL.revokeObjectURL = vi.fn();
  let saved = '';
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved = this.download;
  });
  await act(async () => byTestId('invoices-spreadsheet')!.click());
  await settle(() => saved !== '');
  return { saved, body: sent.find((s) => s.path === '/api/invoice/export')?.body };
}

describe('the invoice and draft lists', () => {
  it("INV-045: the draft list's 'Planilla' downloads the server's spreadsheet of the draft search as prefacturas.xlsx", async () => {
    await mount('DRAFT', ['ROLE_FINANCIAL']);
    expect(byTestId('invoices-spreadsheet')!.textContent).toBe('Planilla');
    const { saved, body } = await spreadsheet();
    expect(saved).toBe('prefacturas.xlsx');
    expect(body).toMatchObject({ status: 'DRAFT', fromDate: '27/10/2025', toDate: '03/11/2025' });
  });

  it("INV-045: the invoice list's 'Planilla' downloads the server's spreadsheet of the invoice search as facturas.xlsx", async () => {
    await mount('FINAL', ['ROLE_AGA', 'ROLE_AGA_AGA']);
    const { saved, body } = await spreadsheet();
    expect(saved).toBe('facturas.xlsx');
    expect(body).toMatchObject({ status: 'FINAL', fromDate: '27/10/2025', toDate: '03/11/2025' });
  });

  const headers = () =>
    [...dom.host.querySelectorAll('[data-testid="invoice-results"] thead th')].map((th) => th.textContent);
  const boxes = () => dom.host.querySelectorAll('[data-testid="invoice-results"] tbody input[type="checkbox"]');

  const cells = () =>
    [...dom.host.querySelectorAll('[data-testid="invoice-results"] tbody tr:first-child td')]
      .map((td) => td.textContent)
      .filter((x) => x !== '');
  const SHARED = ['Cliente', 'Nave', 'BL / booking', 'Contenedores', 'Total USD', 'Total CLP'];

  it('INV-040 INV-044 INV-048: the draft list shows each draft with its columns and a checkbox, previews exactly one; a storekeeper gets no checkboxes', async () => {
    await mount('DRAFT', ['ROLE_AGA', 'ROLE_AGA_AGA']);
    expect(headers()).toEqual(['', 'Prefactura', 'Estado', 'Emitida', ...SHARED]);
    expect(cells()).toEqual([
      '8',
      'Prefactura',
      '01/11/2025',
      'Frutícola Maule S.A.',
      'MSCAN36S',
      'MSCBL8',
      'MSCU1234565',
      'USD 1.785,00',
      '$16.843',
    ]);
    expect(boxes()).toHaveLength(2);
    // INV-048: the draft preview needs exactly one selected draft.
    const preview = () => byTestId<HTMLButtonElement>('invoices-preview')!;
    expect(preview().disabled).toBe(true);
    await act(async () => (boxes()[0] as HTMLInputElement).click());
    expect(preview().disabled).toBe(false);
    await act(async () => (boxes()[1] as HTMLInputElement).click());
    expect(preview().disabled).toBe(true);
    await remount();
    await mount('DRAFT', ['ROLE_STOREKEEPER']);
    expect(headers()).toEqual(['Prefactura', 'Estado', 'Emitida', ...SHARED]);
    expect(boxes()).toHaveLength(0);
  });

  it('INV-041 INV-044: the invoice list shows each invoice with its columns and a checkbox; a storekeeper gets no checkboxes', async () => {
    await mount('FINAL', ['ROLE_AGA', 'ROLE_AGA_AGA']);
    expect(headers()).toEqual([
      '',
      'Prefactura',
      'Factura',
      'Estado',
      'Emitida',
      'Finalizada',
      ...SHARED,
      'Vencimiento',
    ]);
    expect(cells()).toEqual([
      '8',
      '100008',
      'Finalizada',
      '01/11/2025',
      '03/11/2025',
      'Frutícola Maule S.A.',
      'MSCAN36S',
      'MSCBL8',
      'MSCU1234565',
      'USD 1.785,00',
      '$16.843',
    ]);
    expect(boxes()).toHaveLength(2);
    await remount();
    await mount('FINAL', ['ROLE_STOREKEEPER']);
    expect(boxes()).toHaveLength(0);
  });

  const online = async (rows: number[]) => {
    await mount('FINAL', ['ROLE_AGA', 'ROLE_AGA_AGA'], { kEnabled: true });
    const boxes = [...dom.host.querySelectorAll<HTMLInputElement>('[data-testid="invoice-results"] tbody input')];
    for (const i of rows) await act(async () => boxes[i]!.click());
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await act(async () => byTestId('online-pay')!.click());
    await settle(() => tab.location.href !== '' || tab.close.mock.calls.length > 0);
    return { open, tab, body: sent.find((s) => s.path === '/api/payment/online')?.body };
  };

  it("INV-073: 'Pagar en línea' on one invoice opens the server's single-draft provider address in a new tab", async () => {
    const { open, tab, body } = await online([0]);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(body).toEqual({ drafts: [8] });
    expect(tab.location.href).toBe('/pg/khipu/start/s/8?ticket=p1');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it("INV-074: 'Pagar en línea' on several invoices opens the server's several-drafts provider address in a new tab", async () => {
    const { open, tab, body } = await online([0, 1]);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(body).toEqual({ drafts: [7, 8] });
    expect(tab.location.href).toBe('/pg/khipu/start/m/7,8?ticket=p1');
  });

  it("INV-076: a refused online payment closes the tab it opened and shows the server's message", async () => {
    onlineRefusal = 'El pago en línea no está habilitado para su usuario.';
    try {
      const { tab } = await online([0]);
      await settle(() => document.body.textContent!.includes(onlineRefusal));
      expect(document.body.textContent).toContain(onlineRefusal);
      expect(tab.close).toHaveBeenCalled();
      expect(tab.location.href).toBe('');
    } finally {
      onlineRefusal = '';
    }
  });
});
