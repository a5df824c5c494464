/**
 * Functionary rules (D1 §3 Functionary, §5 Per form, §6 Agent functionaries / Functionary list),
 * pure and shared by the console (what it shows and offers) and the mock (what it refuses).
 */

import { allOf, anyOf, noneOf } from './permissions';

const CS = 'ROLE_CUSTOMER_SERVICE';
const SUP = 'ROLE_SUPERVISOR_CUSTOMER_SERVICE';

/** The kinds of owner a functionary works for, and the owner fields of the entity. */
export type OwnerKind = 'agent' | 'storekeeper' | 'shippingAgent' | 'deposito';

/** The entity field holding the owner's id, per kind. */
export const OWNER_FIELD = {
  agent: 'agent_id',
  storekeeper: 'storekeeper',
  shippingAgent: 'agn',
  deposito: 'deposito',
} as const satisfies Record<OwnerKind, string>;

/** The role a functionary's account gets, by the kind of its owner. */
export const FUNCTIONARY_ROLE_OF = {
  agent: 'ROLE_FUNCTIONARY',
  storekeeper: 'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  shippingAgent: 'ROLE_FUNCIONARIO_AGN',
  deposito: 'ROLE_FUNCTIONARY_DEPOT',
} as const satisfies Record<OwnerKind, string>;

/** ADM-FUN-001/002: customer service and the supervisor list every functionary (any-of, ROLE-003); others those of their own login. */
export const seesAllFunctionaries = (roles: readonly string[] | undefined): boolean => anyOf(roles ?? [], [CS, SUP]);

/**
 * ADM-FUN-008: an AGA_DEPOSIT user holding none of STOREKEEPER, customer service or supervisor
 * (none-of, ROLE-005) edits functionaries only when its identity's canEdit flag is set; every other
 * role that may edit (permissions row) may.
 */
export function mayEditFunctionaries(roles: readonly string[] | undefined, canEdit: boolean | undefined): boolean {
  const held = roles ?? [];
  if (anyOf(held, ['ROLE_AGA_DEPOSIT']) && noneOf(held, ['ROLE_STOREKEEPER', CS, SUP])) return canEdit === true;
  return true;
}

/** ADM-FUN-015: the deposit checkbox is for users holding both STOREKEEPER and AGA_DEPOSIT (all-of, ROLE-004). */
export const offersDepositFlag = (roles: readonly string[] | undefined): boolean =>
  allOf(roles ?? [], ['ROLE_STOREKEEPER', 'ROLE_AGA_DEPOSIT']);

/** Entity user ownerType → owner kind of the functionaries it creates (undefined: it owns none). */
export function ownerKindOfAccount(ownerType: string | null | undefined): OwnerKind | undefined {
  switch (ownerType) {
    case 'agent':
    case 'storekeeper':
    case 'shippingAgent':
    case 'deposito':
      return ownerType;
    default:
      return undefined;
  }
}

export interface FunctionaryOwnerFields {
  agent_id?: unknown;
  storekeeper?: unknown;
  agn?: unknown;
  deposito?: unknown;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The functionary's owner: the first set owner field in the entity's order (a depot flag adds `deposito` to a storekeeper's). */
export function ownerOf(f: FunctionaryOwnerFields): { kind: OwnerKind; id: string } | undefined {
  for (const kind of ['agent', 'storekeeper', 'shippingAgent', 'deposito'] as const) {
    const value = f[OWNER_FIELD[kind]];
    if (present(value)) return { kind, id: String(value) };
  }
  return undefined;
}

/** Every owner id the functionary is linked to (a storekeeper's depot functionary has two). */
export const ownerIdsOf = (f: FunctionaryOwnerFields): string[] =>
  (['agent_id', 'storekeeper', 'agn', 'deposito'] as const).flatMap((k) => (present(f[k]) ? [String(f[k])] : []));

/** The carnet number is an AGA functionary's (D1 §3): shown for a new functionary and for an agent's. */
export const hasCarnet = (f: FunctionaryOwnerFields & { id?: unknown }): boolean =>
  f.id === undefined || present(f.agent_id);

/** The roles of a functionary's account: its owner's functionary role, plus the depot one when flagged. */
export function functionaryRoles(kind: OwnerKind, depot: boolean): string[] {
  const roles: string[] = [FUNCTIONARY_ROLE_OF[kind]];
  if (depot && kind !== 'deposito') roles.push(FUNCTIONARY_ROLE_OF.deposito);
  return roles;
}
