/**
 * The Coprar and old DRC reports (types 10 and 11; D3 §7.6, §8.4; RPT-032…037; Q38) and the report
 * by type (RPT-050): the EDI batches (list, and one by its number: else 'No se encontró el batch'),
 * an old DRC found by container, BL and manifest ({pdf, fileExist, drcNum}) within the user's reach,
 * its file by name (missing, or another's box: 'Archivo no encontrado.'), and a type as the caller
 * may run it.
 */
import type { Request, Response } from 'express';
import { ediBatchById, ediBatchList } from '../../../src/domain/reports/coprar';
import { reportByType, reportByTypeOf, type ReportByTypeQuery } from '../../../src/domain/reports/getReport';
import { oldDrc, oldDrcFile, type OldDrcQuery, type OldDrcResult } from '../../../src/domain/reports/oldDrc';
import { REPORT_TYPES } from '../../../src/domain/reports/reportTypes';
import { reportMessages } from '../../../src/i18n/reportMessages';
import type { AppContext } from '../../context';
import { drcPdf } from '../../documents/drcSheet';
import { sendPdf } from '../../documents/pdf';
import { notFound } from '../../errors';
import { drcDataAt, withDrc } from '../../modules/drcReceipts/receipts';
import { callRoute, type Route } from '../../route';
import { listsUnit } from '../../terminalModel/access';
import { terminalHttp } from '../../terminalModel/http';
import { activeOperations } from '../../terminalModel/unitVisits';
import { batchesOf } from './ediBatches';
import { onTypeInPath } from './access';
import { oldFilesOf, type OldDrcFile } from './oldDrcFiles';

const COPRAR_ROW = ['report.10', 'list'] as const;
const OLD_DRC_ROW = ['report.11', 'list'] as const;

export function coprarOldDrcRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);

  const list = (_q: unknown, _req: Request, res: Response) =>
    res.json([...batchesOf(store.db)].sort((a, b) => b.date.localeCompare(a.date) || b.nbr - a.nbr));

  function byNumber({ nbr }: { nbr: number }, _req: Request, res: Response) {
    const batch = batchesOf(store.db).find((b) => b.nbr === nbr);
    if (!batch) throw notFound(reportMessages.refusals.coprarNotFound);
    res.json(batch);
  }

  /** The file's box, when it is the user's: as a visit's list shows it (an agent its own boxes, not every requestable one). */
  function reached(file: OldDrcFile, res: Response): boolean {
    const unit = store.findById('unitVisit', file.unitVisitId);
    return unit !== undefined && listsUnit(http.scope(res), unit, activeOperations(store, unit.id));
  }

  function find({ unitNbr, blNbr, manifestNbr }: OldDrcQuery, _req: Request, res: Response) {
    const file = oldFilesOf(store.db).find(
      (f) => f.unitNbr === unitNbr && f.manifestNbr === manifestNbr && f.blNumbers.includes(blNbr),
    );
    if (!file || !reached(file, res)) throw notFound(reportMessages.empty.document);
    const answer: OldDrcResult = { pdf: file.name, fileExist: file.fileExist, drcNum: file.id };
    res.json(answer);
  }

  async function download({ filename }: { filename: string }, _req: Request, res: Response) {
    const file = oldFilesOf(store.db).find((f) => f.name === filename);
    const unit = file?.fileExist && reached(file, res) ? store.findById('unitVisit', file.unitVisitId) : undefined;
    if (!file || !unit || !withDrc(unit)) throw notFound(reportMessages.fileNotFound);
    const visit = store.findById('vesselVisit', file.visitId) ?? { id: file.visitId, vesselName: '', inVoyNbr: '' };
    const data = drcDataAt(
      store,
      unit,
      { id: file.id, unitVisitId: unit.id, unitNbr: unit.unitNbr, visitId: file.visitId, issuedAt: file.issuedAt },
      visit,
    );
    sendPdf(res, await drcPdf([data], ctx.terminalName, new Date(file.issuedAt)), file.name.replace(/\.pdf$/, ''));
  }

  function byType({ rprtype, id }: ReportByTypeQuery, _req: Request, res: Response) {
    if (rprtype === undefined) throw notFound(reportMessages.refusals.unknownType);
    const type = REPORT_TYPES[rprtype as keyof typeof REPORT_TYPES];
    res.json(reportByTypeOf(type, id, http.user(res).authorities));
  }

  return [
    callRoute(ediBatchList, COPRAR_ROW, list),
    callRoute(ediBatchById, COPRAR_ROW, byNumber),
    callRoute(oldDrc, OLD_DRC_ROW, find),
    callRoute(oldDrcFile, OLD_DRC_ROW, download),
    callRoute(reportByType, onTypeInPath, byType),
  ];
}
