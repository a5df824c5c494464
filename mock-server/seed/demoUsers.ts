/**
 * The demo accounts of the mock (README, tests, e2e, the login screen's demo picker through
 * GET /__mock/demo-users). All share one password; the seed stores it hashed (scrypt, a salt per
 * user). Entity users are the portal account of a seeded record of their kind (the first one
 * unless `entityIndex` says otherwise); the entity's user.login is the simple login below.
 * Accounts whose state a browser test changes (lockout, password change, recovery, profile) are
 * dedicated to that test, so the others stay as documented.
 */

export { DEMO_PASSWORD } from '../../src/domain/demo';

/** The RUT of the `recupera` account (its trucking company's), for the password-recovery test. */
export const RECOVERY_RUT = '77654321-7';

export type DemoEntity =
  | 'agent'
  | 'agentFunctionary'
  | 'shippingAgent'
  | 'storekeeper'
  | 'deposito'
  | 'truckingcompany'
  | 'client';

export interface DemoUser {
  login: string;
  name: string;
  roles: readonly string[];
  /** What the account is for, in Spanish. */
  description: string;
  /** The role group it is listed under, in Spanish. */
  group: string;
  /** Portal account of a seeded record of this kind. */
  entity?: DemoEntity;
  /** Which record of its kind (0 = the first); for agentFunctionary, among the first agent's functionaries. */
  entityIndex?: number;
  /** A fixed RUT for the entity (instead of one from the seed's pool). */
  rut?: string;
  /** A shipping company's own lines (line operator ids): the units it reaches (terminalModel/access.ts). */
  lines?: readonly string[];
  /** The card-payment flag of the identity (ROLE-007, ruling P74). */
  kEnabled?: true;
  /** Login outcome other than 200. */
  state?: 'disabled' | 'mustChange' | 'expired';
}

