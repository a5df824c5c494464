/**
 * /cartas (TMP-001…005): the search by visit (required, 'Requerido'; an agent's own visits, or a
 * shipping company's line-operator visits, both scoped by the server, TMP-002/003) and optional container, and
 * /cartas/visit/{id}/{cont}: the reefers found with their letters — one, the selected, or all of
 * them in one PDF ('0' as the container: the whole visit).
 */
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title } from 'react-admin';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { containerInput, containerNumberError } from '../../domain/containerNumber';
import { letterVisitList } from '../../domain/temperatureLetters/visitList';
import { TYPEAHEAD_MAX_SUGGESTIONS, typeaheadReady } from '../../domain/typeahead';
import { appMessages } from '../../i18n/appMessages';
import { exportMessages } from '../../i18n/exportMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { useSharedList } from '../../resources/framework/useSharedList';
import { inlineErrorText } from '../layout/inlineError';
import { useApiError } from '../layout/useApiError';
import { exportApi } from '../terminal/api/exportApi';
import { openPdf } from '../terminal/documents/openPdf';
import { ReeferLetterList } from '../terminal/documents/ReeferLetterList';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = exportMessages.letters;
const BASE = '/cartas';
const ALL = '0';

interface Visit {
  id: string;
  vesselName: string;
  inVoyNbr?: string | null;
  manifestNumber?: string | null;
}
const label = (v: Visit) => `${v.vesselName} ${v.inVoyNbr ?? ''} (${v.id})`.replace(/\s+\(/, ' (');
const matches = (v: Visit, typed: string) =>
  `${v.id} ${v.vesselName} ${v.manifestNumber ?? ''}`.toUpperCase().includes(typed.trim().toUpperCase());

const Search = () => {
  const refusal = useRefusedForm();
  const { roles } = useRoles();
  const visits = useSharedList<Visit>(letterVisitList(roles));
  const [visit, setVisit] = useState<Visit | null>(null);
  const [typed, setTyped] = useState('');
  const [container, setContainer] = useState('');
  const [shown, setShown] = useState(false);
  const navigate = useNavigate();
  const containerError = container ? containerNumberError(container) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!visit || containerError) return refusal.refuse();
    navigate(`${BASE}/visit/${encodeURIComponent(visit.id)}/${container || ALL}`);
  };
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.title}
        </Typography>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, alignItems: 'start' }}
        >
          <Autocomplete
            options={visits.data ?? []}
            value={visit}
            onChange={(_e, v) => setVisit(v)}
            inputValue={typed}
            onInputChange={(_e, v) => setTyped(v)}
            filterOptions={(list, s) =>
              typeaheadReady(s.inputValue)
                ? list.filter((v) => matches(v, s.inputValue)).slice(0, TYPEAHEAD_MAX_SUGGESTIONS)
                : []
            }
            getOptionLabel={label}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={visits.isPending}
            renderInput={(params) => (
              <TextField
                {...params}
                id="letters-visit"
                label={t.visit}
                size="small"
                required
                error={shown && !visit}
                helperText={shown && !visit ? appMessages.validation.required : t.visitHint}
              />
            )}
          />
          <TextField
            id="letters-container"
            label={t.container}
            value={container}
            size="small"
            onChange={(e) => setContainer(containerInput(e.target.value))}
            error={shown && Boolean(containerError)}
            helperText={(shown && containerError) || t.containerHint}
            slotProps={{ htmlInput: { maxLength: 11, autoComplete: 'off', 'data-testid': 'letters-container' } }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="letters-search">
            {t.submit}
          </Button>
          <RefusedFormNotice refusal={refusal} />
        </Box>
      </CardContent>
    </Card>
  );
};

const Result = () => {
  const { id = '', cont = ALL } = useParams();
  const onError = useApiError();
  const nbr = cont === ALL ? undefined : cont.toUpperCase();
  const reefers = useQuery({
    queryKey: ['temperatureLetters', id, nbr],
    queryFn: () => exportApi.reefersOfVisit(id, nbr),
    retry: false,
  });
  const title = nbr ? t.unitTitle.replace('{unit}', nbr).replace('{visit}', id) : t.resultTitle.replace('{visit}', id);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Button component={Link} to={BASE} variant="outlined" startIcon={<SearchIcon />}>
            {t.newSearch}
          </Button>
          {reefers.data && reefers.data.length > 0 && (
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              data-testid="print-all-letters"
              onClick={() => openPdf(() => exportApi.lettersOfVisitPdf(id, nbr)).catch(onError)}
            >
              {t.printAll}
            </Button>
          )}
        </Stack>
        {reefers.isPending ? (
          <CircularProgress aria-label={title} />
        ) : reefers.isError ? (
          <Alert severity="error">{inlineErrorText(reefers.error)}</Alert>
        ) : (
          <ReeferLetterList id="visitReeferLetters" title={title} reefers={reefers.data} empty={t.none} />
        )}
      </CardContent>
    </Card>
  );
};

const TemperatureLetterScreens = () => (
  <Box sx={{ p: 2 }}>
    <Title title={t.title} />
    <Routes>
      <Route index element={<Search />} />
      <Route path="visit/:id/:cont" element={<Result />} />
      <Route path="*" element={<Navigate to={BASE} replace />} />
    </Routes>
  </Box>
);

export default TemperatureLetterScreens;
