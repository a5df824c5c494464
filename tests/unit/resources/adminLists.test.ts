/**
 * D1 §2 Screen behaviour for every administration list, not only the agents' one the browser flow
 * visits: each declares what its search box searches and none pages more than 10 rows (the list
 * framework's default; a definition may only ask for fewer).
 */
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../src/resources/registry';

const adminLists = definitions.filter((d) => d.menuGroup === 'administration');

describe('administration lists', () => {
  it('ADM-SHELL-008: every administration list declares the fields its search box searches, each one a field of its records', () => {
    expect(adminLists.map((d) => d.name)).toEqual([
      'agents',
      'storekeepers',
      'deposits',
      'shippingAgents',
      'functionaries',
      'lineOperators',
      'truckingCompanies',
      'drivers',
      'trucks',
      'users',
      'clients',
      'shipperConsignees',
      'customers',
    ]);
    for (const d of adminLists) {
      expect(d.search.length, d.name).toBeGreaterThan(0);
      for (const field of d.search) expect(field, `${d.name}.${field}`).toMatch(/^[A-Za-z]+(\.[A-Za-z]+)*$/);
    }
  });

  it('ADM-SHELL-010: no administration list shows more than 10 matches a page', () => {
    for (const d of adminLists) expect(d.list?.perPage ?? 10, d.name).toBeLessThanOrEqual(10);
  });
});
