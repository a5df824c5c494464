/**
 * /vesselVisits/reassignTransport/{containerId}?containers=… (VV-023…026, VV-029): the trucking
 * company for one or several units, picked from the list (at most 3 suggestions with name and RUT;
 * required), sent as POST /import/reassigntruckingmassive/{truckingId} (Q20); or 'Por sus propios
 * medios' with the drivers' RUTs as tags (required), one reassignment call per unit (P42). Then the
 * result page.
 */
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Title, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DriverRutTags } from '../terminal/forms/DriverRutTags';
import { reassignmentError, suggestionLabel, truckingSuggestions } from '../terminal/forms/truckingRules';
import { useApiError } from '../layout/useApiError';
import { visitPaths } from './paths';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { vesselVisitsApi, type TruckingOption } from './vesselVisitsApi';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const R = 'app.visitScreens.reassign';

/** The containers of the route: ?containers=A,B (VV-023), else the one in the path. */
export function reassignContainers(pathUnit: string | undefined, containers: string | null): string[] {
  const list = (containers ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return [...new Set(list.length > 0 ? list : pathUnit ? [pathUnit.toUpperCase()] : [])];
}

const ReassignPage = () => {
  const refusal = useRefusedForm();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const onError = useApiError();
  const { identity } = useGetIdentity();
  const [params] = useSearchParams();
  const visitId = params.get('visit') ?? '';
  const nbrs = reassignContainers(useParams().containerId, params.get('containers'));
  // A storekeeper asks with its own storekeeper id: its RUT (the account's rut); others with their login.
  const owner = String(identity?.rut ?? identity?.id ?? '');
  const companies = useQuery({
    queryKey: ['portal', 'visitTruckings', owner],
    queryFn: () => vesselVisitsApi.truckings(owner),
    enabled: Boolean(owner),
    retry: false,
  });
  useEffect(() => {
    if (companies.error) void onError(companies.error);
  }, [companies.error, onError]);
  const [company, setCompany] = useState<TruckingOption | null>(null);
  const [ownMeans, setOwnMeans] = useState(false);
  const [driverRuts, setDriverRuts] = useState<string[]>([]);
  const [shown, setShown] = useState(false);
  const { busy, run } = useBusyCall();
  const error = shown ? reassignmentError(ownMeans, company?.id ?? null, driverRuts) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (reassignmentError(ownMeans, company?.id ?? null, driverRuts) || nbrs.length === 0) return refusal.refuse();
    await run(async () => {
      const result = ownMeans
        ? await vesselVisitsApi.reassignOwnMeans(nbrs, driverRuts)
        : await vesselVisitsApi.reassign(company!.id, nbrs);
      if (result.error.length === 0) notify(translate(`${R}.success`), { type: 'success' });
      navigate(visitPaths.reassignResult(visitId, result.finalized, result.error));
    });
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${R}.title`)} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(`${R}.title`)}
        </Typography>
        <Typography variant="subtitle2" component="h2">
          {translate(`${R}.containers`)}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', my: 1 }} data-testid="reassign-containers">
          {nbrs.map((n) => (
            <Chip key={n} label={n} size="small" />
          ))}
        </Stack>
        {!ownMeans && companies.isSuccess && companies.data.length === 0 && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {translate(`${R}.noTrucking`)}
          </Alert>
        )}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Switch checked={ownMeans} onChange={(e) => setOwnMeans(e.target.checked)} />}
          label={translate('app.importArea.trucking.ownMeans')}
        />
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mt: 2 }}
        >
          {ownMeans ? (
            <Box sx={{ minWidth: 380 }}>
              <DriverRutTags tags={driverRuts} onChange={setDriverRuts} error={error} />
            </Box>
          ) : (
            <Autocomplete
              options={companies.data ?? []}
              value={company}
              onChange={(_e, v) => setCompany(v)}
              filterOptions={(options, state) => truckingSuggestions(options, state.inputValue)}
              getOptionLabel={suggestionLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              sx={{ minWidth: 380 }}
              renderInput={(p) => (
                <TextField
                  {...p}
                  name="trucking"
                  size="small"
                  required
                  label={translate(`${R}.trucking`)}
                  error={Boolean(error)}
                  helperText={error ?? translate(`${R}.truckingHint`)}
                />
              )}
            />
          )}
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: '2px' }}>
            {translate(`${R}.save`)}
          </Button>
          <Button onClick={() => navigate(visitPaths.search(visitId || undefined))} disabled={busy} sx={{ mt: '2px' }}>
            {translate('app.visitScreens.common.back')}
          </Button>
          <RefusedFormNotice refusal={refusal} />
        </Box>
      </CardContent>
    </Card>
  );
};

export default ReassignPage;
