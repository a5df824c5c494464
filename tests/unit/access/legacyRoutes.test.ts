import { describe, expect, it } from 'vitest';
import { LEGACY_ROUTES, legacyTarget, matchLegacy } from '../../../src/custom/access/legacyRoutes';
import { legacyTargetIn } from '../../../src/custom/areas/legacyPaths';
import { areas } from '../../../src/custom/areas/registry';

describe('legacyTarget (DECISIONS Q11)', () => {
  it('ADM-SHELL-002: /administration goes to the landing page (/)', () => {
    expect(legacyTarget('/administration')).toBe('/');
    expect(legacyTarget('/administration/')).toBe('/');
  });

  it('ADM-AGA-001 ADM-AGA-003: agent paths map to the agents resource; management keeps ?tab, default truckings', () => {
    expect(legacyTarget('/administration/agent')).toBe('/agents');
    expect(legacyTarget('/administration/agent/management/76086428-5')).toBe('/agents/76086428-5/show?tab=truckings');
    expect(legacyTarget('/administration/agent/management/76086428-5', '?tab=functionaries')).toBe(
      '/agents/76086428-5/show?tab=functionaries',
    );
    expect(legacyTarget('/administration/agent/management/76086428-5', 'tab=details&x=1')).toBe(
      '/agents/76086428-5/show?tab=details',
    );
    expect(legacyTarget('/administration/agent/edit/76086428-5')).toBe('/agents/76086428-5');
    expect(legacyTarget('/administration/agent/new')).toBe('/agents/create');
    expect(legacyTarget('/administration/resendActivation/76086428-5')).toBe('/agents/76086428-5/show');
  });

  it('ADM-STK-002 ADM-STK-003 ADM-STK-005 ADM-STK-006 ADM-STK-014: the storekeeper legacy paths (list, management, new, edit, resend activation) map to the storekeepers resource', () => {
    expect(legacyTarget('/administration/storekeeper')).toBe('/storekeepers');
    expect(legacyTarget('/administration/storekeeper/management/96543210-1')).toBe('/storekeepers/96543210-1/show');
    expect(legacyTarget('/administration/storekeeper/edit/96543210-1')).toBe('/storekeepers/96543210-1');
    expect(legacyTarget('/administration/storekeeper/new')).toBe('/storekeepers/create');
    expect(legacyTarget('/administration/storekeeper/resendActivation/96543210-1')).toBe(
      '/storekeepers/96543210-1/show',
    );
  });

  it('the line-operator legacy list, record and edit paths map to lineOperators', () => {
    expect(legacyTarget('/administration/lineOperator')).toBe('/lineOperators');
    expect(legacyTarget('/administration/lineOperator/', '?q=x')).toBe('/lineOperators');
    expect(legacyTarget('/administration/management/MSC')).toBe('/lineOperators/MSC/show');
    // A RUT there is a trucking company's (its management has a tab segment; without it, the drivers).
    expect(legacyTarget('/administration/management/76886412-8')).toBe(
      '/truckingCompanies/76886412-8/show?tab=drivers',
    );
    expect(legacyTarget('/administration/edit/HLC')).toBe('/lineOperators/HLC');
  });

  it("ADM-LOP-008: a line operator's resend-activation path opens its record (no user to activate); an agent's RUT, the agent's", () => {
    expect(legacyTarget('/administration/resendActivation/MSC')).toBe('/lineOperators/MSC/show');
    expect(legacyTarget('/administration/resendActivation/76086428-5')).toBe('/agents/76086428-5/show');
  });

  it('ACC-026: a path without a row gives null (the caller sends it to the landing page)', () => {
    expect(legacyTarget('/administration/pantallaInexistente')).toBeNull();
    expect(legacyTarget('/administration/agent/management')).toBeNull();
    expect(legacyTarget('/administration/agent/management/1/extra')).toBeNull();
    expect(legacyTarget('/agents')).toBeNull();
  });

  it('ADM-AGA-003: ids are decoded from the legacy path and encoded again in the new one', () => {
    expect(legacyTarget('/administration/agent/management/A%20B')).toBe('/agents/A%20B/show?tab=truckings');
    expect(legacyTarget('/administration/agent/edit/%E0%A4%A')).toBeNull();
  });

  it("DECISIONS Q11: every pattern of the table and of the areas' manifests is reachable and builds an in-app path", () => {
    const tables = [LEGACY_ROUTES, ...areas.map((a) => a.legacyRoutes ?? [])];
    for (const table of tables) {
      for (const [pattern] of table) {
        const sample = pattern.replace(/:[^/]+/g, 'X1');
        expect(matchLegacy(pattern, sample)).not.toBeNull();
        expect(legacyTargetIn(table, sample)).toMatch(/^\/(?!\/)/);
      }
    }
    expect(tables.flat().length).toBeGreaterThan(LEGACY_ROUTES.length);
  });
});
