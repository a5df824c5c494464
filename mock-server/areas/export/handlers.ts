/**
 * /api/export/*, /api/booking/* and the export quotas on the terminal model (D2 §7 Export and
 * empties; rulings P54–P57 in docs/decisions.md): the unit and its pre-advice, the booking, the
 * equipment features, saving, editing and cancelling a pre-advice, reassigning its trucking, the
 * weighing value and the delivery coordination. Every rule is checked here with the domain's own
 * functions (src/domain/exportPreadvice), not only hidden by the console.
 */
import type { Request, Response } from 'express';
import {
  exportChoosesAgent, grossWeightError, ownExportAgent, preadviceErrors, sealsError, splitList, weighingOf,
  type PreadviceValues,
} from '../../../src/domain/exportPreadvice/preadviceRules';
import { firstQuotaDay, isBookable, placesLeft } from '../../../src/domain/appointments';
import { fromMinor } from '../../../src/domain/money';
import { dashedDay } from '../../../src/domain/santiagoTime';
import type { QuotaDay } from '../../../src/domain/terminalWire/appointments';
import { appMessages } from '../../../src/i18n/appMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { forbidden, invalid, notFound } from '../../errors';
import { reaches } from '../../terminalModel/access';
import { bodyObject, isPlainObject, toBool, toText } from '../../records';
import { itemOf } from '../../terminalModel/bookings';
import { EQUIPMENT_FEATURES } from '../../terminalModel/catalog';
import { refused } from '../../terminalModel/errors';
import { terminalHttp } from '../../terminalModel/http';
import { parseSlotRequest } from '../../terminalModel/slotRequest';
import { coordinateDelivery, deliveryDays } from '../../kinds/exportPreadvice/appointments';
import { weighingFeeMinor } from '../../kinds/exportPreadvice/charges';
import { exportContextOf, findExportUnit, unitsOfBooking, type ExportContext } from '../../kinds/exportPreadvice/context';
import { cancelPreadvice, exportFactsOf, preadvise, reassignExportTrucking, updatePreadvice } from '../../kinds/exportPreadvice/transitions';
import type { ExportOperation } from '../../kinds/exportPreadvice/types';
import { bookingView, exportPreadviceView } from '../../kinds/exportPreadvice/views';
import { exportCostsPdf, temperatureLettersPdf, voucherPdf } from '../../kinds/exportPreadvice/documents';
import { exportWhyNot } from '../../../src/domain/exportPreadvice/detailActions';
import { chargesAnswer, operationCosts } from '../../terminalModel/ledger';
import { sendPdf } from '../../terminalModel/pdf';
import { appointmentView } from '../../kinds/importPickup/views';
import type { Oog } from '../../terminalModel/types';

const ops = operationsMessages;
const r = ops.exportRefusals;
const v = appMessages.validation;

const text = (x: unknown) => (x === undefined || x === null ? '' : String(x));
const kg = (x: string) => Math.round(Number(x.trim().replace(',', '.')));
const pct = (x: unknown) => (toText(x) === null ? null : Number(String(x).replace(',', '.')));

/** The form payload (D2 §3 Export form payload) as the shared rules read it. */
function valuesOf(body: Record<string, unknown>): PreadviceValues {
  const oog = isPlainObject(body.oog) ? body.oog : {};
  const seals = Array.isArray(body.seals) ? body.seals.map(text) : splitList(text(body.seals));
  return {
    documentType: text(body.documentType).toUpperCase(), documentNbrs: [text(body.duses), text(body.dusesAdicionales)].filter(Boolean).join(','),
    guias: text(body.guias), seals, agentId: text(body.agent_id), truckingId: text(body.truckingId),
    shipperCountry: text(body.shipperCountryName) || 'CL', shipperId: text(body.shipperId), shipperName: text(body.shipperName),
    shipperAddress: text(body.shipperAddress), shipperCity: text(body.shipperCity), shipperState: text(body.shipperState), shipperGiro: text(body.shipperGiro),
    grossWeight: text(body.grossWeight), cmdtyShortName: text(body.cmdtyShortName), sagCondition: text(body.sagCondition).toUpperCase(),
    weighing: toBool(body.romana) ? 'ROM' : toBool(body.pesoVGM) ? 'VGM' : '',
    o2pct: text(body.o2pct), co2pct: text(body.co2pct),
    oog: { topCm: text(oog.topCm), frontCm: text(oog.frontCm), backCm: text(oog.backCm), leftCm: text(oog.leftCm), rightCm: text(oog.rightCm) },
    reeferConfirmed: toBool(body.condition),
  };
}

