/**
 * The generated create/edit form: fields by section in a two-column grid, the schema's rules
 * as a zod resolver, field permissions (hidden / read-only by role), conditional fields,
 * and a Cancel that asks 'Cancelar operación' only when there are unsaved changes. An edit shows
 * `readOnlyOnEdit` fields disabled and still sends their stored values. A refused save moves to the
 * first invalid field and says how many need attention (refusal/).
 * A form of a resource folder may draw some fields itself (`overrides`, by source: e.g. the
 * clients' country-dependent inputs) and start from its own record (`defaults`); every other
 * field stays generated.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Typography } from '@mui/material';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { SimpleForm, useRecordContext, useSaveContext, type RaRecord } from 'react-admin';
import { CancelButton, FormToolbar } from './FormToolbar';
import type { Schema } from '../../domain/validators';
import { getPath, isRequiredIn } from '../../domain/validators';
import { FieldInput } from './FieldInput';
import { formFieldsOf } from './formFields';
import type { FieldDef, Mode, ResourceDefinition } from './types';
import { useRoles } from './useRoles';
import { HookFormRefusedNotice } from './refusal/RefusedFormNotice';

/** The form's fields in a mode (the rule lives in formFields.ts, shared with the mock). */
export { formFieldsOf as formFields } from './formFields';

type Values = Record<string, unknown>;

/**
 * Draws one field: `values` are the form's current values, `disabled` what the roles allow,
 * `required` whether the schema requires it now (for the label's asterisk).
 */
export type InputOverride = (p: {
  field: FieldDef;
  values: Values;
  disabled: boolean;
  mode: Mode;
  required: boolean;
}) => ReactNode;

interface ConditionalInputProps {
  field: FieldDef;
  disabled: boolean;
  mode: Mode;
  schema: Schema;
  override?: InputOverride;
}

const ConditionalInput = ({ field, disabled, mode, schema, override }: ConditionalInputProps) => {
  const values = useWatch() as Values;
  if (field.visibleWhen && !field.visibleWhen(values)) return null;
  // A disabled input cannot be filled in, so it is not marked.
  const required = !disabled && isRequiredIn(schema, values, field.source);
  return override ? (
    <>{override({ field, values, disabled, mode, required })}</>
  ) : (
    <FieldInput field={field} disabled={disabled} mode={mode} required={required} />
  );
};

export interface ResourceFormProps {
  definition: ResourceDefinition;
  mode: Mode;
  /** Inputs drawn by the resource's own form, by field source. */
  overrides?: Readonly<Record<string, InputOverride>>;
  /** The create form's starting record (else the fields' default values). */
  defaults?: Values;
}

/**
 * The submitted values with each `readOnlyOnEdit` field's stored value: its input is disabled, and
 * react-hook-form leaves disabled inputs out, so an edit would send the record without them.
 */
export function withReadOnlyValues(
  definition: ResourceDefinition,
  values: Values,
  record: RaRecord | undefined,
): Values {
  const out = structuredClone(values);
  for (const field of formFieldsOf(definition, 'edit')) {
    if (field.readOnlyOnEdit !== true || field.source === 'id') continue;
    const stored = getPath(record, field.source);
    if (stored !== undefined) setDefault(out, field.source, stored);
  }
  return out;
}

export const ResourceForm = ({ definition, mode, overrides, defaults: startRecord }: ResourceFormProps) => {
  const { roles, can } = useRoles();
  const record = useRecordContext();
  const { save } = useSaveContext();
  const submitEdit = useMemo(
    () =>
      mode === 'edit' && save ? (values: Values) => save(withReadOnlyValues(definition, values, record)) : undefined,
    [mode, save, definition, record],
  );
  const schema = useMemo(() => definition.schema({ mode, roles }), [definition, mode, roles]);
  // raw: true keeps id and fields the schema does not list (zod would strip them).
  const resolver = useMemo(
    () => zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<FieldValues>,
    [schema],
  );
  const defaults = useMemo(() => {
    if (startRecord) return startRecord;
    const values: Values = {};
    for (const f of definition.fields) if (f.defaultValue !== undefined) setDefault(values, f.source, f.defaultValue);
    return values;
  }, [definition, startRecord]);
  const fields = formFieldsOf(definition, mode).filter((f) => can(`${definition.name}.${f.source}`, 'show'));
  return (
    <SimpleForm
      resolver={resolver}
      onSubmit={submitEdit}
      defaultValues={mode === 'create' ? defaults : undefined}
      // The notice below moves to the first invalid field in document order (react-hook-form's own goes by registration).
      shouldFocusError={false}
      toolbar={<FormToolbar cancel={<CancelButton />} alwaysEnable={mode === 'create'} />}
      sx={{ maxWidth: 960 }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, width: '100%' }}>
        {fields.map((field) => (
          <Fragment key={field.source}>
            {field.section && (
              <Typography
                variant="subtitle1"
                component="h2"
                sx={{ gridColumn: '1 / -1', mt: 1, mb: 1, fontWeight: 600 }}
              >
                {field.section}
              </Typography>
            )}
            <Box sx={{ gridColumn: field.fullWidth ? '1 / -1' : undefined }}>
              <ConditionalInput
                field={field}
                mode={mode}
                schema={schema}
                override={overrides?.[field.source]}
                disabled={
                  (mode === 'edit' && field.readOnlyOnEdit === true) ||
                  !can(`${definition.name}.${field.source}`, 'edit')
                }
              />
            </Box>
          </Fragment>
        ))}
      </Box>
      {/* Right above the save bar: on a phone that bar is fixed at the bottom, and a longer bar would cover the last field. */}
      <HookFormRefusedNotice />
    </SimpleForm>
  );
};

/** Sets a dotted path, creating the objects on the way. */
function setDefault(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
}
