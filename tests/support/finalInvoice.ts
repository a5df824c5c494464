/**
 * A final unpaid invoice put straight into a mock's store (the payments' tests and harnesses pay
 * many; making each through charges, a draft, a preview and a finalize is the invoicing tests' job).
 * One line of `usdMinor` US cents (IVA on top) at 943,57 CLP per USD.
 */
import type { Store } from '../../mock-server/store';
import type { Invoice } from '../../mock-server/modules/invoicing/types';

export interface FinalInvoiceOptions {
  usdMinor: number;
  customerId?: string;
  agentId?: string | null;
  createdBy?: string;
}

export function finalInvoice(store: Store, o: FinalInvoiceOptions): Invoice {
  const id = store.db.invoice.reduce((m, i) => Math.max(m, i.id), 900_000) + 1;
  const finalNumber = store.db.invoice.reduce((m, i) => Math.max(m, i.finalNumber ?? 0), 300_000) + 1;
  const invoice: Invoice = {
    id,
    status: 'FINAL',
    finalNumber,
    created: '2025-11-04T12:00:00.000Z',
    finalizedDate: '2025-11-04T12:00:00.000Z',
    dueDate: '2025-12-04',
    category: 'IMPORT',
    vesselVisitId: 'MSCAN36S',
    blOrBooking: null,
    payeeCustomerId: o.customerId ?? '76086428-5',
    payeeCustomerName: 'Frutícola Maule S.A.',
    payeeCustomerRole: 'CONSIGNEE',
    agentId: o.agentId ?? null,
    unitNbrs: ['MSCU1234565'],
    lines: [
      {
        chargeId: 0,
        unitNbr: 'MSCU1234565',
        tariffId: 'PCE-B126',
        description: 'Tarifa de seguridad',
        quantity: 1,
        quantityUnit: 'UNIDAD',
        amountMinor: o.usdMinor,
        afecta: true,
      },
    ],
    tasaCambio: 94357,
    onlySF: false,
    previewedBy: [],
    paid: false,
    paidAt: null,
    createdBy: o.createdBy ?? 'aga',
  };
  store.insert('invoice', invoice);
  return invoice;
}
