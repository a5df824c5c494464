/**
 * The audit trail's calls (issue 33 §3; beyond-spec, the mock's own paths): a page of entries
 * matching the filters, newest first, and every matching entry as XLSX. Reads only: the trail has
 * no write call at all (mock-server/audit/trail.ts records it below every route).
 */
import { auditExport, auditList } from '../../../src/domain/audit/calls';
import { auditContract } from '../../../src/domain/audit/contract';
import { auditMatches, auditPageOf } from '../../../src/domain/audit/query';
import { auditSheetRows } from '../../../src/domain/audit/present';
import { santiagoDay } from '../../../src/domain/santiagoTime';
import { appMessages } from '../../../src/i18n/appMessages';
import { auditMessages } from '../../../src/i18n/auditMessages';
import { auditCatalog } from '../../../src/resources/auditCatalog';
import { sendXlsx, workbook } from '../../documents/spreadsheet';
import { callRoute } from '../../route';
import { defineMockArea } from '../types';

const roleName = (role: string) => (appMessages.roleNames as Record<string, string>)[role] ?? role;

export const auditMockArea = defineMockArea({
  contracts: [auditContract],
  routes: (ctx) => {
    const entries = () => ctx.audit?.entries() ?? [];
    return [
      callRoute(auditExport, ['audit', 'export'], async (q, _req, res) => {
        const rows = auditSheetRows(auditMatches(entries(), q), auditCatalog, roleName);
        const data = await workbook(auditMessages.exportSheet, auditMessages.exportHeaders, rows);
        sendXlsx(res, data, `${auditMessages.exportFile}-${santiagoDay(ctx.clock.now())}`);
      }),
      callRoute(auditList, ['audit', 'list'], (q, _req, res) => {
        res.json(auditPageOf(entries(), q));
      }),
    ];
  },
});
