/**
 * The appointments area (issue 31 §3; beyond-spec paths in the legacy's appointmentrules family,
 * rulings in the appts report): the list — a trucking company's own appointments, customer
 * service's every company's — and the check-in of one with a plate of the company's trucks in good
 * standing (the owner only: another company's is 403). Routes decode, call one transition, answer.
 */
import type { Response } from 'express';
import { checkInAppointment, listAppointments } from '../../../src/domain/appointmentCheckIn/calls';
import { appointmentsContract } from '../../../src/domain/appointmentCheckIn/contract';
import type { AppointmentsWire } from '../../../src/domain/appointmentCheckIn/wire';
import { appointmentCheckInMessages as m } from '../../../src/i18n/appointmentCheckInMessages';
import { forbidden, notFound } from '../../errors';
import { checkIn, settingOf } from '../../modules/appointmentCheckIn/transitions';
import { callRoute } from '../../route';
import { refused } from '../../terminalModel/errors';
import { terminalHttp } from '../../terminalModel/http';
import { defineMockArea } from '../types';
import { appointmentRows } from './facts';

export const appointmentsMockArea = defineMockArea({
  contracts: [appointmentsContract],
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    /** The caller's company, null for customer service (every company), '' for a trucking user without one (reaches none). */
    function companyOf(res: Response): string | null {
      const scope = http.scope(res);
      if (scope.kind === 'trucking') return scope.truckingId;
      if (scope.kind === 'all') return null;
      return '';
    }

    const platesOf = (truckingId: string): string[] =>
      (store.findById('truckingcompany', truckingId)?.trucks ?? [])
        .filter((t) => t.status === 'OK')
        .map((t) => t.license)
        .sort();

    return [
      callRoute(listAppointments, ['appointments', 'list'], (_input, _req, res) => {
        const truckingId = companyOf(res);
        const cutoffMinutes = settingOf(store).checkInCutoffMinutes;
        const mine =
          truckingId === null ? store.db.appointment : store.db.appointment.filter((a) => a.truckingId === truckingId);
        const answer: AppointmentsWire = {
          cutoffMinutes,
          plates: truckingId === null ? [] : platesOf(truckingId),
          rows: appointmentRows(store, mine, http.now(), cutoffMinutes),
        };
        res.json(answer);
      }),
      callRoute(checkInAppointment, ['appointments', 'checkIn'], async ({ id, plate }, _req, res) => {
        const truckingId = companyOf(res);
        const a = store.findById('appointment', id);
        if (!a) throw notFound(m.refusals.notFound);
        if (!truckingId || a.truckingId !== truckingId) throw forbidden(m.refusals.notYours);
        if (!platesOf(truckingId).includes(plate))
          throw refused(m.refusals.plateUnknown, undefined, { fields: { plate: m.refusals.plateUnknown } });
        checkIn(store, a, plate, http.moment(res));
        await store.commit();
        const [row] = appointmentRows(store, [a], http.now(), settingOf(store).checkInCutoffMinutes);
        res.json(row);
      }),
    ];
  },
});
