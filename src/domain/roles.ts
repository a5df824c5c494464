/** Every role the legacy server issues (D1 §6, ROLE-001). */
export const ROLES = [
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_SUPERVISOR_CUSTOMER_SERVICE',
  'ROLE_AGA',
  'ROLE_AGA_AUTOS',
  'ROLE_AGA_AGA',
  'ROLE_AGA_DEPOSIT',
  'ROLE_AGA_FORWARDER',
  'ROLE_AGA_SHIPPER',
  'ROLE_AGENT',
  'ROLE_AGN',
  'ROLE_FINANCIAL',
  'ROLE_FINANCIAL_AUTOS',
  'ROLE_JEFE_FINANCIAL_AUTOS',
  'ROLE_FUN_FIN_EXT',
  'ROLE_OPERATOR',
  'ROLE_OPERATOR_AUTOS',
  'ROLE_STOREKEEPER',
  'ROLE_TERRESTRIAL',
  'ROLE_TRUCKINGCO',
  'ROLE_DOCUMENTARY',
  'ROLE_DOCUMENTARY_AUTOS',
  'ROLE_SHIPPINGCO',
  'ROLE_FUNCTIONARY',
  'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  'ROLE_FUNCTIONARY_DEPOT',
  'ROLE_FUNCIONARIO_AGN',
  'ROLE_GATE',
  'ROLE_GATE_AUTOS',
  'ROLE_JEFE_GATE',
  'ROLE_JEFE_GATE_AUTOS',
  'ROLE_SEGURIDAD',
  'ROLE_CUSTOMER_SERVICE_AUTOS',
  'ROLE_JEFE_CUSTOMER_SERVICE_AUTOS',
  'ROLE_CONSULTA_TRACKING',
  'ROLE_CONSULTA_AUTOS',
  'ROLE_CLIENT',
  'ROLE_ADMIN',
  'ROLE_GUIA_DESPACHO',
] as const;

export type Role = (typeof ROLES)[number];

/** The extraportuary storekeeper and its functionary: the visit list's and pickup's roles beside the import menu's (D2 §6). */
export const EXTRAPORTUARY_ROLES = [
  'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  'ROLE_STOREKEEPER',
] as const satisfies readonly Role[];
/** D2 §6 Import menu (IMP-001) plus ROLE_AGA, which every customs agent holds. */
export const IMPORT_MENU_ROLES = [
  'ROLE_AGA',
  'ROLE_AGA_AGA',
  'ROLE_AGA_AUTOS',
  'ROLE_AGA_FORWARDER',
  'ROLE_FUNCTIONARY',
  'ROLE_DOCUMENTARY',
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_SHIPPINGCO',
  'ROLE_AGN',
  'ROLE_FUNCIONARIO_AGN',
] as const satisfies readonly Role[];
/** D2 §6 Export menu (EXP-001, ROLE-013): the import roles plus the AGA shipper and the extraportuary roles. */
export const EXPORT_MENU_ROLES = [
  ...IMPORT_MENU_ROLES,
  'ROLE_AGA_SHIPPER',
  ...EXTRAPORTUARY_ROLES,
] as const satisfies readonly Role[];
/**
 * Temperature letters (/cartas, /booking; TMP-001…011; ruling P59): the customs agents and the
 * shipping company the spec names, and the terminal's customer service and documentary desk.
 */
export const TEMPERATURE_LETTER_ROLES = [
  'ROLE_AGA',
  'ROLE_AGA_AGA',
  'ROLE_AGA_SHIPPER',
  'ROLE_SHIPPINGCO',
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_DOCUMENTARY',
] as const satisfies readonly Role[];
/** D2 §6 Empties (MTY-001, ROLE-014): the shipping company, the AGA deposit and the depot functionary. */
export const EMPTIES_ROLES = [
  'ROLE_SHIPPINGCO',
  'ROLE_AGA_DEPOSIT',
  'ROLE_FUNCTIONARY_DEPOT',
] as const satisfies readonly Role[];
/** Q22, EXP-014 (D2 §6): who chooses the export agent on the pre-advice form; everyone else is their own login. */
export const EXPORT_AGENT_CHOOSERS = [
  'ROLE_CUSTOMER_SERVICE',
  'ROLE_DOCUMENTARY',
  'ROLE_STOREKEEPER',
  'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  'ROLE_AGA_SHIPPER',
  'ROLE_SHIPPINGCO',
] as const satisfies readonly Role[];
/** EXP-070 (D2 §6): who may edit an export pre-advice's data. */
export const EXPORT_EDIT_ROLES = [
  'ROLE_AGA',
  'ROLE_AGA_AGA',
  'ROLE_AGA_AUTOS',
  'ROLE_AGA_FORWARDER',
  'ROLE_AGA_SHIPPER',
  'ROLE_AGA_DEPOSIT',
  'ROLE_FUNCTIONARY',
  'ROLE_AGN',
  'ROLE_FUNCIONARIO_AGN',
  'ROLE_STOREKEEPER',
  'ROLE_CUSTOMER_SERVICE',
] as const satisfies readonly Role[];
