/** Truck form rules (D1 §5 Per form (Truck plate)): the plate in `license`, the inspection date in `licenseExpiration`. */
import * as z from 'zod/mini';
import { inspectionDateError, plateError, type PlateWording } from '../../domain/truckRules';
import { check, text } from '../../domain/validators';

/** `wording`: 'list' where the plate is typed in a company's list of plates (the Patentes tab). */
export const truckSchema = (wording: PlateWording = 'form') =>
  z.looseObject({}).check(
    z.superRefine((t, ctx) => {
      const issue = (path: string, message: string | undefined) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      issue('truckingId', check(text({ required: true }), t.truckingId));
      issue('license', plateError(t.license, wording));
      issue('licenseExpiration', inspectionDateError(t.licenseExpiration));
    }),
  );
