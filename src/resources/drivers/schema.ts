/**
 * Driver form rules (D1 §5 Per form (Driver), DECISIONS Q15): card id a valid RUT unless the
 * driver is foreign (then at least 4 characters), name, phone in `license`, licence expiry in
 * `cardExpiration` from today (Santiago) to 10 years ahead. "Today" is read when a record is
 * checked, not when the schema is built (schemas are cached); tests pass their own.
 */
import * as z from 'zod/mini';
import { santiagoToday } from '../../domain/calendarDay';
import { driverPhoneError, licenceExpiryError } from '../../domain/driverRules';
import { check, foreignId, LIMITS, rut, text } from '../../domain/validators';
import type { SchemaContext } from '../framework/types';

export interface DriverSchemaOptions {
  today?: () => string;
}

export const driverSchema = (
  { mode }: Pick<SchemaContext, 'mode'>,
  { today = () => santiagoToday() }: DriverSchemaOptions = {},
) =>
  z.looseObject({ name: text({ required: true, max: LIMITS.name }) }).check(
    z.superRefine((d, ctx) => {
      const issue = (path: string, message: string | undefined) => {
        if (message) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      issue('truckingId', check(text({ required: true }), d.truckingId));
      issue('cardId', check(d.foreign === true ? foreignId() : rut(), d.cardId));
      issue('license', driverPhoneError(d.license, mode));
      issue('cardExpiration', licenceExpiryError(d.cardExpiration, { today: today() }));
    }),
  );
