/**
 * /trucking (EXP-073, EXP-074): reassign the pre-advice's trucking company while INBOUND with the
 * server's valid-reassign flag — an autocomplete of the agent's companies (3 suggestions with
 * name and RUT, as the import one), required.
 */
import { Alert, Autocomplete, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { exportMessages } from '../../i18n/exportMessages';
import { importMessages } from '../../i18n/importMessages';
import { exportApi } from '../terminal/api/exportApi';
import type { Named } from '../terminal/forms/NamedTypeahead';
import { reassignmentError, suggestionLabel, truckingSuggestions } from '../terminal/forms/truckingRules';
import { fill } from './paths';
import { useExportAction, useExportUnit } from './exportUnit';

const t = exportMessages.trucking;

export const ExportTrucking = () => {
  const { preadvice } = useExportUnit();
  const { run, busy } = useExportAction();
  const agentId = preadvice.operation?.agent.id ?? '';
  const list = useQuery({
    queryKey: ['exportArea', 'truckings', agentId],
    queryFn: () => exportApi.truckingsOfAgent(agentId),
    enabled: Boolean(agentId),
    retry: false,
  });
  const [company, setCompany] = useState<Named | null>(null);
  const [shown, setShown] = useState(false);
  const error = shown ? reassignmentError(false, company?.id ?? null, []) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!company) return;
    const answer = await run(
      () => exportApi.reassignTrucking(preadvice.unit.number, company.id),
      (a) => a.message,
    );
    if (answer) {
      setCompany(null);
      setShown(false);
    }
  };
  const companies = list.data ?? [];
  const current = preadvice.unit.truckingCompany;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="current-trucking">
          {fill(t.current, { name: current?.name ?? current?.id ?? '—' })}
        </Typography>
        {(list.isError || (list.isSuccess && companies.length === 0)) && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {importMessages.trucking.noCompany}
          </Alert>
        )}
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
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
                id="export-trucking-company"
                label={importMessages.trucking.company}
                required
                error={Boolean(error)}
                helperText={error ?? importMessages.trucking.companyHint}
                size="small"
              />
            )}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy} data-testid="export-trucking-save">
              {t.save}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
