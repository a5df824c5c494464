/** Temperature letters by visit (/cartas; D2 §2 Temperature letters, TMP-001…005, TMP-010; ruling P59): menu entry, its contract (row) and screens. */
import { defineArea } from '../areas/types';
import { temperatureLettersContract } from '../../domain/temperatureLetters/contract';

export const temperatureLettersArea = defineArea({
  ...temperatureLettersContract,
  label: 'Cartas de temperatura',
  menuGroup: 'operations',
  screens: () => import('./TemperatureLetterScreens'),
});
