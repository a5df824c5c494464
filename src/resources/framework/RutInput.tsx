/**
 * The one identification (RUT) input of every form: cleaned to digits and K and shown with dots
 * and hyphen as it is typed (VAL-011, VAL-012), at most the 12 characters of D1 §9, kept in the
 * canonical wire form ('76086428-5'). The message set is the shared `rut()` rule's.
 * `RutInput` is the react-admin input; `RutTextField` the same input for a page's own state.
 */
import { TextField, type TextFieldProps } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';
import { canonicalRut, formatRut } from '../../domain/rut';
import { LIMITS } from '../../domain/validators';

const rutHtmlInput = { maxLength: LIMITS.rut, autoComplete: 'off', spellCheck: false } as const;

export const RutInput = (props: Omit<TextInputProps, 'format' | 'parse'>) => (
  <TextInput
    {...props}
    format={(v) => (v ? formatRut(v) : '')}
    parse={(v: string) => canonicalRut(v)}
    slotProps={{ htmlInput: rutHtmlInput }}
  />
);

/** Controlled: `value` is what the user typed so far, shown formatted; `onChange` gets the formatted text. */
export const RutTextField = ({
  value,
  onChange,
  ariaLabel,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (formatted: string) => void /** The name of an input without a visible label (a grid cell). */;
  ariaLabel?: string;
}) => (
  <TextField
    {...props}
    value={formatRut(value)}
    onChange={(e) => onChange(formatRut(e.target.value))}
    slotProps={{ htmlInput: ariaLabel ? { ...rutHtmlInput, 'aria-label': ariaLabel } : rutHtmlInput }}
  />
);
