/** Vessel visits (D2 §2 Vessel visits; VV-001/002: the vesselVisits row of the permissions table). */
import { visitScreensMessages } from '../../i18n/visitScreensMessages';
import { defineArea } from '../areas/types';

export const vesselVisitsArea = defineArea({
  path: 'vesselVisits',
  permission: 'vesselVisits',
  label: visitScreensMessages.areas.vesselVisits,
  icon: 'lineOperator',
  menuGroup: 'operations',
  screens: () => import('./VesselVisitScreens'),
});
