/**
 * /emptys/new/{bookingId}?unitList (MTY-005…019): the booking's empties pre-advice grid. Rows come
 * from the booking's pre-advice, the unitList parameter, the row form or an uploaded spreadsheet,
 * each validated by the server ('validaformmty', 'validaxlsmty'): its estado and its message;
 * rejected (USED) ones leave the grid and are listed as 'Contenedor {n} {mensaje}' (MTY-011). NEW rows are edited or removed
 * here; sent (INBOUND) ones go to the deleteList. Sending (NEW rows, none with a message) goes to the detail.
 */
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { canSend, deleteRow, rejectionText, type EmptyRow } from '../../domain/emptyPreadvice/emptyRows';
import { exportMessages } from '../../i18n/exportMessages';
import { fillText as fill } from '../../i18n/fillText';
import { operationsMessages } from '../../i18n/operationsMessages';
import { downloadFile } from '../terminal/documents/downloadFile';
import { emptiesApi } from '../terminal/api/emptiesApi';
import { exportApi } from '../terminal/api/exportApi';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { useRowFocus } from '../terminal/forms/useRowFocus';
import { EmptyRowForm } from './EmptyRowForm';
import { EmptyRowsList } from './EmptyRowsList';

const t = exportMessages.empties;

export const EmptyGrid = () => {
  const { bookingId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { busy, run } = useBusyCall();
  const booking = useQuery({
    queryKey: ['emptys', bookingId, 'booking'],
    queryFn: () => exportApi.booking(bookingId),
    retry: false,
  });
  const [rows, setGridRows] = useState<EmptyRow[] | undefined>();
  const [rejected, setRejected] = useState<EmptyRow[]>([]);
  /** A validation's answer: the USED rows are rejected, the rest make the grid. */
  const setRows = (answer: EmptyRow[]) => {
    setGridRows(answer.filter((r) => r.estado !== 'USED'));
    setRejected(answer.filter((r) => r.estado === 'USED'));
  };
  const [deleteList, setDeleteList] = useState<string[]>([]);
  const [editing, setEditing] = useState<EmptyRow | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  // After a row is added, taken back to edit or removed, the keyboard is in the row form's first
  // field, ready for the next container (the form is drawn anew, which would drop the focus).
  const entry = useRef<HTMLDivElement>(null);
  const { focusIn } = useRowFocus();
  const toEntry = () => focusIn(() => entry.current);

  // The grid starts from the booking's pre-advice, plus the containers the unitList parameter names.
  useEffect(() => {
    void run(async () => {
      const sent = await emptiesApi.sent(bookingId);
      const named = (params.get('unitList') ?? '')
        .split(',')
        .map((x) => x.trim().toUpperCase())
        .filter(Boolean);
      const extra = named
        .filter((n) => !sent.some((r) => r.contenedor === n))
        .map((contenedor): EmptyRow => ({ contenedor, estado: 'NEW', mensaje: null, isocode: '', tara_kg: null }));
      setRows(extra.length ? await emptiesApi.validate(bookingId, [...sent, ...extra]) : sent);
    });
  }, [bookingId]); // eslint-disable-line react-hooks/exhaustive-deps

  if (booking.isError) return <Alert severity="error">{booking.error.message}</Alert>;
  if (!booking.data || !rows) return <CircularProgress aria-label={t.title} />;
  const b = booking.data;

  const revalidate = (next: EmptyRow[]) => run(async () => setRows(await emptiesApi.validate(bookingId, next)));
  const add = (row: EmptyRow) => {
    setEditing(undefined);
    toEntry();
    void revalidate([...rows, row]);
  };
  const upload = () => {
    if (!file) return setFileError(operationsMessages.empties.fileRequired);
    void run(async () => {
      setRows(await emptiesApi.validateFile(bookingId, rows, file));
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    });
  };
  const remove = (row: EmptyRow) => {
    const next = deleteRow(rows, deleteList, row.contenedor);
    setDeleteList(next.deleteList);
    toEntry();
    void revalidate(next.rows);
  };
  const edit = (row: EmptyRow) => {
    setEditing(row);
    setGridRows(rows.filter((r) => r !== row));
    toEntry();
  };
  const send = () =>
    run(async () => {
      const answer = await emptiesApi.send(
        bookingId,
        rows.filter((r) => r.estado === 'NEW'),
        deleteList,
      );
      notify(answer.message, { type: 'success' });
      navigate(`/emptys/detail/${encodeURIComponent(bookingId)}?resultados=1`, {
        state: { resultados: answer.resultados, message: answer.message },
      });
    });

  const sendable = canSend(rows) || (deleteList.length > 0 && rows.every((r) => !r.mensaje));
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {fill(t.gridTitle, { nbr: b.nbr })}
        </Typography>
        <Typography variant="body2" color="text.secondary">{`${b.nave} (${b.vesselVisitId}) · ${b.line}`}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1.5 }} data-testid="empties-places">
          {b.items.map((i) => (
            <Chip
              key={i.equipmentType}
              size="small"
              label={fill(t.places, {
                type: `${i.equipmentType} (${i.equipmentDesc})`,
                free: i.availableQuantity,
                maximum: i.quantity,
              })}
            />
          ))}
        </Stack>
        <div ref={entry}>
          <EmptyRowForm key={editing?.contenedor ?? 'new'} types={b.items} editing={editing} busy={busy} onAdd={add} />
        </div>
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
            {file ? file.name : t.upload}
            <input
              ref={fileInput}
              hidden
              type="file"
              accept=".xlsx,.csv"
              data-testid="empties-file"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(undefined);
              }}
            />
          </Button>
          <Button variant="contained" onClick={upload} disabled={busy} data-testid="empties-upload">
            {t.uploadButton}
          </Button>
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => downloadFile(emptiesApi.modelFile, 'modelo-preaviso-vacios.xlsx')}
            data-testid="empties-model"
          >
            {t.model}
          </Button>
        </Stack>
        {fileError && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="empties-file-error">
            {fileError}
          </Alert>
        )}
        {rejected.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="empties-rejected">
            <Typography variant="subtitle2" component="p">
              {t.rejected}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {rejected.map((r) => (
                <li key={r.contenedor}>{rejectionText(r)}</li>
              ))}
            </Box>
          </Alert>
        )}
        {deleteList.length > 0 && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="empties-delete-list">
            {fill(t.pendingDeletes, { list: deleteList.join(', ') })}
          </Alert>
        )}
        <Box sx={{ mt: 2 }}>
          <EmptyRowsList
            id="emptiesGrid"
            title={fill(t.gridTitle, { nbr: b.nbr })}
            rows={rows}
            onEdit={edit}
            onDelete={remove}
          />
        </Box>
        <Button
          sx={{ mt: 2 }}
          variant="contained"
          startIcon={<SendIcon />}
          disabled={busy || !sendable}
          onClick={send}
          data-testid="empties-send"
        >
          {t.send}
        </Button>
      </CardContent>
    </Card>
  );
};
