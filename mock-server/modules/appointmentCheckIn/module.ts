/**
 * Check-in by plate and release at the cut-off, as it registers (kinds/registry.ts): its settings
 * record, the release of due appointments before any signed-in call reads the terminal (its settle:
 * the first call after the demo clock moves finds them released), and the cut-off's demo control.
 */
import type { Request, Response } from 'express';
import { validCutoffMinutes } from '../../../src/domain/appointmentCheckIn/rules';
import { appointmentCheckInMessages as m } from '../../../src/i18n/appointmentCheckInMessages';
import { badRequest } from '../../errors';
import type { TerminalModule } from '../../kinds/module';
import { releaseDueAppointments, setCutoff } from './transitions';
import { APPOINTMENT_CHECKIN_COLLECTIONS } from './types';

export const appointmentCheckInModule: TerminalModule = {
  name: 'appointmentCheckIn',
  collections: APPOINTMENT_CHECKIN_COLLECTIONS,
  settle: (ctx) => releaseDueAppointments(ctx.store, ctx.clock.now()),
  demoRoutes: (router, ctx) => {
    // POST /__mock/appointments/cutoff {minutes}: the terminal's check-in cut-off.
    router.post('/appointments/cutoff', async (req: Request, res: Response) => {
      const minutes = (req.body as { minutes?: unknown } | undefined)?.minutes;
      if (!validCutoffMinutes(minutes)) throw badRequest(m.refusals.badMinutes, { minutes: m.refusals.badMinutes });
      const setting = setCutoff(ctx.store, minutes);
      releaseDueAppointments(ctx.store, ctx.clock.now());
      await ctx.store.commit();
      res.json(setting);
    });
  },
};
