/** Edges of a booking's places (bookingCapacity.ts) and of the detail's actions (detailActions.ts). */
import { describe, expect, it } from 'vitest';
import { bookingCapacity, freePlaces, itemForUnit } from '../../../../src/domain/exportPreadvice/bookingCapacity';
import { exportWhyNot, type ExportFacts } from '../../../../src/domain/exportPreadvice/detailActions';

describe("a booking's places", () => {
  it("an item's free places: quantity less used, never below zero", () => {
    expect(freePlaces({ quantity: 5, used: 2 })).toBe(3);
    expect(freePlaces({ quantity: 2, used: 5 })).toBe(0);
  });

  it("the booking's capacity over its items (an item's used places count up to its quantity)", () => {
    expect(
      bookingCapacity([
        { quantity: 5, used: 2 },
        { quantity: 3, used: 4 },
      ]),
    ).toEqual({ maximum: 8, used: 5, free: 3 });
    expect(bookingCapacity([])).toEqual({ maximum: 0, used: 0, free: 0 });
  });

  it("a unit takes the item of its ISO type, else of its type's description", () => {
    const items = [
      { equipmentType: '22G1', equipmentDesc: '20DV' },
      { equipmentType: '45R1', equipmentDesc: '40RH' },
    ];
    expect(itemForUnit(items, { isoType: '45R1', typeLength: '' })).toBe(items[1]);
    expect(itemForUnit(items, { isoType: '4510', typeLength: '40RH' })).toBe(items[1]);
    expect(itemForUnit(items, { isoType: '4510', typeLength: '40DV' })).toBeUndefined();
  });
});

describe("the detail's actions", () => {
  it('editing does not ask for the valid-reassign flag', () => {
    const f: ExportFacts = {
      transitState: 'INBOUND',
      reefer: false,
      invoiceFinalized: false,
      validReassign: false,
      coordination: true,
      stackingEnd: null,
    };
    expect(exportWhyNot('editPreadvice', f, new Date('2026-11-25T15:00:00Z'))).toBeUndefined();
  });
});
