/**
 * The import pickup's state changes. Each one checks its rule (src/domain/importPickup/unitActions.ts), changes
 * the records, brings the charge ledger in step and appends to the history, in ONE synchronous
 * step, so concurrent requests never see a half-done change (a booking's quota check and count
 * cannot interleave with another's). The caller then awaits store.commit() before answering.
 */
import { whyNot, type UnitAction } from '../../../src/domain/importPickup/unitActions';
import type { ImportPickupRequest, ImportReassign, ImportUpdateDin } from '../../../src/domain/import/calls';
import {
  choosesAgent,
  documentTypesFor,
  DOCUMENT_TYPES,
  guideOptionEnabled,
  SAG_CONDITIONS,
} from '../../../src/domain/importPickup/pickupRules';
import { canonicalRut, isValidRut, sameTaxId } from '../../../src/domain/rut';
import { appMessages } from '../../../src/i18n/appMessages';
import { HttpError, invalid, notFound } from '../../errors';
import type { ReassignResult } from '../../../src/domain/terminalWire/reassign';
import { assignableTrucking, reaches, type Scope } from '../../terminalModel/access';
import type { SagCondition } from '../../terminalModel/types';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { serverFactsMessages as facts } from '../../../src/i18n/serverFactsMessages';
import type { Store } from '../../store';
import { releasePlace, takePlace } from '../../terminalModel/appointments';
import { refused } from '../../terminalModel/errors';
import { recordEvent, type Moment } from '../../terminalModel/history';
import { nextNumber } from '../../terminalModel/ids';
import type { SlotRequest } from '../../../src/domain/slotRequest';
import type { Appointment } from '../../terminalModel/types';
import { syncPickupCharges } from './charges';
import { contextOf, factsOf, findUnit, type UnitContext } from './context';
import { IMPORT_PICKUP, type ImportOperation, type PickupCondition } from './types';

const r = operationsMessages.refusals;

/** Refuses (409) when the unit's state does not allow the action now. */
export function assertAllowed(action: UnitAction, ctx: UnitContext, now: Date, legacyCode?: string): void {
  const why = whyNot(action, factsOf(ctx), now);
  if (why) throw refused(why, legacyCode);
}

const event = (
  store: Store,
  t: Moment,
  ctx: UnitContext,
  op: ImportOperation,
  name: string,
  from: string | null,
  to: string | null,
) => recordEvent(store, { login: t.login, event: name, unitVisitId: ctx.unit.id, operation: op, from, to }, t.now);

/** Touches the operation, brings its charges in step. */
function saved(store: Store, op: ImportOperation, t: Moment): void {
  store.touch('operation', op);
  syncPickupCharges(store, op, t.now);
}

/** What a pickup request gives: the operation's own facts, and the condition asked for. */
export type PickupInput = Pick<
  ImportOperation,
  | 'operationType'
  | 'agentId'
  | 'truckingId'
  | 'documentType'
  | 'documentNbrs'
  | 'consigneeId'
  | 'consigneeName'
  | 'sagCondition'
  | 'includeSF'
  | 'checkGuia'
  | 'weighing'
  | 'turno3er'
  | 'cda'
> & { condicion: PickupCondition };

export function createOperation(store: Store, ctx: UnitContext, input: PickupInput, t: Moment): ImportOperation {
  const hazardousInscription = input.condicion === 'DIRECTO' && ctx.unit.hazards.length > 0;
  assertAllowed(
    input.condicion === 'INDIRECTO' ? 'requestIndirect' : hazardousInscription ? 'inscribir' : 'requestDirect',
    ctx,
    t.now,
  );
  const db = store.db;
  const op: ImportOperation = {
    id: nextNumber(store, 'operation', db.operation, 999),
    kind: IMPORT_PICKUP,
    unitVisitId: ctx.unit.id,
    draftNumber: nextNumber(
      store,
      'operationDraft',
      db.operation.map((o) => ({ id: o.draftNumber })),
      499_999,
    ),
    operationType: input.operationType,
    status: 'ACTIVE',
    vesselVisitId: ctx.unit.visitId ?? '',
    agentId: input.agentId,
    truckingId: input.truckingId,
    condicionRetiro: input.condicion,
    documentType: input.documentType,
    documentNbrs: input.documentNbrs,
    consigneeId: input.consigneeId,
    consigneeName: input.consigneeName,
    sagCondition: input.sagCondition,
    includeSF: input.includeSF,
    checkGuia: input.checkGuia,
    weighing: input.weighing,
    turno3er: input.turno3er,
    cda: input.cda,
    tatc: null,
    guiaDespacho: null,
    date: t.now.toISOString(),
    cancelledAt: null,
    createdBy: t.login,
  };
  store.insert('operation', op);
  syncPickupCharges(store, op, t.now);
  ctx.unit.agentId = input.agentId;
  store.touch('unitVisit', ctx.unit);
  event(store, t, ctx, op, 'pickupRequested', null, op.condicionRetiro);
  return op;
}

