/**
 * /trucking/preadvise (TPA-001…008): the container query (11 characters, upper case, alphanumeric;
 * 'Número de contenedor inválido') and /trucking/preadvise/detail/{id}, the pre-advice as its
 * carrier sees it — container, agent and tax id, delivery date (DD/MM/YYYY HH:mm) or 'No
 * programada' — with 'Nueva consulta' and 'Imprimir Gate Pass'; nothing found is the notice to search again.
 */
import PrintIcon from '@mui/icons-material/Print';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { containerInput, containerNumberError } from '../../domain/containerNumber';
import { formatDateTime } from '../../domain/formats';
import { formatIdentification } from '../../domain/rut';
import { exportMessages } from '../../i18n/exportMessages';
import { inlineErrorText } from '../layout/inlineError';
import { useApiError } from '../layout/useApiError';
import { exportApi } from '../terminal/api/exportApi';
import { Fact, FactList } from '../terminal/units/Facts';
import { readGatePassCheck } from '../terminal/documents/gatePassAnswer';
import { openPdf } from '../terminal/documents/openPdf';
import { SearchCard } from '../terminal/forms/SearchCard';

const t = exportMessages.truckingPreadvise;
const BASE = '/trucking/preadvise';

const Search = () => {
  const navigate = useNavigate();
  return (
    <SearchCard
      title={t.title}
      id="preadvise-container"
      testId="preadvise-container"
      buttonTestId="preadvise-search"
      label={t.container}
      hint={t.hint}
      submitLabel={t.submit}
      maxLength={11}
      normalize={containerInput}
      check={containerNumberError}
      onSearch={(nbr) => navigate(`${BASE}/detail/${encodeURIComponent(nbr)}`)}
    />
  );
};

const Detail = () => {
  const { id = '' } = useParams();
  const nbr = id.toUpperCase();
  const onError = useApiError();
  const item = useQuery({
    queryKey: ['truckingPreadvise', nbr],
    queryFn: () => exportApi.truckingPreadvise(nbr),
    retry: false,
  });
  const check = useQuery({
    queryKey: ['truckingPreadvise', nbr, 'gatePass'],
    queryFn: () => exportApi.canPrintGatePass(nbr).then(readGatePassCheck),
    enabled: item.isSuccess,
    retry: false,
  });
  const again = (
    <Button component={Link} to={BASE} variant="outlined" startIcon={<SearchIcon />} data-testid="preadvise-new-search">
      {t.newSearch}
    </Button>
  );
  if (item.isPending) return <CircularProgress aria-label={t.title} />;
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {t.resultTitle.replace('{unit}', nbr)}
        </Typography>
        {item.isError ? (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="preadvise-not-found">
            {inlineErrorText(item.error)}
          </Alert>
        ) : (
          <FactList>
            <Fact label={t.unit} value={item.data.id} testId="preadvise-unit" />
            <Fact label={t.agentName} value={item.data.agentName} testId="preadvise-agent" />
            <Fact label={t.agentId} value={formatIdentification(item.data.agentId)} />
            <Fact
              label={t.dateApp}
              value={item.data.dateApp ? formatDateTime(item.data.dateApp) : t.notScheduled}
              testId="preadvise-date"
            />
            <Fact label={t.appNbr} value={item.data.appNbr} />
          </FactList>
        )}
        {check.data && !check.data.ok && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="preadvise-gate-pass-refusals">
            {check.data.reasons.join(' ')}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {again}
          {item.isSuccess && (
            <Button
              variant="contained"
              startIcon={<PrintIcon />}
              disabled={!check.data?.ok}
              data-testid="preadvise-print-gate-pass"
              onClick={() => openPdf(() => exportApi.gatePassPdf(nbr)).catch(onError)}
            >
              {t.printGatePass}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

const TruckingPreadviseScreens = () => (
  <Box sx={{ p: 2 }}>
    <Title title={t.title} />
    <Routes>
      <Route index element={<Search />} />
      <Route path="detail/:id" element={<Detail />} />
      <Route path="*" element={<Navigate to={BASE} replace />} />
    </Routes>
  </Box>
);

export default TruckingPreadviseScreens;
