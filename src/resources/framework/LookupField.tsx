/**
 * The portal's must-pick lookup outside a form: an Autocomplete whose value is only ever a
 * suggestion (no free text). Two sources: `search` asks for suggestions from 3 characters on
 * (the caller caps them at 10, D1 §2 Screen behaviour), `options` is a fixed list that typing
 * filters (the agency's line operators).
 */
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { typeaheadReady } from '../../domain/typeahead';

export interface LookupFieldProps<T> {
  /** Translated label. */
  label: string;
  value: T | null;
  onChange: (value: T | null) => void;
  optionLabel: (option: T) => string;
  sameOption: (a: T, b: T) => boolean;
  /** Suggestions for a typed text of at least 3 characters. */
  search?: (text: string) => Promise<readonly T[]>;
  /** A fixed list (used when `search` is absent). */
  options?: readonly T[];
  /** Shown under the field in red (a refusal, a server message). */
  error?: string;
  name?: string;
  autoFocus?: boolean;
  /** While the list to search is still loading. */
  disabled?: boolean;
  testId?: string;
}

export function LookupField<T>({
  label,
  value,
  onChange,
  optionLabel,
  sameOption,
  search,
  options,
  error,
  name,
  autoFocus,
  disabled,
  testId,
}: LookupFieldProps<T>) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [found, setFound] = useState<readonly T[]>([]);
  const tooShort = !typeaheadReady(input);
  // The latest search, so that a caller's inline function does not re-run it on every render.
  const searchRef = useRef(search);
  searchRef.current = search;
  const searching = !!search;

  useEffect(() => {
    const ask = searchRef.current;
    if (!ask) return;
    if (!typeaheadReady(input)) {
      setFound([]);
      return;
    }
    let live = true;
    ask(input).then(
      (rows) => live && setFound(rows),
      () => live && setFound([]),
    );
    return () => {
      live = false;
    };
  }, [input, searching]);

  return (
    <Autocomplete<T>
      options={(search ? found : (options ?? [])) as T[]}
      value={value}
      onChange={(_, picked) => onChange(picked)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      // Search suggestions are already the matches; a fixed list is filtered by the typed text.
      {...(search ? { filterOptions: (o: T[]) => o } : {})}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={sameOption}
      noOptionsText={search && tooShort ? translate('app.validation.searchMin') : translate('app.empty.noResults')}
      disabled={disabled}
      data-testid={testId}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={!!error}
          helperText={error ?? ' '}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
