/** The trucking screen's agent (ADM-TRK-003): who chooses one, who manages its own, and the agent typeahead. */
import { describe, expect, it } from 'vitest';
import {
  suggestAgents,
  truckingScreenMode,
  type TruckingScreenMode,
} from '../../../src/resources/truckings/agentChoice';

describe('trucking screen agent', () => {
  it.each<[string[], string | null, TruckingScreenMode]>([
    [['ROLE_CUSTOMER_SERVICE'], null, 'choose'],
    [['ROLE_SUPERVISOR_CUSTOMER_SERVICE'], null, 'choose'],
    [['ROLE_DOCUMENTARY'], null, 'choose'],
    [['ROLE_AGA', 'ROLE_AGA_AGA'], '76086428-5', 'own'],
    [['ROLE_AGA', 'ROLE_AGA_AGA'], null, 'read'],
    [['ROLE_FINANCIAL'], null, 'read'],
    [['ROLE_AGENT'], null, 'read'],
    [['ROLE_ADMIN'], null, 'read'],
  ])('ADM-TRK-003: %j (own agent %s) → %s', (roles, agentId, mode) => {
    expect(truckingScreenMode(roles, agentId)).toBe(mode);
  });

  const agents = Array.from({ length: 15 }, (_, i) => ({
    id: `7${String(i).padStart(7, '0')}-${i % 10}`,
    name: `Agencia de Aduanas Pérez ${String(i).padStart(2, '0')}`,
  })).concat([{ id: '76086428-5', name: 'Agencia Soto y Cía.' }]);

  it('ADM-TRK-003: agents are suggested by name or RUT from 3 characters, at most 10, sorted by name', () => {
    expect(suggestAgents(agents, 'pé')).toEqual([]);
    const found = suggestAgents(agents, 'pér');
    expect(found).toHaveLength(10);
    expect(found[0]!.name).toBe('Agencia de Aduanas Pérez 00');
    expect(suggestAgents(agents, 'soto')).toEqual([{ id: '76086428-5', name: 'Agencia Soto y Cía.' }]);
    expect(suggestAgents(agents, '76086')).toEqual([{ id: '76086428-5', name: 'Agencia Soto y Cía.' }]);
  });
});
