/** Legacy administration paths of agencies, deposits and functionaries (DECISIONS Q11). */
import { describe, expect, it } from 'vitest';
import { legacyTarget } from '../../../src/custom/access/legacyRoutes';

describe('legacyTarget for agencies, deposits and functionaries', () => {
  it.each([
    ['ADM-AGN-002', '/administration/shippingAgent', '/shippingAgents'],
    ['ADM-AGN-003', '/administration/shippingAgent/management/agn', '/shippingAgents/agn/show'],
    ['ADM-AGN-009', '/administration/shippingAgent/edit/76123456-0', '/shippingAgents/76123456-0'],
    ['ADM-AGN-008', '/administration/shippingAgent/new', '/shippingAgents/create'],
    ['ADM-AGN-017', '/administration/shippingAgent/resendActivation/76123456-0', '/shippingAgents/76123456-0/show'],
    ['ADM-LOP-004', '/administration/add/agn', '/shippingAgents/agn/show?tab=lines'],
    ['ADM-LOP-003', '/administration/agent/agn/lineOperator', '/shippingAgents/agn/show?tab=lines'],
    ['ADM-DEP-001', '/administration/deposit', '/deposits'],
    ['ADM-FUN-001', '/administration/functionary', '/functionaries'],
    ['ADM-FUN-003', '/administration/functionaries/aga', '/functionaries'],
    ['ADM-FUN-006', '/administration/new/aga', '/functionaries/create'],
    ['ADM-AGA-046', '/administration/agentFunctionaryNew', '/functionaries/create'],
    ['ADM-FUN-020', '/administration/agentTruckingNew', '/functionaries'],
    ['ADM-AGA-047', '/administration/agentFunctionaryEdit/12', '/functionaries/12'],
    ['ADM-AGN-019', '/administration/agnFunctionaryEdit/12', '/functionaries/12'],
    ['ADM-STK-017', '/administration/storekeeperFunctionaryEdit/12', '/functionaries/12'],
    ['ADM-DEP-018', '/administration/depositoFunctionaryEdit/12', '/functionaries/12'],
  ])('%s: %s → %s', (_id, legacy, target) => {
    expect(legacyTarget(legacy)).toBe(target);
  });

  it('ADM-AGA-008: the agent edit path still wins over an agent’s line path', () => {
    expect(legacyTarget('/administration/agent/edit/lineOperator')).toBe('/agents/lineOperator');
  });
});
