/**
 * The temperature letters' contracts (D2 §2 Temperature letters; ruling P59): by visit (/cartas,
 * TMP-001…005, TMP-010) and by booking (/booking, TMP-006…011), on one row read by the console and the mock.
 */
import { defineAreaContract } from '../areaContract';
import { TEMPERATURE_LETTER_ROLES as ROLES } from '../roles';

export const temperatureLettersContract = defineAreaContract({
  path: 'cartas',
  permission: 'temperatureLetters',
  // TMP-001 the search; TMP-004/005/007/008 the letters (also /booking's, which reads this row).
  permissions: { temperatureLetters: { menu: ROLES, list: ROLES, print: ROLES } },
});

/** A booking's reefers and their letters: the same row (one table for both screens), no rows of its own. */
export const bookingLettersContract = defineAreaContract({
  path: 'booking',
  permission: 'temperatureLetters',
  permissions: {},
});
