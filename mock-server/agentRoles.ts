/** The portal roles an agent's own user gets (docs/legacy-contract.md, D1 §3 Agent). */

const BY_AGENT_ROLE: Record<string, string> = {
  AGENTE: 'ROLE_AGA_AGA',
  FORWARDER: 'ROLE_AGA_FORWARDER',
  DEPOSITO: 'ROLE_AGA_DEPOSIT',
  EMBARCADOR: 'ROLE_AGA_SHIPPER',
};

/** ROLE_AGA plus the role of its kind; a vehicle agent gets ROLE_AGA_AUTOS. */
export function agentAuthorities(role: string | null | undefined, isAgentCar: boolean): string[] {
  if (isAgentCar) return ['ROLE_AGA', 'ROLE_AGA_AUTOS'];
  const specific = role ? BY_AGENT_ROLE[role] : undefined;
  return specific ? ['ROLE_AGA', specific] : ['ROLE_AGA'];
}

/** Functionary roles by the kind of owner. */
export const FUNCTIONARY_ROLE = {
  agent: 'ROLE_FUNCTIONARY',
  storekeeper: 'ROLE_FUNCTIONARY_EXTRAPORTUARIO',
  shippingAgent: 'ROLE_FUNCIONARIO_AGN',
  deposito: 'ROLE_FUNCTIONARY_DEPOT',
} as const;

const DEPOSIT_ROLE = 'ROLE_AGA_DEPOSIT';

/** A storekeeper that is also a deposit (its `deposit` flag) holds AGA_DEPOSIT too (P36, P44). */
export const storekeeperAuthorities = (deposit: boolean): string[] =>
  deposit ? ['ROLE_STOREKEEPER', DEPOSIT_ROLE] : ['ROLE_STOREKEEPER'];

/** The account's roles after the flag changed: AGA_DEPOSIT follows it, any other role stays. */
export const withDepositRole = (authorities: readonly string[], deposit: boolean): string[] => {
  const others = authorities.filter((r) => r !== DEPOSIT_ROLE);
  return deposit ? [...others, DEPOSIT_ROLE] : others;
};
