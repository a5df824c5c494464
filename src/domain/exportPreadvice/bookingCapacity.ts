/**
 * A booking's places (D2 §3 Booking: capacity maximum, free and used; items with quantity and
 * availableQuantity). Integers only; an item's free places never go below zero. The mock counts
 * pre-advices against them in one synchronous step (mock-server/modules/bookings/capacity.ts), so
 * concurrent pre-advices of the last places succeed exactly as many times as there are places.
 */

export interface ItemPlaces {
  /** Containers of this equipment type the booking takes. */
  quantity: number;
  /** Containers already pre-advised against it. */
  used: number;
}

/** availableQuantity of an item. */
export const freePlaces = (item: ItemPlaces): number => Math.max(0, item.quantity - item.used);

/** The booking's capacity: maximum, used and free over its items. */
export function bookingCapacity(items: readonly ItemPlaces[]): { maximum: number; used: number; free: number } {
  const maximum = items.reduce((n, i) => n + i.quantity, 0);
  const used = items.reduce((n, i) => n + Math.min(i.used, i.quantity), 0);
  return { maximum, used, free: maximum - used };
}

/** What names an item's equipment: its ISO type (45G1) and its description (40HC). */
export interface ItemEquipment {
  equipmentType: string;
  equipmentDesc: string;
}

/**
 * The booking item a unit takes a place of: the item of its own ISO type, else of its type's
 * description (D2 §3 Booking items). The form shows it and the terminal takes its place; a type sent
 * in the payload never chooses it (a dry box cannot take a reefer's place).
 */
export const itemForUnit = <I extends ItemEquipment>(
  items: readonly I[],
  unit: { isoType: string; typeLength: string },
): I | undefined => items.find((i) => i.equipmentType === unit.isoType || i.equipmentDesc === unit.typeLength);
