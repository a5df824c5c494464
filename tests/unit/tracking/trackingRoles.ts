/** TRK-001's role list (D2 §6), as FEATURES.md names it: the expected set both sides are held to. */
export const TRACKING_ROLES = [
  'ROLE_AGA_AGA',
  'ROLE_FUNCTIONARY',
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_DOCUMENTARY',
  'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  'ROLE_STOREKEEPER',
  'ROLE_AGN',
  'ROLE_FUNCIONARIO_AGN',
  'ROLE_CONSULTA_TRACKING',
] as const;
