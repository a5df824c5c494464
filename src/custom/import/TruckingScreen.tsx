/**
 * /trucking: reassign the unit's trucking company (IMP-070…072): an autocomplete of the agent's
 * companies, at most 3 suggestions with name and RUT, required; or 'Por sus propios medios' with
 * the drivers' RUTs as tags.
 */
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { importMessages } from '../../i18n/importMessages';
import { DriverRutTags } from '../terminal/forms/DriverRutTags';
import { importApi, type Named } from '../terminal/api/importApi';
import { reassignmentError, suggestionLabel, truckingSuggestions } from '../terminal/forms/truckingRules';
import { useImportUnit, useUnitAction } from './importUnit';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = importMessages.trucking;

export const TruckingScreen = ({ roles }: { roles: readonly string[] }) => {
  const refusal = useRefusedForm();
  void roles;
  const { unit, op } = useImportUnit();
  const { run, busy } = useUnitAction();
  const agentId = op?.agent.id ?? '';
  const list = useQuery({
    queryKey: ['importArea', 'truckings', agentId],
    queryFn: () => importApi.truckingsOfAgent(agentId),
    enabled: Boolean(agentId),
    retry: false,
  });
  const [company, setCompany] = useState<Named | null>(null);
  const [ownMeans, setOwnMeans] = useState(false);
  const [tags, setTags] = useState<string[]>([]);
  const [shown, setShown] = useState(false);
  const error = shown ? reassignmentError(ownMeans, company?.id ?? null, tags) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (reassignmentError(ownMeans, company?.id ?? null, tags)) return refusal.refuse();
    const answer = await run(
      () =>
        importApi.reassignTrucking(
          ownMeans
            ? { unitNbr: unit.unitNbr, ownMeans: true, driverRuts: tags }
            : { unitNbr: unit.unitNbr, ownMeans: false, truckingId: company!.id },
        ),
      (a) => a.message,
    );
    if (answer) {
      setCompany(null);
      setTags([]);
      setShown(false);
    }
  };
  const companies = list.data ?? [];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t.current}: <span data-testid="current-trucking">{unit.truckingName ?? '—'}</span>
        </Typography>
        {/* IMP-072: none associated, or none this user may list. */}
        {(list.isError || (list.isSuccess && companies.length === 0)) && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="no-company">
            {t.noCompany}
          </Alert>
        )}
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
          <FormControlLabel
            control={<Switch checked={ownMeans} onChange={(e) => setOwnMeans(e.target.checked)} />}
            label={t.ownMeans}
          />
          {ownMeans ? (
            <DriverRutTags tags={tags} onChange={setTags} error={error} />
          ) : (
            <Autocomplete
              options={companies}
              value={company}
              onChange={(_, v) => setCompany(v)}
              filterOptions={(options, state) => truckingSuggestions(options, state.inputValue)}
              getOptionLabel={suggestionLabel}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  id="trucking-company"
                  label={t.company}
                  required
                  error={Boolean(error)}
                  helperText={error ?? t.companyHint}
                  size="small"
                />
              )}
            />
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={busy} data-testid="trucking-save">
              {t.save}
            </Button>
            <RefusedFormNotice refusal={refusal} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
