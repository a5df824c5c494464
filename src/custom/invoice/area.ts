/** The invoice area (/invoice; D3 §2.1, INV-001…078): menu entry, the invoice rows and the lazily-loaded screens. */
import { INVOICE_PERMISSION_ROWS } from '../../domain/invoicing/invoicePermissions';
import { defineArea } from '../areas/types';

export const invoiceArea = defineArea({
  path: 'invoice',
  permission: 'invoices',
  label: 'Facturación',
  menuGroup: 'operations',
  // The one invoicing table (src/domain/invoicing/invoicePermissions.ts), which the mock's routes are guarded by too.
  permissions: INVOICE_PERMISSION_ROWS,
  screens: () => import('./InvoiceScreens'),
});
