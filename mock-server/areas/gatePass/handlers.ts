/**
 * Gate pass, EIR and import detail documents (D2 §7 /api/report): canPrintGatePass says why a unit
 * cannot print (one unit or the selected ones), gatepass/massivegatepass answer the PDF, and
 * importDetail the unit's detail PDF. Nothing to print is 'No existen datos para generar el documento.'.
 * The DRC is the DRC area's (mock-server/areas/drc).
 */
import type { Request, Response } from 'express';
import type { MassPrintCheck, PrintCheck } from '../../../src/domain/terminalWire/gatePass';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import type { EirQuery, GatePassQuery, GatePassSelection, ImportDetailQuery } from '../../../src/domain/gatePass/calls';
import { reaches, scopeOf } from '../../terminalModel/access';
import { pickupCosts } from '../../kinds/importPickup/charges';
import { isExportOperation } from '../../kinds/exportPreadvice/types';
import { exportUnitReceived } from '../../../src/domain/exportPreadvice/unitLife';
import { lastGateVisit } from '../../terminalModel/gate';
import { sendPdf } from '../../documents/pdf';
import { gatePassPdf } from '../../documents/gatePassSheet';
import { importDetailPdf } from '../../kinds/importPickup/documents';
import { eirPdf } from '../../kinds/exportPreadvice/documents';
import { activeOperations, findUnitVisit } from '../../terminalModel/unitVisits';
import { refused } from '../../terminalModel/errors';
import { appointmentView } from '../../kinds/importPickup/views';
import { importHttp } from '../../kinds/importPickup/http';
import { contextOf, findUnit } from '../../kinds/importPickup/context';
import { unitGatePass } from '../../modules/gatePasses/unitGatePass';

const ops = operationsMessages;

export function gatePassRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = importHttp(ctx);

  const gatePassOf = (key: string) => unitGatePass(store, key, http.now());

  function gatePassAt(key: string) {
    const g = gatePassOf(key);
    if (!g) throw notFound(ops.refusals.unitNotFound);
    return g;
  }

  /** The units a request names (its codec reads the legacy's shapes); those out of reach count as not found. */
  function selected(
    { unitNbrs }: GatePassSelection,
    res: Response,
  ): { nbr: string; pass?: NonNullable<ReturnType<typeof gatePassOf>> }[] {
    const scope = scopeOf(store.db, http.user(res));
    return unitNbrs.map((nbr) => {
      const pass = nbr ? gatePassOf(nbr) : undefined;
      return { nbr, pass: pass && reaches(scope, pass.unit, pass.active) ? pass : undefined };
    });
  }

  const reasonsOf = (pass: { reasons: string[] } | undefined) => pass?.reasons ?? [ops.refusals.unitNotFound];

  /** GET /report/canPrintGatePass/{id} (VV-021, IMP-073): {valor, mensaje, errors}. */
  function canPrintOne(req: Request, res: Response) {
    const errors = reasonsOf(gatePassAt(http.param(req, 'id')));
    const answer: PrintCheck = { valor: errors.length === 0, mensaje: errors[0] ?? null, errors };
    res.json(answer);
  }

  /** POST /report/canPrintGatePass (VV-020): every selected unit, each with its reasons. */
  function canPrintMany(input: GatePassSelection, _req: Request, res: Response) {
    const units = selected(input, res);
    const errors = units.flatMap(({ nbr, pass }) => reasonsOf(pass).map((msg) => ({ unitNbr: nbr, msg })));
    const answer: MassPrintCheck = {
      valor: units.length > 0 && errors.length === 0,
      mensaje: units.length === 0 ? ops.noData : (errors[0]?.msg ?? null),
      errors,
    };
    res.json(answer);
  }

  /**
   * GET /report/gatepass/{id}: the PDF, or 409 with the first reason it cannot print. The variant
   * ?format=result (IMP-074) answers the result array ['OK', {gate-pass data}] instead of the PDF.
   */
  async function gatePass(input: GatePassQuery, _req: Request, res: Response) {
    const pass = gatePassAt(input.unitNbr);
    if (pass.reasons.length > 0) throw refused(pass.reasons[0]!, undefined, { errors: pass.reasons });
    if (input.asResult && pass.unit.kind === 'container') {
      const op = pass.unit.category === 'IMPORT' ? contextOf(store, pass.unit).op : undefined;
      res.json(['OK', appointmentView(store.db, pass.sheet.appointment!, pass.unit, http.now(), op)]);
      return;
    }
    sendPdf(res, await gatePassPdf(store.db, [pass.sheet], ctx.terminalName, http.now()), `gatepass-${pass.unitNbr}`);
  }

  /** POST /report/massivegatepass/ (VV-020): one page per unit; refused unless every unit can print. */
  async function massive(input: GatePassSelection, _req: Request, res: Response) {
    const units = selected(input, res);
    if (units.length === 0) throw notFound(ops.noData);
    const errors = units.flatMap(({ nbr, pass }) => reasonsOf(pass).map((msg) => ({ unitNbr: nbr, msg })));
    if (errors.length > 0) throw refused(errors[0]!.msg, undefined, { errors });
    sendPdf(
      res,
      await gatePassPdf(
        store.db,
        units.map((u) => u.pass!.sheet),
        ctx.terminalName,
        http.now(),
      ),
      'gatepass',
    );
  }

  /** POST /report/importDetail/{id} (IMP-051). */
  async function importDetail({ unitNbr }: ImportDetailQuery, _req: Request, res: Response) {
    const unit = findUnit(store, unitNbr);
    if (!unit) throw notFound(ops.noData);
    const c = contextOf(store, unit);
    sendPdf(
      res,
      await importDetailPdf(store.db, c, c.op ? pickupCosts(store, c.op) : null, ctx.terminalName, http.now()),
      `detalle-${c.unit.unitNbr}`,
    );
  }

  /**
   * GET /report/eir/{id}/{operationId} (EXP-076, IMP-052): the EIR of the box's live visit once the
   * terminal received it; the operation named must be that visit's (or 0).
   */
  async function eir({ unitNbr, operationId: opKey }: EirQuery, _req: Request, res: Response) {
    const unit = findUnitVisit(store, unitNbr);
    if (unit?.kind !== 'container') throw notFound(ops.refusals.unitNotFound);
    const active = activeOperations(store, unit.id);
    if (/^\d+$/.test(opKey) && opKey !== '0' && !active.some((o) => o.id === Number(opKey)))
      throw refused(ops.refusals.noOperation);
    const received = unit.category === 'EXPORT' ? exportUnitReceived(unit.transitState) : unit.timeIn !== null;
    if (!received) throw refused(ops.exportRefusals.notReceived);
    const op = active.find(isExportOperation);
    const visit = unit.visitId ? store.findById('vesselVisit', unit.visitId) : undefined;
    sendPdf(
      res,
      await eirPdf(store.db, unit, visit, lastGateVisit(store, unit.id), op?.seals ?? [], ctx.terminalName, http.now()),
      `eir-${unit.unitNbr}`,
    );
  }

  return { canPrintOne, canPrintMany, gatePass, massive, importDetail, eir };
}
