/**
 * 'Secuenciar Bloque' (D3 §5 Sequencing form, §3; YBS-005…021, CONST-035, CONST-068; Q37): the
 * block from the yard's blocks, stacks from/to, rows from/to (one letter, upper-cased as typed),
 * the directions, the method (with 'Por citas', P127), the minutes between direct pickups and the
 * start (DD/MM/YYYY HH:mm, not before the terminal's now). Judged by sequencingForm.ts — the rules
 * and messages the server applies too; a refusal (the form's or the server's, on its field) moves
 * to the first invalid field. The rehandles of each method show side by side before saving.
 */
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { sequencingErrors, type SequencingDraft, type SequencingField } from '../../domain/yard/sequencingForm';
import { fillText } from '../../i18n/fillText';
import { yardScreenMessages } from '../../i18n/yardScreenMessages';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';
import { useApiError } from '../layout/useApiError';
import { useTerminalNow } from '../terminal/calendar/terminalClock';
import { serverFieldErrors } from '../terminal/forms/serverFieldErrors';
import { RehandlesComparison } from './RehandlesComparison';
import { sequencingApi } from './sequencingApi';
import { METHOD_CHOICES, ROW_DIRECTION_CHOICES, STACK_DIRECTION_CHOICES } from './sequencingView';

const t = yardScreenMessages.form;

export const EMPTY_DRAFT: SequencingDraft = {
  block: '',
  sectionFrom: '',
  sectionTo: '',
  rowFrom: '',
  rowTo: '',
  intervalDirects: '',
  dateInitation: '',
  method: '0',
  sentido: '0',
  sentidoStack: '0',
};

/** What an input keeps of what is typed: rows upper-cased (YBS-016). */
const typed = (k: SequencingField, value: string) => (k === 'rowFrom' || k === 'rowTo' ? value.toUpperCase() : value);

export interface SequencingFormProps {
  onSaved: (id: number) => void;
  onCancel: () => void;
}

export const SequencingForm = ({ onSaved, onCancel }: SequencingFormProps) => {
  const refusal = useRefusedForm();
  const notify = useNotify();
  const onError = useApiError();
  const { now } = useTerminalNow();
  const blocks = useQuery({
    queryKey: ['portal', 'yardblock'],
    queryFn: ({ signal }) => sequencingApi.blocks(signal),
    retry: false,
    staleTime: 30_000,
  });
  const [draft, setDraft] = useState<SequencingDraft>(EMPTY_DRAFT);
  const [shown, setShown] = useState(false);
  const [server, setServer] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  const own = sequencingErrors(draft, now());
  const valid = Object.keys(own).length === 0;
  const errorOf = (k: SequencingField) => server[k] ?? (shown ? own[k] : undefined);
  const set = (k: SequencingField) => (value: string) => {
    setDraft((d) => ({ ...d, [k]: typed(k, value) }));
    setServer(({ [k]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!valid) return refusal.refuse();
    setBusy(true);
    try {
      const answer = await sequencingApi.save(draft);
      notify(answer.message ?? '', { type: 'success' });
      onSaved(answer.id);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setServer(fields);
        refusal.refuse();
      }
      await onError(error);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    k: SequencingField,
    label: string,
    props: { hint?: string; numeric?: boolean; placeholder?: string; wide?: boolean } = {},
  ) => (
    <TextField
      id={`sequencing-${k}`}
      name={k}
      label={label}
      value={draft[k]}
      onChange={(e) => set(k)(e.target.value)}
      size="small"
      required
      fullWidth
      error={Boolean(errorOf(k))}
      helperText={errorOf(k) ?? props.hint}
      placeholder={props.placeholder}
      autoComplete="off"
      // A long label or value takes the phone's whole width.
      sx={props.wide ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}
      slotProps={{ htmlInput: { inputMode: props.numeric ? 'numeric' : undefined, 'data-testid': `sequencing-${k}` } }}
    />
  );
  const select = (k: SequencingField, label: string, options: ReactNode, wide = false) => (
    <TextField
      select
      id={`sequencing-${k}`}
      name={k}
      label={label}
      value={draft[k]}
      onChange={(e) => set(k)(e.target.value)}
      size="small"
      required
      fullWidth
      error={Boolean(errorOf(k))}
      helperText={errorOf(k)}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `sequencing-${k}` } as object } }}
    >
      {options}
    </TextField>
  );
  const chosenBlock = blocks.data?.find((b) => b.id === draft.block);

  return (
    <Card
      component="section"
      aria-labelledby="sequencing-form-title"
      data-testid="sequencing-form"
      sx={{ mb: 2, maxWidth: 900 }}
    >
      <CardContent>
        <Typography id="sequencing-form-title" variant="h6" component="h2">
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.intro}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-labelledby="sequencing-form-title"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          <Box sx={{ gridColumn: '1 / -1' }}>
            {select(
              'block',
              t.block,
              (blocks.data ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.name}
                </MenuItem>
              )),
            )}
            {chosenBlock && !errorOf('block') && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ ml: 1.75 }}
                data-testid="sequencing-block-hint"
              >
                {fillText(t.blockHint, { id: chosenBlock.id, n: chosenBlock.directsWaiting })}
              </Typography>
            )}
          </Box>
          {text('sectionFrom', t.sectionFrom, { numeric: true, hint: t.stackHint })}
          {text('sectionTo', t.sectionTo, { numeric: true, hint: t.stackHint })}
          {text('rowFrom', t.rowFrom, { hint: t.rowHint })}
          {text('rowTo', t.rowTo, { hint: t.rowHint })}
          {select(
            'sentidoStack',
            t.sentidoStack,
            STACK_DIRECTION_CHOICES.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            )),
          )}
          {select(
            'sentido',
            t.sentido,
            ROW_DIRECTION_CHOICES.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            )),
          )}
          {text('intervalDirects', t.intervalDirects, { numeric: true, wide: true })}
          {text('dateInitation', t.dateInitation, { placeholder: t.datePlaceholder, hint: t.dateHint, wide: true })}
          {select(
            'method',
            t.method,
            METHOD_CHOICES.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            )),
            true,
          )}
          <RehandlesComparison draft={valid ? draft : null} method={draft.method} onPick={set('method')} />
          <Stack direction="row" sx={{ gridColumn: '1 / -1', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="sequencing-save">
              {t.save}
            </Button>
            <Button onClick={onCancel} disabled={busy}>
              {t.cancel}
            </Button>
            <RefusedFormNotice refusal={refusal} />
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
