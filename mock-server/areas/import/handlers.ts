/**
 * /api/import/* on the terminal model (D2 §7 Container import; docs/terminal-model.md): the
 * import unit, the pickup request and its cancellation, the operation, charges, CDA/TATC and
 * customs-document edits, trucking reassignment and the condition change. Every state rule is
 * checked here (src/domain/importPickup/unitActions.ts), not only hidden by the console.
 */
import type { Request, Response } from 'express';
import { choosesAgent, documentTypesFor, DOCUMENT_TYPES, SAG_CONDITIONS } from '../../../src/domain/importPickup/pickupRules';
import { canonicalRut, isValidRut } from '../../../src/domain/rut';
import { appMessages } from '../../../src/i18n/appMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { can } from '../../../src/domain/permissions';
import type { AppContext } from '../../context';
import { forbidden, invalid, notFound } from '../../errors';
import { bodyObject, toBool, toText } from '../../records';
import { chargesAnswer } from '../../terminalModel/ledger';
import { CodedError, refused } from '../../terminalModel/errors';
import { reaches, scopeOf } from '../../terminalModel/access';
import { terminalHttp } from '../../terminalModel/http';
import { contextOf, findUnit, type UnitContext } from '../../kinds/importPickup/context';
import { readMultipart } from '../../terminalModel/multipart';
import {
  assertAllowed, cancelOperation, changeCondition, createOperation, reassignTrucking, setOperationFields, type PickupInput,
} from '../../kinds/importPickup/transitions';
import type { PickupCondition } from '../../kinds/importPickup/types';
import { importUnitView, operationView } from '../../kinds/importPickup/views';
import type { SagCondition } from '../../terminalModel/types';
import type { UserRecord } from '../../types';

const ops = operationsMessages;
const v = appMessages.validation;
const EXTRAPORTUARIOS = ['ROLE_STOREKEEPER', 'ROLE_FUNCTIONARY_EXTRAPORTUARIO'];

/** '123, 456' or ['123'] → ['123', '456']. */
function documentNumbers(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map(String) : typeof value === 'string' || typeof value === 'number' ? String(value).split(',') : [];
  return parts.map((p) => p.trim()).filter(Boolean);
}

