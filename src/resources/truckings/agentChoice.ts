/**
 * The trucking screen's agent (D1 §6 Trucking, ADM-TRK-003): customer service, the supervisor
 * and documentary choose any agent and manage its truckings; an AGA manages its own agent's;
 * other readers only read the companies. Agents are suggested as trucking companies are: by
 * name or RUT, from 3 characters, at most 10 (D1 §2 Screen behaviour).
 */
import { typeaheadSuggestions } from '../../providers/listQuery';
import { can } from '../../domain/permissions';

export interface AgentOption {
  id: string;
  name: string;
}

export type TruckingScreenMode = 'choose' | 'own' | 'read';

/** `agentId`: the signed-in user's own agent (an AGA's identity), if any. */
export function truckingScreenMode(roles: readonly string[], agentId: string | null | undefined): TruckingScreenMode {
  if (can(roles, 'agents', 'addTrucking') && can(roles, 'agentLookup', 'list')) return 'choose';
  if (agentId && can(roles, 'agents', 'addTrucking')) return 'own';
  return 'read';
}

export const suggestAgents = (agents: readonly AgentOption[], text: string): AgentOption[] =>
  typeaheadSuggestions(agents, text);

/** Every agent's id and name (P45: a chooser without the agent screens gets no more). */
export const agentOptions = (rows: readonly Record<string, unknown>[]): AgentOption[] =>
  rows.map((a) => ({ id: String(a.id), name: String(a.name ?? '') }));
