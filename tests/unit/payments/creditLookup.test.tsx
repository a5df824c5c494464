// @vitest-environment jsdom
/**
 * A credit-note payment line (.../pay; D3 §5 Payment registration): Enter on the note's number looks
 * it up and shows its total credit and available balance; a refused lookup (not found, another
 * customer's, no balance) shows the server's reason as information. The lookup is stubbed
 * (its answers: tests/mock/invoices.test.ts 'INV-097 INV-098 INV-099').
 */
import { act, useState } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ScreenLine } from '../../../src/custom/terminal/api/payRequests';
import { PaymentLineEditor, type CreditLookup } from '../../../src/custom/terminal/payments/PaymentLineEditor';
import { emptyLine } from '../../../src/domain/payments/paymentLines';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { domRootPerTest } from '../../support/domRoot';
import { until } from '../../support/domInput';
import { authAs } from '../../support/stubbedAdmin';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const dom = domRootPerTest();

const NOTES: Record<string, CreditLookup | string> = {
  '9001': { totalCredit: 120_000, saldo: 47_160 },
  '1': 'No existe una nota de crédito con ese número.',
};
const looked: string[] = [];

const Line = () => {
  const [line, setLine] = useState<ScreenLine>({
    ...emptyLine('CREDIT_NOTE', { day: '2025-11-05', time: '10:30' }),
  } as ScreenLine);
  const [credit, setCredit] = useState<CreditLookup | undefined>();
  return (
    <PaymentLineEditor
      index={0}
      line={line}
      errors={{}}
      shown={false}
      types={['CREDIT_NOTE']}
      banks={[]}
      amountLocked={false}
      onChange={(patch) => setLine((l) => ({ ...l, ...patch }))}
      lookupCredit={async (nbr) => {
        looked.push(nbr);
        return NOTES[nbr] ?? 'La nota de crédito no tiene saldo disponible.';
      }}
      credit={credit}
      onCredit={setCredit}
    />
  );
};

async function enter(nbr: string) {
  const input = dom.host.querySelector<HTMLInputElement>('#pay-line-0-nroCredit')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, nbr);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

describe('a credit-note payment line', () => {
  it("INV-096 INV-097: Enter on the note's number shows its total credit and available balance; a refused lookup shows the server's reason", async () => {
    await act(async () =>
      dom.root.render(
        <AdminContext authProvider={authAs(['ROLE_FINANCIAL'])} i18nProvider={i18nProvider} store={memoryStore()}>
          <Line />
        </AdminContext>,
      ),
    );
    await until(() => dom.host.querySelector('#pay-line-0-nroCredit') !== null);
    await enter('9001');
    await until(() => dom.host.querySelector('[data-testid="pay-line-0-credit"]') !== null);
    expect(looked).toEqual(['9001']);
    expect(dom.host.querySelector('[data-testid="pay-line-0-credit"]')!.textContent).toBe(
      'Crédito total $120.000 · saldo disponible $47.160',
    );
    await enter('1');
    await until(() => dom.host.querySelector('[data-testid="pay-line-0-credit-info"]') !== null);
    expect(dom.host.querySelector('[data-testid="pay-line-0-credit-info"]')!.textContent).toBe(
      'No existe una nota de crédito con ese número.',
    );
    expect(dom.host.querySelector('[data-testid="pay-line-0-credit"]')).toBeNull();
  });
});