/** Cancels the pickup (IMP-045/046): the operation ends, its appointment frees its place, its charges are voided. */
export function cancelOperation(store: Store, ctx: UnitContext, expected: PickupCondition, t: Moment): void {
  if (!ctx.op) throw refused(r.noOperation, '200');
  if (ctx.op.condicionRetiro !== expected) throw refused(r.wrongCancel, '200');
  assertAllowed('cancelPickup', ctx, t.now, '200');
  if (ctx.appointment) releasePlace(store, ctx.appointment);
  const op = ctx.op;
  op.status = 'CANCELLED';
  op.cancelledAt = t.now.toISOString();
  saved(store, op, t);
  event(store, t, ctx, op, 'pickupCancelled', 'ACTIVE', 'CANCELLED');
}

/** Takes one place of the slot for the pickup (import-pickup quotas of the unit's vessel visit). */
function place(
  store: Store,
  ctx: UnitContext & { op: ImportOperation },
  slot: SlotRequest,
  truckingId: string,
  t: Moment,
  addDays: number,
): Appointment {
  return takePlace(
    store,
    { kind: 'importPickup', visitId: ctx.unit.visitId ?? '', operation: ctx.op, slot, truckingId, addDays },
    t.now,
  );
}

export function bookAppointment(
  store: Store,
  ctx: UnitContext,
  slot: SlotRequest,
  truckingId: string | null,
  t: Moment,
  addDays: number,
): Appointment {
  assertAllowed('bookAppointment', { ...ctx, op: ctx.op && truckingId ? { ...ctx.op, truckingId } : ctx.op }, t.now);
  const op = ctx.op!;
  // The request names a company only for a pickup that has none (a changed condition): reassigning is its own call.
  if (truckingId && op.truckingId && truckingId !== op.truckingId)
    throw invalid({ truckingId: facts.truckingMismatch });
  const trucking = truckingId ?? op.truckingId!;
  const a = place(store, { ...ctx, op }, slot, trucking, t, addDays);
  if (op.truckingId !== trucking) {
    op.truckingId = trucking;
    store.touch('operation', op);
  }
  event(store, t, ctx, op, 'appointmentBooked', null, `${a.day} ${a.start}`);
  return a;
}

/** Re-coordination (IMP-040): the new place is taken first, then the old one is given back. */
export function recoordinate(
  store: Store,
  ctx: UnitContext,
  slot: SlotRequest,
  t: Moment,
  addDays: number,
): Appointment {
  assertAllowed('recoordinate', ctx, t.now);
  const old = ctx.appointment!;
  if (old.day === slot.day && old.start === slot.start) throw refused(r.slotPast);
  const a = place(store, { ...ctx, op: ctx.op! }, slot, old.truckingId, t, addDays);
  releasePlace(store, old);
  event(store, t, ctx, ctx.op!, 'appointmentRecoordinated', `${old.day} ${old.start}`, `${a.day} ${a.start}`);
  return a;
}

/**
 * DIRECTO → INDIRECTO once the appointment has passed (Q17). The passed appointment stays as it
 * was (its place was used) but no longer belongs to the pickup; the unit books an indirect one.
 */
export function changeCondition(
  store: Store,
  ctx: UnitContext,
  action: 'changeCondition' | 'changeConditionExtraportuario',
  t: Moment,
): void {
  assertAllowed(action, ctx, t.now);
  const op = ctx.op!;
  op.condicionRetiro = 'INDIRECTO';
  op.includeSF = false;
  saved(store, op, t);
  if (ctx.appointment) {
    // Used, not cancelled: its place is not given back.
    ctx.appointment.status = 'USED';
    store.touch('appointment', ctx.appointment);
  }
  event(store, t, ctx, op, 'conditionChanged', 'DIRECTO', 'INDIRECTO');
}

