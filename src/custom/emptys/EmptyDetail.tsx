/**
 * /emptys/detail/{bookingId} (MTY-019…021): the booking's pre-advice as sent — the send's result
 * when coming from it (preadviceMTYData, resultados) — its spreadsheet, and the removal of an
 * empty still on its way (a send with the deleteList, Q39).
 */
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { EmptyRow } from '../../domain/emptyPreadvice/emptyRows';
import { exportMessages } from '../../i18n/exportMessages';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { downloadFile } from '../terminal/documents/downloadFile';
import { emptiesApi } from '../terminal/api/emptiesApi';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { EmptyRowsList } from './EmptyRowsList';

const t = exportMessages.empties;

export const EmptyDetail = () => {
  const { bookingId = '' } = useParams();
  const { state } = useLocation() as { state: { message?: string } | null };
  const notify = useNotify();
  const { busy, run } = useBusyCall();
  const [removing, setRemoving] = useState<EmptyRow | undefined>();
  const rows = useQuery({
    queryKey: ['emptys', bookingId, 'sent'],
    queryFn: () => emptiesApi.sent(bookingId),
    retry: false,
  });
  const title = t.detailTitle.replace('{nbr}', bookingId);
  const remove = () =>
    run(async () => {
      const row = removing!;
      setRemoving(undefined);
      const answer = await emptiesApi.send(bookingId, [], [row.contenedor]);
      notify(answer.message, { type: 'success' });
      await rows.refetch();
    });
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <Button
            component={Link}
            to={`/emptys/new/${encodeURIComponent(bookingId)}`}
            variant="outlined"
            startIcon={<AddIcon />}
            data-testid="empties-add-more"
          >
            {t.addMore}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            data-testid="empties-download"
            onClick={() => downloadFile(() => emptiesApi.sentFile(bookingId), `preaviso-vacios-${bookingId}.xlsx`)}
          >
            {t.download}
          </Button>
        </Stack>
        {state?.message && (
          <Alert
            severity="success"
            sx={{ mb: 2 }}
            data-testid="empties-result"
          >{`${t.results}: ${state.message}`}</Alert>
        )}
        {rows.isPending ? (
          <CircularProgress aria-label={title} />
        ) : rows.isError ? (
          <Alert severity="error">{rows.error.message}</Alert>
        ) : (
          <EmptyRowsList id="emptiesSent" title={title} rows={rows.data} onDelete={setRemoving} />
        )}
        <ConfirmDialog
          open={removing !== undefined}
          content={t.removeConfirm.replace('{n}', removing?.contenedor ?? '')}
          busy={busy}
          onCancel={() => setRemoving(undefined)}
          onConfirm={remove}
        />
      </CardContent>
    </Card>
  );
};
