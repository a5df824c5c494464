/**
 * /sequence/units/{visitId}/{agentId} (SEQ-003, SEQ-004): the agent's sequenced units of the
 * visit in turn order, 8 a page (D2 §9), with their turn, state and place in the yard; 'Descargar
 * Excel' downloads the server's spreadsheet (POST /sequencevisit/exportxls/{visit}/{agent}).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { UNIT_LIST_PAGING } from '../../domain/listPaging';
import { importStateLabel, stateOnScreen } from '../../domain/transitStates';
import type { SequencedUnit } from '../../domain/yard/wire';
import { pickupConditionLabel } from '../../i18n/codeLabels';
import { fillText } from '../../i18n/fillText';
import { yardMessages } from '../../i18n/yardMessages';
import { yardScreenMessages } from '../../i18n/yardScreenMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { downloadFile } from '../terminal/documents/downloadFile';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { sequencePaths } from './paths';
import { sequenceApi } from './sequenceApi';

const t = yardScreenMessages.sequence;
const c = t.columns;
type Row = SequencedUnit & { id: string; state: string; condition: string };

const columns: readonly ListColumn[] = [
  { source: 'unitNbr', label: c.unitNbr, kind: 'text', list: true },
  { source: 'apptNbr', label: c.apptNbr, kind: 'text', list: true, card: 'always' },
  { source: 'apptTime', label: c.apptTime, kind: 'text', list: true, card: 'always' },
  { source: 'typeLength', label: c.typeLength, kind: 'text', list: true },
  { source: 'condition', label: c.condicionDeRetiro, kind: 'text', list: true },
  { source: 'state', label: c.transitState, kind: 'text', list: true },
  { source: 'truckingCo', label: c.truckingCo, kind: 'text', list: true },
  { source: 'block', label: c.block, kind: 'text', list: true, card: 'always' },
  { source: 'place', label: c.place, kind: 'text', list: true },
];
const SEARCH = ['unitNbr', 'truckingCo'] as const;

const SequenceUnitsPage = () => {
  const { visitId = '', agentId = '' } = useParams<{ visitId: string; agentId: string }>();
  const { busy, run } = useBusyCall();
  const q = useQuery({
    queryKey: ['portal', 'sequence', 'units', visitId, agentId],
    queryFn: ({ signal }) => sequenceApi.info(visitId, agentId, signal),
    retry: false,
  });
  // The turn order is the list's: a row's id is its place in it.
  const rows = useMemo<Row[] | undefined>(
    () =>
      q.data?.units.map((u, i) => ({
        ...u,
        id: String(i + 1).padStart(4, '0'),
        state: stateOnScreen(importStateLabel(u.transitState)),
        condition: pickupConditionLabel(u.condicionDeRetiro),
      })),
    [q.data],
  );
  const visit = q.data;
  const title = fillText(t.unitsTitle, {
    visit: visit ? `${visit.vesselName} ${visit.inVoyNbr ?? ''}`.trim() : visitId,
  });
  const download = () =>
    run(() =>
      downloadFile(
        () => sequenceApi.xlsx(visitId, agentId),
        `${fillText(yardMessages.sheet.file, { visit: visitId, agent: agentId })}.xlsx`,
      ),
    );
  return (
    <Box>
      <Title title={title} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto', overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={sequencePaths.search} startIcon={<ArrowBackIcon />}>
          {t.back}
        </Button>
        <Button
          variant="contained"
          startIcon={<FileDownloadIcon />}
          onClick={() => void download()}
          disabled={busy || !rows || rows.length === 0}
          data-testid="sequence-xlsx"
        >
          {t.export}
        </Button>
      </Stack>
      {visit && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="sequence-summary">
          {fillText(t.unitsSummary, { seq: visit.sequencedCount, total: visit.unitCount })}
        </Typography>
      )}
      {q.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {(q.error as Error).message}
        </Alert>
      )}
      <RowsList<Row>
        id="sequenceUnits"
        title={yardMessages.sheet.name}
        rows={q.isError ? [] : rows}
        columns={columns}
        search={SEARCH}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={UNIT_LIST_PAGING.perPage}
        maxPageLinks={UNIT_LIST_PAGING.maxPageLinks}
        empty={
          <Alert severity="info" data-testid="sequence-empty">
            {t.empty}
          </Alert>
        }
        rowAttributes={(r) => ({ 'data-testid': 'sequence-unit', 'data-unit': r.unitNbr })}
        data-testid="sequence-units"
      />
    </Box>
  );
};

export default SequenceUnitsPage;
