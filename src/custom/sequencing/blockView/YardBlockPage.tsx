/**
 * /secuenciacion/patio/:block? (issue 32 §2 'A yard you can see'): with no block, the chooser; with
 * one, the block drawn stack by row — each position's height and state, a chosen sequencing's order
 * over it (?sequencing=<id>), a hover / tap / keyboard panel with the boxes — or, with 'Ver como
 * tabla', the occupied positions as a table.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { santiagoDateTime } from '../../../domain/santiagoTime';
import { fillText } from '../../../i18n/fillText';
import { yardBlockViewMessages as t } from '../../../i18n/yardBlockViewMessages';
import { yardMessages } from '../../../i18n/yardMessages';
import { BlockCanvas } from './BlockCanvas';
import { BlockChooser } from './BlockChooser';
import { blockModelOf } from './blockModel';
import { BlockTable } from './BlockTable';
import { blockViewApi } from './blockViewApi';
import { Legend } from './Legend';
import { orderOverlayOf } from './orderOverlay';

/** 1.234 (es-CL). */
const count = (n: number) => n.toLocaleString('es-CL');

/** The route's base ('/secuenciacion/patio'), read off the location so the page works wherever it is mounted. */
function basePath(pathname: string, block: string | undefined): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return block ? trimmed.slice(0, trimmed.length - block.length - 1) : trimmed;
}

const YardBlockPage = () => {
  const params = useParams<{ block?: string }>();
  const block = params.block?.toUpperCase();
  const { pathname } = useLocation();
  const base = basePath(pathname, params.block);
  const [search, setSearch] = useSearchParams();
  const sequencingId = /^\d{1,9}$/.test(search.get('sequencing') ?? '') ? Number(search.get('sequencing')) : null;
  const [asTable, setAsTable] = useState(false);

  const positions = useQuery({
    queryKey: ['yardblock', block],
    queryFn: ({ signal }) => blockViewApi.positions(block!, signal),
    enabled: Boolean(block),
    retry: false,
  });
  const sequencings = useQuery({
    queryKey: ['sequencing', 'list'],
    queryFn: ({ signal }) => blockViewApi.sequencings(signal),
    enabled: Boolean(block),
    retry: false,
  });
  const detail = useQuery({
    queryKey: ['sequencing', 'detail', sequencingId],
    queryFn: ({ signal }) => blockViewApi.sequencing(sequencingId!, signal),
    enabled: sequencingId !== null,
    retry: false,
  });

  const model = useMemo(() => {
    if (!positions.data) return null;
    const start = performance.now();
    const built = blockModelOf(positions.data);
    // bench/yardBlockView.ts reads it (the model's share of a render).
    performance.measure('yard-block-model', { start });
    return built;
  }, [positions.data]);
  const overlay = useMemo(
    () =>
      model && detail.data && detail.data.block === model.id ? orderOverlayOf(model.geometry, detail.data.turns) : null,
    [model, detail.data],
  );
  const ofBlock = (sequencings.data ?? []).filter((s) => s.block === block);

  const chooseSequencing = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('sequencing', value);
    else next.delete('sequencing');
    setSearch(next, { replace: true });
  };

  if (!block) {
    return (
      <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
        <Title title={t.title} />
        <Typography variant="h5" component="h1">
          {t.chooseTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.chooseIntro}
        </Typography>
        <BlockChooser pathOf={(id) => `${base}/${id}`} />
      </Box>
    );
  }

  const title = fillText(t.titleOf, { id: block });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Card sx={{ minWidth: 0 }}>
        <CardContent sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            <Button component={Link} to={base} size="small">
              {t.otherBlocks}
            </Button>
          </Stack>
          {/* The controls and the legend render while the block loads, so its arrival draws only the block. */}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
          >
            <TextField
              select
              size="small"
              label={t.sequencing}
              value={sequencingId !== null ? String(sequencingId) : ''}
              onChange={(e) => chooseSequencing(e.target.value)}
              sx={{ minWidth: { xs: '100%', sm: 320 } }}
              slotProps={{
                select: { displayEmpty: true },
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': 'yard-block-sequencing' },
              }}
            >
              <MenuItem value="">{t.noSequencing}</MenuItem>
              {sequencingId !== null && !ofBlock.some((s) => s.id === sequencingId) && (
                <MenuItem value={String(sequencingId)}>{`N° ${sequencingId}`}</MenuItem>
              )}
              {ofBlock.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {fillText(t.sequencingOption, {
                    id: s.id,
                    state: yardMessages.states[s.state],
                    date: santiagoDateTime(new Date(s.dateInitation)),
                  })}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              onClick={() => setAsTable((x) => !x)}
              aria-pressed={asTable}
              data-testid="yard-block-toggle"
            >
              {asTable ? t.showDrawing : t.showTable}
            </Button>
          </Stack>
          {detail.isError && <Alert severity="error">{detail.error.message}</Alert>}
          {!asTable && <Legend />}
          {positions.isError ? (
            <Alert severity="error">{positions.error.message}</Alert>
          ) : !model ? (
            <CircularProgress aria-label={t.loading} />
          ) : (
            <>
              <Typography variant="body2" data-testid="yard-block-summary">
                {fillText(t.summary, {
                  occupied: count(model.boxes.length),
                  slots: count(model.slots.size),
                  total: count(model.geometry.stacks * model.geometry.rows.length),
                })}
              </Typography>
              {overlay && (
                <Typography variant="body2" data-testid="yard-block-overlay-note">
                  {fillText(t.overlayNote, { id: sequencingId!, n: overlay.drawn })}
                  {overlay.cancelled > 0 ? ` ${fillText(t.overlayCancelled, { n: overlay.cancelled })}` : ''}
                </Typography>
              )}
              {asTable ? (
                <BlockTable model={model} overlay={overlay} />
              ) : (
                <BlockCanvas model={model} overlay={overlay} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

export default YardBlockPage;
