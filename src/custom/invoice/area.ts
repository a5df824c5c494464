/** The invoice area (/invoice; D3 §2.1, INV-001…078): menu entry, the invoice rows and the lazily-loaded screens. */
import { defineArea } from '../areas/types';
import { invoiceContract } from '../../domain/invoicing/contract';

export const invoiceArea = defineArea({
  ...invoiceContract,
  label: 'Facturación',
  menuGroup: 'operations',
  screens: () => import('./InvoiceScreens'),
});
