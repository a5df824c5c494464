/**
 * The form input of a field, by kind. Validation messages come from the resource schema; so does
 * `required`, which only marks the label (a required HTML input would bring the browser's own
 * English message).
 */
import { BooleanInput, SelectInput, TextInput, type TextInputProps } from 'react-admin';
import { LimitedTextInput } from './LimitedTextInput';
import { RutInput } from './RutInput';
import type { FieldDef, Mode } from './types';

const toNumberWhenDigits = (v: string) => (v === '' ? null : /^\d+$/.test(v) ? Number(v) : v);

/** The helper text of a field in a form mode (a blank keeps rows aligned). */
const helperTextOf = (field: FieldDef, mode: Mode | undefined): string =>
  (typeof field.helperText === 'string' ? field.helperText : mode ? field.helperText?.[mode] : undefined) ?? ' ';

/** A text input with the field's D1 §9 limit shown near it, or a plain one. */
const TextWithLimit = ({
  maxLength,
  htmlInput,
  ...props
}: TextInputProps & { maxLength?: number; htmlInput?: Record<string, unknown> }) =>
  maxLength ? (
    <LimitedTextInput {...props} maxLength={maxLength} htmlInput={htmlInput} />
  ) : (
    <TextInput {...props} slotProps={{ htmlInput }} />
  );

interface FieldInputProps {
  field: FieldDef;
  disabled?: boolean;
  mode?: Mode;
  /** The schema requires it now (marks the label). */
  required?: boolean;
}

export const FieldInput = ({ field, disabled, mode, required }: FieldInputProps) => {
  const common = {
    source: field.source,
    disabled,
    helperText: helperTextOf(field, mode),
    fullWidth: true,
    isRequired: required,
  } as const;
  const limited = { ...common, maxLength: field.maxLength };
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput source={field.source} disabled={disabled} helperText={false} />;
    case 'select':
      return <SelectInput {...common} choices={field.choices as { id: string; name: string }[]} emptyText="—" />;
    case 'rut':
      return <RutInput {...common} />;
    case 'code':
      return <TextWithLimit {...limited} parse={(v: string) => v.toUpperCase()} />;
    case 'number':
      return <TextWithLimit {...limited} parse={toNumberWhenDigits} htmlInput={{ inputMode: 'numeric' }} />;
    case 'phone':
      return <TextWithLimit {...limited} htmlInput={{ inputMode: 'tel' }} />;
    case 'email':
      // Not type="email": the browser's own (English) validation would pre-empt the spec's message.
      return <TextWithLimit {...limited} htmlInput={{ inputMode: 'email' }} />;
    case 'password':
      return <TextInput {...common} type="password" autoComplete="new-password" />;
    case 'textarea':
      return <TextWithLimit {...limited} multiline minRows={2} />;
    case 'date':
      return <TextInput {...common} placeholder="DD/MM/AAAA" />;
    default:
      return <TextWithLimit {...limited} />;
  }
};
