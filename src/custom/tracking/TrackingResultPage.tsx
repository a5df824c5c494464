/**
 * /tracking/result/{search} (TRK-004…017): the units found, with the container list's state
 * labels (Departed 'Embarcado', Advised 'Preavisado'), badges for reefer, hazardous and OOG
 * units, and the detail modal (on a row's click or Enter, or its 'Ver detalle'); nothing found
 * reads the spec's empty text. A new search stays at hand above the list. The list is the list
 * framework's operational list: search, sort, 8 a page as the unit lists (D2 §9), columns, saved
 * queries and export.
 */
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { UNIT_LIST_PAGING } from '../../domain/listPaging';
import { containerListStateLabel } from '../../domain/transitStates';
import { categoryLabel } from '../../i18n/codeLabels';
import { sortableWallTime } from '../../resources/framework/list/wallTime';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useApiError } from '../layout/useApiError';
import { isHazardous, isOog, isReefer, searchTracking, type TrackingUnit } from './trackingApi';
import { TrackingDetailDialog } from './TrackingDetailDialog';
import { fromPathSegment, searchProblem } from './trackingSearch';
import { TrackingSearchForm } from './TrackingSearchForm';

const T = 'app.visitScreens.tracking';
const COLUMNS = ['unitNbr', 'category', 'transitState', 'blNumbers', 'vesselName', 'apptTime'] as const;
const SEARCH = ['unitNbr', 'category', 'transitState', 'blNumbers', 'vesselName'] as const;

/** A unit as the list shows, sorts, searches and exports it; `unit` is the unit itself, for its detail. */
interface ResultRow extends Record<string, unknown> {
  id: string;
  unit: TrackingUnit;
}

const Badges = ({ unit }: { unit: TrackingUnit }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <span>{unit.unitNbr}</span>
      {isReefer(unit) && <Chip size="small" label={translate(`${T}.reeferBadge`)} />}
      {isHazardous(unit) && (
        <Chip size="small" variant="outlined" color="error" label={translate(`${T}.hazardousBadge`)} />
      )}
      {isOog(unit) && <Chip size="small" label={translate(`${T}.oogBadge`)} />}
    </Stack>
  );
};

const TrackingResultPage = () => {
  const translate = useTranslate();
  const search = fromPathSegment(useParams().search ?? '');
  const valid = searchProblem(search) === undefined;
  const onError = useApiError();
  const query = useQuery({
    queryKey: ['portal', 'tracking', search],
    queryFn: ({ signal }) => searchTracking(search, signal),
    enabled: valid,
    retry: false,
  });
  useEffect(() => {
    if (query.error) void onError(query.error);
  }, [query.error, onError]);
  const [open, setOpen] = useState<TrackingUnit>();
  const units = query.data ?? [];
  const rows = useMemo(
    () =>
      (query.data ?? []).map(
        (u, i): ResultRow => ({
          // A box may come back once per visit: the position keeps rows apart.
          id: `${i}:${u.unitNbr}`,
          unitNbr: u.unitNbr,
          category: categoryLabel(u.category),
          transitState: containerListStateLabel(u.transitState, u.category),
          blNumbers: u.blNumbers?.join(', '),
          vesselName: u.vesselName,
          apptTime: sortableWallTime(u.apptTime),
          unit: u,
        }),
      ),
    [query.data],
  );
  const columns = useMemo<ListColumn[]>(
    () =>
      COLUMNS.map((c) => ({
        source: c,
        label: translate(`${T}.fields.${c}`),
        kind: c === 'apptTime' ? 'datetime' : 'text',
        ...(c === 'unitNbr' ? { render: (r) => <Badges unit={(r as ResultRow).unit} /> } : {}),
        ...(c === 'transitState'
          ? { render: (r) => <span data-testid="tracking-row-state">{String(r.transitState)}</span> }
          : {}),
      })),
    [translate],
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate(`${T}.title`)} />
      <CardContent>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(`${T}.title`)}
        </Typography>
        <TrackingSearchForm key={search} initial={search} />
        <Box sx={{ mt: 3 }} aria-live="polite" aria-busy={query.isFetching}>
          {!valid && <Alert severity="error">{translate(`${T}.invalid`)}</Alert>}
          {query.isSuccess && units.length === 0 && (
            <Alert severity="info" data-testid="tracking-empty">
              {translate(`${T}.empty`)}
            </Alert>
          )}
          {units.length > 0 && (
            <>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {translate(`${T}.resultTitle`, { search })}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({translate(`${T}.resultCount`, { smart_count: units.length })})
                </Typography>
              </Typography>
              <RowsList<ResultRow>
                id="trackingResults"
                title={translate(`${T}.resultTitle`, { search })}
                rows={rows}
                columns={columns}
                search={SEARCH}
                perPage={UNIT_LIST_PAGING.perPage}
                maxPageLinks={UNIT_LIST_PAGING.maxPageLinks}
                empty={<Alert severity="info">{translate(`${T}.empty`)}</Alert>}
                onRowClick={(row) => setOpen(row.unit)}
                rowActions={{
                  label: translate('app.visitScreens.common.detail'),
                  render: ({ unit }) => (
                    <Button
                      size="small"
                      onClick={() => setOpen(unit)}
                      aria-label={`${translate('app.visitScreens.common.detail')} ${unit.unitNbr}`}
                    >
                      {translate('app.visitScreens.common.detail')}
                    </Button>
                  ),
                }}
                rowAttributes={() => ({ 'data-testid': 'tracking-row' })}
                data-testid="tracking-results"
              />
            </>
          )}
        </Box>
      </CardContent>
      <TrackingDetailDialog unit={open} onClose={() => setOpen(undefined)} />
    </Card>
  );
};

export default TrackingResultPage;
