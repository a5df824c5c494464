/**
 * The demo accounts of the mock (README, tests, e2e). All share one password; the seed stores
 * it hashed (scrypt, a salt per user). Entity users are the portal account of the first seeded
 * record of their kind (the entity's user.login is the simple login below).
 */

export const DEMO_PASSWORD = 'Puerto#2026';

export type DemoEntity = 'agent' | 'agentFunctionary' | 'shippingAgent' | 'storekeeper' | 'truckingcompany';

export interface DemoUser {
  login: string;
  name: string;
  roles: readonly string[];
  /** What the account is for, in Spanish. */
  description: string;
  /** Portal account of the first seeded record of this kind. */
  entity?: DemoEntity;
  /** Login outcome other than 200. */
  state?: 'disabled' | 'mustChange' | 'expired';
}

export const DEMO_USERS: readonly DemoUser[] = [
  { login: 'servicio', name: 'Marcela Tapia', roles: ['ROLE_CUSTOMER_SERVICE'], description: 'Servicio al cliente: administra agentes, extraportuarios y líneas operadoras' },
  { login: 'supervisor', name: 'Rodrigo Fuentes', roles: ['ROLE_SUPERVISOR_CUSTOMER_SERVICE'], description: 'Supervisor de servicio al cliente: además ve y envía el e-mail personal del agente' },
  { login: 'finanzas', name: 'Paula Herrera', roles: ['ROLE_FINANCIAL'], description: 'Finanzas: fija los días de crédito y bloquea agentes' },
  { login: 'admin', name: 'Claudio Vergara', roles: ['ROLE_ADMIN'], description: 'Administrador: extraportuarios y lectura de todos los modelos' },
  { login: 'aga', name: '', roles: ['ROLE_AGA', 'ROLE_AGA_AGA'], entity: 'agent', description: 'Agente de aduanas (primer agente sembrado; tiene facturas vencidas)' },
  { login: 'funcionario', name: '', roles: ['ROLE_FUNCTIONARY'], entity: 'agentFunctionary', description: 'Funcionario del primer agente' },
  { login: 'agn', name: '', roles: ['ROLE_AGN'], entity: 'shippingAgent', description: 'Agencia naviera (primera agencia sembrada): ve sus líneas operadoras' },
  { login: 'bodega', name: '', roles: ['ROLE_STOREKEEPER'], entity: 'storekeeper', description: 'Extraportuario (primer extraportuario sembrado)' },
  { login: 'transportista', name: '', roles: ['ROLE_TRUCKINGCO'], entity: 'truckingcompany', description: 'Empresa de transporte (primer transportista sembrado)' },
  { login: 'gate', name: 'Luis Carrasco', roles: ['ROLE_GATE'], description: 'Portería (gate): sin acceso a la administración' },
  { login: 'operador', name: 'Javiera Núñez', roles: ['ROLE_OPERATOR'], description: 'Operador del terminal: sin acceso a la administración' },
  { login: 'bloqueado', name: 'Tomás Riquelme', roles: ['ROLE_CUSTOMER_SERVICE'], state: 'disabled', description: 'Cuenta deshabilitada: el ingreso responde 403' },
  { login: 'cambio', name: 'Daniela Molina', roles: ['ROLE_CUSTOMER_SERVICE'], state: 'mustChange', description: 'Debe cambiar la contraseña: el ingreso responde 426' },
  { login: 'expirada', name: 'Ignacio Saavedra', roles: ['ROLE_CUSTOMER_SERVICE'], state: 'expired', description: 'Contraseña expirada: el ingreso responde 428' },
];

export const demoUser = (login: string): DemoUser | undefined => DEMO_USERS.find((u) => u.login === login);
