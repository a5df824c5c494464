/**
 * /api/import/* on the terminal model (D2 §7 Container import; docs/terminal-model.md): the
 * import unit, the pickup request and its cancellation, the operation, charges, CDA/TATC and
 * customs-document edits, trucking reassignment and the condition change. Every state rule is
 * checked here (src/domain/importPickup/unitActions.ts), not only hidden by the console.
 */
import type { Request, Response } from 'express';
import type {
  ImportEditCda,
  ImportPickupRequest,
  ImportReassign,
  ImportUnitRef,
  ImportUpdateDin,
  ImportUpdateTatc,
} from '../../../src/domain/import/calls';
import { importGuide } from '../../../src/domain/import/calls';
import { appMessages } from '../../../src/i18n/appMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { can } from '../../../src/domain/permissions';
import type { AppContext } from '../../context';
import { forbidden, invalid, notFound } from '../../errors';
import { chargesAnswer } from '../../modules/invoicing/costs';
import { CodedError, refused } from '../../terminalModel/errors';
import { reaches, scopeOf } from '../../terminalModel/access';
import { importHttp } from '../../kinds/importPickup/http';
import { contextOf, findUnit, type UnitContext } from '../../kinds/importPickup/context';
import { readMultipart } from '../../http/multipart';
import {
  assertAllowed,
  cancelOperation,
  cdaError,
  changeCondition,
  createOperation,
  editDocument,
  pickupInputOf,
  reassignTargetOf,
  reassignTrucking,
  setOperationFields,
  tatcWellFormed,
} from '../../kinds/importPickup/transitions';
import type { PickupCondition } from '../../kinds/importPickup/types';
import { importUnitView, operationView } from '../../kinds/importPickup/views';
import type { UserRecord } from '../../types';

const ops = operationsMessages;
const v = appMessages.validation;

