/** Vessel visits (D2 §2 Vessel visits; VV-001/002: the vesselVisits row of the permissions table). */
import { areaLabels } from '../../i18n/areaLabels';
import { defineArea } from '../areas/types';

export const vesselVisitsArea = defineArea({
  path: 'vesselVisits',
  permission: 'vesselVisits',
  label: areaLabels.vesselVisits,
  icon: 'lineOperator',
  menuGroup: 'operations',
  messages: () => import('../../i18n/terminalAreaMessages').then((m) => m.terminalAreaMessages),
  screens: () => import('./VesselVisitScreens'),
});
