/** Every declared resource, in menu order. Adding a resource = its definition + one line here. */
import { agents } from './agents';
import { deposits } from './deposits';
import { functionaries } from './functionaries';
import { shippingAgents } from './shippingAgents';
import { lineOperators } from './lineOperators';
import { storekeepers } from './storekeepers';
import { truckingCompanies } from './truckings';
import { drivers } from './drivers';
import { trucks } from './trucks';
import { users } from './users';
import { clients } from './clients';
import { giros } from './clients/giros';
import { customers } from './customers';
import { shipperConsignees } from './shipperConsignees';
import { registerDefinitions } from './framework/definitionCatalog';
import type { ResourceDefinition } from './framework/types';

export const definitions: readonly ResourceDefinition[] = registerDefinitions([
  agents,
  storekeepers,
  deposits,
  shippingAgents,
  functionaries,
  lineOperators,
  truckingCompanies,
  drivers,
  trucks,
  users,
  clients,
  shipperConsignees,
  customers,
  giros,
]);

export { definitionOf } from './framework/definitionCatalog';
