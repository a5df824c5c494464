/**
 * The user form (create and edit): the generated layout with the roles drawn as checkboxes of
 * the staff roles the caller may grant (P22). Roles the user holds and the caller may not change
 * (an entity's roles, or ROLE_ADMIN for the supervisor) show checked and disabled; an entity's
 * account keeps the roles its record gives it.
 */
import { CheckboxGroupInput, useRecordContext } from 'react-admin';
import { ROLES } from '../../domain/roles';
import { ResourceForm, type InputOverride } from '../framework/ResourceForm';
import type { Mode, ResourceDefinition } from '../framework/types';
import { useRoles } from '../framework/useRoles';
import { grantableRoles, isEntityAccount, roleLabel } from './staffRoles';

const RolesInput: InputOverride = ({ field, disabled, required }) => {
  const { roles: callerRoles } = useRoles();
  const stored = (useRecordContext()?.authorities as string[] | undefined) ?? [];
  const grantable = grantableRoles(callerRoles) as readonly string[];
  const entity = isEntityAccount(stored);
  const choices = ROLES.filter((r) => grantable.includes(r) || stored.includes(r)).map((id) => ({
    id,
    name: roleLabel(id),
    disabled: entity || !grantable.includes(id),
  }));
  return (
    <CheckboxGroupInput
      source={field.source}
      label={field.label}
      choices={choices}
      disabled={disabled}
      isRequired={required}
      helperText={entity ? 'app.ui.entityRolesHint' : 'app.ui.rolesHint'}
      sx={{
        '& .MuiFormGroup-root': {
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
        },
      }}
    />
  );
};

const overrides = { authorities: RolesInput };

export const UserForm = ({ definition, mode }: { definition: ResourceDefinition; mode: Mode }) => (
  <ResourceForm definition={definition} mode={mode} overrides={overrides} />
);