function oogOf(values: PreadviceValues, wanted: boolean): Oog | null {
  if (!wanted) return null;
  const n = (x: string) => (x.trim() ? Number(x.replace(',', '.')) : 0);
  const o = values.oog;
  return { topCm: n(o.topCm), frontCm: n(o.frontCm), backCm: n(o.backCm), leftCm: n(o.leftCm), rightCm: n(o.rightCm) };
}

export function exportRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = terminalHttp(ctx);
  const db = () => store.db;

  /** The export unit the path names, or 404. */
  function unitAt(req: Request, name = 'id'): ExportContext {
    const unit = findExportUnit(store, http.param(req, name));
    if (!unit) throw notFound(ops.refusals.unitNotFound);
    return exportContextOf(store, unit);
  }
  function withOperation(c: ExportContext): ExportContext & { op: ExportOperation } {
    if (!c.op) throw refused(ops.refusals.noOperation);
    return c as ExportContext & { op: ExportOperation };
  }
  const view = (c: ExportContext, res: Response) => exportPreadviceView(db(), c, http.user(res).authorities, http.now());
  const fresh = (c: ExportContext) => exportContextOf(store, c.unit);

  /** GET /export/byoperation/{id} (EXP-002, EXP-004…008, EXP-065): the unit, its pre-advice (null when new) and actions. */
  function byOperation(req: Request, res: Response) {
    res.json(view(unitAt(req), res));
  }

  /** GET /booking/{id}/{containerType} (EXP-003, EXP-009, EXP-054, EXP-055; Q39 'Número de Booking vacio.'). */
  function booking(req: Request, res: Response) {
    const b = store.findById('booking', http.param(req, 'id').trim().toUpperCase());
    if (!b) throw notFound(r.bookingNotFound);
    res.json(bookingView(db(), b, http.param(req, 'containerType'), unitsOfBooking(store, b)));
  }

  /** GET /export/getalleqfeatures (EXP-009). */
  const features = (_req: Request, res: Response) => res.json(EQUIPMENT_FEATURES);

  /** GET /export/romaneo/{id} (EXP-052, EXP-053; ruling P56): the weighing fee PCE-E244 + PCE-E231 as {valor}. */
  function romaneo(req: Request, res: Response) {
    unitAt(req);
    res.json({ valor: fromMinor(weighingFeeMinor(store), 'USD'), currency: 'USD', tariffs: ['PCE-E244', 'PCE-E231'] });
  }

  /** POST /export/save/{id} (EXP-010…048): validates as the form does, then pre-advises against the booking. */
  async function save(req: Request, res: Response) {
    const user = http.user(res);
    const c = unitAt(req);
    const body = bodyObject(req);
    const b = c.booking ?? store.findById('booking', text(body.bookingId).trim().toUpperCase());
    if (!b) throw notFound(r.bookingNotFound);
    if (text(body.bookingId).trim() && text(body.bookingId).trim().toUpperCase() !== b.id) throw refused(r.notInBooking);
    const item = itemOf(b, text(body.equipmentType) || c.unit.isoType);
    if (!item) throw refused(r.bookingFull);
    const values = valuesOf(body);
    const errors = preadviceErrors(values, {
      roles: user.authorities, reefer: item.reefer !== null, atmosphereControl: item.atmosphereControl, oog: item.isOog,
    });
    const chosen = exportChoosesAgent(user.authorities);
    const agentId = chosen ? values.agentId : ownExportAgent(user.agentId);
    if (chosen && agentId && !store.findById('agent', agentId)) errors.agentId = v.selectFromList;
    if (values.truckingId && !store.findById('truckingcompany', values.truckingId)) errors.truckingId = v.selectFromList;
    // EXP-051, EXP-052: the routing group decides the weighing; else the user's choice (VGM by default).
    const weighing = weighingOf(c.unit.routingGroup);
    const mode = weighing.locked ? weighing.mode : values.weighing || 'VGM';
    if (Object.keys(errors).length > 0) throw invalid(errors as Record<string, string>);
    const grossWeightKg = kg(values.grossWeight);
    const op = preadvise(store, c.unit, b, {
      operationType: body.operationType === 'EXPORTACION' ? 'EXPORTACION' : 'COORD_ENTREGA', agentId, truckingId: values.truckingId,
      equipmentType: item.equipmentType, documentType: values.documentType as ExportOperation['documentType'],
      documentNbrs: values.documentType === 'CABOTAJE' ? [] : splitList(values.documentNbrs), guias: splitList(values.guias),
      seals: values.seals.map((s) => s.trim()).filter(Boolean), vgmKg: mode === 'VGM' ? grossWeightKg : null, weighbridge: mode === 'ROM', grossWeightKg,
      shipperId: values.shipperId.trim(), shipperName: values.shipperName.trim(), shipperAddress: values.shipperAddress.trim(),
      shipperCity: values.shipperCity.trim(), shipperState: values.shipperCountry.toUpperCase() === 'CL' ? values.shipperState.trim() : '',
      shipperGiro: values.shipperGiro.trim(), shipperCountry: values.shipperCountry.toUpperCase(),
      sagCondition: values.sagCondition as ExportOperation['sagCondition'], commodityCode: values.cmdtyShortName.trim(),
      o2Pct: item.reefer ? pct(values.o2pct) : null, co2Pct: item.reefer ? pct(values.co2pct) : null, oog: oogOf(values, item.isOog),
      lampa: toText(body.sealLampa), featureId: item.featureId, agentTwoId: toText(body.agent_two_id), uniqueInvoice: toBool(body.uniqueInvoice),
    }, http.moment(res));
    await store.commit();
    const after = fresh(c);
    res.status(201).json({ ...view(after, res), next: op.operationType === 'COORD_ENTREGA' ? 'exportApp' : 'exportDetail' });
  }

  /** POST /export/update/{id} (EXP-070…072): the declared data, only while INBOUND. */
  async function update(req: Request, res: Response) {
    const c = withOperation(unitAt(req));
    const body = bodyObject(req);
    const fields: Record<string, string> = {};
    const weight = grossWeightError(text(body.grossWeight));
    if (weight) fields.grossWeight = weight;
    const seals = body.seals === undefined ? undefined : Array.isArray(body.seals) ? body.seals.map(text) : splitList(text(body.seals));
    const sealError = seals && sealsError(seals);
    if (sealError) fields.seals = sealError;
    const guias = body.guias === undefined ? undefined : splitList(text(body.guias));
    if (guias && (guias.length === 0 || guias.some((g) => !/^\d+$/.test(g)))) fields.guias = guias.length === 0 ? v.required : v.number;
    if (Object.keys(fields).length > 0) throw invalid(fields);
    const grossWeightKg = kg(text(body.grossWeight));
    updatePreadvice(store, c.unit, c.op, {
      grossWeightKg, ...(c.op.weighbridge ? {} : { vgmKg: grossWeightKg }),
      ...(seals ? { seals: seals.map((s) => s.trim()).filter(Boolean) } : {}), ...(guias ? { guias } : {}),
      ...(body.sealLampa !== undefined ? { lampa: toText(body.sealLampa) } : {}),
    }, http.moment(res));
    await store.commit();
    res.json({ message: ops.success.exportUpdated, ...view(fresh(c), res) });
  }

  /**
   * GET /export/cancelPreadvice/{id}/{visitId}[/{draftNbr}] (EXP-067…069, Q40): true, or a refusal
   * whose body carries valor false and the server's message (the console shows it).
   */
  async function cancel(req: Request, res: Response) {
    const c = withOperation(unitAt(req));
    const visitId = http.param(req, 'visitId').trim().toUpperCase();
    const draft = toText(req.params.draftNbr);
    const why = visitId !== c.op.vesselVisitId ? r.wrongVisit : draft !== null && Number(draft) !== c.op.draftNumber ? r.wrongDraft : undefined;
    if (why) throw refused(why, undefined, { valor: false, mensaje: why });
    try {
      cancelPreadvice(store, c.unit, c.op, http.moment(res));
    } catch (err) {
      if (err instanceof Error && 'status' in err) throw refused(err.message, undefined, { valor: false, mensaje: err.message });
      throw err;
    }
    await store.commit();
    res.json({ valor: true, mensaje: ops.success.preadviceCancelled });
  }

  /** POST /export/{id}/reassignTrucking {truckingId} (EXP-073, EXP-074; ruling P57). */
  async function reassign(req: Request, res: Response) {
    const c = withOperation(unitAt(req));
    const body = bodyObject(req);
    const truckingId = toText(body.truckingId) ?? toText((body.truck as { truckingCoId?: unknown } | undefined)?.truckingCoId);
    if (!truckingId) throw invalid({ truckingId: v.required });
    if (!store.findById('truckingcompany', truckingId)) throw notFound(appMessages.server.truckingNotFound);
    reassignExportTrucking(store, c.unit, c.op, truckingId, http.moment(res));
    await store.commit();
    res.json({ message: ops.success.trucking, truckingId });
  }

  /**
   * POST /appointmentrules/quotasForExport {start, end, unitNbr} (EXP-059; ruling P55): the bookable
   * delivery slots of the unit's visit between start and end, within its stacking window.
   */
  function quotasForExport(req: Request, res: Response) {
    const body = bodyObject(req);
    const unit = findExportUnit(store, text(body.unitNbr ?? body.containerId ?? body.id));
    if (!unit) throw notFound(ops.refusals.unitNotFound);
    const c = exportContextOf(store, unit);
    if (!reaches(http.scope(res), unit, c.active)) throw forbidden();
    if (!c.booking) throw notFound(r.bookingNotFound);
    const now = http.now();
    const window = deliveryDays(c.booking, unit, now);
    const dayOf = (x: unknown) => /^\d{4}-\d{2}-\d{2}/.exec(text(x))?.[0];
    const from = [dayOf(body.start), window.from, firstQuotaDay(now, 0)].filter(Boolean).sort().pop()!;
    const to = [dayOf(body.end), window.to].filter(Boolean).sort()[0]!;
    const days = new Map<string, QuotaDay['quotas']>();
    for (const q of store.db.appointmentQuota) {
      if (q.kind !== 'exportDelivery' || q.visitId !== c.booking.visitId || q.day < from || q.day > to) continue;
      const list = days.get(q.day) ?? [];
      days.set(q.day, list);
      if (isBookable(q, now, 0)) list.push({ start: q.start, end: q.end, available: placesLeft(q) });
    }
    const answer = [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, quotas]): QuotaDay => ({
      date: dashedDay(day), day, quotas: quotas.sort((a, b) => a.start.localeCompare(b.start)),
    }));
    res.json(answer);
  }

  /** POST /export/saveCoordinacion/{id} {appointmentDate, start} (EXP-061…064; ruling P55): book or re-coordinate. */
  async function coordinate(req: Request, res: Response) {
    const c = withOperation(unitAt(req));
    const body = bodyObject(req);
    const slot = parseSlotRequest(body.appointmentDate, body.start ?? body.slotStartTime);
    if (!slot) throw invalid({ appointmentDate: ops.refusals.slotRequired });
    const a = coordinateDelivery(store, c, slot, http.moment(res));
    await store.commit();
    res.status(201).json(appointmentView(db(), a, c.unit, http.now()));
  }

  /** Refuses with the detail rule's reason when the unit's state does not allow the document now. */
  function allowed(c: ExportContext & { op: ExportOperation }, action: 'printVoucher' | 'temperatureLetter') {
    const why = exportWhyNot(action, exportFactsOf(c.unit, c.op, c.booking), http.now());
    if (why) throw refused(why);
  }

  /** POST /report/voucherexpo/{id} (EXP-075): the delivery voucher, until the unit departs. */
  async function voucher(req: Request, res: Response) {
    const c = withOperation(unitAt(req));
    allowed(c, 'printVoucher');
    sendPdf(res, await voucherPdf(db(), c, ctx.terminalName, http.now()), `comprobante-${c.unit.unitNbr}`);
  }

  /** GET /report/costosexpo/{id} (EXP-078): the costs document; ?format=json the same lines as the costs screen reads them (ruling P56). */
  async function costs(req: Request, res: Response) {
    const c = withOperation(unitAt(req));
    if (req.query.format === 'json') {
      res.json(chargesAnswer(store, c.op, ops.noCharges, http.user(res).login, http.now()));
      return;
    }
    sendPdf(res, await exportCostsPdf(db(), c, operationCosts(store, c.op.id), ctx.terminalName, http.now()), `cobros-${c.unit.unitNbr}`);
  }

  /** GET /report/cartatemp/{id} (EXP-077, TMP-007, TMP-010): a reefer's temperature letter; none to print is 'No existen datos…'. */
  async function temperatureLetter(req: Request, res: Response) {
    const unit = findExportUnit(store, http.param(req, 'id'));
    if (!unit?.reefer) throw notFound(ops.noData);
    const c = exportContextOf(store, unit);
    sendPdf(res, await temperatureLettersPdf(db(), [c], ctx.terminalName, http.now()), `carta-temperatura-${unit.unitNbr}`);
  }

  return { voucher, costs, temperatureLetter, byOperation, booking, features, romaneo, save, update, cancel, reassign, quotasForExport, coordinate, unitAt };
}
