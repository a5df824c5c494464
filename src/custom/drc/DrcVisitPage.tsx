/**
 * /drc/management/{vesselId} (DRC-003…005): a visit of the user's lines — its containers with a DRC
 * of the chosen line on the list framework (unitNbr, turno, fecha, estado and operation; search,
 * sort, columns, saved queries, export; a row opens its DRC data), and the mass DRC of that visit
 * and line as one PDF in a new tab ('No se encontraton contenedores para procesar.' when it holds
 * none). A shipping company with several lines picks the line (?line=); the visit's own operator by
 * default. A visit that is not one of the user's reads 'Seleccione una visita válida'.
 */
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title } from 'react-admin';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { drcLineOf, linesOfVisits } from '../../domain/drc/choices';
import { shiftLabel } from '../../domain/drc/receipt';
import { UNIT_LIST_PAGING } from '../../domain/listPaging';
import { drcMessages } from '../../i18n/drcMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useApiError } from '../layout/useApiError';
import { openPdf } from '../terminal/documents/openPdf';
import { drcApi, type DrcData } from './drcApi';
import { visitName } from './DrcVisitField';
import { drcPaths, stateOf } from './paths';
import { useDrcVisits } from './useDrcVisits';

const t = drcMessages.screens;

/** A receipt as the list shows (and exports) it. */
interface Row {
  id: string;
  unitNbr: string;
  turno: string;
  fecha: string | null;
  estado: string;
  operation: string;
}

const COLUMNS: readonly ListColumn[] = [
  { source: 'unitNbr', label: t.unitNbr, kind: 'text', list: true },
  { source: 'turno', label: t.turno, kind: 'text', list: true },
  { source: 'fecha', label: t.fecha, kind: 'datetime', list: true },
  { source: 'estado', label: t.estado, kind: 'text', list: true },
  { source: 'operation', label: t.operation, kind: 'text', list: true },
];
const SEARCH = ['unitNbr'] as const;

const rowOf = (r: DrcData): Row => ({
  id: r.unitNbr,
  unitNbr: r.unitNbr,
  turno: shiftLabel(r.turno),
  fecha: r.fecha,
  estado: stateOf(r),
  operation: drcMessages.operation[r.operation],
});

const DrcVisitPage = () => {
  const navigate = useNavigate();
  const onError = useApiError();
  const visitId = (useParams().vesselId ?? '').toUpperCase();
  const [params, setParams] = useSearchParams();
  const { visits, loading } = useDrcVisits();
  const visit = visits.find((v) => v.id === visitId);
  const lines = useMemo(() => linesOfVisits(visits), [visits]);
  const line = drcLineOf(params.get('line'), visit?.operatorId, lines);
  const receipts = useQuery({
    queryKey: ['portal', 'drc', 'visit', visitId, line],
    queryFn: ({ signal }) => drcApi.visitReceipts(line!, visitId, signal),
    enabled: Boolean(visit && line),
    retry: false,
  });
  const rows = useMemo(() => receipts.data?.map(rowOf), [receipts.data]);
  const title = t.managementTitle.replace('{visit}', visitId);

  if (loading) return <CircularProgress aria-label={title} />;
  return (
    <Card>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: '1 1 240px' }}>
            {title}
          </Typography>
          <Button component={Link} to={drcPaths.chooser} variant="outlined" startIcon={<SearchIcon />}>
            {t.otherVisit}
          </Button>
        </Stack>
        {!visit || !line ? (
          <Alert severity="warning" data-testid="drc-visit-invalid">
            {drcMessages.visitInvalid}
          </Alert>
        ) : (
          <>
            <Typography variant="body1" sx={{ mb: 2 }}>
              {visitName(visit)}
            </Typography>
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
              {lines.length > 1 && (
                <TextField
                  id="drc-line"
                  select
                  label={t.line}
                  value={line}
                  helperText={t.lineHint}
                  sx={{ width: { xs: '100%', sm: 240 } }}
                  slotProps={{ select: { native: true } }}
                  onChange={(e) =>
                    setParams(e.target.value === visit.operatorId ? {} : { line: e.target.value }, { replace: true })
                  }
                >
                  {lines.map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </TextField>
              )}
              <Button
                variant="contained"
                size="large"
                startIcon={<DownloadIcon />}
                sx={{ minHeight: 48 }}
                data-testid="drc-massive-download"
                onClick={() => openPdf(() => drcApi.massivePdf(visit.id, line)).catch(onError)}
              >
                {t.download}
              </Button>
            </Stack>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t.listTitle}
            </Typography>
            {receipts.isError ? (
              <Alert severity="error">{receipts.error.message}</Alert>
            ) : (
              <RowsList<Row>
                id="drcVisitUnits"
                title={`${t.listTitle} ${visit.id} ${line}`}
                rows={rows}
                columns={COLUMNS}
                search={SEARCH}
                sort={{ field: 'unitNbr', order: 'ASC' }}
                perPage={UNIT_LIST_PAGING.perPage}
                maxPageLinks={UNIT_LIST_PAGING.maxPageLinks}
                empty={
                  <Alert severity="info" data-testid="drc-empty">
                    {t.empty}
                  </Alert>
                }
                onRowClick={(r) => navigate(drcPaths.unit(r.unitNbr, visit.id))}
                rowAttributes={(r) => ({ 'data-testid': 'drc-row', 'data-unit': r.unitNbr })}
                data-testid="drc-units"
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default DrcVisitPage;
