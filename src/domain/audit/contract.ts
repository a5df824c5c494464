/**
 * The audit trail's contract (issue 33 §3; beyond-spec, ruling in rulings-audit): who may read
 * who changed what. Customer service (and its supervisor), finance and the administrator read
 * and export the whole trail; nobody writes it (the mock records it itself, below every route).
 */
import { defineAreaContract } from '../areaContract';
import type { Role } from '../roles';

export const AUDIT_READERS: readonly Role[] = [
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_SUPERVISOR_CUSTOMER_SERVICE',
  'ROLE_FINANCIAL',
  'ROLE_ADMIN',
];

export const auditContract = defineAreaContract({
  path: 'audit',
  permission: 'audit',
  permissions: {
    audit: { menu: AUDIT_READERS, list: AUDIT_READERS, export: AUDIT_READERS },
  },
});
