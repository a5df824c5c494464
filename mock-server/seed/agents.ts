/** Customs agents (AGA): AGENTE, FORWARDER, DEPOSITO, EMBARCADOR and vehicle agents. */
import type { Agent } from '../types';
import { companyContact, core, personName, suffix, surname, UniqueNames } from './naming';
import { emailFor, slug } from './codes';
import type { SeedContext } from './context';
import { demoEntity } from './demoUsers';
import { Random } from './random';

const NOTES = [
  'Opera principalmente importaciones',
  'Atiende carga refrigerada',
  'Cliente preferente',
  'Retiros nocturnos autorizados',
  'Solicita guía de despacho electrónica',
  'Contactar por correo antes de las 12:00',
  'Carga IMO ocasional',
] as const;

type Kind = 'AGENTE' | 'FORWARDER' | 'DEPOSITO' | 'EMBARCADOR' | 'CAR';

function kindOf(rng: Random, index: number): Kind {
  if (index === 0) return 'AGENTE';
  const r = rng.next();
  if (r < 0.5) return 'AGENTE';
  if (r < 0.68) return 'FORWARDER';
  if (r < 0.78) return 'DEPOSITO';
  if (r < 0.88) return 'EMBARCADOR';
  return 'CAR';
}

function nameOf(rng: Random, kind: Kind): string {
  switch (kind) {
    case 'AGENTE':
      return rng.chance(0.6)
        ? `Agencia de Aduanas ${surname(rng)} y Cía. Ltda.`
        : `Agencia de Aduanas ${surname(rng)} ${suffix(rng)}`;
    case 'FORWARDER':
      return rng.chance(0.5) ? `${core(rng)} Logistics SpA` : `Transitarios ${core(rng)} ${suffix(rng)}`;
    case 'DEPOSITO':
      return `Depósito Aduanero ${core(rng)} ${suffix(rng)}`;
    case 'EMBARCADOR':
      return `Exportadora ${core(rng)} ${suffix(rng)}`;
    case 'CAR':
      return `Agencia de Aduanas Automotriz ${surname(rng)} ${suffix(rng)}`;
  }
}

/**
 * The first agent is the demo 'aga' account's: an active AGENTE with gate pass and overdue invoices;
 * the second (an AGENTE too) is 'aga2''s, active and without overdue invoices. Random draws are
 * made as before for every record, so the demo bindings change no other record.
 */
export function seedAgents({ ruts, sizes }: SeedContext): Agent[] {
  const rng = new Random('agents');
  const names = new UniqueNames();
  const agents: Agent[] = [];
  for (let i = 0; i < sizes.agents; i++) {
    const kind = kindOf(rng, i);
    const name = names.take(nameOf(rng, kind));
    const contact = personName(rng);
    const car = kind === 'CAR';
    const id = ruts.company('agents');
    const demo = demoEntity('agent', i);
    agents.push({
      id,
      name,
      user: {
        login: demo?.login ?? id,
        email: emailFor('contacto', name),
        activated: i === 0 || rng.chance(0.9) || demo !== undefined,
      },
      contactInfo: companyContact(rng, contact, (local) => emailFor(local, name)),
      codigoAduana: car || kind === 'AGENTE' ? `A${rng.int(10, 999)}` : null,
      // A demo vehicle agent has its dispatch-guide configuration (the guide e-mail).
      emailGuiaDespacho: rng.chance(0.7) || (car && demo !== undefined) ? emailFor('guias', name) : null,
      emailPersonal: rng.chance(0.5) ? `${slug(contact.first, 12)}.${slug(contact.last, 12)}@gmail.com` : null,
      notes: rng.chance(0.4) ? rng.pick(NOTES) : null,
      automaticGuide: rng.chance(0.3),
      diasDeCredito: rng.pick([0, 0, 15, 30, 30, 45, 60]),
      role: car ? (rng.chance(0.3) ? 'AGENTE' : null) : kind,
      isAgentCar: car,
      activatedGate: i === 0 || rng.chance(0.85),
      invoiceOverdue: i === 0 || (rng.chance(0.1) && demo === undefined),
    });
  }
  return agents;
}
