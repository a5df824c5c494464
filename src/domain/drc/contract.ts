/**
 * The DRC's contract (D2 §2 DRC, §6; DRC-001…008, ROLE-015): its console path and its one
 * permission row, read by the console (menu, screens) and the mock (route guards).
 */
import { defineAreaContract } from '../areaContract';
import { EXTRAPORTUARY_ROLES, IMPORT_MENU_ROLES, type Role } from '../roles';

/** D2 §6 Mass DRC (DRC-001, ROLE-015): the shipping company — the visit chooser, its containers and the mass PDF. */
export const MASS_DRC_ROLES: readonly Role[] = ['ROLE_SHIPPINGCO'];

/**
 * The single DRC and its data (DRC-006…008 name no roles; ruling in the DRC report): the roles that
 * already download it from the import detail (IMP-050: the import roles and the extraportuary
 * ones), the shipping company among them (Q23: DRC reports are the import roles' plus SHIPPINGCO).
 */
export const DRC_DOCUMENT_ROLES: readonly Role[] = [...IMPORT_MENU_ROLES, ...EXTRAPORTUARY_ROLES];

export const drcContract = defineAreaContract({
  path: 'drc',
  permission: 'drc',
  permissions: {
    drc: {
      menu: DRC_DOCUMENT_ROLES,
      list: DRC_DOCUMENT_ROLES,
      show: DRC_DOCUMENT_ROLES,
      print: DRC_DOCUMENT_ROLES,
      massive: MASS_DRC_ROLES,
    },
  },
});
