/**
 * /api/export/*, /api/booking/* and the export quotas on the terminal model (D2 §7 Export and
 * empties; rulings P54–P57 in docs/decisions.md): the unit and its pre-advice, the booking, the
 * equipment features, saving, editing and cancelling a pre-advice, reassigning its trucking, the
 * weighing value and the delivery coordination. Each write is decoded by its codec
 * (src/domain/export/calls.ts) and judged by the export kind (kinds/exportPreadvice/requests.ts,
 * transitions.ts) with the domain's own rules, not only hidden by the console.
 */
import type { Request, Response } from 'express';
import { firstQuotaDay, isBookable, placesLeft } from '../../../src/domain/appointments';
import { fromMinor } from '../../../src/domain/money';
import { dashedDay } from '../../../src/domain/santiagoTime';
import type { QuotaDay } from '../../../src/domain/terminalWire/appointments';
import { appMessages } from '../../../src/i18n/appMessages';
import type {
  ExportCoordinate,
  ExportQuotas,
  ExportReassign,
  ExportSave,
  ExportUpdate,
} from '../../../src/domain/export/calls';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { forbidden, invalid, notFound } from '../../errors';
import { toText } from '../../records';
import { assignableTrucking, reaches } from '../../terminalModel/access';
import { EQUIPMENT_FEATURES } from '../../modules/bookings/features';
import { refused } from '../../terminalModel/errors';
import { terminalHttp } from '../../terminalModel/http';
import { keyedRequest } from '../../terminalModel/idempotency';
import { exportSave } from '../../../src/domain/export/calls';
import { coordinateDelivery, deliveryDays } from '../../kinds/exportPreadvice/appointments';
import { weighingFeeMinor } from '../../kinds/exportPreadvice/charges';
import {
  exportContextOf,
  findExportUnit,
  unitsOfBooking,
  type ExportContext,
} from '../../kinds/exportPreadvice/context';
import { preadviseRequest, updateRequest } from '../../kinds/exportPreadvice/requests';
import { cancelPreadvice, exportFactsOf, reassignExportTrucking } from '../../kinds/exportPreadvice/transitions';
import type { ExportOperation } from '../../kinds/exportPreadvice/types';
import { bookingView, exportPreadviceView } from '../../kinds/exportPreadvice/views';
import { exportCostsPdf, temperatureLettersPdf, voucherPdf } from '../../kinds/exportPreadvice/documents';
import { exportWhyNot } from '../../../src/domain/exportPreadvice/detailActions';
import { chargesAnswer } from '../../modules/invoicing/costs';
import { operationCosts } from '../../terminalModel/ledger';
import { sendPdf } from '../../documents/pdf';
import { appointmentView } from '../../kinds/importPickup/views';