/** A trucking company, or 'por sus propios medios' with the drivers' RUTs (truckingId null). */
export function reassignTrucking(
  store: Store,
  ctx: UnitContext,
  truckingId: string | null,
  t: Moment,
  driverRuts: string[] = [],
): void {
  assertAllowed('reassignTrucking', ctx, t.now);
  const op = ctx.op!;
  const before = op.ownMeans ? 'OWN_MEANS' : op.truckingId;
  op.truckingId = truckingId;
  op.ownMeans = truckingId === null;
  op.driverRuts = truckingId === null ? driverRuts : [];
  store.touch('operation', op);
  if (ctx.appointment && truckingId) {
    ctx.appointment.truckingId = truckingId;
    store.touch('appointment', ctx.appointment);
  }
  event(store, t, ctx, op, 'truckingReassigned', before, truckingId ?? 'OWN_MEANS');
}

/** Sets one of the operation's documents (CDA, TATC, DIN numbers, dispatch guide) once the rule allowed it. */
export function setOperationFields(
  store: Store,
  ctx: UnitContext & { op: ImportOperation },
  fields: Partial<ImportOperation>,
  name: string,
  t: Moment,
): void {
  Object.assign(ctx.op, fields);
  store.touch('operation', ctx.op);
  event(store, t, ctx, ctx.op, name, null, Object.values(fields).map(String).join(','));
}

// The requests' payload rules (moved from the import area's handlers, issue 28): the decoded call
// (src/domain/import/calls.ts) in, the transition's input or a 400/404 out.

const v = appMessages.validation;
const EXTRAPORTUARIOS = ['ROLE_STOREKEEPER', 'ROLE_FUNCTIONARY_EXTRAPORTUARIO'];

/** Validates the pickup request (D2 §5 Pickup request) and resolves agent and trucking company. */
export function pickupInputOf(
  store: Store,
  user: { authorities: readonly string[]; agentId?: string | null },
  c: UnitContext,
  request: ImportPickupRequest,
  scope: Scope,
): PickupInput {
  const fields: Record<string, string> = {};
  const { outType, documentType, documentNbrs } = request;
  if (outType !== 'DIRECTO' && outType !== 'INDIRECTO') fields.outType = v.required;
  if (!(DOCUMENT_TYPES as readonly string[]).includes(documentType)) fields.documentType = v.required;
  // Q23: DIN EN TRÁMITE for customer service and documentary only; DAPI is not offered to AGN (IMP-012): the form's own rule.
  else if (!(documentTypesFor(user.authorities) as readonly string[]).includes(documentType))
    fields.documentType = r.documentTypeNotOffered;
  if (documentType !== 'DIN EN TRAMITE') {
    if (documentNbrs.length === 0) fields.documentNbrs = v.required;
    else if (documentNbrs.some((n) => !/^\d{1,30}$/.test(n))) fields.documentNbrs = v.number;
  }
  const { cda } = request;
  if (cda !== null && !/^\d{1,80}$/.test(cda)) fields.cda = cda.length > 80 ? v.maxLength : v.number;
  if (request.consigneeGiro === '') fields.consigneeGiro = v.required;
  // IMP-030: the dispatch-guide option is the guide roles' (the form disables it for the others).
  if (request.checkGuia && !guideOptionEnabled(user.authorities)) fields.checkGuia = r.guideNotOffered;
  const sagRaw = request.sagCondition ?? c.unit.inspeccionSAG;
  if (!(SAG_CONDITIONS as readonly string[]).includes(sagRaw)) fields.sagCondition = v.other;
  // Agent: customer service and documentary choose; anyone else is its own agent, else the unit's —
  // a payload's agent_id is never taken for them (issue 29: a storekeeper or AGN could name any agent).
  const agentId = choosesAgent(user.authorities) ? request.agentId : (user.agentId ?? c.unit.agentId);
  if (!agentId) fields.agent_id = v.required;
  else if (!store.findById('agent', agentId)) fields.agent_id = v.other;
  // The consignee is the unit's (the form shows it read-only): another is refused, its name never taken.
  if (request.consigneeId !== null && !sameTaxId(request.consigneeId, c.unit.consigneeId))
    fields.consigneeId = facts.consigneeMismatch;
  const { truckingId } = request;
  if (outType === 'INDIRECTO' && !truckingId) fields.truckingId = v.required; // Q18
  if (Object.keys(fields).length > 0) throw invalid(fields);
  if (truckingId && !assignableTrucking(store.db, scope, truckingId))
    throw notFound(appMessages.server.truckingNotFound);
  return {
    condicion: outType as PickupCondition,
    operationType: user.authorities.some((x) => EXTRAPORTUARIOS.includes(x)) ? 'COORD_ENTREGA' : 'IMPORTACION',
    agentId: agentId!,
    truckingId,
    documentType,
    documentNbrs,
    consigneeId: c.unit.consigneeId,
    consigneeName: c.unit.consigneeName,
    sagCondition: sagRaw as SagCondition,
    includeSF: request.uniqueInvoice,
    checkGuia: request.checkGuia,
    weighing: request.weighing,
    turno3er: request.turno3er,
    cda,
  };
}

