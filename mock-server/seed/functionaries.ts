/** Functionaries (staff users) of agents, storekeepers, shipping agencies and deposits. */
import type { Agent, Deposit, Functionary, ShippingAgent, Storekeeper } from '../types';
import { emailFor, mobileDigits } from './codes';
import type { SeedContext } from './context';
import { personName } from './naming';
import { demoEntity } from './demoUsers';
import { Random } from './random';

interface Owners {
  agents: readonly Agent[];
  storekeepers: readonly Storekeeper[];
  shippingAgents: readonly ShippingAgent[];
  deposits: readonly Deposit[];
}

type Link = Pick<
  Functionary,
  | 'agent_id'
  | 'storekeeper'
  | 'agn'
  | 'deposito'
  | 'agentRut'
  | 'agentName'
  | 'storekpRut'
  | 'storekpName'
  | 'agnRut'
  | 'agnName'
>;

const NO_OWNER: Link = {
  agent_id: null,
  storekeeper: null,
  agn: null,
  deposito: null,
  agentRut: null,
  agentName: null,
  storekpRut: null,
  storekpName: null,
  agnRut: null,
  agnName: null,
};

/** The first agent's first functionaries are the demo 'funcionario' and 'vencido' accounts'. */
export function seedFunctionaries({ ruts }: SeedContext, owners: Owners): Functionary[] {
  const rng = new Random('functionaries');
  const out: Functionary[] = [];
  const add = (link: Link, ownerName: string, count: number, carnet: boolean) => {
    for (let k = 0; k < count; k++) {
      const person = personName(rng);
      const rut = ruts.person('functionaries');
      // The first agent's functionaries come first, so their index is the record's.
      const demo =
        link.agent_id !== null && link.agent_id === owners.agents[0]?.id
          ? demoEntity('agentFunctionary', out.length)
          : undefined;
      out.push({
        id: out.length + 1,
        rut,
        ...link,
        user: {
          login: demo?.login ?? rut,
          name: person.full,
          email: emailFor(`${person.first}.${person.last}`, ownerName),
          activated: out.length === 0 || rng.chance(0.9) || demo !== undefined,
          notifications: rng.chance(0.5),
        },
        cellNumber: mobileDigits(rng),
        carnetNumber: carnet ? rng.digits(9) : null,
      });
    }
  };
  owners.agents.forEach((a, i) => {
    add({ ...NO_OWNER, agent_id: a.id, agentRut: a.id, agentName: a.name }, a.name, i === 0 ? 3 : rng.int(0, 3), true);
  });
  for (const s of owners.storekeepers) {
    add(
      { ...NO_OWNER, storekeeper: s.id, storekpRut: s.id, storekpName: s.user.name ?? '' },
      s.user.name ?? '',
      rng.int(1, 3),
      false,
    );
  }
  for (const s of owners.shippingAgents) {
    add({ ...NO_OWNER, agn: s.id, agnRut: s.id, agnName: s.user.name ?? '' }, s.user.name ?? '', rng.int(0, 2), false);
  }
  for (const d of owners.deposits) add({ ...NO_OWNER, deposito: d.id }, d.user.name ?? '', rng.int(1, 2), false);
  return out;
}