const ops = operationsMessages;
const r = ops.exportRefusals;
const v = appMessages.validation;

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
  const view = (c: ExportContext, res: Response) =>
    exportPreadviceView(db(), c, http.user(res).authorities, http.now());
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

  /**
   * POST /export/save/{id} (EXP-010…048): validates as the form does, then pre-advises against the
   * booking. Its Idempotency-Key (issue 30 §5) is read once the codec and the guard have passed it:
   * a repeat answers the same pre-advice (200), after the first one's write is durable.
   */
  async function save(input: ExportSave, req: Request, res: Response) {
    const c = unitAt(req);
    const user = http.user(res);
    const { op, repeated } = preadviseRequest(
      store,
      c,
      input,
      user,
      http.moment(res),
      keyedRequest(req, user.login, exportSave, input),
    );
    await store.commit();
    const after = fresh(c);
    res
      .status(repeated ? 200 : 201)
      .json({ ...view(after, res), next: op.operationType === 'COORD_ENTREGA' ? 'exportApp' : 'exportDetail' });
  }

  /** POST /export/update/{id} (EXP-070…072): the declared data, only while INBOUND. */
  async function update(input: ExportUpdate, req: Request, res: Response) {
    const c = withOperation(unitAt(req));
    updateRequest(store, c, input, http.moment(res));
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
    const why =
      visitId !== c.op.vesselVisitId
        ? r.wrongVisit
        : draft !== null && Number(draft) !== c.op.draftNumber
          ? r.wrongDraft
          : undefined;
    if (why) throw refused(why, undefined, { valor: false, mensaje: why });
    try {
      cancelPreadvice(store, c.unit, c.op, http.moment(res));
    } catch (err) {
      if (err instanceof Error && 'status' in err)
        throw refused(err.message, undefined, { valor: false, mensaje: err.message });
      throw err;
    }
    await store.commit();
    res.json({ valor: true, mensaje: ops.success.preadviceCancelled });
  }

  /** POST /export/{id}/reassignTrucking {truckingId} (EXP-073, EXP-074; ruling P57). */
  async function reassign({ truckingId }: ExportReassign, req: Request, res: Response) {
    const c = withOperation(unitAt(req));
    if (!truckingId) throw invalid({ truckingId: v.required });
    if (!assignableTrucking(store.db, http.scope(res), truckingId)) throw notFound(appMessages.server.truckingNotFound);
    reassignExportTrucking(store, c.unit, c.op, truckingId, http.moment(res));
    await store.commit();
    res.json({ message: ops.success.trucking, truckingId });
  }

  /**
   * POST /appointmentrules/quotasForExport {start, end, unitNbr} (EXP-059; ruling P55): the bookable
   * delivery slots of the unit's visit between start and end, within its stacking window.
   */
  function quotasForExport(input: ExportQuotas, _req: Request, res: Response) {
    const unit = findExportUnit(store, input.unitNbr);
    if (!unit) throw notFound(ops.refusals.unitNotFound);
    const c = exportContextOf(store, unit);
    if (!reaches(http.scope(res), unit, c.active)) throw forbidden();
    if (!c.booking) throw notFound(r.bookingNotFound);
    const now = http.now();
    const window = deliveryDays(c.booking, unit, now);
    const dayOf = (x: string) => /^\d{4}-\d{2}-\d{2}/.exec(x)?.[0];
    const from = [dayOf(input.start), window.from, firstQuotaDay(now, 0)].filter(Boolean).sort().pop()!;
    const to = [dayOf(input.end), window.to].filter(Boolean).sort()[0]!;
    const days = new Map<string, QuotaDay['quotas']>();
    for (const q of store.db.appointmentQuota) {
      if (q.kind !== 'exportDelivery' || q.visitId !== c.booking.visitId || q.day < from || q.day > to) continue;
      const list = days.get(q.day) ?? [];
      days.set(q.day, list);
      if (isBookable(q, now, 0)) list.push({ start: q.start, end: q.end, available: placesLeft(q) });
    }
    const answer = [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([day, quotas]): QuotaDay => ({
          date: dashedDay(day),
          day,
          quotas: quotas.sort((a, b) => a.start.localeCompare(b.start)),
        }),
      );
    res.json(answer);
  }

  /** POST /export/saveCoordinacion/{id} {appointmentDate, start} (EXP-061…064; ruling P55): book or re-coordinate. */
  async function coordinate({ day, start }: ExportCoordinate, req: Request, res: Response) {
    const c = withOperation(unitAt(req));
    const a = coordinateDelivery(store, c, { day, start }, http.moment(res));
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
    sendPdf(
      res,
      await exportCostsPdf(db(), c, operationCosts(store, c.op.id), ctx.terminalName, http.now()),
      `cobros-${c.unit.unitNbr}`,
    );
  }

  /** GET /report/cartatemp/{id} (EXP-077, TMP-007, TMP-010): a reefer's temperature letter; none to print is 'No existen datos…'. */
  async function temperatureLetter(req: Request, res: Response) {
    const unit = findExportUnit(store, http.param(req, 'id'));
    if (!unit?.reefer) throw notFound(ops.noData);
    const c = exportContextOf(store, unit);
    sendPdf(
      res,
      await temperatureLettersPdf(db(), [c], ctx.terminalName, http.now()),
      `carta-temperatura-${unit.unitNbr}`,
    );
  }

  return {
    voucher,
    costs,
    temperatureLetter,
    byOperation,
    booking,
    features,
    romaneo,
    save,
    update,
    cancel,
    reassign,
    quotasForExport,
    coordinate,
    unitAt,
  };
}
