/**
 * Shapes of the mock's stored records (docs/legacy-contract.md, D1 §3). Loose on purpose:
 * the store is JSON and json-server serves it as it is; handlers read the fields they need.
 */

import { TERMINAL_COLLECTIONS } from './kinds/collections';
import type { TerminalDb } from './terminalModel/types';
import { registryModels } from './registryModels';

export type Rec = Record<string, unknown>;

export interface ContactInfo {
  contactName?: string;
  contactAddress?: string;
  contactCity?: string;
  contactPhone?: string;
  contactEmail?: string;
}

/** The entity's own view of its portal account (denormalised copy of the user record). */
export interface EntityUser {
  login: string;
  name?: string;
  email: string;
  activated: boolean;
  notifications?: boolean;
}

export interface Agent {
  id: string;
  name: string;
  user: EntityUser;
  contactInfo: ContactInfo;
  codigoAduana: string | null;
  emailGuiaDespacho: string | null;
  emailPersonal: string | null;
  notes: string | null;
  automaticGuide: boolean;
  diasDeCredito: number;
  role: 'AGENTE' | 'FORWARDER' | 'DEPOSITO' | 'EMBARCADOR' | null;
  isAgentCar: boolean;
  activatedGate: boolean;
  /** Mock-only: what GET /api/agent/getinvoiceinformation/{id} answers. */
  invoiceOverdue: boolean;
}

export interface Storekeeper {
  id: string;
  code: string;
  user: EntityUser;
  opEmail: string | null;
  informar: boolean;
  deposit: boolean;
}

export interface Deposit {
  id: string;
  user: EntityUser;
  opEmail: string | null;
  activador: boolean;
}

export interface LineOperator {
  id: string;
  name: string;
}

export interface ShippingAgent {
  id: string;
  user: EntityUser;
  opEmail: string | null;
  role: string;
  linesOperators: LineOperator[];
}

export interface Functionary {
  id: number;
  rut: string;
  agent_id: string | null;
  storekeeper: string | null;
  agn: string | null;
  deposito: string | null;
  user: EntityUser;
  cellNumber: string | null;
  carnetNumber: string | null;
  agentRut: string | null;
  agentName: string | null;
  storekpRut: string | null;
  storekpName: string | null;
  agnRut: string | null;
  agnName: string | null;
}

export interface Driver {
  cardId: string;
  name: string;
  cardExpiration: string;
  license: string;
  status: string;
  truckingId: string;
}

export interface Truck {
  id: string;
  license: string;
  licenseExpiration: string;
  status: string;
}

export interface TruckingCompany {
  id: string;
  name: string;
  user: EntityUser;
  userStoreKeeper: boolean;
  emailPersonal: string | null;
  truckingCar: boolean;
  contactInfo: ContactInfo;
  notes: string | null;
  drivers: Driver[];
  trucks: Truck[];
}

/** Agent ↔ trucking company link; the role is always HAULIER (D1 §3). */
export interface AgentTrucking {
  id: string;
  agentId: string;
  truckingId: string;
  role: 'HAULIER';
}

export type OwnerType =
  | 'agent'
  | 'storekeeper'
  | 'shippingAgent'
  | 'deposito'
  | 'truckingcompany'
  | 'functionary'
  | 'client'
  | null;

export interface UserRecord {
  id: number;
  login: string;
  name: string;
  email: string;
  rut: string | null;
  authorities: string[];
  activated: boolean;
  langKey: string;
  /** "scrypt$<salt hex>$<hash hex>" or null while the account has no password yet. */
  passwordHash: string | null;
  activationKey: string | null;
  failedAttempts: number;
  mustChangePassword: boolean;
  passwordExpired: boolean;
  ownerType: OwnerType;
  ownerId: string | number | null;
  /** The agent the user acts for (an AGA or one of its functionaries), else null. */
  agentId: string | null;
  /** A shipping company's own lines (line operator ids), whose units it reaches; absent for other users. */
  lines?: string[];
  canEdit: boolean;
  /** The user-profile phone (digits); absent until the user edits the profile. */
  phone?: string | null;
  /** Password recovery key of the e-mailed link (one use) and when it was issued (ISO). */
  resetKey?: string | null;
  resetDate?: string | null;
  /** The identity's card-payment flag (D2 §6, D3 §7.2; ROLE-007): the online payment is offered only with it. */
  kEnabled?: boolean;
}

export interface Notification {
  id: number;
  login: string;
  watched: boolean;
  type: string;
  title: string;
  content: string;
  date: string;
  container: string | null;
  data: Rec;
}

/** The collections the mock seeds itself (mock-server/seed), typed. */
export interface CoreDb extends TerminalDb {
  agent: Agent[];
  storekeeper: Storekeeper[];
  deposito: Deposit[];
  lineOperator: LineOperator[];
  shippingAgent: ShippingAgent[];
  functionary: Functionary[];
  truckingcompany: TruckingCompany[];
  agentTrucking: AgentTrucking[];
  customer: Rec[];
  client: Rec[];
  giro: Rec[];
  notification: Notification[];
  user: UserRecord[];
}

export const CORE_COLLECTIONS: readonly (keyof CoreDb)[] = [
  'agent',
  'storekeeper',
  'deposito',
  'lineOperator',
  'shippingAgent',
  'functionary',
  'truckingcompany',
  'agentTrucking',
  'customer',
  'client',
  'giro',
  'notification',
  'user',
  ...TERMINAL_COLLECTIONS,
];

/**
 * The whole store; every key is a collection (json-server's models): the core ones, plus one
 * per resource definition whose `mock.model` the core does not hold (loosely typed rows).
 */
export type Db = CoreDb & { [model: string]: unknown[] };

/** Every collection of the store, in snapshot order: the core ones, then the registry's own. */
export const COLLECTIONS: readonly string[] = [
  ...CORE_COLLECTIONS,
  ...registryModels().filter((model) => !(CORE_COLLECTIONS as readonly string[]).includes(model)),
];
