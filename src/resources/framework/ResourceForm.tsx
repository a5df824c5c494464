/**
 * The generated create/edit form: fields by section in a two-column grid, the schema's rules
 * as a zod resolver, field permissions (hidden / read-only by role), conditional fields,
 * and a Cancel that asks 'Cancelar operación' only when there are unsaved changes.
 * A form of a resource folder may draw some fields itself (`overrides`, by source: e.g. the
 * clients' country-dependent inputs) and start from its own record (`defaults`); every other
 * field stays generated.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { SimpleForm } from 'react-admin';
import { CancelButton, FormToolbar } from './FormToolbar';
import { FieldInput } from './FieldInput';
import type { FieldDef, Mode, ResourceDefinition } from './types';
import { useRoles } from './useRoles';

export const formFields = (definition: ResourceDefinition, mode: Mode) =>
  definition.fields.filter((f) => f.form === true || f.form === mode);

type Values = Record<string, unknown>;

/** Draws one field: `values` are the form's current values, `disabled` what the roles allow. */
export type InputOverride = (p: { field: FieldDef; values: Values; disabled: boolean; mode: Mode }) => ReactNode;

interface ConditionalInputProps {
  field: FieldDef;
  disabled: boolean;
  mode: Mode;
  override?: InputOverride;
}

const ConditionalInput = ({ field, disabled, mode, override }: ConditionalInputProps) => {
  const values = useWatch() as Values;
  if (field.visibleWhen && !field.visibleWhen(values)) return null;
  return override ? <>{override({ field, values, disabled, mode })}</> : <FieldInput field={field} disabled={disabled} mode={mode} />;
};

export interface ResourceFormProps {
  definition: ResourceDefinition;
  mode: Mode;
  /** Inputs drawn by the resource's own form, by field source. */
  overrides?: Readonly<Record<string, InputOverride>>;
  /** The create form's starting record (else the fields' default values). */
  defaults?: Values;
}

export const ResourceForm = ({ definition, mode, overrides, defaults: startRecord }: ResourceFormProps) => {
  const { roles, can } = useRoles();
  // raw: true keeps id and fields the schema does not list (zod would strip them).
  const resolver = useMemo(
    () => zodResolver(definition.schema({ mode, roles }) as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>,
    [definition, mode, roles],
  );
  const defaults = useMemo(() => {
    if (startRecord) return startRecord;
    const values: Values = {};
    for (const f of definition.fields) if (f.defaultValue !== undefined) setDefault(values, f.source, f.defaultValue);
    return values;
  }, [definition, startRecord]);
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
              <ConditionalInput
                field={field}
                mode={mode}
                override={overrides?.[field.source]}
                disabled={(mode === 'edit' && field.readOnlyOnEdit === true) || !can(`${definition.name}.${field.source}`, 'edit')}
              />
            </Box>
          </Fragment>
        ))}
      </Box>
    </SimpleForm>
  );
};

function setDefault(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}
