/**
 * /tracking/result/{search} (TRK-004…017): the units found, with the container list's state
 * labels (Departed 'Embarcado', Advised 'Preavisado'), badges for reefer, hazardous and OOG
 * units, and the detail modal; nothing found reads the spec's empty text. A new search stays
 * at hand above the list.
 */
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { containerListStateLabel } from '../../domain/transitStates';
import { useApiError } from '../layout/useApiError';
import { isHazardous, isOog, isReefer, searchTracking, type TrackingUnit } from './trackingApi';
import { categoryLabel, TrackingDetailDialog } from './TrackingDetailDialog';
import { fromPathSegment, searchProblem } from './trackingSearch';
import { TrackingSearchForm } from './TrackingSearchForm';

const T = 'app.visitScreens.tracking';
/** Read by screen readers only (the header of the actions column). */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

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
              <Table size="small" data-testid="tracking-results">
                <TableHead>
                  <TableRow>
                    {(['unitNbr', 'category', 'transitState', 'blNumbers', 'vesselName', 'apptTime'] as const).map((k) => (
                      <TableCell key={k}>{translate(`${T}.fields.${k}`)}</TableCell>
                    ))}
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        {translate('app.visitScreens.common.detail')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {units.map((u) => (
                    <TableRow key={u.unitNbr} hover data-testid="tracking-row">
                      <TableCell>
                        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                          <span>{u.unitNbr}</span>
                          {isReefer(u) && <Chip size="small" label={translate(`${T}.reeferBadge`)} />}
                          {isHazardous(u) && <Chip size="small" variant="outlined" color="error" label={translate(`${T}.hazardousBadge`)} />}
                          {isOog(u) && <Chip size="small" label={translate(`${T}.oogBadge`)} />}
                        </Stack>
                      </TableCell>
                      <TableCell>{categoryLabel(translate, u.category)}</TableCell>
                      <TableCell data-testid="tracking-row-state">{containerListStateLabel(u.transitState, u.category)}</TableCell>
                      <TableCell>{u.blNumbers?.join(', ')}</TableCell>
                      <TableCell>{u.vesselName}</TableCell>
                      <TableCell>{u.apptTime}</TableCell>
                      <TableCell align="right">
                        <Button size="small" onClick={() => setOpen(u)} aria-label={`${translate('app.visitScreens.common.detail')} ${u.unitNbr}`}>
                          {translate('app.visitScreens.common.detail')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Box>
      </CardContent>
      <TrackingDetailDialog unit={open} onClose={() => setOpen(undefined)} />
    </Card>
  );
};

export default TrackingResultPage;
