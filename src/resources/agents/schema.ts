/** Agent (AGA) form rules, D1 §5 Per form (Agent) with the role rules of D1 §6. */
import { z } from 'zod';
import { can } from '../../providers/permissions';
import { check, digits, email, getPath, isEmpty, msg, oneOf, rut, text } from '../../domain/validators';
import type { SchemaContext } from '../framework/types';

export const AGENT_ROLES = ['AGENTE', 'FORWARDER', 'DEPOSITO', 'EMBARCADOR'] as const;

export const agentSchema = ({ roles }: SchemaContext) => {
  const financial = can(roles, 'agents.diasDeCredito', 'edit');
  const personal = can(roles, 'agents.emailPersonal', 'edit');
  return z
    .object({
      id: rut(),
      name: text({ required: true, max: 80 }),
      user: z.object({ email: email({ required: true, max: 60 }) }).passthrough().optional(),
      contactInfo: z
        .object({
          contactName: text({ max: 35 }),
          contactEmail: email({ max: 60 }),
          contactAddress: text({ max: 60 }),
          contactCity: text({ max: 30 }),
          contactPhone: digits({ max: 30 }),
        })
        .passthrough()
        .optional(),
      emailGuiaDespacho: email({ max: 60 }),
      emailPersonal: personal ? email({ max: 60 }) : z.unknown().optional(),
      notes: text({ max: 60 }),
      role: oneOf(AGENT_ROLES),
      codigoAduana: text({ max: 5 }),
      diasDeCredito: financial ? digits({ required: true, max: 10 }) : z.unknown().optional(),
    })
    .passthrough()
    .superRefine((agent, ctx) => {
      // Nested objects may be missing altogether: check the required e-mail by path.
      const userEmail = check(email({ required: true, max: 60 }), getPath(agent, 'user.email'));
      if (userEmail && !agent.user) ctx.addIssue({ code: 'custom', path: ['user', 'email'], message: userEmail });
      const car = agent.isAgentCar === true;
      if (!car && isEmpty(agent.role)) ctx.addIssue({ code: 'custom', path: ['role'], message: msg.required });
      if ((car || agent.role === 'AGENTE') && isEmpty(agent.codigoAduana)) {
        ctx.addIssue({ code: 'custom', path: ['codigoAduana'], message: msg.required });
      }
    });
};
