/** Deposit (depot) access rules (D1 §6 Deposit, DECISIONS Q10), shared by the console and the mock. */

/** Customer service, admin and the supervisor manage every deposit (ADM-DEP-004). */
export const DEPOSIT_MANAGERS = ['ROLE_CUSTOMER_SERVICE', 'ROLE_ADMIN', 'ROLE_SUPERVISOR_CUSTOMER_SERVICE'] as const;

/** Q10: a manager sees every deposit; an AGA_DEPOSIT user only its own (ADM-DEP-005). */
export const seesAllDeposits = (roles: readonly string[] | undefined): boolean =>
  (roles ?? []).some((r) => (DEPOSIT_MANAGERS as readonly string[]).includes(r));

/** Whether a user may see this deposit: a manager any, a depot user the deposit whose account it is. */
export function maySeeDeposit(
  user: { authorities: readonly string[]; ownerType: string | null; ownerId: unknown },
  depositId: string,
): boolean {
  if (seesAllDeposits(user.authorities)) return true;
  return (
    user.authorities.includes('ROLE_AGA_DEPOSIT') && user.ownerType === 'deposito' && String(user.ownerId) === depositId
  );
}
