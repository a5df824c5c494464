// @vitest-environment jsdom
/**
 * The payments screens' form and list (/payments; D3 §2.2, §9.1): the search's fields and the
 * lists it picks from; the groups 10 a page with at most 10 page buttons; a refused posting said
 * with the spec's text. The server's answers are stubbed.
 */
import { act } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PaymentGroups } from '../../../src/custom/payments/PaymentGroups';
import { PayResult } from '../../../src/custom/terminal/payments/PayResult';
import { emptyPaymentSearch, PaymentSearchForm } from '../../../src/custom/payments/PaymentSearchForm';
import type { PaymentGroupWire } from '../../../src/domain/terminalWire/payments';
import { can } from '../../../src/domain/permissions';
import { ROLES } from '../../../src/domain/roles';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { authAs, stubFetchJson } from '../../support/stubbedAdmin';

const dom = domRootPerTest();

const group = (n: number): PaymentGroupWire => ({
  idGrupo: n,
  fecha: '05-11-2025',
  sequenceNbr: String(5000 + n),
  status: 'PAY_OK',
  pending: false,
  posted: false,
  moneda: 'CLP',
  montoPagos: 142_350,
  items: [
    {
      sequenceNbr: String(5000 + n),
      facturaNbr: 100_000 + n,
      nombreCliente: 'Frutícola Maule S.A.',
      rutCliente: '76086428-5',
      montoTotalFact: 150,
      tipoPago: 'CHECK',
      nombreAgente: null,
      rutAgente: null,
      montoClp: 142_350,
      repeatedPay: false,
    },
  ],
  facturas: [],
});
let groups: PaymentGroupWire[] = [];
const requested: string[] = [];
stubFetchJson((path) => {
  requested.push(path);
  return path.startsWith('/api/payment/contabilizar')
    ? { valor: false, mensaje: 'Billing no responde' }
    : path === '/api/payment' || path.startsWith('/api/payment/')
      ? groups
      : [{ id: '76086428-5', name: 'Frutícola Maule S.A.' }];
});

