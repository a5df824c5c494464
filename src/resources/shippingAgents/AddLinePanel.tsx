/**
 * The add-line-operator panel (ADM-AGN-006, ADM-LOP-004) in the extra side panel: pick a line
 * operator from the list (type to filter; must pick), refusing none and lines already there.
 */
import { Autocomplete, Box, Button, Drawer, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { addAgencyLine, allLines, type Line } from './agencyLinesApi';

interface Props {
  open: boolean;
  login: string;
  current: readonly Line[];
  onClose: () => void;
  onAdded: () => void;
}

export const AddLinePanel = ({ open, login, current, onClose, onAdded }: Props) => {
  const notify = useNotify();
  const translate = useTranslate();
  const [picked, setPicked] = useState<Line | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { data: lines = [] } = useQuery({ queryKey: ['lineOperators', 'all'], queryFn: allLines, enabled: open });
  const options = lines.filter((l) => !current.some((c) => c.id === l.id));

  useEffect(() => {
    if (!open) {
      setPicked(null);
      setProblem(undefined);
    }
  }, [open]);

  const add = async () => {
    if (!picked) {
      setProblem(translate('app.organizations.lineMissing'));
      return;
    }
    setBusy(true);
    try {
      await addAgencyLine(login, picked.id);
      notify('app.success.lineOperatorAdded', { type: 'success' });
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
      <Box sx={{ p: 3 }} data-testid="add-line-panel">
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.organizations.addLine')}
        </Typography>
        <Autocomplete<Line>
          options={options}
          value={picked}
          onChange={(_, value) => {
            setPicked(value);
            setProblem(undefined);
          }}
          getOptionLabel={(l) => `${l.name} (${l.id})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={translate('app.empty.noResults')}
          renderInput={(params) => (
            <TextField {...params} label={translate('app.organizations.lineLookup')} error={!!problem} helperText={problem ?? ' '} autoFocus />
          )}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={add} disabled={busy} data-testid="confirm-add-line">
            {translate('app.ui.add')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
};
