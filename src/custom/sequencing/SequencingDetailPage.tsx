/**
 * /management/{sequencingId} (YBS-023…028, P124): the sequencing's fields, its turns, and
 * 'Informar' / 'Cancelar secuenciación' offered only in the states sequencingStates allows, each
 * confirmed; both reload the detail (D3 §4) and say the server's text. A link opens the block
 * view with the sequencing's order drawn over it.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GridOnIcon from '@mui/icons-material/GridOn';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../../domain/formats';
import { placeLabel } from '../../domain/yard/layout';
import { sequencingActions, type SequencingAction } from '../../domain/yard/sequencingStates';
import type { SequencingDetail } from '../../domain/yard/wire';
import { fillText } from '../../i18n/fillText';
import { yardScreenMessages } from '../../i18n/yardScreenMessages';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { useRoles } from '../../resources/framework/useRoles';
import { useTerminalAction } from '../terminal/forms/useTerminalAction';
import { sequencingPaths } from './paths';
import { sequencingApi } from './sequencingApi';
import { StateChip } from './SequencingListPage';
import { durationText, methodName, rowDirectionName, rowRange, stackDirectionName, stackRange } from './sequencingView';

const t = yardScreenMessages.detail;
const f = t.fields;

const Fact = ({ label, value, name }: { label: string; value: ReactNode; name: string }) => (
  <Box data-field={name}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ minHeight: 20 }}>
      {value === '' || value === null ? '—' : value}
    </Typography>
  </Box>
);

const Facts = ({ s }: { s: SequencingDetail }) => (
  <Box
    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, columnGap: 3, rowGap: 1.5 }}
    data-testid="sequencing-facts"
  >
    <Fact name="id" label={f.id} value={s.id} />
    <Fact name="state" label={f.state} value={<StateChip state={s.state} />} />
    <Fact name="block" label={f.block} value={s.block} />
    <Fact name="method" label={f.method} value={methodName(s.method)} />
    <Fact name="date" label={f.date} value={formatDateTime(s.date)} />
    <Fact name="dateInitation" label={f.dateInitation} value={formatDateTime(s.dateInitation)} />
    <Fact name="dateEnd" label={f.dateEnd} value={s.state === 'PROCESANDO' ? '' : formatDateTime(s.dateEnd)} />
    <Fact
      name="duration"
      label={f.duration}
      value={durationText(s.state === 'PROCESANDO' ? null : s.durationSeconds)}
    />
    <Fact name="sections" label={f.sections} value={stackRange(s)} />
    <Fact name="rows" label={f.rows} value={rowRange(s)} />
    <Fact name="sentidoStack" label={f.sentidoStack} value={stackDirectionName(s.sentidoStack)} />
    <Fact name="sentido" label={f.sentido} value={rowDirectionName(s.sentido)} />
    <Fact name="intervalDirects" label={f.intervalDirects} value={formatNumber(s.intervalDirects)} />
    <Fact name="qtyTotal" label={f.qtyTotal} value={formatNumber(s.qtyTotal)} />
    <Fact name="qtyOk" label={f.qtyOk} value={formatNumber(s.qtyOk)} />
  </Box>
);

const tc = t.turnColumns;

const Turns = ({ s }: { s: SequencingDetail }) => {
  if (s.state === 'PROCESANDO')
    return (
      <Alert severity="info" data-testid="sequencing-processing">
        {t.processing}
      </Alert>
    );
  if (s.turns.length === 0) return <Alert severity="info">{t.noTurns}</Alert>;
  return (
    // A table wider than the phone scrolls inside its box.
    <Box
      sx={{ overflowX: 'auto', contain: 'inline-size' }}
      tabIndex={0}
      role="region"
      aria-labelledby="sequencing-turns-title"
    >
      <Table size="small" data-testid="sequencing-turns">
        <TableHead>
          <TableRow>
            <TableCell>{tc.order}</TableCell>
            <TableCell>{tc.unitNbr}</TableCell>
            <TableCell>{tc.apptNbr}</TableCell>
            <TableCell>{tc.time}</TableCell>
            <TableCell>{tc.place}</TableCell>
            <TableCell>{tc.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {s.turns.map((turn) => (
            <TableRow key={turn.order} data-testid="sequencing-turn" data-unit={turn.unitNbr} data-status={turn.status}>
              <TableCell>{turn.order}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{turn.unitNbr}</TableCell>
              <TableCell>{turn.apptNbr}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(turn.time)}</TableCell>
              <TableCell>{placeLabel(turn)}</TableCell>
              <TableCell>{t.turnStatus[turn.status]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const SequencingDetailPage = () => {
  const { sequencingId = '' } = useParams<{ sequencingId: string }>();
  const id = /^\d{1,9}$/.test(sequencingId) ? Number(sequencingId) : null;
  const { can } = useRoles();
  const client = useQueryClient();
  const q = useQuery({
    queryKey: ['portal', 'sequencing', 'detail', id],
    queryFn: ({ signal }) => sequencingApi.detail(id!, signal),
    enabled: id !== null,
    retry: false,
  });
  const reload = async () => {
    await client.invalidateQueries({ queryKey: ['portal', 'sequencing'] });
  };
  const action = useTerminalAction(reload);
  const [asking, setAsking] = useState<SequencingAction | null>(null);
  const s = q.data;

  const act = async (which: SequencingAction) => {
    if (!s) return;
    await action.run(
      () => (which === 'inform' ? sequencingApi.inform(s.id) : sequencingApi.cancel(s.id)),
      (answer) => answer.message,
    );
    setAsking(null);
  };

  // The state's rule (sequencingStates.ts), the same the server refuses by; and the role's.
  const offered = s ? sequencingActions(s.state).filter((a) => can('sequencing', a)) : [];
  return (
    <Box>
      <Title title={id === null ? t.notFound : fillText(t.title, { id })} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {id === null ? t.notFound : fillText(t.title, { id })}
        </Typography>
        <Button component={RouterLink} to={sequencingPaths.list} startIcon={<ArrowBackIcon />}>
          {t.back}
        </Button>
      </Stack>
      {(id === null || q.isError) && (
        <Alert severity="error">{q.error ? (q.error as Error).message : t.notFound}</Alert>
      )}
      {s && (
        <Card>
          <CardContent>
            <Facts s={s} />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
              {offered.includes('inform') && (
                <Button
                  variant="contained"
                  onClick={() => setAsking('inform')}
                  disabled={action.busy}
                  data-testid="sequencing-inform"
                >
                  {t.inform}
                </Button>
              )}
              {offered.includes('cancel') && (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setAsking('cancel')}
                  disabled={action.busy}
                  data-testid="sequencing-cancel"
                >
                  {t.cancel}
                </Button>
              )}
              <Button
                component={RouterLink}
                to={sequencingPaths.yard(s.block, s.id)}
                startIcon={<GridOnIcon />}
                data-testid="sequencing-yard-link"
              >
                {yardScreenMessages.sequencing.yardLink}
              </Button>
            </Stack>
            <Typography id="sequencing-turns-title" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
              {t.turns}
            </Typography>
            <Turns s={s} />
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={asking !== null}
        content={s ? fillText(asking === 'inform' ? t.confirmInform : t.confirmCancel, { id: s.id }) : ''}
        onConfirm={() => asking && void act(asking)}
        onCancel={() => setAsking(null)}
        // 'Cancelar' / 'Aceptar' would read as two ways to cancel: the buttons say what they do.
        confirmLabel={asking === 'cancel' ? t.cancel : t.inform}
        cancelLabel={t.keep}
        busy={action.busy}
      />
    </Box>
  );
};

export default SequencingDetailPage;
