import { describe, expect, it } from 'vitest';
import { legacyTarget } from '../../../src/custom/access/legacyRoutes';

describe('trucking legacy paths (DECISIONS Q11)', () => {
  it('ADM-TRK-001 ADM-TRK-005: the trucking list and /management/{truckingId}/tab/{tab} open the company on that tab', () => {
    expect(legacyTarget('/administration/trucking')).toBe('/truckingCompanies');
    expect(legacyTarget('/administration/management/76086428-5/tab/Conductores')).toBe(
      '/truckingCompanies/76086428-5/show?tab=drivers',
    );
    expect(legacyTarget('/administration/management/76086428-5/tab/Patentes')).toBe(
      '/truckingCompanies/76086428-5/show?tab=trucks',
    );
    expect(legacyTarget('/administration/management/AR%2030712345/tab/otra')).toBe(
      '/truckingCompanies/AR%2030712345/show?tab=drivers',
    );
  });

  it('ADM-TRK-024 ADM-TRK-025 ADM-TRK-040 ADM-TRK-041: driver and truck forms of the trucking screens', () => {
    expect(legacyTarget('/administration/driverNew')).toBe('/drivers/create');
    expect(legacyTarget('/administration/driverEdit/12345678-5')).toBe('/drivers/12345678-5');
    expect(legacyTarget('/administration/truckNew')).toBe('/trucks/create');
    expect(legacyTarget('/administration/truckEdit/GHTR21')).toBe('/trucks/GHTR21');
  });

  it('ADM-DRV-001 ADM-DRV-002 ADM-DRV-003 ADM-DRV-004 ADM-TRU-001 ADM-TRU-002 ADM-TRU-003 ADM-TRU-004: standalone driver and truck screens', () => {
    expect(legacyTarget('/administration/driver')).toBe('/drivers');
    expect(legacyTarget('/administration/driver/management/12345678-5')).toBe('/drivers/12345678-5/show');
    expect(legacyTarget('/administration/driver/edit/12345678-5')).toBe('/drivers/12345678-5');
    expect(legacyTarget('/administration/driver/new')).toBe('/drivers/create');
    expect(legacyTarget('/administration/truck')).toBe('/trucks');
    expect(legacyTarget('/administration/truck/management/GHTR21')).toBe('/trucks/GHTR21/show');
    expect(legacyTarget('/administration/truck/edit/GHTR21')).toBe('/trucks/GHTR21');
    expect(legacyTarget('/administration/truck/new')).toBe('/trucks/create');
  });
});
