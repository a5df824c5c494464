/**
 * The add panel of a related-records tab, in the extra side panel: pick one record with the
 * lookup, refuse what the tab's rule refuses (none picked, a duplicate) with its text, save,
 * and report the server's refusal on the field and in the message bar.
 */
import { Box, Button, Drawer, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { LookupField } from './LookupField';
import type { AddRelated, Related } from './relatedRecords';

export interface AddRelatedPanelProps<T extends Related> {
  open: boolean;
  add: AddRelated<T>;
  current: readonly T[];
  onClose: () => void;
  onAdded: () => void;
}

export function AddRelatedPanel<T extends Related>({ open, add, current, onClose, onAdded }: AddRelatedPanelProps<T>) {
  const notify = useNotify();
  const translate = useTranslate();
  const [picked, setPicked] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const source = add.source;
  const list = useQuery({
    queryKey: source.kind === 'list' ? source.queryKey : ['relatedRecords', 'none'],
    queryFn: () => (source.kind === 'list' ? source.load() : Promise.resolve([] as T[])),
    enabled: open && source.kind === 'list',
  });
  const options =
    source.kind === 'list' ? (list.data ?? []).filter((o) => !current.some((c) => c.id === o.id)) : undefined;

  useEffect(() => {
    if (!open) {
      setPicked(null);
      setProblem(undefined);
    }
  }, [open]);

  const save = async () => {
    const refusal = add.refuse(picked, current);
    if (refusal) {
      setProblem(translate(refusal));
      if (add.notifyRefusal) notify(refusal, { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      await add.save(picked!);
      notify(add.success, { type: 'success' });
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
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Box sx={{ p: 3 }} data-testid={`${add.testId}-panel`}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(add.label)}
        </Typography>
        <LookupField<T>
          label={translate(add.lookupLabel)}
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setProblem(undefined);
          }}
          optionLabel={add.optionLabel}
          sameOption={(a, b) => a.id === b.id}
          search={source.kind === 'search' ? source.search : undefined}
          options={options}
          error={problem}
          autoFocus
        />
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={busy} data-testid={`confirm-${add.testId}`}>
            {translate('app.ui.add')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