export function importRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = terminalHttp(ctx);
  const db = () => store.db;
  const hasAny = (u: UserRecord, roles: readonly string[]) => u.authorities.some((r) => roles.includes(r));

  function withOperation(c: UnitContext): UnitContext & { op: NonNullable<UnitContext['op']> } {
    if (!c.op) throw refused(ops.refusals.noOperation);
    return c as UnitContext & { op: NonNullable<UnitContext['op']> };
  }
  const opView = (c: UnitContext, user: UserRecord) => operationView(db(), withOperation(c), http.now(), can(user.authorities, 'imports.tatc', 'show'));

  /** GET /import/{id}: the unit, what the user may do now and why not (IMP-003, IMP-006, IMP-042). */
  function get(req: Request, res: Response) {
    const user = http.user(res);
    res.json(importUnitView(db(), http.unitAt(req), user.authorities, http.now()));
  }

  /** GET /import/byoperation/{id}: the pickup operation (IMP-041). */
  function byOperation(req: Request, res: Response) {
    res.json(opView(http.unitAt(req), http.user(res)));
  }

  /** Validates the pickup request (D2 §5 Pickup request) and resolves agent and trucking company. */
  function pickupInput(req: Request, user: UserRecord, c: UnitContext): PickupInput {
    const body = bodyObject(req);
    const fields: Record<string, string> = {};
    const outType = String(body.outType ?? '').toUpperCase();
    if (outType !== 'DIRECTO' && outType !== 'INDIRECTO') fields.outType = v.required;
    const documentType = String(body.documentType ?? '').toUpperCase().replace('Á', 'A');
    if (!(DOCUMENT_TYPES as readonly string[]).includes(documentType)) fields.documentType = v.required;
    // Q23: DIN EN TRÁMITE for customer service and documentary only; DAPI is not offered to AGN (IMP-012): the form's own rule.
    else if (!(documentTypesFor(user.authorities) as readonly string[]).includes(documentType)) fields.documentType = ops.refusals.documentTypeNotOffered;
    const documentNbrs = documentNumbers(body.documentNbrs);
    if (documentType !== 'DIN EN TRAMITE') {
      if (documentNbrs.length === 0) fields.documentNbrs = v.required;
      else if (documentNbrs.some((n) => !/^\d{1,30}$/.test(n))) fields.documentNbrs = v.number;
    }
    const cda = toText(body.cda);
    if (cda !== null && !/^\d{1,80}$/.test(cda)) fields.cda = cda.length > 80 ? v.maxLength : v.number;
    if (toText(body.consigneeGiro) === null) fields.consigneeGiro = v.required;
    const sagRaw = toText(body.sagCondition)?.toUpperCase() ?? c.unit.inspeccionSAG;
    if (!(SAG_CONDITIONS as readonly string[]).includes(sagRaw)) fields.sagCondition = v.other;
    // Agent: customer service and documentary choose; an agent or functionary is its own; others name it or take the unit's.
    const chosen = toText(body.agent_id);
    const agentId = choosesAgent(user.authorities) ? chosen : user.agentId ?? chosen ?? c.unit.agentId;
    if (!agentId) fields.agent_id = v.required;
    else if (!store.findById('agent', agentId)) fields.agent_id = v.other;
    const truckingId = toText(body.truckingId);
    if (outType === 'INDIRECTO' && !truckingId) fields.truckingId = v.required; // Q18
    if (Object.keys(fields).length > 0) throw invalid(fields);
    if (truckingId && !store.findById('truckingcompany', truckingId)) throw notFound(appMessages.server.truckingNotFound);
    const condicion = outType as PickupCondition;
    return {
      condicion,
      operationType: hasAny(user, EXTRAPORTUARIOS) ? 'COORD_ENTREGA' : 'IMPORTACION',
      agentId: agentId!, truckingId, documentType, documentNbrs,
      consigneeId: toText(body.consigneeId) ?? c.unit.consigneeId, consigneeName: toText(body.consigneeName) ?? c.unit.consigneeName,
      sagCondition: sagRaw as SagCondition, includeSF: toBool(body.uniqueInvoice), checkGuia: toBool(body.checkGuia),
      weighing: toBool(body.weighing), turno3er: toBool(body.turno3er), cda,
    };
  }

  /** POST /import/{id}/saveRetiro (IMP-009, IMP-022…027): creates the operation; says where the flow goes next. */
  async function saveRetiro(req: Request, res: Response) {
    const user = http.user(res);
    const c = http.unitAt(req);
    const input = pickupInput(req, user, c);
    const op = createOperation(store, c, input, http.moment(res));
    await store.commit();
    const after = { ...c, op, appointment: undefined };
    // D2 §4: INDIRECTO goes to the calendar when no inspection is pending or a planned date exists.
    const toCalendar = op.condicionRetiro === 'INDIRECTO' && (op.sagCondition === 'SIN INSPECCION' || c.unit.fechaPlanificada !== null);
    res.status(201).json({ operation: opView(after, user), next: toCalendar ? 'appointment' : 'detail' });
  }

  /** GET /import/cancelRetiroDirecto|Indirecto/{id} (IMP-045…047): refusals carry code 200. */
  const cancel = (expected: PickupCondition) => async (req: Request, res: Response) => {
    cancelOperation(store, http.unitAt(req), expected, http.moment(res));
    await store.commit();
    res.json({ valor: true, message: ops.success.cancelled });
  };

  /** GET /import/chargesdir/{opId} (IMP-075, IMP-076). */
  function charges(req: Request, res: Response) {
    const c = withOperation(http.unitAt(req, 'opId'));
    res.json(chargesAnswer(store, c.op, ops.noCharges, http.user(res).login, http.now()));
  }

  /** GET /import/editCDA/{unitId}/{cda} (IMP-057…060, Q19: digits only, at most 80). */
  async function editCda(req: Request, res: Response) {
    const c = http.unitAt(req, 'unitId');
    const cda = http.param(req, 'cda').trim();
    if (!/^\d+$/.test(cda)) throw invalid({ cda: cda === '' ? v.required : v.number });
    if (cda.length > 80) throw invalid({ cda: v.maxLength });
    await setCode(c, res, 'editCda', 'cda', cda);
    res.json({ cda, message: ops.success.cda });
  }

  /** GET /import/updateTatcNbr/{id}/{tatc} (IMP-065…067): 588 bad format, 589 refused. */
  async function updateTatc(req: Request, res: Response) {
    const tatc = http.param(req, 'tatc').trim();
    if (!/^\d+$/.test(tatc) || /^0+$/.test(tatc)) throw new CodedError(400, '588', ops.refusals.tatcFormat);
    await setCode(http.unitAt(req), res, 'editTatc', 'tatc', tatc, '589');
    res.json({ tatc, message: ops.success.tatc });
  }

  /** Sets the operation's CDA or TATC once the unit's state allows it. */
  async function setCode(c: UnitContext, res: Response, action: 'editCda' | 'editTatc', field: 'cda' | 'tatc', value: string, legacyCode?: string) {
    assertAllowed(action, c, http.now(), legacyCode);
    setOperationFields(store, withOperation(c), { [field]: value }, action === 'editCda' ? 'cdaEdited' : 'tatcEdited', http.moment(res));
    await store.commit();
  }

  /** POST /import/updateDIN/{id} {documentType, documentNbrs} (IMP-055, IMP-056). */
  async function updateDin(req: Request, res: Response) {
    const c = http.unitAt(req);
    assertAllowed('editDocument', c, http.now());
    const body = bodyObject(req);
    const documentNbrs = documentNumbers(body.documentNbrs);
    const documentType = toText(body.documentType)?.toUpperCase() ?? c.op!.documentType;
    const fields: Record<string, string> = {};
    if (!['DIN', 'DIN EN TRAMITE', 'MICDTA'].includes(documentType)) fields.documentType = v.other;
    if (documentType !== 'DIN EN TRAMITE' && documentNbrs.length === 0) fields.documentNbrs = v.required;
    else if (documentNbrs.some((n) => !(documentType === 'MICDTA' ? /^[A-Z0-9]{1,30}$/i : /^\d{1,30}$/).test(n))) fields.documentNbrs = v.number;
    if (Object.keys(fields).length > 0) throw invalid(fields);
    setOperationFields(store, withOperation(c), { documentType, documentNbrs }, 'documentEdited', http.moment(res));
    await store.commit();
    res.json({ message: ops.success.din, operation: opView(c, http.user(res)) });
  }

  function truckingFrom(req: Request): string {
    const body = bodyObject(req);
    const id = toText(body.truckingId) ?? toText((body.truck as { truckingCoId?: unknown } | undefined)?.truckingCoId) ?? toText(body.id);
    if (!id) throw invalid({ truckingId: v.required });
    if (!store.findById('truckingcompany', id)) throw notFound(appMessages.server.truckingNotFound);
    return id;
  }

  /** 'Por sus propios medios' (D2 §5): {ownMeans: true, driverRuts: [RUT…]}, at least one valid RUT. */
  function ownMeansDrivers(req: Request): string[] | undefined {
    const body = bodyObject(req);
    if (!toBool(body.ownMeans)) return undefined;
    const ruts = Array.isArray(body.driverRuts) ? body.driverRuts.map((x) => String(x ?? '').trim()).filter(Boolean) : [];
    if (ruts.length === 0) throw invalid({ driverRuts: v.required });
    if (ruts.some((x) => !isValidRut(x))) throw invalid({ driverRuts: v.rut });
    return [...new Set(ruts.map(canonicalRut))];
  }

  /** POST /import/{id}/reassignTrucking {truckingId} or {ownMeans, driverRuts} (IMP-070…072). */
  async function reassign(req: Request, res: Response) {
    const c = http.unitAt(req);
    const drivers = ownMeansDrivers(req);
    const truckingId = drivers ? null : truckingFrom(req);
    reassignTrucking(store, c, truckingId, http.moment(res), drivers);
    await store.commit();
    res.json({ message: ops.success.trucking, truckingId, ownMeans: drivers !== undefined, driverRuts: drivers ?? [] });
  }

  /** GET /import/changeCondition/{id} (IMP-077…079, Q17). */
  async function changeConditionRoute(req: Request, res: Response) {
    changeCondition(store, http.unitAt(req), 'changeCondition', http.moment(res));
    await store.commit();
    res.json({ valor: true, mensaje: ops.success.conditionChanged });
  }

  /** GET /import/changeConditionExtraportuarios/{id} (VV-033…037): also A-71; refusals carry valor false and mensaje. */
  async function changeConditionExtraportuarios(req: Request, res: Response) {
    try {
      changeCondition(store, http.unitAt(req), 'changeConditionExtraportuario', http.moment(res));
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
    const key = body!.fields.guiaDespachoUnit?.trim() || body!.fields.guiaDespachoOperation?.trim() || '';
    const unit = key ? findUnit(store, key) : undefined;
    if (!unit) throw notFound(ops.refusals.unitNotFound);
    const c = contextOf(store, unit);
    const user = http.user(res);
    if (!reaches(scopeOf(db(), user), unit, c.active)) throw forbidden();
    const opKey = body!.fields.guiaDespachoOperation?.trim();
    if (c.op && opKey && /^\d+$/.test(opKey) && Number(opKey) !== c.op.id) throw refused(ops.refusals.noOperation);
    assertAllowed('editCda', c, http.now());
    const guia = file.filename || `guia-${unit.unitNbr}.pdf`;
    setOperationFields(store, withOperation(c), { guiaDespacho: guia }, 'guideUploaded', http.moment(res));
    await store.commit();
    res.json({ message: ops.success.guide, guiaDespacho: guia });
  }

  return {
    guiaDespacho,
    get, byOperation, saveRetiro, cancelDirect: cancel('DIRECTO'), cancelIndirect: cancel('INDIRECTO'), charges, editCda, updateTatc,
    updateDin, reassign, changeCondition: changeConditionRoute, changeConditionExtraportuarios, truckingFrom,
  };
}
