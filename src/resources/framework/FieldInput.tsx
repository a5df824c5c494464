/** The form input of a field, by kind. Validation messages come from the resource schema. */
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { canonicalRut, formatRut } from '../../domain/rut';
import type { FieldDef, Mode } from './types';

const toNumberWhenDigits = (v: string) => (v === '' ? null : /^\d+$/.test(v) ? Number(v) : v);

/** The helper text of a field in a form mode (a blank keeps rows aligned). */
const helperTextOf = (field: FieldDef, mode: Mode | undefined): string =>
  (typeof field.helperText === 'string' ? field.helperText : mode ? field.helperText?.[mode] : undefined) ?? ' ';

export const FieldInput = ({ field, disabled, mode }: { field: FieldDef; disabled?: boolean; mode?: Mode }) => {
  const common = { source: field.source, disabled, helperText: helperTextOf(field, mode), fullWidth: true } as const;
  // The D1 §9 limit, where the field has one; text inputs without their own slotProps take it here.
  const limit = field.maxLength ? { maxLength: field.maxLength } : {};
  const limited = { ...common, slotProps: { htmlInput: limit } };
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput source={field.source} disabled={disabled} helperText={false} />;
    case 'select':
      return <SelectInput {...common} choices={field.choices as { id: string; name: string }[]} emptyText="—" />;
    case 'rut':
      // Shown with dots and hyphen, kept in the canonical wire form (VAL-011, VAL-012).
      return <TextInput {...limited} format={(v) => (v ? formatRut(v) : '')} parse={(v: string) => canonicalRut(v)} />;
    case 'code':
      return <TextInput {...limited} parse={(v: string) => v.toUpperCase()} />;
    case 'number':
      return <TextInput {...common} parse={toNumberWhenDigits} slotProps={{ htmlInput: { inputMode: 'numeric', ...limit } }} />;
    case 'phone':
      return <TextInput {...common} slotProps={{ htmlInput: { inputMode: 'tel', ...limit } }} />;
    case 'email':
      // Not type="email": the browser's own (English) validation would pre-empt the spec's message.
      return <TextInput {...common} slotProps={{ htmlInput: { inputMode: 'email', ...limit } }} />;
    case 'password':
      return <TextInput {...common} type="password" autoComplete="new-password" />;
    case 'textarea':
      return <TextInput {...limited} multiline minRows={2} />;
    case 'date':
      return <TextInput {...common} placeholder="DD/MM/AAAA" />;
    default:
      return <TextInput {...limited} />;
  }
};
