/** The audit trail (/audit; issue 33 §3, beyond-spec): who changed what, for customer service, finance and the administrator. */
import { auditContract } from '../../domain/audit/contract';
import { auditMenuMessages } from '../../i18n/auditMenuMessages';
import { defineArea } from '../areas/types';

export const auditArea = defineArea({
  ...auditContract,
  label: auditMenuMessages.menu,
  icon: 'record',
  menuGroup: 'operations',
  screens: () => import('./AuditPage'),
});
