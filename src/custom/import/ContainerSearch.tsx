/**
 * /import: the container search (IMP-002): exactly 11 characters, upper case, alphanumeric,
 * else 'Número de contenedor inválido'; a number whose ISO 6346 check digit is wrong gets a
 * warning, not a refusal. Opens the management shell of the unit, with its operation if any.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { containerInput, containerNumberError } from '../../domain/containerNumber';
import { hasWrongCheckDigit } from '../../domain/iso6346';
import { importMessages } from '../../i18n/importMessages';
import { operationsMessages } from '../../i18n/operationsMessages';
import { useApiError } from '../layout/useApiError';
import { importApi } from '../terminal/api/importApi';
import { managementPath } from './paths';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = importMessages.search;

const ContainerSearch = () => {
  const refusal = useRefusedForm();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const onError = useApiError();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = containerNumberError(value);
    if (refused) {
      setError(refused);
      refusal.refuse();
      return;
    }
    setBusy(true);
    try {
      const unit = await importApi.unit(value);
      navigate(managementPath(unit.unitNbr, unit.operationId));
    } catch (err) {
      await onError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2, maxWidth: 560 }}>
      <Title title={t.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t.title}
          </Typography>
          <Box
            component="form"
            onSubmit={submit}
            noValidate
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
          >
            <TextField
              id="import-container"
              label={t.label}
              value={value}
              onChange={(e) => {
                setValue(containerInput(e.target.value));
                setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error ?? t.hint}
              slotProps={{ htmlInput: { maxLength: 11, autoComplete: 'off', 'data-testid': 'import-container' } }}
              size="small"
              autoFocus
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
              {t.submit}
            </Button>
            <RefusedFormNotice refusal={refusal} />
          </Box>
          {hasWrongCheckDigit(value) && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="check-digit-warning">
              {operationsMessages.containerCheckDigit}
            </Alert>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default ContainerSearch;