const G = {
  service: 'Servicio al cliente',
  finance: 'Finanzas',
  admin: 'Administración',
  agents: 'Agentes y funcionarios',
  shipping: 'Navieras',
  extra: 'Extraportuarios y transporte',
  operation: 'Operación',
  states: 'Estados de cuenta',
} as const;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    login: 'servicio',
    name: 'Marcela Tapia',
    roles: ['ROLE_CUSTOMER_SERVICE'],
    group: G.service,
    description: 'Servicio al cliente: administra agentes, extraportuarios y líneas operadoras',
  },
  {
    login: 'supervisor',
    name: 'Rodrigo Fuentes',
    roles: ['ROLE_SUPERVISOR_CUSTOMER_SERVICE'],
    group: G.service,
    description: 'Supervisor de servicio al cliente: además ve y envía el e-mail personal del agente',
  },
  {
    login: 'finanzas',
    name: 'Paula Herrera',
    roles: ['ROLE_FINANCIAL'],
    group: G.finance,
    description: 'Finanzas: fija los días de crédito y bloquea agentes',
  },
  {
    login: 'documental',
    name: 'Carolina Muñoz',
    roles: ['ROLE_DOCUMENTARY'],
    group: G.service,
    description: 'Documental: consulta importaciones, pases de puerta y los transportistas de cualquier agente',
  },
  {
    login: 'admin',
    name: 'Claudio Vergara',
    roles: ['ROLE_ADMIN'],
    group: G.admin,
    description: 'Administrador: extraportuarios y lectura de todos los modelos',
  },
  {
    login: 'aga',
    name: '',
    roles: ['ROLE_AGA', 'ROLE_AGA_AGA'],
    entity: 'agent',
    kEnabled: true,
    group: G.agents,
    description: 'Agente de aduanas (primer agente sembrado; tiene facturas vencidas y notificaciones; paga en línea)',
  },
  {
    login: 'aga2',
    name: '',
    roles: ['ROLE_AGA', 'ROLE_AGA_AGA'],
    entity: 'agent',
    entityIndex: 1,
    group: G.agents,
    description: 'Agente de aduanas sin facturas vencidas (segundo agente sembrado)',
  },
  {
    login: 'autos',
    name: '',
    roles: ['ROLE_AGA', 'ROLE_AGA_AUTOS'],
    entity: 'agent',
    entityIndex: 2,
    group: G.agents,
    description:
      'Agente de aduanas de vehículos (primer agente automotriz sembrado): inscribe BLs de autos y confirma sus guías de despacho',
  },
  {
    login: 'funcionario',
    name: '',
    roles: ['ROLE_FUNCTIONARY'],
    entity: 'agentFunctionary',
    kEnabled: true,
    group: G.agents,
    description: 'Funcionario del primer agente (facturas vencidas del agente; notificaciones; paga en línea)',
  },
  {
    login: 'vencido',
    name: '',
    roles: ['ROLE_FUNCTIONARY'],
    entity: 'agentFunctionary',
    entityIndex: 1,
    group: G.agents,
    description: 'Otro funcionario del primer agente: aviso de facturas vencidas al ingresar',
  },
  {
    login: 'agn',
    name: '',
    roles: ['ROLE_AGN'],
    entity: 'shippingAgent',
    group: G.shipping,
    description: 'Agencia naviera (primera agencia sembrada): ve sus líneas operadoras',
  },
  {
    login: 'perfil',
    name: '',
    roles: ['ROLE_AGN'],
    entity: 'shippingAgent',
    entityIndex: 1,
    group: G.shipping,
    description: 'Agencia naviera (segunda agencia sembrada): prueba de edición del perfil de usuario',
  },
  {
    login: 'cliente',
    name: 'Paula Rojas',
    roles: ['ROLE_CLIENT'],
    entity: 'client',
    group: G.service,
    description: 'Cliente (el primer cliente chileno con usuario del portal): sigue sus vehículos, por VIN y por marca',
  },
  {
    login: 'naviera',
    name: 'Andrés Soto',
    roles: ['ROLE_SHIPPINGCO'],
    lines: ['MSC', 'MAERSK'],
    group: G.shipping,
    description: 'Compañía naviera (MSC y Maersk): naves y contenedores de sus líneas, importación',
  },
  {
    login: 'bodega',
    name: '',
    roles: ['ROLE_STOREKEEPER'],
    entity: 'storekeeper',
    group: G.extra,
    description: 'Extraportuario (primer extraportuario sembrado; código A-71)',
  },
  {
    login: 'clave',
    name: '',
    roles: ['ROLE_STOREKEEPER'],
    entity: 'storekeeper',
    entityIndex: 1,
    group: G.extra,
    description: 'Extraportuario (segundo sembrado): prueba de cambio de contraseña en la cuenta',
  },
  {
    login: 'almacen',
    name: '',
    roles: ['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT'],
    entity: 'storekeeper',
    entityIndex: 2,
    group: G.extra,
    description: 'Extraportuario que además es depósito: marca a sus funcionarios como funcionarios de depósito',
  },
  {
    login: 'deposito',
    name: '',
    roles: ['ROLE_AGA_DEPOSIT'],
    entity: 'deposito',
    group: G.extra,
    description: 'Depósito (primer depósito sembrado): ve su depósito y administra sus funcionarios',
  },
  {
    login: 'deposito2',
    name: '',
    roles: ['ROLE_AGA_DEPOSIT'],
    entity: 'deposito',
    entityIndex: 2,
    group: G.extra,
    description: 'Depósito que no activa a sus funcionarios: los ve, pero no puede modificarlos',
  },
  {
    login: 'transportista',
    name: '',
    roles: ['ROLE_TRUCKINGCO'],
    entity: 'truckingcompany',
    group: G.extra,
    description: 'Empresa de transporte (primer transportista sembrado)',
  },
  {
    login: 'recupera',
    name: '',
    roles: ['ROLE_TRUCKINGCO'],
    entity: 'truckingcompany',
    entityIndex: 1,
    rut: RECOVERY_RUT,
    group: G.extra,
    description: `Empresa de transporte con RUT ${RECOVERY_RUT}: prueba de recuperación de contraseña`,
  },
  {
    login: 'caja',
    name: 'Verónica Lagos',
    roles: ['ROLE_TERRESTRIAL'],
    group: G.operation,
    description: 'Caja terrestre: registra eventos de caja de un contenedor y paga en efectivo la factura que generan',
  },
  {
    login: 'gate',
    name: 'Luis Carrasco',
    roles: ['ROLE_GATE'],
    group: G.operation,
    description: 'Portería (gate): sin acceso a la administración',
  },
  {
    login: 'jefegate',
    name: 'Patricio Gallardo',
    roles: ['ROLE_JEFE_GATE'],
    group: G.operation,
    description: 'Jefe de gate: registra y confirma arribos a puerta, como el gate',
  },
  {
    login: 'seguridad',
    name: 'Rosa Cifuentes',
    roles: ['ROLE_SEGURIDAD'],
    group: G.operation,
    description:
      'Seguridad: consulta los arribos a puerta, el arribo tardío y el SAG, sin registrarlos ni confirmarlos',
  },
  {
    login: 'operador',
    name: 'Javiera Núñez',
    roles: ['ROLE_OPERATOR'],
    group: G.operation,
    description: 'Operador del terminal: sin acceso a la administración',
  },
  {
    login: 'servicioautos',
    name: 'Camila Fuentes',
    roles: ['ROLE_CUSTOMER_SERVICE_AUTOS'],
    group: G.operation,
    description: 'Servicio al cliente del terminal de vehículos: aforos, entregas de almacén y reportes de autos',
  },
  {
    login: 'operadorautos',
    name: 'Matías Leiva',
    roles: ['ROLE_OPERATOR_AUTOS'],
    group: G.operation,
    description: 'Operador del terminal de vehículos: recepción en almacén; cambia el estado de una visita de autos',
  },
  {
    login: 'bloqueado',
    name: 'Tomás Riquelme',
    roles: ['ROLE_CUSTOMER_SERVICE'],
    state: 'disabled',
    group: G.states,
    description: 'Cuenta deshabilitada: el ingreso responde 403',
  },
  {
    login: 'intentos',
    name: 'Sofía Araya',
    roles: ['ROLE_CUSTOMER_SERVICE'],
    group: G.states,
    description: 'Servicio al cliente para la prueba de bloqueo tras 5 intentos fallidos',
  },
  {
    login: 'cambio',
    name: 'Daniela Molina',
    roles: ['ROLE_CUSTOMER_SERVICE'],
    state: 'mustChange',
    group: G.states,
    description: 'Debe cambiar la contraseña: el ingreso responde 426',
  },
  {
    login: 'cambio2',
    name: 'Felipe Rojas',
    roles: ['ROLE_CUSTOMER_SERVICE'],
    state: 'mustChange',
    group: G.states,
    description: 'Segunda cuenta que debe cambiar la contraseña (426)',
  },
  {
    login: 'expirada',
    name: 'Ignacio Saavedra',
    roles: ['ROLE_CUSTOMER_SERVICE'],
    state: 'expired',
    group: G.states,
    description: 'Contraseña expirada: el ingreso responde 428',
  },
  {
    login: 'expirada2',
    name: 'Valentina Pizarro',
    roles: ['ROLE_CUSTOMER_SERVICE'],
    state: 'expired',
    group: G.states,
    description: 'Segunda cuenta con contraseña expirada (428)',
  },
];

export const demoUser = (login: string): DemoUser | undefined => DEMO_USERS.find((u) => u.login === login);

/** The demo account bound to the `index`-th seeded record of a kind, if any. */
export const demoEntity = (entity: DemoEntity, index: number): DemoUser | undefined =>
  DEMO_USERS.find((u) => u.entity === entity && (u.entityIndex ?? 0) === index);

/** Logins of the demo accounts that get a full set of notifications (AGA and functionary ones). */
export const NOTIFIED_DEMO_LOGINS: readonly string[] = DEMO_USERS.filter(
  (u) => u.entity === 'agent' || u.entity === 'agentFunctionary',
).map((u) => u.login);
