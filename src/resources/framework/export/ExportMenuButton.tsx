/**
 * The list's "Exportar" button: CSV or Excel (XLSX) of every row of the current search, filters
 * and sort, in the visible columns. The rows are projected on the main thread in chunks and the
 * file is built in a Web Worker (loaded only on export), with progress shown on the button.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Box, CircularProgress, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import type { FieldDef } from '../types';
import type { ExportFormat } from './buildExport';
import { saveBlob } from './saveBlob';
import { exportFileName } from './exportFileName';
import type { ExportSink } from './exportSink';
import { ALL_ROWS, runExport, type ExportProgress } from './runExport';

interface Props {
  /** The list's name: the worksheet's and the file's. */
  title: string;
  /** The visible columns, in display order. */
  fields: readonly FieldDef[];
}

type State = { status: 'idle' } | { status: 'running'; progress: ExportProgress | null };

const loadSink = (): Promise<ExportSink> => import('./workerSink').then((m) => m.workerSink());

export const ExportMenuButton = ({ title, fields }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  // The list's own query (a resource list's data provider, or an operational list's rows).
  const { getData, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [state, setState] = useState<State>({ status: 'idle' });
  const sinkRef = useRef<ExportSink | null>(null);
  // Leaving the list ends an export in progress (and its worker).
  useEffect(() => () => sinkRef.current?.cancel(), []);

  const start = async (format: ExportFormat) => {
    setAnchor(null);
    setState({ status: 'running', progress: null });
    try {
      const sink = await loadSink();
      sinkRef.current = sink;
      const { blob, count } = await runExport({
        rows: () => (getData ? getData({ maxResults: ALL_ROWS }) : Promise.reject(new Error('getData'))),
        fields,
        meta: { format, title, texts: { yes: translate('app.ui.yes'), no: translate('app.ui.no') } },
        sink,
        onProgress: (progress) => setState({ status: 'running', progress }),
      });
      saveBlob(blob, exportFileName(title, format));
      notify('app.listExport.done', { type: 'success', messageArgs: { smart_count: count } });
    } catch (err) {
      notify('app.listExport.failed', {
        type: 'error',
        messageArgs: { error: err instanceof Error ? err.message : String(err) },
      });
    } finally {
      sinkRef.current = null;
      setState({ status: 'idle' });
    }
  };

  const label = translate('app.listExport.button');
  const running = state.status === 'running';
  const progress = running ? state.progress : null;
  const building = !!progress && progress.done >= progress.total;
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const status = !running
    ? ''
    : building || !progress
      ? translate('app.listExport.building')
      : translate('app.listExport.progress', {
          done: progress.done.toLocaleString('es-CL'),
          total: progress.total.toLocaleString('es-CL'),
        });

  return (
    <>
      {/* An icon with its name as tooltip: the list's toolbar must fit beside the detail panel at 1280 px. */}
      <Tooltip title={label}>
        {/* A disabled button fires no events: the span keeps the tooltip working. */}
        <span>
          <IconButton
            color="primary"
            aria-label={label}
            disabled={running || total === 0}
            aria-haspopup="menu"
            aria-controls={anchor ? 'list-export-menu' : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            data-testid="list-export"
          >
            {running ? (
              <CircularProgress
                size={20}
                variant={building || !progress ? 'indeterminate' : 'determinate'}
                value={percent}
                aria-label={status}
              />
            ) : (
              <DownloadIcon />
            )}
          </IconButton>
        </span>
      </Tooltip>
      <Box
        component="span"
        role="status"
        aria-live="polite"
        data-testid="list-export-status"
        sx={{ typography: 'caption', color: 'text.secondary', alignSelf: 'center' }}
      >
        {status}
      </Box>
      <Menu id="list-export-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => start('xlsx')}>{translate('app.listExport.xlsx')}</MenuItem>
        <MenuItem onClick={() => start('csv')}>{translate('app.listExport.csv')}</MenuItem>
      </Menu>
    </>
  );
};