/** The CDA's format (IMP-057…060, Q19: digits only, at most 80), or undefined when it is valid. */
export const cdaError = (cda: string): string | undefined =>
  !/^\d+$/.test(cda) ? (cda === '' ? v.required : v.number) : cda.length > 80 ? v.maxLength : undefined;

/** The TATC's format (IMP-065): digits, not all zeros. */
export const tatcWellFormed = (tatc: string): boolean => /^\d+$/.test(tatc) && !/^0+$/.test(tatc);

/** POST /import/updateDIN (IMP-055, IMP-056): the customs document, once the unit's state allows it. */
export function editDocument(
  store: Store,
  ctx: UnitContext,
  input: Pick<ImportUpdateDin, 'documentType' | 'documentNbrs'>,
  t: Moment,
): void {
  assertAllowed('editDocument', ctx, t.now);
  const { documentNbrs } = input;
  const documentType = input.documentType ?? ctx.op!.documentType;
  const fields: Record<string, string> = {};
  if (!['DIN', 'DIN EN TRAMITE', 'MICDTA'].includes(documentType)) fields.documentType = v.other;
  if (documentType !== 'DIN EN TRAMITE' && documentNbrs.length === 0) fields.documentNbrs = v.required;
  else if (documentNbrs.some((n) => !(documentType === 'MICDTA' ? /^[A-Z0-9]{1,30}$/i : /^\d{1,30}$/).test(n)))
    fields.documentNbrs = v.number;
  if (Object.keys(fields).length > 0) throw invalid(fields);
  if (!ctx.op) throw refused(r.noOperation);
  setOperationFields(
    store,
    ctx as UnitContext & { op: ImportOperation },
    { documentType, documentNbrs },
    'documentEdited',
    t,
  );
}

/**
 * A reassignment's target (IMP-070…072): a known trucking company, or 'por sus propios medios'
 * (D2 §5) with at least one valid RUT (canonical, each once).
 */
export function reassignTargetOf(
  store: Store,
  input: ImportReassign,
  scope: Scope,
): { truckingId: string | null; drivers?: string[] } {
  if (input.ownMeans) {
    const ruts = input.driverRuts;
    if (ruts.length === 0) throw invalid({ driverRuts: v.required });
    if (ruts.some((x) => !isValidRut(x))) throw invalid({ driverRuts: v.rut });
    return { truckingId: null, drivers: [...new Set(ruts.map(canonicalRut))] };
  }
  const id = input.truckingId;
  if (!id) throw invalid({ truckingId: v.required });
  if (!assignableTrucking(store.db, scope, id)) throw notFound(appMessages.server.truckingNotFound);
  return { truckingId: id };
}

/**
 * The visit list's mass reassignment (VV-023, VV-027; Q20): each named unit, within the user's
 * reach, gets the company or fails on its own (not found, not the user's, its state's refusal).
 * The company must exist (the caller checked it).
 */
export function reassignMany(
  store: Store,
  scope: Scope,
  truckingId: string,
  unitNbrs: readonly string[],
  t: Moment,
): ReassignResult {
  const result: ReassignResult = { finalized: [], error: [] };
  for (const nbr of unitNbrs) {
    const found = nbr ? findUnit(store, nbr) : undefined;
    const c: UnitContext | undefined = found ? contextOf(store, found) : undefined;
    if (!c) result.error.push({ unitNbr: nbr, msg: r.unitNotFound });
    else if (!reaches(scope, c.unit, c.active)) result.error.push({ unitNbr: nbr, msg: r.notYourUnit });
    else {
      try {
        reassignTrucking(store, c, truckingId, t);
        result.finalized.push(c.unit.unitNbr);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        result.error.push({ unitNbr: nbr, msg: err.message });
      }
    }
  }
  return result;
}
