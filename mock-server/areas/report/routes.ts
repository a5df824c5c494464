/**
 * The operation reports (D3 §2.5, §7.6; RPT-003, RPT-014, RPT-019…023): the operations of a type
 * over a period as rows (POST /operation; type 6 also at /operation/emptys) and as a spreadsheet of
 * every row (POST /operation/export). Read models of the history (src/domain/reports); the form is
 * validated again on the terminal's clock, the type by its row, the agent by the user's scope.
 */
import type { Request, Response } from 'express';
import { choosesAgent } from '../../../src/domain/reports/agentScope';
import {
  emptiesReport,
  operationReport,
  operationReportSheet,
  teuReport,
  teuReportSheet,
  type ReportRequest,
} from '../../../src/domain/reports/calls';
import { teuReportRows, type TeuRow } from '../../../src/domain/reports/teuRows';
import { reportContract } from '../../../src/domain/reports/contract';
import { operationReportRows, type OperationRow } from '../../../src/domain/reports/operationRows';
import { reportFormErrors } from '../../../src/domain/reports/reportForm';
import { REPORT_TYPES } from '../../../src/domain/reports/reportTypes';
import { santiagoToday } from '../../../src/domain/calendarDay';
import { formatDateTime } from '../../../src/domain/formats';
import { operationTypeLabel } from '../../../src/i18n/codeLabels';
import { reportMessages } from '../../../src/i18n/reportMessages';
import type { AppContext } from '../../context';
import { sendXlsx, workbook } from '../../documents/spreadsheet';
import { invalid } from '../../errors';
import { callRoute } from '../../route';
import { terminalHttp } from '../../terminalModel/http';
import { defineMockArea } from '../types';
import { factsInScope, onReportType } from './access';
import { reportFactsOf } from './facts';
import { teuFacts } from './teuFacts';
import { gatePassReportRoutes } from './gatePassRoutes';
import { vgmReportRoutes } from './vgmRoutes';
import { REPORT_FILES } from './gatePassFiles';
import { EDI_BATCHES, seedEdiBatches } from './ediBatches';
import { OLD_DRC_FILES, seedOldDrcFiles } from './oldDrcFiles';
import { coprarOldDrcRoutes } from './coprarOldDrcRoutes';
import { santiagoDateTimes } from './sheetDates';
import { streamXlsx } from '../../documents/streamedSheet';
import { categoryLabel, pickupConditionLabel } from '../../../src/i18n/codeLabels';

const r = reportMessages.refusals;
const c = reportMessages.columns;

export const reportMockArea = defineMockArea({
  contracts: [reportContract],
  collections: { [REPORT_FILES]: () => [], [EDI_BATCHES]: seedEdiBatches, [OLD_DRC_FILES]: seedOldDrcFiles },
  routes: (ctx: AppContext) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    /**
     * A request checked as the form checks it, on the terminal's day: its type one of the call's, its
     * fields valid, a chosen agent one on record. Only a user who chooses names the agent; anyone
     * else reads its own (the scope), whatever was sent.
     */
    function checked(request: ReportRequest, res: Response, codes: readonly number[]) {
      if (!codes.includes(request.operationType)) throw invalid({ operationType: r.wrongCall });
      const user = http.user(res);
      const chooses = choosesAgent(user.authorities);
      const today = santiagoToday(http.now());
      const errors = reportFormErrors({ ...request, batchNbr: '', unitNbrs: '' }, { today, agentKnown: !chooses });
      if (Object.keys(errors).length > 0) throw invalid(errors as Record<string, string>);
      if (chooses && request.agentId && !store.findById('agent', request.agentId))
        throw invalid({ agentId: r.unknownAgent });
      return { user, today, scope: http.scope(res), request: chooses ? request : { ...request, agentId: '' } };
    }

    /** The operation rows of a checked request, within the user's reach. */
    function rowsOf(request: ReportRequest, res: Response, codes: readonly number[]): OperationRow[] {
      const q = checked(request, res, codes);
      return operationReportRows(
        factsInScope(q.user, q.scope, reportFactsOf(store, REPORT_TYPES[q.request.operationType].operationTypes)),
        q.request,
      );
    }

    /** The TEU rows (type 8) of a checked request, within the user's reach. */
    function teusOf(request: ReportRequest, res: Response): TeuRow[] {
      const q = checked(request, res, [8]);
      return teuReportRows(factsInScope(q.user, q.scope, teuFacts(store)), q.request, q.today);
    }

    /** The generic types (RPT-003): every type of the operations kind. */
    const generic = Object.values(REPORT_TYPES)
      .filter((t) => t.kind === 'operations')
      .map((t) => t.code as number);
    const answerRows = (codes: readonly number[]) => (request: ReportRequest, _req: Request, res: Response) =>
      res.json(rowsOf(request, res, codes));

    async function sheet(request: ReportRequest, _req: Request, res: Response) {
      const rows = rowsOf(request, res, generic);
      // Every row of a long history: written straight into the answer (bench/operationsReport.ts).
      const dateTime = santiagoDateTimes();
      await streamXlsx(
        res,
        `operaciones-${REPORT_TYPES[request.operationType].label
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')}`,
        reportMessages.sheetName,
        [c.operationType, c.date, c.unitNbr, c.bookingOrBl, c.draftNumber, c.importCarQty, c.appointmentNbr],
        rows.map((row) => [
          operationTypeLabel(row.operationType),
          dateTime(row.date),
          row.unitNbr,
          row.bookingOrBl,
          row.draftNumber,
          row.importCarQty,
          row.appointmentNbr,
        ]),
      );
    }

    async function teuSheet(request: ReportRequest, _req: Request, res: Response) {
      const rows = teusOf(request, res);
      const book = await workbook(
        reportMessages.teuSheetName,
        [c.unitNbr, c.category, c.ubicacion, c.condicionRetiro, c.ingreso, c.salida, c.license],
        rows.map((row) => [
          row.unitNbr,
          categoryLabel(row.category),
          row.ubicacion,
          pickupConditionLabel(row.condicionRetiro),
          row.ingreso && formatDateTime(row.ingreso),
          row.salida && formatDateTime(row.salida),
          row.license,
        ]),
      );
      sendXlsx(res, book, 'teus');
    }

    return [
      ...gatePassReportRoutes(ctx),
      ...vgmReportRoutes(ctx),
      ...coprarOldDrcRoutes(ctx),
      callRoute(teuReportSheet, onReportType, teuSheet),
      callRoute(teuReport, onReportType, (request: ReportRequest, _req: Request, res: Response) =>
        res.json(teusOf(request, res)),
      ),
      callRoute(operationReportSheet, onReportType, sheet),
      callRoute(emptiesReport, onReportType, answerRows([6])),
      callRoute(operationReport, onReportType, answerRows(generic)),
    ];
  },
});
