/** The invoice area's contract (/invoice; D3 §2.1, INV-001…078): the one invoicing table (invoicePermissions.ts), read by the console and the mock. */
import { defineAreaContract } from '../areaContract';
import { INVOICE_PERMISSION_ROWS } from './invoicePermissions';

export const invoiceContract = defineAreaContract({
  path: 'invoice',
  permission: 'invoices',
  permissions: INVOICE_PERMISSION_ROWS,
});
