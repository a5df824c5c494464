/** The logged-in user's roles and a permission check bound to them. */
import { useGetIdentity } from 'react-admin';
import { can, type Action } from '../../domain/permissions';

export function useRoles() {
  const { identity, isPending } = useGetIdentity();
  const roles = (identity?.roles as string[] | undefined) ?? [];
  return {
    roles,
    login: identity?.id as string | undefined,
    isPending,
    can: (resource: string, action: Action | string) => can(roles, resource, action),
  };
}
