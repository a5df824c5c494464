/**
 * The console's data provider: the definitions-driven one (src/providers/dataProvider.ts) and the
 * calls that belong to one resource, each from where that resource lives (the agents' truckings,
 * an owner's functionaries). src/boot/consoleDataProvider.ts builds the one instance.
 */
import { createDataProvider, type DataProviderDeps, type PortalDataProvider } from '../providers/dataProvider';
import { apiFetch } from '../providers/httpClient';
import type { ResourceApi } from '../providers/resourceApi';
import { agentTruckingCalls, type AgentTruckingCalls } from './agents/agentTruckingCalls';
import { functionaryCalls, type FunctionaryCalls } from './functionaries/functionaryCalls';

export type ConsoleDataProvider = PortalDataProvider & AgentTruckingCalls & FunctionaryCalls;

export function createConsoleDataProvider(
  definitions: readonly ResourceApi[],
  deps: DataProviderDeps = {},
): ConsoleDataProvider {
  const base = createDataProvider(definitions, deps);
  const fetchFn = deps.fetch ?? apiFetch;
  return Object.assign(base, agentTruckingCalls(fetchFn, base), functionaryCalls(fetchFn));
}
