/**
 * The one-field search of an operational screen (a container, a VIN, a booking): its title, the
 * field kept as `normalize` makes it, the rule's message on the field (`check`), and the search
 * (`onSearch`, which may answer a message for the field, e.g. the server's 'no such booking').
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { RefusedFormNotice, useRefusedForm } from '../../../resources/framework/refusal/RefusedFormNotice';

export interface SearchCardProps {
  title: string;
  /** The field's id and its test hooks: `${testId}` on the input, `${testId}-search` on the button unless `buttonTestId`. */
  id: string;
  testId: string;
  buttonTestId?: string;
  label: string;
  hint?: string;
  submitLabel: string;
  maxLength: number;
  required?: boolean;
  inputMode?: 'numeric' | 'text';
  normalize: (typed: string) => string;
  /** The rule's message for the value, or undefined to search. */
  check: (value: string) => string | undefined;
  /** Runs the search; a message it returns goes on the field. */
  onSearch: (value: string) => void | string | undefined | Promise<void | string | undefined>;
  busy?: boolean;
  /** Below the field (e.g. a check-digit warning). */
  children?: (value: string) => ReactNode;
}

export const SearchCard = (p: SearchCardProps) => {
  const refusal = useRefusedForm();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = p.check(value);
    if (refused) {
      setError(refused);
      return refusal.refuse();
    }
    const answer = await p.onSearch(value);
    if (answer) {
      setError(answer);
      refusal.refuse();
    }
  };
  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {p.title}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            id={p.id}
            label={p.label}
            value={value}
            size="small"
            autoFocus
            required={p.required}
            sx={{ flex: 1 }}
            onChange={(e) => {
              setValue(p.normalize(e.target.value));
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ?? p.hint}
            slotProps={{
              htmlInput: {
                maxLength: p.maxLength,
                autoComplete: 'off',
                inputMode: p.inputMode,
                'data-testid': p.testId,
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            disabled={p.busy}
            data-testid={p.buttonTestId ?? `${p.testId}-search`}
          >
            {p.submitLabel}
          </Button>
          <RefusedFormNotice refusal={refusal} />
        </Box>
        {p.children?.(value)}
      </CardContent>
    </Card>
  );
};
