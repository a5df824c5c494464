/** A booking's reefers and their temperature letters (/booking; D2 §2 Temperature letters, TMP-006…011; ruling P59): menu entry and screens, on the temperature letters' row. */
import { bookingLettersContract } from '../../domain/temperatureLetters/contract';
import { defineArea } from '../areas/types';

export const bookingLettersArea = defineArea({
  ...bookingLettersContract,
  label: 'Reefers por booking',
  menuGroup: 'operations',
  screens: () => import('./BookingLetterScreens'),
});
