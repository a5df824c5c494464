/**
 * 'Visitas de camión' on 'Mis citas' (issue 31 §3, multi-move visits; beyond-spec): the visits
 * joined so far — code, slot, plate, state and both moves with their boxes' states — with each
 * visit's gate pass (one PDF, one code); the company joins two checked-in appointments with 'Unir
 * en una visita'. Customer service sees every company's visits, without the company's actions.
 */
import { Alert, Box, Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { AppointmentRowWire } from '../../domain/appointmentCheckIn/wire';
import type { TruckVisitWire } from '../../domain/truckVisit/wire';
import { fillText } from '../../i18n/fillText';
import { truckVisitMessages as t } from '../../i18n/truckVisitMessages';
import { ApiError } from '../../providers/httpClient';
import { useRoles } from '../../resources/framework/useRoles';
import { openPdf } from '../terminal/documents/openPdf';
import { TruckVisitFacts } from '../terminal/truckVisits/TruckVisitFacts';
import { JoinVisitDialog } from './JoinVisitDialog';
import { truckVisitsApi } from './truckVisitsApi';

const VisitCard = ({
  v,
  mayPrint,
  onPrint,
}: {
  v: TruckVisitWire;
  mayPrint: boolean;
  onPrint: (code: string) => void;
}) => (
  <Card variant="outlined" component="li" data-testid={`truck-visit-${v.code}`} sx={{ listStyle: 'none' }}>
    <CardContent sx={{ pb: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{`${t.code} ${v.code}`}</Typography>
      <TruckVisitFacts v={v} />
    </CardContent>
    {mayPrint ? (
      <CardActions>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onPrint(v.code)}
          aria-label={fillText(t.gatePassOf, { code: v.code })}
          data-testid={`truck-visit-pass-${v.code}`}
        >
          {t.gatePass}
        </Button>
      </CardActions>
    ) : null}
  </Card>
);

export const TruckVisitsPanel = ({ rows }: { rows: readonly AppointmentRowWire[] | undefined }) => {
  const { can } = useRoles();
  const mayJoin = can('appointments', 'join');
  const mayPrint = can('appointments', 'visitPass');
  const queryClient = useQueryClient();
  const found = useQuery({ queryKey: ['appointments', 'truckVisits'], queryFn: truckVisitsApi.list, retry: false });
  const [joining, setJoining] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const joined = useMemo(
    () => new Set((found.data ?? []).flatMap((v) => v.moves.map((m) => m.appointmentId))),
    [found.data],
  );

  const print = (code: string) => {
    setError(undefined);
    openPdf(() => truckVisitsApi.passPdf(code)).catch((err: unknown) =>
      setError(err instanceof ApiError ? err.serverMessage : String(err)),
    );
  };

  return (
    <Box component="section" aria-labelledby="truck-visits-title" sx={{ mt: 3, minWidth: 0 }}>
      <Typography id="truck-visits-title" variant="h6" component="h2">
        {t.panelTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.panelIntro}
      </Typography>
      {mayJoin ? (
        <Button
          variant="contained"
          onClick={() => {
            setDone(undefined);
            setJoining(true);
          }}
          disabled={!rows}
          data-testid="join-open"
          sx={{ mb: 2, minHeight: 44 }}
        >
          {t.join}
        </Button>
      ) : null}
      {done ? (
        <Alert
          severity="success"
          role="status"
          sx={{ mb: 2 }}
          onClose={() => setDone(undefined)}
          data-testid="join-done"
        >
          {done}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setError(undefined)}>
          {error}
        </Alert>
      ) : null}
      {found.isError ? (
        <Alert severity="error">{found.error.message}</Alert>
      ) : !found.data ? (
        <CircularProgress aria-label={t.loading} />
      ) : found.data.length === 0 ? (
        <Alert severity="info" data-testid="no-truck-visits">
          {t.empty}
        </Alert>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }} data-testid="truck-visits">
          {found.data.map((v) => (
            <VisitCard key={v.id} v={v} mayPrint={mayPrint} onPrint={print} />
          ))}
        </Stack>
      )}
      {joining && rows ? (
        <JoinVisitDialog
          rows={rows}
          joined={joined}
          onClose={() => setJoining(false)}
          onDone={(v) => {
            setJoining(false);
            setDone(fillText(t.joined, { code: v.code, drop: v.moves[0]!.unitNbr, pickup: v.moves[1]!.unitNbr }));
            void queryClient.invalidateQueries({ queryKey: ['appointments'] });
          }}
        />
      ) : null}
    </Box>
  );
};
