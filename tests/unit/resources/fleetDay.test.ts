/** A fleet tab's date column (licence expiry, technical inspection): the day as ISO text, so the list sorts it by the calendar. */
import { describe, expect, it } from 'vitest';
import { fleetDay } from '../../../src/resources/truckings/FleetTab';

describe('fleet date columns', () => {
  it('hold DD/MM/YYYY days as YYYY-MM-DD, which sort as the calendar does, and keep any other text', () => {
    const days = ['01/02/2028', '19/12/2027', '05/01/2028'].map(fleetDay);
    expect(days).toEqual(['2028-02-01', '2027-12-19', '2028-01-05']);
    expect([...days].sort()).toEqual(['2027-12-19', '2028-01-05', '2028-02-01']);
    expect(fleetDay('31/02/2028')).toBe('31/02/2028');
    expect(fleetDay(undefined)).toBe('');
  });
});
