/** Temperature letters by visit (/cartas; D2 §2 Temperature letters, TMP-001…005, TMP-010; ruling P59): menu entry, permission row and screens. */
import { TEMPERATURE_LETTER_ROLES as ROLES } from '../../domain/roles';
import { defineArea } from '../areas/types';

export const temperatureLettersArea = defineArea({
  path: 'cartas',
  permission: 'temperatureLetters',
  label: 'Cartas de temperatura',
  menuGroup: 'operations',
  // TMP-001 the search; TMP-004/005/007/008 the letters (also /booking's, whose manifest reads this row).
  permissions: { temperatureLetters: { menu: ROLES, list: ROLES, print: ROLES } },
  screens: () => import('./TemperatureLetterScreens'),
});
