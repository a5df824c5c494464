/**
 * Payments' and cash events' permission rows (D3 §2.2, §2.3, §9.2; ROLE-020, ROLE-023; Q30, Q35):
 * one table, which the payment areas' manifests declare and the mock's payment routes are guarded by.
 */
import type { PermissionRows } from '../permissionRows';
import type { Role } from '../roles';

const FINANCIAL: readonly Role[] = ['ROLE_FINANCIAL'];
/** Q35: TERRESTRIAL pays its own cash event's invoice (cash lines only); adding payments is otherwise finance's. */
const PAYERS: readonly Role[] = ['ROLE_FINANCIAL', 'ROLE_TERRESTRIAL'];
/** Q30: online payment. */
const ONLINE: readonly Role[] = ['ROLE_AGA', 'ROLE_FUNCTIONARY', 'ROLE_FUN_FIN_EXT', 'ROLE_FUNCTIONARY_EXTRAPORTUARIO'];

export const PAYMENT_PERMISSION_ROWS: PermissionRows = {
  // ROLE-020: the payments screens, posting, syncing and the spreadsheet are finance's.
  payments: {
    menu: FINANCIAL,
    list: FINANCIAL,
    show: FINANCIAL,
    post: FINANCIAL,
    sync: FINANCIAL,
    export: FINANCIAL,
    pay: PAYERS,
    online: ONLINE,
  },
  // ROLE-023: cash events.
  cashEvents: { menu: PAYERS, list: PAYERS, create: PAYERS },
};

/** Q35 on the cash variant of the pay screen (CASH-018): finance pays with any means, the cashier (or anyone else admitted) in cash only. */
export const paysCashOnly = (roles: readonly string[]): boolean => !roles.includes('ROLE_FINANCIAL');
