/**
 * Appointments against daily quotas (D2 §3, §7; DECISIONS Q20, Q21, Q24): the quotas of a
 * visit from today (+1 day for a physical inspection), booking, the gate-pass data of an
 * appointment, and re-coordination. Booking is concurrency-safe: transitions.ts checks and
 * takes the place in one synchronous step.
 */
import type { Request, Response } from 'express';
import { firstQuotaDay, isBookable, placesLeft, quotaAddDays } from '../../../src/domain/appointments';
import { dashedDay } from '../../../src/domain/santiagoTime';
import { appMessages } from '../../../src/i18n/appMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../errors';
import { importHttp } from '../../kinds/importPickup/http';
import { contextOf, findUnit } from '../../kinds/importPickup/context';
import { bookAppointment, recoordinate } from '../../kinds/importPickup/transitions';
import type { QuotaDay } from '../../../src/domain/terminalWire/appointments';
import { appointmentView } from '../../kinds/importPickup/views';
import type { SlotRequest } from '../../../src/domain/slotRequest';
import type { ImportBook, ImportQuotas, ImportRecoordinate } from '../../../src/domain/import/calls';
import { assignableTrucking } from '../../terminalModel/access';

const ops = operationsMessages;

export function appointmentRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = importHttp(ctx);

  /** GET /appointmentrules/quotasForImport/{addDays}/{vesselVisit} (IMP-033, IMP-034, VV-030). */
  function quotasForImport({ addDays: add, visitId }: ImportQuotas, _req: Request, res: Response) {
    const visit = store.findById('vesselVisit', visitId);
    if (!visit) throw notFound(ops.refusals.visitNotFound);
    const now = http.now();
    const from = firstQuotaDay(now, add);
    const days = new Map<string, { start: string; end: string; available: number }[]>();
    for (const q of store.db.appointmentQuota) {
      if (q.kind !== 'importPickup' || q.visitId !== visit.id || q.day < from) continue;
      const list = days.get(q.day) ?? [];
      days.set(q.day, list);
      if (isBookable(q, now, add)) list.push({ start: q.start, end: q.end, available: placesLeft(q) });
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

  /** The unit a booking names (the decoded request's, the one its guard judged). */
  function unitOfBooking(key: string) {
    const unit = key ? findUnit(store, key) : undefined;
    if (!unit) throw notFound(ops.refusals.unitNotFound);
    return contextOf(store, unit);
  }

  function slotOf(slot: SlotRequest | null): SlotRequest {
    if (!slot) throw invalid({ appointmentDate: ops.refusals.slotRequired });
    return slot;
  }

  /** POST /appointment {appointmentDate, container.eqid, truck.truckingCoId} (IMP-036, Q20). */
  async function book(input: ImportBook, _req: Request, res: Response) {
    const c = unitOfBooking(input.unitKey);
    const slot = slotOf(input.slot);
    const { truckingId } = input;
    if (truckingId && !assignableTrucking(store.db, http.scope(res), truckingId))
      throw notFound(appMessages.server.truckingNotFound);
    const now = http.now();
    const a = bookAppointment(
      store,
      c,
      slot,
      truckingId,
      http.moment(res),
      quotaAddDays(c.op?.sagCondition ?? c.unit.inspeccionSAG),
    );
    await store.commit();
    res.status(201).json(appointmentView(store.db, a, c.unit, now));
  }

  /** POST /import/saveCoordinacionRetiro/{id} {appointmentDate} (IMP-040, Q20). */
  async function recoordinateRoute(input: ImportRecoordinate, _req: Request, res: Response) {
    const c = unitOfBooking(input.unitNbr);
    const slot = slotOf(input.slot);
    const now = http.now();
    const a = recoordinate(store, c, slot, http.moment(res), quotaAddDays(c.op?.sagCondition ?? c.unit.inspeccionSAG));
    await store.commit();
    res.json(appointmentView(store.db, a, c.unit, now));
  }

  /** GET /appointment/{id}: by appointment number or by the unit (container or operation number) (IMP-073). */
  function get(req: Request, res: Response) {
    const key = http.param(req, 'id').trim();
    const byNumber = /^\d+$/.test(key) ? store.findById('appointment', Number(key)) : undefined;
    const byNumberUnit = byNumber ? store.findById('unitVisit', byNumber.unitVisitId) : undefined;
    const unit = byNumber ? (byNumberUnit?.kind === 'container' ? byNumberUnit : undefined) : findUnit(store, key);
    const a = byNumber?.status === 'BOOKED' ? byNumber : unit ? contextOf(store, unit).appointment : undefined;
    if (!a || !unit) throw notFound(ops.refusals.appointmentNotFound);
    res.json(appointmentView(store.db, a, unit, http.now(), contextOf(store, unit).op));
  }

  return { quotasForImport, book, recoordinate: recoordinateRoute, get };
}
