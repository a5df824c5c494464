/**
 * Trucking company form rules, D1 §5 Per form (Trucking) with DECISIONS Q12: a Chilean
 * carrier's RUT is required and valid; a foreign carrier (`foreign`) takes a free
 * identification of at least 4 characters. The personal e-mail is the supervisor's (D1 §6).
 */
import * as z from 'zod/mini';
import { can } from '../../domain/permissions';
import { check, digits, email, foreignId, getPath, LIMITS, rut, text, type Schema } from '../../domain/validators';
import type { SchemaContext } from '../framework/types';

/** Nested paths whose objects may be missing altogether: checked by path. */
const NESTED: ReadonlyArray<readonly [path: string, schema: Schema]> = [
  ['user.email', email({ required: true })],
  ['contactInfo.contactName', text({ required: true, max: LIMITS.contactName })],
  ['contactInfo.contactEmail', email()],
  ['contactInfo.contactPhone', digits({ max: LIMITS.phone })],
  ['contactInfo.contactAddress', text({ max: LIMITS.address })],
  ['contactInfo.contactCity', text({ max: LIMITS.city })],
];

export const truckingSchema = ({ roles }: SchemaContext) => {
  const personal = can(roles, 'truckingCompanies.emailPersonal', 'edit');
  return z
    .looseObject({
      id: z.unknown(),
      name: text({ required: true, max: LIMITS.name }),
      emailPersonal: personal ? email() : z.optional(z.unknown()),
      notes: text({ max: LIMITS.notes }),
    })
    .check(
      z.superRefine((t, ctx) => {
        const idMessage = check(t.foreign === true ? foreignId() : rut(), t.id);
        if (idMessage) ctx.addIssue({ code: 'custom', path: ['id'], message: idMessage });
        for (const [path, schema] of NESTED) {
          const message = check(schema, getPath(t, path));
          if (message) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
        }
      }),
    );
};
