/**
 * /vesselvisitCar (CAR-003, CAR-022): the search by manifest (digits, at most 20) and the active
 * visits (INBOUND or WORKING: manifest, voyage, vessel) on the list framework, a row opening the
 * visit's management; 'Nueva visita' for the roles that create them (CAR-006).
 */
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MANIFEST_MAX } from '../../domain/cars/carVisitRules';
import { can } from '../../domain/permissions';
import { appMessages } from '../../i18n/appMessages';
import { carMessages } from '../../i18n/carMessages';
import { carReportMessages } from '../../i18n/carReportMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useRoles } from '../../resources/framework/useRoles';
import { carsApi, type CarVisitShort } from '../terminal/api/carsApi';
import { visitStatusLabel } from '../../i18n/codeLabels';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = carMessages.visits;
type Row = CarVisitShort;
const columns: readonly ListColumn[] = [
  { source: 'mftoNbr', label: t.mftoNumber, kind: 'text', list: true },
  { source: 'naveNombre', label: t.nave, kind: 'text', list: true },
  { source: 'viaje', label: t.viaje, kind: 'text', list: true },
  { source: 'estado', label: t.estado, kind: 'text', list: true },
];

export const CarVisitSearch = () => {
  const refusal = useRefusedForm();
  const { roles } = useRoles();
  const navigate = useNavigate();
  const { busy, run } = useBusyCall();
  const [manifest, setManifest] = useState('');
  const [error, setError] = useState<string | undefined>();
  const active = useQuery({ queryKey: ['carVisits', 'active'], queryFn: carsApi.activeVisits, retry: false });
  const rows = useMemo(() => active.data?.map((v) => ({ ...v, estado: visitStatusLabel(v.estado) })), [active.data]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const m = manifest.trim();
    const refused = !m ? appMessages.validation.required : !/^\d+$/.test(m) ? appMessages.validation.number : undefined;
    if (refused) {
      setError(refused);
      return refusal.refuse();
    }
    void run(async () => {
      const visit = await carsApi.visitByManifest(m);
      navigate(`/vesselvisitCar/management/${encodeURIComponent(visit.id)}`);
    });
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
              {t.title}
            </Typography>
            {can(roles, 'carReports', 'list') && (
              <Button component={Link} to="/vesselvisitCar/report" variant="outlined" data-testid="car-reports">
                {carReportMessages.screen.open}
              </Button>
            )}
            {can(roles, 'carVisits', 'create') && (
              <Button
                component={Link}
                to="/vesselvisitCar/new"
                variant="contained"
                startIcon={<AddIcon />}
                data-testid="car-visit-new"
              >
                {t.newVisit}
              </Button>
            )}
          </Stack>
          <Box
            component="form"
            onSubmit={submit}
            noValidate
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', maxWidth: 560 }}
          >
            <TextField
              id="car-visit-manifest"
              label={t.manifest}
              value={manifest}
              size="small"
              required
              sx={{ flex: 1 }}
              onChange={(e) => {
                setManifest(e.target.value.replace(/\s/g, ''));
                setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error ?? t.manifestHint}
              slotProps={{
                htmlInput: { maxLength: MANIFEST_MAX, inputMode: 'numeric', 'data-testid': 'car-visit-manifest' },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              startIcon={<SearchIcon />}
              disabled={busy}
              data-testid="car-visit-search"
            >
              {t.search}
            </Button>
            <RefusedFormNotice refusal={refusal} />
          </Box>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.active}
          </Typography>
          {active.isError ? (
            <Alert severity="error">{active.error.message}</Alert>
          ) : (
            <RowsList<Row>
              id="activeCarVisits"
              title={t.active}
              rows={rows}
              columns={columns}
              search={['mftoNbr', 'naveNombre', 'viaje']}
              sort={{ field: 'naveNombre', order: 'ASC' }}
              perPage={10}
              maxPageLinks={8}
              empty={<Alert severity="info">{t.noActive}</Alert>}
              onRowClick={(r) => navigate(`/vesselvisitCar/management/${encodeURIComponent(r.id)}`)}
              data-testid="active-car-visits"
            />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};
