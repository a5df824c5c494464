/** Agent (AGA) form rules, D1 §5 Per form (Agent) with the role rules of D1 §6. */
import * as z from 'zod/mini';
import { can } from '../../domain/permissions';
import { check, digits, email, getPath, isEmpty, LIMITS, msg, oneOf, rut, text } from '../../domain/validators';
import type { SchemaContext } from '../framework/types';

export const AGENT_ROLES = ['AGENTE', 'FORWARDER', 'DEPOSITO', 'EMBARCADOR'] as const;

export const agentSchema = ({ roles }: SchemaContext) => {
  const financial = can(roles, 'agents.diasDeCredito', 'edit');
  const personal = can(roles, 'agents.emailPersonal', 'edit');
  return z
    .looseObject({
      id: rut(),
      name: text({ required: true, max: LIMITS.name }),
      user: z.optional(z.looseObject({ email: email({ required: true }) })),
      contactInfo: z.optional(
        z.looseObject({
          contactName: text({ max: LIMITS.contactName }),
          contactEmail: email(),
          contactAddress: text({ max: LIMITS.address }),
          contactCity: text({ max: LIMITS.city }),
          contactPhone: digits({ max: LIMITS.phone }),
        }),
      ),
      emailGuiaDespacho: email(),
      emailPersonal: personal ? email() : z.optional(z.unknown()),
      notes: text({ max: LIMITS.notes }),
      role: oneOf(AGENT_ROLES),
      codigoAduana: text({ max: LIMITS.customsCode }),
      diasDeCredito: financial ? digits({ required: true, max: LIMITS.creditDays }) : z.optional(z.unknown()),
    })
    .check(
      z.superRefine((agent, ctx) => {
        // Nested objects may be missing altogether: check the required e-mail by path.
        const userEmail = check(email({ required: true }), getPath(agent, 'user.email'));
        if (userEmail && !agent.user) ctx.addIssue({ code: 'custom', path: ['user', 'email'], message: userEmail });
        const car = agent.isAgentCar === true;
        if (!car && isEmpty(agent.role)) ctx.addIssue({ code: 'custom', path: ['role'], message: msg.required });
        if ((car || agent.role === 'AGENTE') && isEmpty(agent.codigoAduana)) {
          ctx.addIssue({ code: 'custom', path: ['codigoAduana'], message: msg.required });
        }
      }),
    );
};
