/** The trucking pre-advice query (/trucking/preadvise; D2 §2 Trucking pre-advice, TPA-001, Q27): menu entry, permission row and screens. */
import { OWN_COMPANY_ROLES } from '../../domain/truckingRoles';
import { defineArea } from '../areas/types';

/** Q27: the trucking company, the storekeeper and its extraportuary functionary. */
const ROLES = OWN_COMPANY_ROLES;

export const truckingPreadviseArea = defineArea({
  path: 'trucking/preadvise',
  permission: 'truckingPreadvice',
  label: 'Consulta de preaviso',
  icon: 'trucking',
  menuGroup: 'operations',
  // TPA-001 the query; TPA-003 its gate pass.
  permissions: { truckingPreadvice: { menu: ROLES, list: ROLES, print: ROLES } },
  screens: () => import('./TruckingPreadviseScreens'),
});
