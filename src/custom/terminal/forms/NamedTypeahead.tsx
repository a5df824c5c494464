/**
 * A typeahead over named records (agents…; D2 §5, EXP-016, VAL-028/029): suggestions from 3 typed
 * characters, at most 10, by name or id; only a suggestion can be chosen (no free text).
 */
import { Autocomplete, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { nameWithRut } from '../../../domain/rut';
import { TYPEAHEAD_MAX_SUGGESTIONS, typeaheadReady } from '../../../domain/typeahead';

export interface Named {
  id: string;
  name: string;
}

export interface NamedTypeaheadProps {
  id: string;
  label: string;
  options: readonly Named[];
  /** The chosen record's id, or ''. */
  value: string;
  onChange: (id: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** The text as typed (a form tells a typed but unchosen entry, INV-016). */
  onTyped?: (typed: string) => void;
}

const matches = (n: Named, typed: string) => {
  const q = typed.trim().toLocaleLowerCase('es-CL');
  return (
    n.name.toLocaleLowerCase('es-CL').includes(q) ||
    n.id.toLocaleLowerCase('es-CL').replace(/[.-]/g, '').includes(q.replace(/[.-]/g, ''))
  );
};

export const NamedTypeahead = ({
  id,
  label,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  loading,
  disabled,
  onTyped,
}: NamedTypeaheadProps) => {
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const chosen = useMemo(() => options.find((o) => o.id === value) ?? null, [options, value]);
  return (
    <Autocomplete
      id={id}
      options={options as Named[]}
      value={chosen}
      onChange={(_e, v) => onChange(v?.id ?? '')}
      inputValue={typed}
      onInputChange={(_e, v) => {
        setTyped(v);
        onTyped?.(v);
      }}
      disabled={disabled}
      filterOptions={(list, state) =>
        typeaheadReady(state.inputValue)
          ? list.filter((n) => matches(n, state.inputValue)).slice(0, TYPEAHEAD_MAX_SUGGESTIONS)
          : []
      }
      getOptionLabel={(n) => nameWithRut(n.name, n.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      open={open && typeaheadReady(typed)}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={loading}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size="small"
          required={required}
          error={Boolean(error)}
          helperText={error ?? hint}
        />
      )}
    />
  );
};
