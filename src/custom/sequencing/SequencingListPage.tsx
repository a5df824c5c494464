/**
 * /secuenciacion (YBS-002…005, YBS-024): the sequencings on the list framework — every field of
 * D3 §3 by its name, the duration only when not PROCESANDO, 'No existen secuenciaciones.' when
 * there is none; a row opens its detail (click or Enter). 'Secuenciar Bloque' (OPERATOR only)
 * opens the form on the same path. While one is processing the list reads again now and then.
 */
import AddIcon from '@mui/icons-material/Add';
import GridOnIcon from '@mui/icons-material/GridOn';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { SequencingState } from '../../domain/yard/sequencingStates';
import { yardMessages } from '../../i18n/yardMessages';
import { yardScreenMessages } from '../../i18n/yardScreenMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useRoles } from '../../resources/framework/useRoles';
import { sequencingPaths } from './paths';
import { SequencingForm } from './SequencingForm';
import { sequencingApi } from './sequencingApi';
import { listRow, type SequencingListRow } from './sequencingView';

const t = yardScreenMessages.sequencing;
const c = t.columns;
/** While a sequencing processes (2 minutes of the terminal's clock), the list reads again this often. */
const PROCESSING_POLL_MS = 15_000;

// Filled chips whose text keeps AA contrast (an outlined 'info' one does not).
const STATE_COLOR: Record<SequencingState, 'default' | 'success' | 'primary'> = {
  PROCESANDO: 'default',
  FINALIZADA: 'success',
  INFORMADA: 'primary',
  CANCELADA: 'default',
};

export const StateChip = ({ state }: { state: SequencingState }) => (
  <Chip
    size="small"
    variant={state === 'CANCELADA' ? 'outlined' : 'filled'}
    color={STATE_COLOR[state]}
    label={yardMessages.states[state]}
    data-state={state}
  />
);

const columns: readonly ListColumn[] = [
  { source: 'id', label: c.id, kind: 'number', list: true },
  {
    source: 'state',
    label: c.state,
    kind: 'text',
    list: true,
    card: 'always',
    render: (r) => <StateChip state={(r as unknown as SequencingListRow).stateCode} />,
  },
  { source: 'block', label: c.block, kind: 'text', list: true, card: 'always' },
  { source: 'date', label: c.date, kind: 'datetime', list: true },
  { source: 'dateInitation', label: c.dateInitation, kind: 'datetime', list: true, card: 'always' },
  { source: 'dateEnd', label: c.dateEnd, kind: 'datetime', list: true },
  { source: 'duration', label: c.duration, kind: 'text', list: true },
  { source: 'stacks', label: c.stacks, kind: 'text', list: true },
  { source: 'rows', label: c.rows, kind: 'text', list: true },
  { source: 'method', label: c.method, kind: 'text', list: true },
  { source: 'intervalDirects', label: c.intervalDirects, kind: 'number', list: true },
  { source: 'qtyTotal', label: c.qtyTotal, kind: 'number', list: true },
  { source: 'qtyOk', label: c.qtyOk, kind: 'number', list: true, card: 'always' },
];
const SEARCH = ['block', 'state', 'method'] as const;

const SequencingListPage = () => {
  const { can } = useRoles();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const formOpen = search.get('nuevo') === '1' && can('sequencing', 'create');
  const q = useQuery({
    queryKey: ['portal', 'sequencing', 'list'],
    queryFn: ({ signal }) => sequencingApi.list(signal),
    retry: false,
    refetchInterval: (query) => (query.state.data?.some((s) => s.state === 'PROCESANDO') ? PROCESSING_POLL_MS : false),
  });
  const rows = useMemo(() => q.data?.map(listRow), [q.data]);
  const closeForm = () => setSearch({}, { replace: true });
  const saved = async () => {
    closeForm();
    await client.invalidateQueries({ queryKey: ['portal', 'sequencing'] });
    await client.invalidateQueries({ queryKey: ['portal', 'yardblock'] });
  };

  return (
    <Box>
      <Title title={t.title} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          {t.title}
        </Typography>
        {can('sequencing', 'create') && !formOpen && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setSearch({ nuevo: '1' })}
            data-testid="sequencing-new"
          >
            {t.newButton}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={sequencingPaths.yard()}
          startIcon={<GridOnIcon />}
          data-testid="sequencing-yard"
        >
          {t.yardLink}
        </Button>
        <Button component={RouterLink} to={sequencingPaths.shifts} data-testid="sequencing-shifts">
          {t.shiftsLink}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      {formOpen && <SequencingForm onSaved={() => void saved()} onCancel={closeForm} />}
      {q.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(q.error as Error).message}
        </Alert>
      )}
      <RowsList<SequencingListRow>
        id="sequencings"
        title={t.title}
        rows={rows}
        columns={columns}
        search={SEARCH}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={10}
        maxPageLinks={10}
        empty={
          <Alert severity="info" data-testid="sequencings-empty">
            {yardMessages.empty}
          </Alert>
        }
        onRowClick={(r) => navigate(sequencingPaths.detail(r.id))}
        rowAttributes={(r) => ({ 'data-testid': 'sequencing-row', 'data-id': String(r.id), 'data-state': r.stateCode })}
        data-testid="sequencings-table"
      />
    </Box>
  );
};

export default SequencingListPage;
