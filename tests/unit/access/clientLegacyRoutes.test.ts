import { describe, expect, it } from 'vitest';
import { legacyTarget } from '../../../src/custom/access/legacyRoutes';

describe('customer, client and shipper legacy paths (DECISIONS Q11)', () => {
  it('ADM-CUS-001 ADM-CUS-002 ADM-CUS-006 ADM-CUS-007: /customer, management, edit and new', () => {
    expect(legacyTarget('/administration/customer')).toBe('/customers');
    expect(legacyTarget('/administration/customer/management/76086428-5')).toBe('/customers/76086428-5/show');
    expect(legacyTarget('/administration/customer/edit/76086428-5')).toBe('/customers/76086428-5');
    expect(legacyTarget('/administration/customer/new')).toBe('/customers/create');
  });

  it('ADM-CLI-001 ADM-CLI-002 ADM-CLI-003 ADM-CLI-044: /client, management, edit, new and resendActivation', () => {
    expect(legacyTarget('/administration/client')).toBe('/clients');
    expect(legacyTarget('/administration/client/management/AR-30712345')).toBe('/clients/AR-30712345/show');
    expect(legacyTarget('/administration/client/edit/76086428-5')).toBe('/clients/76086428-5');
    expect(legacyTarget('/administration/client/new')).toBe('/clients/create');
    expect(legacyTarget('/administration/client/resendActivation/76086428-5')).toBe('/clients/76086428-5/show');
  });

  it('ADM-CLI-005 ADM-CLI-006 ADM-CLI-007 ADM-CLI-008: /shipperConsignee, management, edit and new', () => {
    expect(legacyTarget('/administration/shipperConsignee')).toBe('/shipperConsignees');
    expect(legacyTarget('/administration/shipperConsignee/management/76086428-5')).toBe(
      '/shipperConsignees/76086428-5/show',
    );
    expect(legacyTarget('/administration/shipperConsignee/edit/76086428-5')).toBe('/shipperConsignees/76086428-5');
    expect(legacyTarget('/administration/shipperConsignee/new')).toBe('/shipperConsignees/create');
  });
});
