/**
 * The tracking search box (TRK-002, TRK-003): upper-cases as the user types, refuses characters
 * outside the allowed set with 'Búsqueda inválida', warns (without refusing) about a container
 * number whose ISO 6346 check digit is wrong, and opens /tracking/result/{search}.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasWrongCheckDigit } from '../../domain/iso6346';
import { normalizeSearch, searchProblem, toPathSegment, toSearchInput } from './trackingSearch';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

export const TrackingSearchForm = ({ initial = '' }: { initial?: string }) => {
  const refusal = useRefusedForm();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const problem = searchProblem(value);
  const showProblem = touched && problem !== undefined;
  const warning =
    !problem && hasWrongCheckDigit(normalizeSearch(value))
      ? translate('app.operations.containerCheckDigit')
      : undefined;
  const helper = showProblem
    ? translate(problem === 'required' ? 'app.visitScreens.common.required' : 'app.visitScreens.tracking.invalid')
    : (warning ?? translate('app.visitScreens.tracking.searchHint'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return refusal.refuse();
    navigate(`/tracking/result/${toPathSegment(value)}`);
  };

  return (
    <Box
      component="form"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      onSubmit={submit}
      noValidate
      role="search"
    >
      <TextField
        name="search"
        label={translate('app.visitScreens.tracking.searchLabel')}
        value={value}
        onChange={(e) => setValue(toSearchInput(e.target.value))}
        onBlur={() => setTouched(value !== '')}
        error={showProblem}
        helperText={helper}
        slotProps={{
          htmlInput: { maxLength: 60, autoComplete: 'off', 'data-testid': 'tracking-search' },
          formHelperText: {
            role: showProblem || warning ? 'alert' : undefined,
            sx: warning && !showProblem ? { color: '#8a4500' } : undefined,
          },
        }}
        sx={{ minWidth: 'min(320px, 100%)', flex: 1, maxWidth: 480 }}
        size="small"
        autoFocus
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: '2px' }}>
        {translate('app.visitScreens.common.search')}
      </Button>
      <RefusedFormNotice refusal={refusal} />
    </Box>
  );
};
