/**
 * Adds a trucking company to an agent from the extra side panel: typeahead by name or RUT
 * (min 3 characters, max 10 suggestions, must pick), refusing none and duplicates with the spec's texts.
 */
import { Autocomplete, Box, Button, Drawer, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatRut } from '../../domain/rut';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { Trucking } from './trucking';

interface Props {
  open: boolean;
  agentId: string;
  current: readonly Trucking[];
  onClose: () => void;
  onAdded: () => void;
}

export const AddTruckingPanel = ({ open, agentId, current, onClose, onAdded }: Props) => {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Trucking[]>([]);
  const [picked, setPicked] = useState<Trucking | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (input.trim().length < 3) {
      setOptions([]);
      return;
    }
    let live = true;
    dataProvider.searchTruckings(input).then((found) => live && setOptions(found as Trucking[]), () => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [input, dataProvider]);

  useEffect(() => {
    if (!open) {
      setInput('');
      setPicked(null);
      setProblem(undefined);
    }
  }, [open]);

  const add = async () => {
    const message = !picked
      ? 'app.server.truckingMissing'
      : current.some((t) => t.id === picked.id)
        ? 'app.server.truckingDuplicate'
        : undefined;
    if (message) {
      setProblem(translate(message));
      notify(message, { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      await dataProvider.addTrucking(agentId, picked!);
      notify('app.success.truckingAdded', { type: 'success' });
      onAdded();
      onClose();
    } catch (e) {
      setProblem((e as Error).message);
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}>
      <Box sx={{ p: 3 }} data-testid="add-trucking-panel">
        <Typography variant="h6" gutterBottom>
          {translate('app.ui.addTrucking')}
        </Typography>
        <Autocomplete<Trucking>
          options={options}
          value={picked}
          onChange={(_, value) => {
            setPicked(value);
            setProblem(undefined);
          }}
          inputValue={input}
          onInputChange={(_, value) => setInput(value)}
          filterOptions={(o) => o}
          getOptionLabel={(t) => `${t.name} (${formatRut(t.id)})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={input.trim().length < 3 ? translate('app.validation.searchMin') : translate('app.empty.noResults')}
          renderInput={(params) => (
            <TextField {...params} label={translate('app.ui.truckingLookup')} error={!!problem} helperText={problem ?? ' '} autoFocus />
          )}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={add} disabled={busy} data-testid="confirm-add-trucking">
            {translate('app.ui.add')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
};
