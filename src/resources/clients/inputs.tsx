/**
 * Inputs of the client, shipper and customer forms that the generated form has no kind for:
 * a typeahead that must be picked from (min 3 characters, 10 suggestions, D1 §9), the country
 * that clears what no longer applies, and the identification that is a RUT only in Chile.
 */
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { TextInput, useInput, useTranslate } from 'react-admin';
import { isChilean } from '../../domain/clients';
import { COUNTRIES } from '../../domain/countries';
import { RutInput } from '../framework/RutInput';
import { TYPEAHEAD_MAX_SUGGESTIONS, typeaheadReady } from '../../domain/typeahead';
import type { Option } from './lookups';

/** The field's error in Spanish (schema messages are texts already; keys are translated). */
function useErrorText(message: string | undefined, helperText: string) {
  const translate = useTranslate();
  const text = message ?? helperText;
  return text.trim() ? translate(text, { _: text }) : text;
}

interface PickerProps {
  source: string;
  label: string;
  options: Option[];
  disabled?: boolean;
  helperText?: string;
  /** Marks the label (the schema decides; the resolver does not tell the input). */
  required?: boolean;
}

/**
 * Free typing, but the value is only good when an option was picked: typed text stays the
 * value so that the schema answers 'Seleccione uno correcto' (ADM-CUS-008).
 */
export const ListPicker = ({ source, label, options, disabled, helperText = ' ', required }: PickerProps) => {
  const { field, fieldState } = useInput({ source });
  const text = useErrorText(fieldState.error?.message, helperText);
  const value = field.value === null || field.value === undefined ? '' : String(field.value);
  const shown = options.find((o) => o.value === value)?.label ?? value;
  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      options={options}
      disabled={disabled}
      inputValue={shown}
      value={options.find((o) => o.value === value) ?? null}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
      isOptionEqualToValue={(o, v) => o.value === (typeof v === 'string' ? v : v.value)}
      filterOptions={(all, state) => {
        if (!typeaheadReady(state.inputValue)) return [];
        const q = state.inputValue.trim().toLowerCase();
        return all.filter((o) => o.label.toLowerCase().includes(q)).slice(0, TYPEAHEAD_MAX_SUGGESTIONS);
      }}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' || reason === 'clear') field.onChange(next === '' ? null : next);
      }}
      onChange={(_, picked) => field.onChange(picked && typeof picked !== 'string' ? picked.value : picked || null)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={label}
          // The asterisk only: a required input would bring the browser's own (English) message.
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, required } }}
          error={Boolean(fieldState.error)}
          helperText={text}
          margin="dense"
          size="small"
          fullWidth
        />
      )}
    />
  );
};

interface CountryProps {
  source: string;
  label: string;
  /** Dotted paths cleared when the country moves into or out of Chile. */
  clears: string[];
  disabled?: boolean;
  required?: boolean;
}

/** The country (static country-code file); switching into or out of Chile clears `clears` (ADM-CLI-018). */
export const CountrySelect = ({ source, label, clears, disabled, required }: CountryProps) => {
  const { field, fieldState } = useInput({ source });
  const { setValue } = useFormContext();
  const text = useErrorText(fieldState.error?.message, ' ');
  return (
    <TextField
      select
      name={source}
      label={label}
      value={field.value ?? ''}
      disabled={disabled}
      onChange={(e) => {
        const next = e.target.value;
        if (isChilean(field.value) !== isChilean(next))
          for (const path of clears) setValue(path, null, { shouldDirty: true });
        field.onChange(next);
      }}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={text}
      margin="dense"
      size="small"
      fullWidth
      slotProps={{ inputLabel: { required } }}
    >
      {COUNTRIES.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name} ({c.id})
        </MenuItem>
      ))}
    </TextField>
  );
};

/** A RUT in Chile (the one RUT input), else a free identification (upper-cased). */
export const IdentificationInput = ({
  source,
  label,
  chile,
  disabled,
  required,
}: {
  source: string;
  label: string;
  chile: boolean;
  disabled?: boolean;
  required?: boolean;
}) =>
  chile ? (
    <RutInput
      key="rut"
      source={source}
      label={label}
      disabled={disabled}
      isRequired={required}
      fullWidth
      helperText=" "
    />
  ) : (
    <TextInput
      key="foreign"
      source={source}
      label={label}
      disabled={disabled}
      isRequired={required}
      fullWidth
      helperText=" "
      parse={(v: string) => v.toUpperCase()}
    />
  );
