/** The invoice's life and the invoicing forms' rules (D3 §4, §5; Q29, Q31), table by table. */
import { describe, expect, it } from 'vitest';
import {
  deletable,
  finalizeRefusal,
  invoiceStage,
  isAgreementCustomer,
  payable,
  type FinalizeFacts,
} from '../../../src/domain/invoicing/invoiceLifecycle';
import {
  allowedRut,
  chargeSearchErrors,
  defaultSearchRange,
  invoiceSearchErrors,
  numberList,
  numbersLocked,
  ONLY_SF_STOREKEEPER,
  preInvoiceErrors,
  storekeeperLocked,
  unlistedEntry,
} from '../../../src/domain/invoicing/invoiceSearchRules';
import { paymentSearchErrors } from '../../../src/domain/payments/paymentSearchRules';
import { chargeSearch } from '../../../src/domain/invoicing/calls';
import { invoiceRuleMessages } from '../../../src/i18n/invoiceRuleMessages';

const ok: FinalizeFacts = {
  status: 'DRAFT',
  previewed: true,
  clientChile: true,
  totalMinor: 4997,
  convenio: 'NO',
  hasCredit: true,
};

describe('finalizing a draft', () => {
  it.each([
    ['INV-064', { previewed: false }, 'Debe previsualizar la prefactura antes de finalizarla.'],
    ['INV-065', { clientChile: false }, 'Sólo se puede finalizar la factura de un cliente en Chile.'],
    ['INV-066', { totalMinor: 0 }, 'No se puede finalizar la factura sin cargos.'],
    ['INV-067', { convenio: 'STI' }, 'El cliente tiene convenio: la factura se finaliza en la oficina de Finanzas.'],
    ['INV-068', { hasCredit: false }, 'El cliente no tiene crédito disponible para finalizar la factura.'],
  ] as const)('%s: a draft failing one condition is refused with its reason', (_id, change, text) => {
    expect(finalizeRefusal({ ...ok, ...change })).toBe(text);
  });

  it('INV-063 INV-064 INV-065 INV-066 INV-067 INV-068: a previewed draft of a Chilean customer with credit, no agreement and a total is finalized; a final one is not again', () => {
    expect(finalizeRefusal(ok)).toBeUndefined();
    expect(finalizeRefusal({ ...ok, previewed: false })).toBe('Debe previsualizar la prefactura antes de finalizarla.');
    expect(finalizeRefusal({ ...ok, totalMinor: 0 })).toBe('No se puede finalizar la factura sin cargos.');
    expect(finalizeRefusal({ ...ok, status: 'FINAL' })).toBe('La prefactura ya fue finalizada.');
  });

  it('INV-060 CONST-048: SI and STI mark an agreement customer', () => {
    expect(['SI', 'STI', 'si', ' sti '].map(isAgreementCustomer)).toEqual([true, true, true, true]);
    expect(['NO', '', null, 'S'].map(isAgreementCustomer)).toEqual([false, false, false, false]);
  });

  it('INV-062 INV-052 INV-071 INV-053: draft → previewed → finalized → paid; only a final unpaid invoice is payable, only a draft deletable', () => {
    expect(invoiceStage({ status: 'DRAFT', previewed: false, paid: false })).toBe('draft');
    expect(invoiceStage({ status: 'DRAFT', previewed: true, paid: false })).toBe('previewed');
    expect(invoiceStage({ status: 'FINAL', previewed: true, paid: false })).toBe('finalized');
    expect(invoiceStage({ status: 'FINAL', previewed: true, paid: true })).toBe('paid');
    expect([
      payable({ status: 'FINAL', paid: false }),
      payable({ status: 'FINAL', paid: true }),
      payable({ status: 'DRAFT', paid: false }),
    ]).toEqual([true, false, false]);
    expect([deletable({ status: 'DRAFT' }), deletable({ status: 'FINAL' })]).toEqual([true, false]);
  });
});

