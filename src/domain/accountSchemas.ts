/**
 * The account forms' rules (D1 §2 Account, §5; ACT-005/006, ACT-009..012), from the shared zod
 * rules so the messages are the spec's. Pure (no React): the mock server validates with these too.
 */
import * as z from 'zod/mini';
import { confirmationProblem, passwordProblem, type PasswordOwner } from './password';
import { digits, email, msg, text } from './validators';

/** /account/accountEditUser: name, e-mail, phone (numeric, max 30). */
export const userProfileSchema = z.looseObject({
  name: text({ required: true, max: 80 }),
  email: email({ required: true, max: 60 }),
  phone: digits({ max: 30 }),
});

/** /account/accountEdit (ROLE_AGA): account e-mail, contact data, guide e-mail. */
export const agentProfileSchema = z.looseObject({
  user: z.looseObject({ email: email({ required: true, max: 60 }) }),
  contactInfo: z.looseObject({
    contactName: text({ max: 35 }),
    contactEmail: email({ max: 60 }),
    contactPhone: digits({ max: 30 }),
    contactAddress: text({ max: 60 }),
    contactCity: text({ max: 30 }),
  }),
  emailGuiaDespacho: email({ max: 60 }),
});

export interface PasswordFormValues {
  password?: string;
  passwordNew?: string;
  confirmation?: string;
}

/**
 * /account/accountPassword: current password required; the new one by the policy (nothing of the
 * owner's data, no generic pattern) and different from the current; the confirmation equal.
 * Each broken rule's message goes on its own field.
 */
export const passwordChangeSchema = (owner: PasswordOwner) =>
  z
    .looseObject({
      password: z.optional(z.unknown()),
      passwordNew: z.optional(z.unknown()),
      confirmation: z.optional(z.unknown()),
    })
    .check(
      z.superRefine((v, ctx) => {
        const current = typeof v.password === 'string' ? v.password : '';
        if (current === '') ctx.addIssue({ code: 'custom', path: ['password'], message: msg.required });
        const problem =
          passwordProblem(v.passwordNew, owner) ??
          (current !== '' && v.passwordNew === current ? msg.passwordSame : undefined);
        if (problem) ctx.addIssue({ code: 'custom', path: ['passwordNew'], message: problem });
        const mismatch = confirmationProblem(v.passwordNew ?? '', v.confirmation ?? '');
        if (mismatch) ctx.addIssue({ code: 'custom', path: ['confirmation'], message: mismatch });
      }),
    );
