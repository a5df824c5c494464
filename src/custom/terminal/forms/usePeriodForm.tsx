/**
 * The period form of the figures screens (/punctuality, /figures): two typed days (DD/MM/AAAA)
 * read by `periodOfTyped`, a refusal on its field with the focus on the first one refused, and the
 * server's default period filling the empty fields once.
 */
import { TextField } from '@mui/material';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { periodOfTyped, typedDay } from '../../../domain/appointmentFigures/periodInput';

type Field = 'from' | 'to';

/** The period as the server reads it (YYYY-MM-DD), or null for its default. */
export interface Period {
  from: string;
  to: string;
}

export function usePeriodForm(texts: { from: string; to: string; dayHint: string }, testIdPrefix: string) {
  const [typed, setTyped] = useState<Record<Field, string>>({ from: '', to: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [period, setPeriod] = useState<Period | null>(null);
  const refs = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null) };

  /** The server's answered period fills the fields while both are still empty. */
  const fillEmpty = useCallback((served: Period | undefined) => {
    if (!served) return;
    setTyped((x) => (x.from === '' && x.to === '' ? { from: typedDay(served.from), to: typedDay(served.to) } : x));
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = periodOfTyped(typed.from, typed.to);
    if (!read.ok) {
      setErrors(read.errors);
      const first = (['from', 'to'] as const).find((f) => read.errors[f]);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    setPeriod({ from: read.from, to: read.to });
  };

  const dayField = (field: Field) => (
    <TextField
      key={field}
      label={texts[field]}
      value={typed[field]}
      size="small"
      inputRef={refs[field]}
      onChange={(e) => setTyped((x) => ({ ...x, [field]: e.target.value }))}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? texts.dayHint}
      slotProps={{
        htmlInput: {
          'data-testid': `${testIdPrefix}-${field}`,
          inputMode: 'numeric',
          'aria-invalid': Boolean(errors[field]),
        },
      }}
      sx={{ width: { xs: '100%', sm: 170 } }}
    />
  );

  return { period, submit, dayField, fillEmpty };
}
