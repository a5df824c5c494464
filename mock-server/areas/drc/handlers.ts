/**
 * The DRC's answers (D2 §7 Temperature letters and DRC; DRC-003…008): a unit's DRC as a PDF and as
 * data, a visit's receipts of a line as data and as one PDF. A unit not on the visit named is
 * 'Archivo no encontrado.' (404); a unit without a DRC (yet) 409 with the reason; a visit that does
 * not exist 'Seleccione una visita válida' (404, DRC-002's text); a visit and line with no receipt
 * 'No se encontraton contenedores para procesar.' (404, a message the console shows).
 */
import type { Response } from 'express';
import type { DrcDataQuery, DrcQuery, MassiveDrcQuery } from '../../../src/domain/drc/calls';
import { drcRefusal } from '../../../src/domain/drc/receipt';
import type { DrcData } from '../../../src/domain/terminalWire/drc';
import { drcMessages } from '../../../src/i18n/drcMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { drcPdf } from '../../documents/drcSheet';
import { sendPdf } from '../../documents/pdf';
import { notFound } from '../../errors';
import { reaches } from '../../terminalModel/access';
import { refused } from '../../terminalModel/errors';
import { terminalHttp } from '../../terminalModel/http';
import { terminalIndex } from '../../terminalModel/indexes';
import type { VesselVisit } from '../../terminalModel/types';
import { activeOperations } from '../../terminalModel/unitVisits';
import { unitOnVisit } from './access';
import { drcDataAt, receiptsFor, withDrc, type DrcUnit } from '../../modules/drcReceipts/receipts';

const ops = operationsMessages;

export function drcRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = terminalHttp(ctx);

  /** The visit a visit-and-line call names (DRC-002: else 'Seleccione una visita válida'). */
  function visitCalled(id: string): VesselVisit {
    const visit = store.findById('vesselVisit', id);
    if (!visit) throw notFound(drcMessages.visitInvalid);
    return visit;
  }

  /** The unit the path names on that visit, with its DRC: else 404 'Archivo no encontrado.' or 409 with the reason. */
  function unitWithDrc(key: string, visitId: string): DrcUnit {
    const unit = unitOnVisit(store, key, visitId);
    if (!unit) throw notFound(ops.fileNotFound);
    const why = drcRefusal(unit.category, unit.transitState);
    if (why || !withDrc(unit)) throw refused(why ?? ops.refusals.drc);
    return unit;
  }

  /** The visit's units of the line that have a DRC, within the user's reach, by container number. */
  function unitsOfLine(res: Response, visit: VesselVisit, lineId: string): DrcUnit[] {
    const scope = http.scope(res);
    return terminalIndex(store)
      .unitsOfVesselVisit(visit.id)
      .filter((u): u is DrcUnit => withDrc(u) && u.line === lineId && reaches(scope, u, activeOperations(store, u.id)))
      .sort((a, b) => a.unitNbr.localeCompare(b.unitNbr));
  }

  /**
   * The units' receipts as they travel. Numbers given to those without one are on disk before the
   * answer — and so is a number another request has just given and not yet written.
   */
  async function receipts(units: readonly DrcUnit[]): Promise<DrcData[]> {
    const { receipts: list } = receiptsFor(store, units, http.now());
    await store.commit();
    return units.map((u, i) =>
      drcDataAt(
        store,
        u,
        list[i]!,
        store.findById('vesselVisit', u.visitId) ?? { id: u.visitId, vesselName: '', inVoyNbr: '' },
      ),
    );
  }

  /** GET /report/drc/{id}/{vesselId} (IMP-050, DRC-006, DRC-008): the unit's DRC. */
  async function single({ unitNbr, visitId }: DrcQuery, _req: unknown, res: Response) {
    const unit = unitWithDrc(unitNbr, visitId);
    const [data] = await receipts([unit]);
    sendPdf(res, await drcPdf([data!], ctx.terminalName, http.now()), `drc-${unit.unitNbr}`);
  }

  /** GET /report/drcdata/{id}/{visitId} (DRC-007; DRC-003, Q41): a unit's DRC data, or the visit's receipts of a line. */
  async function data(q: DrcDataQuery, _req: unknown, res: Response) {
    if (q.of === 'unit') {
      const [one] = await receipts([unitWithDrc(q.unitNbr, q.visitId)]);
      res.json(one);
      return;
    }
    res.json(await receipts(unitsOfLine(res, visitCalled(q.visitId), q.lineId)));
  }

  /** GET /report/massivedrcbyvesselvisitandlineoperator/{id}/{lineOperatorId} (DRC-004, DRC-005): one PDF, a page per receipt. */
  async function massive({ visitId, lineId }: MassiveDrcQuery, _req: unknown, res: Response) {
    const visit = visitCalled(visitId);
    const units = unitsOfLine(res, visit, lineId);
    if (units.length === 0) throw notFound(drcMessages.noUnits);
    sendPdf(res, await drcPdf(await receipts(units), ctx.terminalName, http.now()), `drc-${visit.id}-${lineId}`);
  }

  return { single, data, massive };
}
