/** Punctuality (/punctuality; issue 31 §3, beyond-spec): a trucking company's own figures, customer service any company's. */
import { punctualityContract } from '../../domain/appointmentFigures/contract';
import { punctualityMessages } from '../../i18n/punctualityMessages';
import { defineArea } from '../areas/types';

export const punctualityArea = defineArea({
  ...punctualityContract,
  label: punctualityMessages.menu,
  icon: 'trucking',
  menuGroup: 'operations',
  screens: () => import('./PunctualityPage'),
});
