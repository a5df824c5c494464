/**
 * Multi-move truck visits (issue 31 §3; beyond-spec paths in the legacy's appointmentrules family,
 * rulings in the gate2 report): the company's visits (customer service: every company's), the join
 * of two of its appointments (the owner only), the visit's gate pass (both moves under one code) and
 * the gate's reading of a visit by its code (the gate's show row: security too) and its gate-in and
 * gate-out (the gate's confirm row). Routes decode, call one
 * transition, answer.
 */
import type { Response } from 'express';
import { appointmentsContract } from '../../../src/domain/appointmentCheckIn/contract';
import { gateContract } from '../../../src/domain/gate/contract';
import {
  joinAppointments,
  listTruckVisits,
  truckVisitByCode,
  truckVisitGateIn,
  truckVisitGateOut,
  truckVisitPass,
} from '../../../src/domain/truckVisit/calls';
import { fillText } from '../../../src/i18n/fillText';
import { truckVisitMessages as m } from '../../../src/i18n/truckVisitMessages';
import { sendPdf } from '../../documents/pdf';
import { truckVisitPassPdf } from '../../documents/truckVisitPassSheet';
import { forbidden, notFound } from '../../errors';
import { unitGatePass } from '../../modules/gatePasses/unitGatePass';
import { gateInVisit, gateOutVisit, joinVisit, visitByCode } from '../../modules/truckVisits/transitions';
import type { TruckVisit } from '../../modules/truckVisits/types';
import { callRoute } from '../../route';
import { terminalHttp } from '../../terminalModel/http';
import type { Appointment } from '../../terminalModel/types';
import { defineMockArea } from '../types';
import { truckVisitView } from './views';

export const truckVisitsMockArea = defineMockArea({
  contracts: [appointmentsContract, gateContract],
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    /** The caller's company, null for the terminal's staff (every company), '' for a user reaching none. */
    function companyOf(res: Response): string | null {
      const scope = http.scope(res);
      if (scope.kind === 'trucking') return scope.truckingId;
      if (scope.kind === 'all') return null;
      return '';
    }

    /** The visit of that code within the caller's reach (another company's reads as not found). */
    function visitAt(code: string, res: Response): TruckVisit {
      const visit = visitByCode(store, code);
      const company = companyOf(res);
      if (!visit || (company !== null && visit.truckingId !== company)) throw notFound(m.refusals.visitNotFound);
      return visit;
    }

    const appointmentAt = (id: number, company: string | null): Appointment => {
      const a = store.findById('appointment', id);
      if (!a) throw notFound(fillText(m.refusals.notFound, { id }));
      if (!company || a.truckingId !== company) throw forbidden(fillText(m.refusals.notYours, { id }));
      return a;
    };

    return [
      callRoute(listTruckVisits, ['appointments', 'list'], (_input, _req, res) => {
        const company = companyOf(res);
        const visits = store.db.truckVisit.filter((v) => company === null || v.truckingId === company);
        res.json(visits.map((v) => truckVisitView(store, v)).sort((a, b) => b.id - a.id));
      }),
      callRoute(joinAppointments, ['appointments', 'join'], async ({ ids }, _req, res) => {
        const company = companyOf(res);
        const pair = [appointmentAt(ids[0], company), appointmentAt(ids[1], company)] as const;
        const visit = joinVisit(store, pair, http.moment(res));
        await store.commit();
        res.status(201).json(truckVisitView(store, visit));
      }),
      callRoute(truckVisitPass, ['appointments', 'visitPass'], async ({ code }, _req, res) => {
        const visit = visitAt(code, res);
        const view = truckVisitView(store, visit);
        const moves = [visit.dropId, visit.pickupId].map((id) => {
          const a = store.findById('appointment', id);
          const unit = a && store.findById('unitVisit', a.unitVisitId);
          const own = unit && unitGatePass(store, unit.unitNbr, http.now());
          if (!own) throw notFound(m.refusals.visitNotFound);
          // The unit's own sheet (voyage, operation), with the visit's appointment whatever its state now.
          return {
            role: id === visit.dropId ? ('drop' as const) : ('pickup' as const),
            sheet: { ...own.sheet, appointment: a },
          };
        });
        const pdf = await truckVisitPassPdf(
          store.db,
          {
            code: visit.code,
            day: visit.day,
            start: visit.start,
            end: visit.end,
            truckingName: view.truckingName,
            plate: visit.plate,
            moves,
          },
          ctx.terminalName,
          http.now(),
        );
        sendPdf(res, pdf, `pase-${visit.code}`);
      }),
      callRoute(truckVisitByCode, ['gate', 'show'], ({ code }, _req, res) => {
        res.json(truckVisitView(store, visitAt(code, res)));
      }),
      callRoute(truckVisitGateIn, ['gate', 'confirm'], async ({ code, gate }, _req, res) => {
        const visit = gateInVisit(store, visitAt(code, res), gate, http.moment(res));
        await store.commit();
        res.json(truckVisitView(store, visit));
      }),
      callRoute(truckVisitGateOut, ['gate', 'confirm'], async ({ code }, _req, res) => {
        const visit = gateOutVisit(store, visitAt(code, res), http.moment(res));
        await store.commit();
        res.json(truckVisitView(store, visit));
      }),
    ];
  },
});
