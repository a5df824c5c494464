/** The audit trail's calls (beyond-spec; src/domain/audit/calls.ts). */
import { auditExport, auditList } from '../../domain/audit/calls';
import type { AuditQuery } from '../../domain/audit/query';
import type { AuditPage } from '../../domain/audit/wire';
import { sendCall } from '../../providers/sendCall';

export const auditApi = {
  list: (q: AuditQuery) => sendCall<AuditPage, AuditQuery>(auditList, q),
  exportSheet: (q: AuditQuery) => sendCall<Response, AuditQuery>(auditExport, q, { raw: true }).then((r) => r.blob()),
};
