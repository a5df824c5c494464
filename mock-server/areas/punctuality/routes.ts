/**
 * The appointment figures' calls (issue 31 §3; beyond-spec paths in the legacy's appointmentrules
 * family, rulings in the punctuality report): each slot's fill and expected wait for the calendar
 * (any signed-in user: no party's data), and a trucking company's punctuality — its own
 * (ROLE_TRUCKINGCO, no id in the path) or any company's (customer service). Reads only.
 */
import type { Request, Response } from 'express';
import { WaitEstimator } from '../../../src/domain/appointmentFigures/expectedWait';
import {
  companyPunctuality,
  ownPunctuality,
  type PunctualityQuery,
} from '../../../src/domain/appointmentFigures/calls';
import { punctualityContract } from '../../../src/domain/appointmentFigures/contract';
import {
  DEFAULT_GRACE_MINUTES,
  defaultPeriod,
  outcomeOf,
  punctualityOf,
} from '../../../src/domain/appointmentFigures/punctuality';
import type { PunctualityWire, SlotFigureWire } from '../../../src/domain/appointmentFigures/wire';
import { addDays, santiagoDay } from '../../../src/domain/santiagoTime';
import { punctualityMessages } from '../../../src/i18n/punctualityMessages';
import { notFound } from '../../errors';
import { callRoute } from '../../route';
import { terminalHttp } from '../../terminalModel/http';
import { defineMockArea } from '../types';
import { appointmentFacts, visitFacts, waitSamples } from './facts';

const r = punctualityMessages.refusals;

export const punctualityMockArea = defineMockArea({
  contracts: [punctualityContract],
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    /** GET /appointmentrules/slotfigures/{kind}/{visit}: the visit's slots of that kind from today. */
    function slotFigures(req: Request, res: Response) {
      const kind = String(req.params.kind ?? '');
      const visitId = String(req.params.visitId ?? '');
      if (!store.db.appointmentQuota.some((q) => q.kind === kind)) throw notFound(r.unknownKind);
      if (!store.findById('vesselVisit', visitId)) throw notFound(r.unknownVisit);
      const now = http.now();
      const today = santiagoDay(now);
      const estimator = new WaitEstimator(waitSamples(store), now);
      const out: SlotFigureWire[] = [];
      for (const q of store.db.appointmentQuota) {
        if (q.kind !== kind || q.visitId !== visitId || q.day < today) continue;
        const wait = estimator.estimate(q);
        out.push({
          day: q.day,
          start: q.start,
          end: q.end,
          capacity: q.capacity,
          used: q.used,
          waitMinutes: wait.minutes,
          waitSamples: wait.samples,
          waitBasis: wait.basis,
        });
      }
      out.sort((a, b) => a.day.localeCompare(b.day) || a.start.localeCompare(b.start));
      res.json(out);
    }

    function figures(truckingId: string, q: PunctualityQuery, res: Response) {
      const company = store.findById('truckingcompany', truckingId);
      if (!company) throw notFound(r.unknownCompany);
      const now = http.now();
      const fallback = defaultPeriod(now);
      const period = {
        from: q.from ?? (q.to ? addDays(q.to, -29) : fallback.from),
        to: q.to ?? (q.from && q.from > fallback.to ? q.from : fallback.to),
      };
      const appointments = appointmentFacts(store);
      const visits = visitFacts(store);
      const grace = DEFAULT_GRACE_MINUTES;
      const firstIn = new Map<number, string>();
      for (const v of visits)
        if (v.appointmentId !== null && (firstIn.get(v.appointmentId) ?? '\uffff') > v.timeIn)
          firstIn.set(v.appointmentId, v.timeIn);
      const daily = new Map<string, PunctualityWire['daily'][number]>();
      for (const a of appointments) {
        if (a.truckingId !== truckingId || a.day < period.from || a.day > period.to) continue;
        const o = outcomeOf(a, firstIn.get(a.id), now, grace);
        if (o === 'cancelled' || o === 'pending') continue;
        const d = daily.get(a.day) ?? { day: a.day, onTime: 0, early: 0, late: 0, noShows: 0 };
        daily.set(a.day, d);
        d[o === 'noShow' ? 'noShows' : o]++;
      }
      const answer: PunctualityWire = {
        truckingId,
        truckingName: company.name,
        from: period.from,
        to: period.to,
        graceMinutes: grace,
        ...punctualityOf(truckingId, appointments, visits, period, now, grace),
        daily: [...daily.values()].sort((a, b) => a.day.localeCompare(b.day)),
      };
      res.json(answer);
    }

    return [
      {
        method: 'get',
        path: '/appointmentrules/slotfigures/:kind/:visitId',
        permission: 'authenticated',
        handler: slotFigures,
      },
      callRoute(ownPunctuality, ['punctuality', 'own'], (q, _req, res) => {
        const scope = http.scope(res);
        // A trucking user with no company on record has no figures (as its lists are empty): 404, not a refusal of the role.
        if (scope.kind !== 'trucking') throw notFound(r.noCompany);
        figures(scope.truckingId, q, res);
      }),
      callRoute(companyPunctuality, ['punctuality', 'any'], (q, _req, res) => figures(q.truckingId, q, res)),
    ];
  },
});
