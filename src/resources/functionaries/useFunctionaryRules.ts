/** The logged-in user's functionary rules (src/domain/functionaries.ts) for the views. */
import { useGetIdentity } from 'react-admin';
import { mayEditFunctionaries, offersDepositFlag } from '../../domain/functionaries';
import type { ResourceDefinition } from '../framework/types';

export function useFunctionaryRules() {
  const { identity } = useGetIdentity();
  const roles = (identity?.roles as string[] | undefined) ?? [];
  return {
    /** ADM-FUN-008: AGA_DEPOSIT without STOREKEEPER changes functionaries only with canEdit. */
    mayEdit: mayEditFunctionaries(roles, identity?.canEdit as boolean | undefined),
    /** ADM-FUN-015. */
    depositFlag: offersDepositFlag(roles),
  };
}

/** The definition as this user's form shows it: the deposit checkbox only when offered (and, on edit, for a storekeeper's functionary). */
export const formDefinition = (definition: ResourceDefinition, depositFlag: boolean): ResourceDefinition =>
  depositFlag
    ? {
        ...definition,
        fields: definition.fields.map((f) =>
          f.source === 'deposit'
            ? { ...f, visibleWhen: (v: Record<string, unknown>) => v.id === undefined || !!v.storekeeper }
            : f,
        ),
      }
    : { ...definition, fields: definition.fields.filter((f) => f.source !== 'deposit') };
