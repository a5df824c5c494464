/**
 * Gate pass, import detail and DRC documents (D2 §7 /api/report): canPrintGatePass says why a unit
 * cannot print (one unit or the selected ones), gatepass/massivegatepass answer the PDF, and
 * importDetail the unit's detail PDF. Nothing to print is 'No existen datos para generar el documento.'.
 */
import type { Request, Response } from 'express';
import type { MassPrintCheck, PrintCheck } from '../../../src/domain/terminalWire/gatePass';
import { gatePassRefusals, whyNot } from '../../../src/domain/importPickup/unitActions';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { HttpError, notFound } from '../../errors';
import { isPlainObject } from '../../records';
import { reaches, scopeOf } from '../../terminalModel/access';
import { pickupCosts } from '../../kinds/importPickup/charges';
import { drcPdf, gatePassPdf, importDetailPdf } from '../../kinds/importPickup/documents';
import { refused } from '../../terminalModel/errors';
import { appointmentView } from '../../kinds/importPickup/views';
import { terminalHttp } from '../../terminalModel/http';
import { contextOf, factsOf, findUnit, type UnitContext } from '../../kinds/importPickup/context';

const ops = operationsMessages;
const MAX_UNITS = 500;

function sendPdf(res: Response, pdf: Buffer, name: string) {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${name}.pdf"`);
  res.send(pdf);
}

export function gatePassRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = terminalHttp(ctx);

  /** The units a body names: [nbr], [{unitNbr}], or {units|containers: [...]}. */
  function selected(req: Request, res: Response): { nbr: string; ctx?: UnitContext }[] {
    const body = req.body as unknown;
    const list = Array.isArray(body) ? body
      : isPlainObject(body) && Array.isArray(body.units) ? body.units
        : isPlainObject(body) && Array.isArray(body.containers) ? body.containers : [];
    const scope = scopeOf(store.db, http.user(res));
    return list.slice(0, MAX_UNITS).map((item) => {
      const nbr = String(isPlainObject(item) ? item.unitNbr ?? item.id ?? '' : item ?? '').trim().toUpperCase();
      const unit = nbr ? findUnit(store, nbr) : undefined;
      const c = unit ? contextOf(store, unit) : undefined;
      return { nbr, ctx: c && reaches(scope, c.unit, c.active) ? c : undefined };
    });
  }

  const reasonsOf = (c: UnitContext | undefined) => (c ? gatePassRefusals(factsOf(c), http.now()) : [ops.refusals.unitNotFound]);

  /** GET /report/canPrintGatePass/{id} (VV-021, IMP-073): {valor, mensaje, errors}. */
  function canPrintOne(req: Request, res: Response) {
    const errors = reasonsOf(http.unitAt(req));
    const answer: PrintCheck = { valor: errors.length === 0, mensaje: errors[0] ?? null, errors };
    res.json(answer);
  }

  /** POST /report/canPrintGatePass (VV-020): every selected unit, each with its reasons. */
  function canPrintMany(req: Request, res: Response) {
    const units = selected(req, res);
    const errors = units.flatMap(({ nbr, ctx: c }) => reasonsOf(c).map((msg) => ({ unitNbr: nbr, msg })));
    const answer: MassPrintCheck = { valor: units.length > 0 && errors.length === 0, mensaje: units.length === 0 ? ops.noData : errors[0]?.msg ?? null, errors };
    res.json(answer);
  }

  /**
   * GET /report/gatepass/{id}: the PDF, or 409 with the first reason it cannot print. The variant
   * ?format=result (IMP-074) answers the result array ['OK', {gate-pass data}] instead of the PDF.
   */
  async function gatePass(req: Request, res: Response) {
    const c = http.unitAt(req);
    const reasons = reasonsOf(c);
    if (reasons.length > 0) throw refused(reasons[0]!, undefined, { errors: reasons });
    if (req.query.format === 'result') {
      res.json(['OK', appointmentView(store.db, c.appointment!, c.unit, http.now(), c.op)]);
      return;
    }
    sendPdf(res, await gatePassPdf(store.db, [c], ctx.terminalName, http.now()), `gatepass-${c.unit.unitNbr}`);
  }

  /** POST /report/massivegatepass/ (VV-020): one page per unit; refused unless every unit can print. */
  async function massive(req: Request, res: Response) {
    const units = selected(req, res);
    if (units.length === 0) throw notFound(ops.noData);
    const errors = units.flatMap(({ nbr, ctx: c }) => reasonsOf(c).map((msg) => ({ unitNbr: nbr, msg })));
    if (errors.length > 0) throw refused(errors[0]!.msg, undefined, { errors });
    sendPdf(res, await gatePassPdf(store.db, units.map((u) => u.ctx!), ctx.terminalName, http.now()), 'gatepass');
  }

  /** POST /report/importDetail/{id} (IMP-051). */
  async function importDetail(req: Request, res: Response) {
    let c: UnitContext;
    try {
      c = http.unitAt(req);
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) throw notFound(ops.noData);
      throw err;
    }
    sendPdf(res, await importDetailPdf(store.db, c, c.op ? pickupCosts(store, c.op) : null, ctx.terminalName, http.now()), `detalle-${c.unit.unitNbr}`);
  }

  /** GET /report/drc/{id}/{vesselId} (IMP-050): in the yard, departed or retired; else 'Archivo no encontrado.'. */
  async function drc(req: Request, res: Response) {
    const unit = findUnit(store, http.param(req, 'id'));
    if (!unit || unit.visitId !== http.param(req, 'vesselId').trim().toUpperCase()) throw notFound(ops.fileNotFound);
    const c = contextOf(store, unit);
    const why = whyNot('drc', factsOf(c), http.now());
    if (why) throw refused(why);
    sendPdf(res, await drcPdf(c, ctx.terminalName, http.now()), `drc-${unit.unitNbr}`);
  }

  return { canPrintOne, canPrintMany, gatePass, massive, importDetail, drc };
}
