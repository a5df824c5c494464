/**
 * The yard's calls (D3 §7.4; D2 §7 Sequence): the blocks, the sequencings (list, save, detail,
 * inform, cancel) and the sequence query's spreadsheet. Each decodes, calls one transition of the
 * sequencing module and answers; the rules are src/domain/yard's.
 */
import { pickupConditionLabel } from '../../../src/i18n/codeLabels';
import type { Request, Response } from 'express';
import { can } from '../../../src/domain/permissions';
import { stateOnScreen, importStateLabel } from '../../../src/domain/transitStates';
import type { SequenceExportQuery, SequencingRef, YardBlockRef } from '../../../src/domain/yard/calls';
import { readSequencing, type SequencingDraft } from '../../../src/domain/yard/sequencingForm';
import { fillText } from '../../../src/i18n/fillText';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { yardMessages } from '../../../src/i18n/yardMessages';
import type { AppContext } from '../../context';
import { sendXlsx, workbook } from '../../documents/spreadsheet';
import { invalid, notFound } from '../../errors';
import type { Permission } from '../../guard';
import { listsUnit, scopeOf } from '../../terminalModel/access';
import { terminalHttp } from '../../terminalModel/http';
import { cancelSequencing, informSequencing, saveSequencing, sequencingAt } from '../../modules/sequencing/transitions';
import { blockPositions } from '../../modules/sequencing/blockPositions';
import {
  rehandlesPreview,
  sequencedUnitsOf,
  sequencingDetail,
  sequencingRow,
  yardBlockRows,
} from '../../modules/sequencing/views';

const m = yardMessages;

/** The sequence query's own-agent rule: the row, and the path's agent is the user's own (an agent or its functionary). */
export const ownAgentSequence: Permission = (u, req) =>
  can(u.authorities, 'sequence', 'export') &&
  Boolean(u.agentId) &&
  u.agentId === String(req.params.agentId ?? '').trim();

export function yardRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = terminalHttp(ctx);

  /** GET /yardblock (YBS-005, YBS-007): the blocks, their size and what they hold. */
  function blocks(_req: Request, res: Response) {
    res.json(yardBlockRows(store));
  }

  /** GET /yardblock/{id} (issue 32 §2, the block view): the block's boxes, their places, states and turns. */
  function blockView({ block }: YardBlockRef, _req: Request, res: Response) {
    const answer = blockPositions(store, block);
    if (!answer) throw notFound(m.refusals.unknownBlock);
    res.json(answer);
  }

  /** GET /sequencing (YBS-002…004): newest first. */
  function list(_req: Request, res: Response) {
    res.json([...store.db.sequencing].sort((a, b) => b.id - a.id).map(sequencingRow));
  }

  /** POST /sequencing (YBS-006; Q37): the plan judged on the terminal's clock, saved PROCESANDO. */
  async function save(draft: SequencingDraft, _req: Request, res: Response) {
    const t = http.moment(res);
    const read = readSequencing(draft, t.now);
    if ('errors' in read) throw invalid(read.errors as Record<string, string>);
    const s = saveSequencing(store, read.plan, t);
    await store.commit();
    res.status(201).json({ ...sequencingRow(s), message: m.saved });
  }

  /** POST /sequencing/rehandles (issue 32 §3): the plan judged as the save does, the rehandles of each method. */
  function rehandles(draft: SequencingDraft, _req: Request, res: Response) {
    const read = readSequencing(draft, http.now());
    if ('errors' in read) throw invalid(read.errors as Record<string, string>);
    res.json(rehandlesPreview(store, read.plan));
  }

  /** GET /sequencing/{id} (YBS-023): the sequencing and its turns. */
  function detail({ id }: SequencingRef, _req: Request, res: Response) {
    res.json(sequencingDetail(store, sequencingAt(store, id)));
  }

  /** POST /sequencing/inform/{id} (YBS-027, YBS-028). */
  async function inform({ id }: SequencingRef, _req: Request, res: Response) {
    const s = sequencingAt(store, id);
    informSequencing(store, s, http.moment(res));
    await store.commit();
    res.json({ ...sequencingDetail(store, s), message: m.informed });
  }

  /** POST /sequencing/cancel/{id} (YBS-025, YBS-026). */
  async function cancel({ id }: SequencingRef, _req: Request, res: Response) {
    const s = sequencingAt(store, id);
    cancelSequencing(store, s, http.moment(res));
    await store.commit();
    res.json({ ...sequencingDetail(store, s), message: m.cancelled });
  }

  /** POST /sequencevisit/exportxls/{vesselVisitId}/{agentId} (SEQ-004): the agent's sequenced units of the visit, as XLSX. */
  async function exportSheet({ visitId, agentId }: SequenceExportQuery, _req: Request, res: Response) {
    if (!store.findById('vesselVisit', visitId)) throw notFound(m.refusals.visitNotFound);
    const scope = scopeOf(store.db, http.user(res));
    const units = sequencedUnitsOf(store, visitId, agentId, (c) => listsUnit(scope, c.unit, c.active));
    if (units.length === 0) throw notFound(operationsMessages.noData);
    const rows = units.map((u) => [
      u.unitNbr,
      u.typeLength,
      u.apptNbr,
      u.apptTime,
      pickupConditionLabel(u.condicionDeRetiro),
      stateOnScreen(importStateLabel(u.transitState)),
      u.truckingCo,
      u.block,
      u.place,
    ]);
    sendXlsx(
      res,
      await workbook(m.sheet.name, m.sheet.headers, rows),
      fillText(m.sheet.file, { visit: visitId, agent: agentId }),
    );
  }

  return { blocks, blockView, list, save, rehandles, detail, inform, cancel, exportSheet };
}
