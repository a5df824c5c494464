/** A booking's reefers and their temperature letters (/booking; D2 §2 Temperature letters, TMP-006…011; ruling P59): menu entry and screens, on the temperature letters' row. */
import { defineArea } from '../areas/types';

export const bookingLettersArea = defineArea({
  path: 'booking',
  // The row is the temperature letters' (src/custom/temperatureLetters/area.ts): one table for both screens.
  permission: 'temperatureLetters',
  label: 'Reefers por booking',
  menuGroup: 'operations',
  permissions: {},
  screens: () => import('./BookingLetterScreens'),
});
