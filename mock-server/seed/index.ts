/** The whole seed: deterministic for a given SEED_SCALE, every RUT valid and canonical. */
import { CORE_COLLECTIONS, type Db } from '../types';
import { seedAgents } from './agents';
import { seedClients, seedGiros } from './clients';
import { RutPool } from './codes';
import { sizesFor, type SeedContext } from './context';
import { seedDefinitionCollections } from './definitionSeeds';
import { DEMO_USERS, NOTIFIED_DEMO_LOGINS } from './demoUsers';
import { seedFunctionaries } from './functionaries';
import { seedNotifications } from './notifications';
import { seedDeposits, seedLineOperators, seedShippingAgents, seedStorekeepers } from './organizations';
import { seedAgentTruckings, seedTruckings } from './truckings';
import { seedUsers } from './users';
import { seedTerminal } from '../kinds/registry';

export async function buildSeed(scale = 1): Promise<Db> {
  const ctx: SeedContext = { ruts: new RutPool(), sizes: sizesFor(scale) };
  for (const demo of DEMO_USERS) if (demo.rut) ctx.ruts.reserve(demo.rut);
  const lineOperator = seedLineOperators();
  const agent = seedAgents(ctx);
  const storekeeper = seedStorekeepers(ctx);
  const deposito = seedDeposits(ctx);
  const shippingAgent = seedShippingAgents(ctx, lineOperator);
  const truckingcompany = seedTruckings(ctx);
  const agentTrucking = seedAgentTruckings(agent, truckingcompany);
  const functionary = seedFunctionaries(ctx, {
    agents: agent,
    storekeepers: storekeeper,
    shippingAgents: shippingAgent,
    deposits: deposito,
  });
  const { customers: customer, clients: client } = seedClients(ctx);
  // The terminal's import consignees are Chilean companies (the foreign clients ship to them).
  const terminal = seedTerminal(
    {
      agent,
      storekeeper,
      client: client.filter((c) => c.clientChile !== false),
      truckingcompany,
      agentTrucking,
      customer,
    },
    scale,
  );
  const user = await seedUsers(ctx, {
    agent,
    storekeeper,
    deposito,
    shippingAgent,
    truckingcompany,
    functionary,
    client,
  });
  const agentLogins = agent
    .filter((a) => a.user.activated && !NOTIFIED_DEMO_LOGINS.includes(a.user.login))
    .map((a) => a.user.login);
  const notification = seedNotifications(NOTIFIED_DEMO_LOGINS, agentLogins);
  const ownSeeds = await seedDefinitionCollections(ctx, scale, CORE_COLLECTIONS);
  return {
    agent,
    storekeeper,
    deposito,
    lineOperator,
    shippingAgent,
    functionary,
    truckingcompany,
    agentTrucking,
    customer,
    client,
    giro: seedGiros(),
    notification,
    user,
    ...terminal,
    ...ownSeeds,
  };
}
