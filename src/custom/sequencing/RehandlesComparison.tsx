/**
 * The rehandles each method would cause for the form's plan, side by side (issue 32 §3, P127):
 * read from POST /sequencing/rehandles once the plan is valid and has stopped changing; a method's
 * card picks that method.
 */
import { Alert, Box, ButtonBase, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SequencingDraft } from '../../domain/yard/sequencingForm';
import { fillText } from '../../i18n/fillText';
import { yardScreenMessages } from '../../i18n/yardScreenMessages';
import { sequencingApi } from './sequencingApi';
import { fewestRehandles } from './rehandlesView';
import { METHOD_CHOICES } from './sequencingView';

const t = yardScreenMessages.form;
const SETTLE_MS = 350;

/** The draft once it has not changed for a moment (one call per pause, not per key), as its JSON. */
function useSettled(draft: SequencingDraft | null): string {
  const key = JSON.stringify(draft);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(key), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return settled;
}

export interface RehandlesComparisonProps {
  /** The plan when the form's rules accept it, else null (nothing to compare). */
  draft: SequencingDraft | null;
  method: string;
  onPick: (method: string) => void;
}

export const RehandlesComparison = ({ draft, method, onPick }: RehandlesComparisonProps) => {
  const settledKey = useSettled(draft);
  const settled = JSON.parse(settledKey) as SequencingDraft | null;
  // The method does not change what each method costs: it stays out of the question.
  const question = settled && { ...settled, method: '0' };
  const q = useQuery({
    queryKey: ['portal', 'sequencing', 'rehandles', question],
    queryFn: () => sequencingApi.rehandles(question!),
    enabled: Boolean(question),
    retry: false,
    staleTime: 30_000,
  });
  if (!draft) return null;
  const answer = q.data;
  const best = answer ? fewestRehandles(answer.rehandles) : [];
  return (
    <Box component="section" aria-labelledby="rehandles-title" data-testid="rehandles" sx={{ gridColumn: '1 / -1' }}>
      <Typography id="rehandles-title" variant="subtitle1" component="h2">
        {t.compareTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.compareIntro}
        {answer ? ` ${fillText(t.compareDirects, { n: answer.directs })}.` : ''}
      </Typography>
      {q.isError && <Alert severity="warning">{(q.error as Error).message}</Alert>}
      <Stack
        direction="row"
        sx={{ gap: 1, flexWrap: 'wrap' }}
        aria-busy={q.isFetching || JSON.stringify(draft) !== settledKey}
      >
        {METHOD_CHOICES.map((c) => {
          const n = answer?.rehandles[Number(c.id) as 0 | 1 | 2];
          const chosen = c.id === method;
          return (
            <Paper
              key={c.id}
              variant="outlined"
              sx={{
                flex: '1 1 100px',
                minWidth: 0,
                borderColor: chosen ? 'primary.main' : undefined,
                borderWidth: chosen ? 2 : 1,
              }}
            >
              <ButtonBase
                onClick={() => onPick(c.id)}
                aria-pressed={chosen}
                data-testid={`rehandles-${c.id}`}
                data-rehandles={n ?? ''}
                sx={{ display: 'block', width: '100%', textAlign: 'left', p: 1, minHeight: 48 }}
              >
                <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
                  {c.name}
                </Typography>
                <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                  {n === undefined ? '…' : fillText(t.rehandles, { n })}
                </Typography>
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  {chosen && <Chip size="small" color="primary" label={t.compareChosen} />}
                  {answer && best.includes(Number(c.id)) && (
                    <Chip size="small" color="success" variant="outlined" label={t.compareFewest} />
                  )}
                </Stack>
              </ButtonBase>
            </Paper>
          );
        })}
      </Stack>
    </Box>
  );
};
