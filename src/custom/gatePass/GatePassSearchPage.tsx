/** /gatePass (GP-001, GP-002): a container number (11 characters, upper case) → its gate pass. */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasWrongCheckDigit } from '../../domain/iso6346';
import { containerInput, isContainerNumber } from '../../domain/containerNumber';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const G = 'app.visitScreens.gatePass';

export const GatePassSearchForm = ({ initial = '' }: { initial?: string }) => {
  const refusal = useRefusedForm();
  const translate = useTranslate();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [shown, setShown] = useState(false);
  const invalid = shown && !isContainerNumber(value);
  const warning = hasWrongCheckDigit(value) ? translate('app.operations.containerCheckDigit') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (isContainerNumber(value)) navigate(`/gatePass/management/${value}`);
    else refusal.refuse();
  };
  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        name="unitNbr"
        size="small"
        required
        label={translate(`${G}.container`)}
        value={value}
        onChange={(e) => setValue(containerInput(e.target.value))}
        error={invalid}
        helperText={invalid ? translate('app.validation.container') : (warning ?? ' ')}
        slotProps={{
          htmlInput: { maxLength: 11, 'data-testid': 'gatepass-search' },
          formHelperText: { sx: warning && !invalid ? { color: '#8a4500' } : undefined },
        }}
        sx={{ flex: '1 1 0', maxWidth: 260 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: '2px' }}>
        {translate('app.visitScreens.common.search')}
      </Button>
      <RefusedFormNotice refusal={refusal} />
    </Box>
  );
};

const GatePassSearchPage = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${G}.title`)} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(`${G}.title`)}
        </Typography>
        <GatePassSearchForm />
      </CardContent>
    </Card>
  );
};

export default GatePassSearchPage;
