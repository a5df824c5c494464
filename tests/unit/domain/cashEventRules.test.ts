/** The cash events form's rules (D3 §2.3, §5 Cash form), table by table. */
import { describe, expect, it } from 'vitest';
import { menuEntries } from '../../../src/custom/layout/menuEntries';
import { can } from '../../../src/domain/permissions';
import { paysCashOnly } from '../../../src/domain/payments/paymentPermissions';
import { ROLES } from '../../../src/domain/roles';
import { cashEventErrors, containerComplete, type CashEventValues } from '../../../src/domain/payments/cashEventRules';

const ok: CashEventValues = {
  unitNbr: 'MSCU1234565',
  date: '05/11/2025',
  customerId: '76086428-5',
  billConsignee: false,
  events: [{ event: 'PCE-C301', quantity: '1' }],
};

describe('the cash events form', () => {
  // The mock's side: tests/mock/cashEvents.test.ts ('CASH-001: …').
  it('CASH-001: the console shows /cash in the menu and opens its list and form to exactly TERRESTRIAL and FINANCIAL, of every role', () => {
    const shown = ROLES.filter((role) => menuEntries([role]).some((e) => e.to === '/cash'));
    expect(shown.sort()).toEqual(['ROLE_FINANCIAL', 'ROLE_TERRESTRIAL']);
    for (const action of ['menu', 'list', 'create'])
      expect(ROLES.filter((role) => can([role], 'cashEvents', action)).sort(), action).toEqual([
        'ROLE_FINANCIAL',
        'ROLE_TERRESTRIAL',
      ]);
  });

  it('CASH-009: the checkboxes wait for an 11-character container', () => {
    expect(['', 'MSCU123456', 'MSCU1234565'].map(containerComplete)).toEqual([false, false, true]);
  });

  it('CASH-003 CASH-004 CASH-005: the container is required and of 11 characters; the date required, DD/MM/YYYY', () => {
    expect(cashEventErrors(ok)).toEqual({});
    expect(cashEventErrors({ ...ok, unitNbr: '', date: '' })).toEqual({ unitNbr: 'Requerido', date: 'Requerido' });
    expect(cashEventErrors({ ...ok, unitNbr: 'MSCU12345', date: '2025-11-05' })).toEqual({
      unitNbr: 'Número de contenedor inválido',
      date: 'Fecha inválida',
    });
  });

  it('CASH-006 CASH-008: the customer is required unless the consignee is billed', () => {
    expect(cashEventErrors({ ...ok, customerId: '' })).toEqual({ customerId: 'Requerido' });
    expect(cashEventErrors({ ...ok, customerId: '', billConsignee: true })).toEqual({});
  });

  it('CASH-010 CASH-011 CASH-012 CASH-013 CONST-036: each event has a quantity, numeric, of at most 2 digits', () => {
    const q = (quantity: string) => cashEventErrors({ ...ok, events: [{ event: 'PCE-C301', quantity }] }).quantities;
    expect([q('1'), q('99')]).toEqual([undefined, undefined]);
    expect([q(''), q('dos'), q('100')]).toEqual([
      { 0: 'Requerido' },
      { 0: 'Debe ser un número' },
      { 0: 'Debe ser más corto' },
    ]);
    expect(cashEventErrors({ ...ok, events: [] })).toEqual({ events: 'Requerido' });
  });
  it('CASH-018: the cash variant of the pay screen offers finance every means and the terrestrial cashier cash only', () => {
    expect(paysCashOnly(['ROLE_FINANCIAL'])).toBe(false);
    expect(paysCashOnly(['ROLE_TERRESTRIAL', 'ROLE_FINANCIAL'])).toBe(false);
    expect(paysCashOnly(['ROLE_TERRESTRIAL'])).toBe(true);
  });
});
