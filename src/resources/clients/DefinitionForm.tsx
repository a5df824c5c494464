/**
 * The generated form's layout (sections, two columns, field permissions, the schema as
 * resolver, Cancel that asks on unsaved changes) with some fields drawn by the caller:
 * the client, shipper and customer forms replace the country, identification, commune and
 * giro inputs and keep everything else generated.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { SimpleForm } from 'react-admin';
import { FieldInput } from '../framework/FieldInput';
import { CancelButton, FormToolbar } from '../framework/FormToolbar';
import { formFields } from '../framework/ResourceForm';
import type { FieldDef, Mode, ResourceDefinition } from '../framework/types';
import { useRoles } from '../framework/useRoles';

type Values = Record<string, unknown>;

/** Draws one field: `values` are the form's current values, `disabled` what the roles allow. */
export type InputOverride = (p: { field: FieldDef; values: Values; disabled: boolean; mode: Mode }) => ReactNode;

interface Props {
  definition: ResourceDefinition;
  mode: Mode;
  overrides: Readonly<Record<string, InputOverride>>;
  /** The create form's starting record (else the definition's defaults). */
  defaults?: Values;
}

const FieldSlot = ({ field, disabled, mode, override }: { field: FieldDef; disabled: boolean; mode: Mode; override?: InputOverride }) => {
  const values = useWatch() as Values;
  if (field.visibleWhen && !field.visibleWhen(values)) return null;
  return override ? <>{override({ field, values, disabled, mode })}</> : <FieldInput field={field} disabled={disabled} mode={mode} />;
};

export const DefinitionForm = ({ definition, mode, overrides, defaults }: Props) => {
  const { roles, can } = useRoles();
  // raw: true keeps id and fields the schema does not list.
  const resolver = useMemo(
    () => zodResolver(definition.schema({ mode, roles }) as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>,
    [definition, mode, roles],
  );
  const fields = formFields(definition, mode).filter((f) => can(`${definition.name}.${f.source}`, 'show'));
  return (
    <SimpleForm
      resolver={resolver}
      defaultValues={mode === 'create' ? defaults : undefined}
      toolbar={<FormToolbar cancel={<CancelButton />} alwaysEnable={mode === 'create'} />}
      sx={{ maxWidth: 960 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, width: '100%' }}>
        {fields.map((field) => (
          <Fragment key={field.source}>
            {field.section && (
              <Typography variant="subtitle1" component="h2" sx={{ gridColumn: '1 / -1', mt: 1, mb: 1, fontWeight: 600 }}>
                {field.section}
              </Typography>
            )}
            <Box sx={{ gridColumn: field.fullWidth ? '1 / -1' : undefined }}>
              <FieldSlot
                field={field}
                mode={mode}
                override={overrides[field.source]}
                disabled={(mode === 'edit' && field.readOnlyOnEdit === true) || !can(`${definition.name}.${field.source}`, 'edit')}
              />
            </Box>
          </Fragment>
        ))}
      </Box>
    </SimpleForm>
  );
};