async function mount(roles: string[], screen: React.ReactNode, ready: () => boolean) {
  await act(async () =>
    dom.root.render(
      <MemoryRouter>
        <AdminContext authProvider={authAs(roles)} i18nProvider={i18nProvider} store={memoryStore()}>
          {screen}
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    ),
  );
  for (let i = 0; i < 150 && !ready(); i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
}

const labels = () => [...dom.host.querySelectorAll('label')].map((l) => l.textContent!.replace(/\s*\*$/, '').trim());
const rows = () => [...dom.host.querySelectorAll('[data-testid="payment-groups"] tbody tr')];
const pageButtons = () =>
  [...dom.host.querySelectorAll('nav[aria-label] button')].filter((b) => /^\d+$/.test(b.textContent!.trim()));
const click = (el: Element) => act(async () => void (el as HTMLElement).click());
const search = emptyPaymentSearch(new Date('2025-11-05T12:00:00Z'));

describe('the payments screens', () => {
  it('PAY-003 PAY-004: the search asks for agency, client, payment and invoice numbers, dates and only-pending; finance loads the agents and customers to pick from, another role no agents', async () => {
    requested.length = 0;
    await mount(
      ['ROLE_FINANCIAL'],
      <PaymentSearchForm initial={search} now={new Date()} onSearch={() => undefined} />,
      () => requested.includes('/api/invoice/agents'),
    );
    expect(labels()).toEqual([
      'Agencia',
      'Cliente',
      'Números de pago',
      'Números de factura',
      'Desde',
      'Hasta',
      'Sólo pendientes de sincronización',
    ]);
    expect(requested).toEqual(expect.arrayContaining(['/api/invoice/agents', '/api/invoice/customers']));
    act(() => dom.root.unmount());
    const { createRoot } = await import('react-dom/client');
    dom.root = createRoot(dom.host);
    requested.length = 0;
    await mount(
      ['ROLE_AGA', 'ROLE_AGA_AGA'],
      <PaymentSearchForm initial={search} now={new Date()} onSearch={() => undefined} />,
      () => labels().length > 0,
    );
    expect(requested).not.toContain('/api/invoice/agents');
    // Of every role, only finance asks for the agents.
    expect(ROLES.filter((role) => can([role], 'invoices', 'agents'))).toEqual(['ROLE_FINANCIAL']);
  });

  it('PAY-010 CONST-014 CONST-006: 25 groups show 10 a page with their DD-MM-YYYY dates; 130 give at most 10 page buttons', async () => {
    groups = Array.from({ length: 25 }, (_, i) => group(i + 1));
    await mount(['ROLE_FINANCIAL'], <PaymentGroups search={search} back="/payments" />, () => rows().length > 0);
    expect(rows()).toHaveLength(10);
    expect(rows()[0]!.textContent).toContain('05-11-2025');
    expect(pageButtons().map((b) => b.textContent)).toEqual(['1', '2', '3']);
    act(() => dom.root.unmount());
    const { createRoot } = await import('react-dom/client');
    dom.root = createRoot(dom.host);
    groups = Array.from({ length: 130 }, (_, i) => group(i + 1));
    await mount(
      ['ROLE_FINANCIAL'],
      <PaymentGroups search={{ ...search, payNbrs: '1' }} back="/payments" />,
      () => rows().length > 0,
    );
    expect(rows()).toHaveLength(10);
    expect(pageButtons().length).toBeLessThanOrEqual(10);
    expect(pageButtons().length).toBeGreaterThan(1);
  });

  it('PAY-006: the search opens on the last 7 days to today, DD/MM/YYYY (Santiago)', async () => {
    const now = new Date('2025-11-05T02:00:00Z'); // 4 Nov, 23:00 in Santiago
    expect(emptyPaymentSearch(now)).toMatchObject({ from: '28/10/2025', to: '04/11/2025' });
    await mount(
      ['ROLE_FINANCIAL'],
      <PaymentSearchForm initial={emptyPaymentSearch(now)} now={now} onSearch={() => undefined} />,
      () => labels().length > 0,
    );
    const value = (key: string) => dom.host.querySelector<HTMLInputElement>(`[data-testid="payments-${key}"]`)!.value;
    expect([value('from'), value('to')]).toEqual(['28/10/2025', '04/11/2025']);
  });

  it("PAY-011 PAY-015 PAY-022: a group's row reads its number, date, sequence, amount, clients, invoices and payment type; a pending one offers 'Sync'; none found reads 'No se encontraron pagos'", async () => {
    const mixed = { ...group(7), sequenceNbr: '0', pending: true, status: 'PENDING_SYNC' as const };
    mixed.items = [{ ...mixed.items[0]!, tipoPago: 'CHECK, WIRE_TRANSFER' }];
    groups = [mixed, group(8)];
    await mount(['ROLE_FINANCIAL'], <PaymentGroups search={search} back="/payments" />, () => rows().length > 0);
    const cells = (tr: Element) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim()).filter(Boolean);
    expect(cells(rows()[0]!)).toEqual([
      '8',
      '05-11-2025',
      '5008',
      '$142.350',
      'Frutícola Maule S.A.',
      '100008',
      'Cheque',
      'No',
      'Ver detalle',
    ]);
    expect(cells(rows()[1]!)).toEqual(
      expect.arrayContaining(['7', 'Pendiente (sincronización requerida)', 'Cheque, Transferencia', 'Sync']),
    );
    expect(dom.host.querySelector('[data-testid="payments-sync-7"]')!.textContent).toBe('Sync');
    act(() => dom.root.unmount());
    const { createRoot } = await import('react-dom/client');
    dom.root = createRoot(dom.host);
    groups = [];
    await mount(
      ['ROLE_FINANCIAL'],
      <PaymentGroups search={{ ...search, facNbrs: '1' }} back="/payments" />,
      () => dom.host.querySelector('[data-testid="no-payments"]') !== null,
    );
    expect(dom.host.querySelector('[data-testid="no-payments"]')!.textContent).toBe('No se encontraron pagos');
  });

  it("INV-115: invoices the server could not pay are listed under 'Las siguientes facturas no se han podido pagar:' with each one's error", async () => {
    const answer = {
      type: 'PAY_OK' as const,
      groupId: 41,
      chequeNbr: null,
      invoicesError: [{ invoiceDraftNumber: 700_002, message: 'La factura ya está pagada.' }],
      itemsPayment: [
        {
          type: 'CASH',
          rut: '76086428-5',
          role: 'CONSIGNEE',
          sequenceNumber: '5001',
          bankName: null,
          nroNC: null,
          opNumber: null,
          opDate: null,
          totalAmount: null,
          totalLocalAmount: 47_160,
          items: [],
        },
      ],
    };
    await mount(['ROLE_FINANCIAL'], <PayResult answer={answer} />, () => dom.host.textContent!.includes('Pago'));
    expect(dom.host.querySelector('[data-testid="pay-result-failures"]')!.textContent).toBe(
      'Las siguientes facturas no se han podido pagar:700002: La factura ya está pagada.',
    );
  });

  it("INV-116 INV-118 INV-119: a PAY_OK result reads 'Pago Registrado.' and each line its type, rut, role, sequence ('0' pending), bank, note, operation, date, amounts and invoices", async () => {
    const paid = (sequenceNumber: string) => ({
      type: 'WIRE_TRANSFER',
      rut: '76086428-5',
      role: 'CONSIGNEE',
      sequenceNumber,
      bankName: 'BancoEstado',
      nroNC: 9001,
      opNumber: 'TX-2201',
      opDate: '05-11-2025 10:30',
      totalAmount: 49.98,
      totalLocalAmount: 47_160,
      items: [{ numeroFactura: 100_004, invoiceDraftNumber: 700_001, amount: 49.98, localAmount: 47_160 }],
    });
    const answer = {
      type: 'PAY_OK' as const,
      groupId: 42,
      chequeNbr: null,
      invoicesError: [],
      itemsPayment: [paid('5001'), paid('0')],
    };
    await mount(['ROLE_FINANCIAL'], <PayResult answer={answer} />, () => dom.host.textContent!.includes('Pago'));
    expect(dom.host.querySelector('[data-testid="pay-result-status"]')!.textContent).toBe('Pago Registrado.');
    const facts = (i: number) =>
      [...dom.host.querySelectorAll(`[data-testid="pay-result-line-${i}"] dt`)].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]);
    const line = [
      ['Tipo', 'Transferencia'],
      ['RUT', '76.086.428-5'],
      ['Rol', 'Consignatario'],
      ['Secuencia', '5001'],
      ['Banco', 'BancoEstado'],
      ['Nota de crédito', '9001'],
      ['N° de operación', 'TX-2201'],
      ['Fecha de operación', '05-11-2025 10:30'],
      ['Monto USD', 'USD 49,98'],
      ['Monto CLP', '$47.160'],
      ['Facturas pagadas', '100004 (USD 49,98 / $47.160)'],
    ];
    expect(facts(0)).toEqual(line);
    // INV-118: a sequence of '0' reads as pending synchronisation.
    expect(facts(1)).toEqual(
      line.map((f) => (f[0] === 'Secuencia' ? [f[0], 'Pendiente (sincronización requerida)'] : f)),
    );
  });

  it("PAY-021: a posting the server refuses reads 'Existió un problema al contabilizar los pagos: {message}'", async () => {
    groups = [group(1), group(2)];
    await mount(
      ['ROLE_FINANCIAL'],
      <PaymentGroups search={{ ...search, payNbrs: '2' }} back="/payments" />,
      () => rows().length > 0,
    );
    await click(rows()[0]!.querySelector('input[type="checkbox"]')!);
    await click(dom.host.querySelector('[data-testid="payments-post"]')!);
    const confirm = [...document.querySelectorAll('[data-testid="confirm-dialog"] button')].at(-1)!;
    await click(confirm);
    for (let i = 0; i < 100 && !document.body.textContent!.includes('Existió'); i++)
      await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(document.body.textContent).toContain('Existió un problema al contabilizar los pagos: Billing no responde');
  });
});