export function importRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = importHttp(ctx);
  const db = () => store.db;

  function withOperation(c: UnitContext): UnitContext & { op: NonNullable<UnitContext['op']> } {
    if (!c.op) throw refused(ops.refusals.noOperation);
    return c as UnitContext & { op: NonNullable<UnitContext['op']> };
  }
  /** The import unit a decoded call names (container or operation number), or 404. */
  function unitNamed(nbr: string): UnitContext {
    const unit = findUnit(store, nbr);
    if (!unit) throw notFound(ops.refusals.unitNotFound);
    return contextOf(store, unit);
  }
  const opView = (c: UnitContext, user: UserRecord) =>
    operationView(db(), withOperation(c), http.now(), can(user.authorities, 'imports.tatc', 'show'));

  /** GET /import/{id}: the unit, what the user may do now and why not (IMP-003, IMP-006, IMP-042). */
  function get(req: Request, res: Response) {
    const user = http.user(res);
    res.json(importUnitView(db(), http.unitAt(req), user.authorities, http.now()));
  }

  /** GET /import/byoperation/{id}: the pickup operation (IMP-041). */
  function byOperation(req: Request, res: Response) {
    res.json(opView(http.unitAt(req), http.user(res)));
  }

  /** POST /import/{id}/saveRetiro (IMP-009, IMP-022…027): creates the operation; says where the flow goes next. */
  async function saveRetiro(request: ImportPickupRequest, _req: Request, res: Response) {
    const user = http.user(res);
    const c = unitNamed(request.unitNbr);
    const op = createOperation(
      store,
      c,
      pickupInputOf(store, user, c, request, scopeOf(store.db, user)),
      http.moment(res),
    );
    await store.commit();
    const after = { ...c, op, appointment: undefined };
    // D2 §4: INDIRECTO goes to the calendar when no inspection is pending or a planned date exists.
    const toCalendar =
      op.condicionRetiro === 'INDIRECTO' && (op.sagCondition === 'SIN INSPECCION' || c.unit.fechaPlanificada !== null);
    res.status(201).json({ operation: opView(after, user), next: toCalendar ? 'appointment' : 'detail' });
  }

  /** GET /import/cancelRetiroDirecto|Indirecto/{id} (IMP-045…047): refusals carry code 200. */
  const cancel =
    (expected: PickupCondition) =>
    async ({ unitNbr }: ImportUnitRef, _req: Request, res: Response) => {
      cancelOperation(store, unitNamed(unitNbr), expected, http.moment(res));
      await store.commit();
      res.json({ valor: true, message: ops.success.cancelled });
    };

  /** GET /import/chargesdir/{opId} (IMP-075, IMP-076). */
  function charges(req: Request, res: Response) {
    const c = withOperation(http.unitAt(req, 'opId'));
    res.json(chargesAnswer(store, c.op, ops.noCharges, http.user(res).login, http.now()));
  }

  /** GET /import/editCDA/{unitId}/{cda} (IMP-057…060, Q19: digits only, at most 80). */
  async function editCda({ unitNbr, cda }: ImportEditCda, _req: Request, res: Response) {
    const c = unitNamed(unitNbr);
    const error = cdaError(cda);
    if (error) throw invalid({ cda: error });
    await setCode(c, res, 'editCda', 'cda', cda);
    res.json({ cda, message: ops.success.cda });
  }

  /** GET /import/updateTatcNbr/{id}/{tatc} (IMP-065…067): 588 bad format, 589 refused. */
  async function updateTatc({ unitNbr, tatc }: ImportUpdateTatc, _req: Request, res: Response) {
    if (!tatcWellFormed(tatc)) throw new CodedError(400, '588', ops.refusals.tatcFormat);
    await setCode(unitNamed(unitNbr), res, 'editTatc', 'tatc', tatc, '589');
    res.json({ tatc, message: ops.success.tatc });
  }

  /** Sets the operation's CDA or TATC once the unit's state allows it. */
  async function setCode(
    c: UnitContext,
    res: Response,
    action: 'editCda' | 'editTatc',
    field: 'cda' | 'tatc',
    value: string,
    legacyCode?: string,
  ) {
    assertAllowed(action, c, http.now(), legacyCode);
    setOperationFields(
      store,
      withOperation(c),
      { [field]: value },
      action === 'editCda' ? 'cdaEdited' : 'tatcEdited',
      http.moment(res),
    );
    await store.commit();
  }

  /** POST /import/updateDIN/{id} {documentType, documentNbrs} (IMP-055, IMP-056). */
  async function updateDin(input: ImportUpdateDin, _req: Request, res: Response) {
    const c = unitNamed(input.unitNbr);
    editDocument(store, c, input, http.moment(res));
    await store.commit();
    res.json({ message: ops.success.din, operation: opView(c, http.user(res)) });
  }

  /** POST /import/{id}/reassignTrucking {truckingId} or {ownMeans, driverRuts} (IMP-070…072). */
  async function reassign(input: ImportReassign, _req: Request, res: Response) {
    const c = unitNamed(input.unitNbr);
    const { truckingId, drivers } = reassignTargetOf(store, input, http.scope(res));
    reassignTrucking(store, c, truckingId, http.moment(res), drivers);
    await store.commit();
    res.json({ message: ops.success.trucking, truckingId, ownMeans: drivers !== undefined, driverRuts: drivers ?? [] });
  }

  /** GET /import/changeCondition/{id} (IMP-077…079, Q17). */
  async function changeConditionRoute({ unitNbr }: ImportUnitRef, _req: Request, res: Response) {
    changeCondition(store, unitNamed(unitNbr), 'changeCondition', http.moment(res));
    await store.commit();
    res.json({ valor: true, mensaje: ops.success.conditionChanged });
  }

  /** GET /import/changeConditionExtraportuarios/{id} (VV-033…037): also A-71; refusals carry valor false and mensaje. */
  async function changeConditionExtraportuarios({ unitNbr }: ImportUnitRef, _req: Request, res: Response) {
    try {
      changeCondition(store, unitNamed(unitNbr), 'changeConditionExtraportuario', http.moment(res));
    } catch (err) {
      if (err instanceof CodedError) throw refused(err.message, err.legacyCode, { valor: false, mensaje: err.message });
      throw err;
    }
    await store.commit();
    res.json({ valor: true, mensaje: ops.success.conditionChanged });
  }

  /**
   * POST /import/guiaDespacho, multipart {file, guiaDespachoUnit, guiaDespachoOperation} (IMP-068, IMP-069):
   * a PDF (by its bytes) for the unit's active operation; the operation keeps the file's name.
   */
  async function guiaDespacho(req: Request, res: Response) {
    const body = await readMultipart(req);
    const file = body?.files.file;
    if (!file || file.data.length === 0) throw invalid({ file: v.required });
    if (file.data.subarray(0, 5).toString('latin1') !== '%PDF-') throw invalid({ file: ops.refusals.guidePdf });
    // The text parts through the call's codec, once the multipart body is read.
    const input = importGuide.fromWire({ params: {}, query: req.query, body: body!.fields });
    const unit = input.unitNbr ? findUnit(store, input.unitNbr) : undefined;
    if (!unit) throw notFound(ops.refusals.unitNotFound);
    const c = contextOf(store, unit);
    const user = http.user(res);
    if (!reaches(scopeOf(db(), user), unit, c.active)) throw forbidden();
    const opKey = input.operationId;
    if (c.op && opKey && /^\d+$/.test(opKey) && Number(opKey) !== c.op.id) throw refused(ops.refusals.noOperation);
    assertAllowed('editCda', c, http.now());
    const guia = file.filename || `guia-${unit.unitNbr}.pdf`;
    setOperationFields(store, withOperation(c), { guiaDespacho: guia }, 'guideUploaded', http.moment(res));
    await store.commit();
    res.json({ message: ops.success.guide, guiaDespacho: guia });
  }

  return {
    guiaDespacho,
    get,
    byOperation,
    saveRetiro,
    cancelDirect: cancel('DIRECTO'),
    cancelIndirect: cancel('INDIRECTO'),
    charges,
    editCda,
    updateTatc,
    updateDin,
    reassign,
    changeCondition: changeConditionRoute,
    changeConditionExtraportuarios,
  };
}