describe('the invoicing forms', () => {
  it('INV-029 INV-030 INV-031: invoice and draft numbers exclude each other; dates are required unless a number is given or it is a draft search', () => {
    expect(numbersLocked({ invoicesNbr: '12', draftsNbr: '' })).toEqual({ invoicesNbr: false, draftsNbr: true });
    expect(numbersLocked({ invoicesNbr: '', draftsNbr: '7' })).toEqual({ invoicesNbr: true, draftsNbr: false });
    const empty = { invoicesNbr: '', draftsNbr: '', fromDate: '', toDate: '' };
    expect(invoiceSearchErrors(empty, false)).toEqual({ fromDate: 'Requerido', toDate: 'Requerido' });
    expect(invoiceSearchErrors({ ...empty, invoicesNbr: '100, 101' }, false)).toEqual({});
    expect(invoiceSearchErrors(empty, true)).toEqual({});
    expect(invoiceSearchErrors({ ...empty, fromDate: '01/11/2025', toDate: '05/11/2025' }, false)).toEqual({});
    expect(invoiceSearchErrors({ ...empty, invoicesNbr: '12;13' }, false).invoicesNbr).toBe(
      'Sólo números separados por coma',
    );
  });

  it('INV-032 CONST-061: the default search period is the last 7 days to today', () => {
    expect(defaultSearchRange('2025-11-05')).toEqual({ from: '2025-10-29', to: '2025-11-05' });
  });

  it('INV-013 INV-008: a charge search needs a visit, and a BL/booking or a container unless only-SF', () => {
    expect(chargeSearchErrors({ visit: '', blOrBooking: '', unit: '', onlySF: false })).toEqual({
      visit: 'Campo obligatorio - Ingrese un registro válido',
      blOrBooking: 'Es necesario ingresar un valor en Bill of Lading o un número de contenedor',
    });
    expect(chargeSearchErrors({ visit: 'MSCAN2611', blOrBooking: '', unit: '', onlySF: true })).toEqual({});
    expect(chargeSearchErrors({ visit: 'MSCAN2611', blOrBooking: '', unit: 'MSCU1234566', onlySF: false })).toEqual({});
  });

  it('INV-021 INV-022: a pre-invoice needs a payee and a charge', () => {
    expect(preInvoiceErrors({ payee: '', charges: [] })).toEqual({
      payee: 'Debe seleccionar un cliente para generar la prefactura',
      charges: 'Seleccione al menos un cargo para generar la prefactura.',
    });
    expect(preInvoiceErrors({ payee: '76086428-5', charges: [1] })).toEqual({});
  });

  it("INV-006 INV-007: the only-SF toggle is offered when the allowed list is empty or holds the user's login", () => {
    expect(allowedRut([], 'aga')).toBe(true);
    expect(allowedRut(['76123456-0', 'aga'], 'aga')).toBe(true);
    expect(allowedRut(['76123456-0'], 'aga')).toBe(false);
  });

  it("INV-011 CONST-055 CONST-056: the storekeeper filter locks at A-71, the only-SF search's code, and at no other", () => {
    expect(ONLY_SF_STOREKEEPER).toBe('A-71');
    expect(storekeeperLocked('A-71')).toBe(true);
    expect(storekeeperLocked('A-72')).toBe(false);
    expect(storekeeperLocked('')).toBe(false);
  });

  it('INV-016: a typeahead with text typed but no listed item chosen is refused; empty, or chosen, it is not', () => {
    expect(unlistedEntry('Agencia Sur', '')).toBe(true);
    expect(unlistedEntry('Agencia Sur', '76123456-0')).toBe(false);
    expect(unlistedEntry('  ', '')).toBe(false);
    // The refusals the generator and the search forms show for an unlisted entry, verbatim.
    expect(invoiceRuleMessages).toMatchObject({
      unlistedItem: 'Ingrese uno válido',
      unlistedAgent: 'Agente inválido',
      unlistedAgency: 'Ingrese una Agencia válida.',
      unlistedClient: 'Ingrese un cliente válido',
    });
  });

  it("CONST-057: a charge search's category is IMPORT unless EXPORT is asked; an invoice is DRAFT or FINAL: a draft is deleted, not paid; a final is paid, not deleted", () => {
    const category = (body: Record<string, unknown>) =>
      chargeSearch.fromWire({ params: {}, query: {}, body: { visit: 'MSCAN2611', ...body } }).category;
    expect(category({})).toBe('IMPORT');
    expect(category({ category: 'otra' })).toBe('IMPORT');
    expect(category({ category: 'export' })).toBe('EXPORT');
    expect([deletable({ status: 'DRAFT' }), payable({ status: 'DRAFT', paid: false })]).toEqual([true, false]);
    expect([deletable({ status: 'FINAL' }), payable({ status: 'FINAL', paid: false })]).toEqual([false, true]);
  });

  it("VAL-030: number lists (invoice, draft and payment numbers) are digits separated by commas, spaces allowed; else 'Sólo números separados por coma'", () => {
    expect(numberList(' 1, 22 ,333 ')).toEqual([1, 22, 333]);
    expect(numberList('')).toEqual([]);
    for (const bad of ['1,,2', '12;13', '12a', '1.2']) expect(numberList(bad), bad).toBeUndefined();
    const empty = { invoicesNbr: '', draftsNbr: '', fromDate: '01/11/2025', toDate: '05/11/2025' };
    expect(invoiceSearchErrors({ ...empty, invoicesNbr: '12 , 13' }, false)).toEqual({});
    expect(invoiceSearchErrors({ ...empty, draftsNbr: '7;8' }, true)).toEqual({
      draftsNbr: 'Sólo números separados por coma',
    });
    const payments = paymentSearchErrors({ from: '01/11/2025', to: '05/11/2025', payNbrs: '3 4', facNbrs: '5, 6' });
    expect(payments).toEqual({ payNbrs: 'Sólo números separados por coma' });
  });
});
