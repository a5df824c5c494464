// @vitest-environment jsdom
/**
 * The payment result (.../pay/detail; D3 §2.1, §4 Payment, §8.2) of a payment billing did not take:
 * it reads as pending synchronisation, its receipt is refused until a sequence exists, and Sync
 * says whether it worked. The server's answers are stubbed (tests/mock/payments.test.ts has the server's side).
 */
import { act } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayResult } from '../../../src/custom/terminal/payments/PayResult';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { until } from '../../support/domInput';
import { authAs } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

let billingUp = false;
const asked: string[] = [];
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    asked.push(path);
    if (path === '/api/payment/resendpaym/42')
      return billingUp
        ? Response.json({ type: 'PAY_OK', itemsPayment: [{ type: 'CASH', sequenceNumber: '5002' }] })
        : Response.json({ code: 'BILLING_DOWN', message: 'Billing no responde' }, { status: 503 });
    return Response.json([]);
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const answer = {
  type: 'PENDING_SYNC' as const,
  groupId: 42,
  chequeNbr: null,
  invoicesError: [],
  itemsPayment: [
    {
      type: 'CASH',
      rut: '76086428-5',
      role: 'CONSIGNEE',
      sequenceNumber: '0',
      bankName: null,
      nroNC: null,
      opNumber: null,
      opDate: null,
      totalAmount: null,
      totalLocalAmount: 47_160,
      items: [{ numeroFactura: 100_004, invoiceDraftNumber: 700_001, amount: 49.98, localAmount: 47_160 }],
    },
  ],
};

const byTestId = (id: string) => dom.host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const said = () => document.body.textContent ?? '';

describe('a payment pending synchronisation', () => {
  it("INV-117 INV-121 INV-122 INV-123: it reads 'Pago registrado, Pendiente de sincronización en Billing.'; its receipt is refused without a sequence; Sync fails while billing is down, then ends with 'Sincronización terminada.'", async () => {
    await act(async () =>
      dom.root.render(
        <MemoryRouter>
          <AdminContext authProvider={authAs(['ROLE_FINANCIAL'])} i18nProvider={i18nProvider} store={memoryStore()}>
            <PayResult answer={answer} />
            <Notification />
          </AdminContext>
        </MemoryRouter>,
      ),
    );
    await until(() => byTestId('pay-result-status') !== null);
    expect(byTestId('pay-result-status')!.textContent).toBe('Pago registrado, Pendiente de sincronización en Billing.');
    expect(byTestId('pay-result-sequence-0')!.textContent).toBe('Pendiente (sincronización requerida)');

    await act(async () => byTestId('pay-result-receipt')!.click());
    await until(() => said().includes('No se pudo descargar el archivo Pdf.'));
    expect(asked).not.toContain('/api/report/payment/42');

    await act(async () => byTestId('pay-result-sync')!.click());
    await until(() => said().includes('No se pudo completar la sincronización, inténtelo más tarde.'));
    expect(byTestId('pay-result-status')!.textContent).toBe('Pago registrado, Pendiente de sincronización en Billing.');

    billingUp = true;
    await act(async () => byTestId('pay-result-sync')!.click());
    await until(() => said().includes('Sincronización terminada.'));
    expect(byTestId('pay-result-status')!.textContent).toBe('Pago Registrado.');
    expect(byTestId('pay-result-sequence-0')!.textContent).toBe('5002');
    expect(byTestId('pay-result-sync')).toBeNull();
  });
});
