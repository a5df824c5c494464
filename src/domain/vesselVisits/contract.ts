/** The vessel visits area's contract (D2 §2 Vessel visits; VV-001/002): its permission rows, read by the console and the mock. */
import { defineAreaContract } from '../areaContract';
import { EXTRAPORTUARY_ROLES as EXTRA, type Role } from '../roles';

const VISIT_LIST: readonly Role[] = [...EXTRA, 'ROLE_AGA_AGA', 'ROLE_AGA_AUTOS', 'ROLE_FUNCTIONARY', 'ROLE_SHIPPINGCO'];

export const vesselVisitsContract = defineAreaContract({
  path: 'vesselVisits',
  permission: 'vesselVisits',
  permissions: {
    // VV-001/002 list; VV-014 management (extraportuarios, SHIPPINGCO); VV-022 reassign and appointment; VV-033 condition change; VV-038 pickup request.
    vesselVisits: {
      menu: VISIT_LIST,
      list: VISIT_LIST,
      show: VISIT_LIST,
      appointment: EXTRA,
      reassignTrucking: EXTRA,
      changeCondition: EXTRA,
      print: VISIT_LIST,
      // VV-038: a unit's pickup request from the list (the import area's form, saveRetiro).
      pickup: EXTRA,
    },
    'vesselVisits.management': { show: [...EXTRA, 'ROLE_SHIPPINGCO'] },
  },
});
