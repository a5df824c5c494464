/** Users who are (or act for) one trucking company: they see a single-company header (D1 §6 Trucking). */
import type { Role } from './roles';

export const OWN_COMPANY_ROLES: readonly Role[] = [
  'ROLE_TRUCKINGCO',
  'ROLE_STOREKEEPER',
  'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
];
