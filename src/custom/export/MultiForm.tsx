/**
 * The multi-container pre-advice form (issue 30 §5): the shared data once, the grid's rows, and the
 * sending — one legacy call per row (POST /export/save/{id}), one after the other, each with its
 * row's Idempotency-Key, each row showing its own result. Sending again sends only the rows not
 * created yet. A refused submit (the rules', or the server's on some rows) focuses the first field
 * marked invalid.
 */
import { Alert, Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import {
  blankRow,
  EMPTY_SHARED,
  multiErrors,
  pendingRows,
  refusalOf,
  ROW_FIELDS,
  rowContext,
  rowPayload,
  type MultiRow,
  type RowResult,
} from '../../domain/exportPreadvice/multiPreadvice';
import {
  exportChoosesAgent,
  withShipperCountry,
  type PreadviceValues,
} from '../../domain/exportPreadvice/preadviceRules';
import type { BookingWire } from '../../domain/terminalWire/exportPreadvice';
import { exportMessages } from '../../i18n/exportMessages';
import { ApiError } from '../../providers/httpClient';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';
import { useApiError } from '../layout/useApiError';
import { exportApi } from '../terminal/api/exportApi';
import { serverFieldErrors } from '../terminal/forms/serverFieldErrors';
import { MultiGrid } from './MultiGrid';
import { MultiSharedFields } from './MultiSharedFields';
import { fill } from './paths';
import { useShipperLookup } from './useShipperLookup';

const t = exportMessages.multi;

/** A row's name for its whole life; it is also its Idempotency-Key. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export interface MultiStart {
  values?: PreadviceValues;
  operationType?: 'EXPORTACION' | 'COORD_ENTREGA' | null;
  /** The unit of the pre-advice copied. */
  copiedFrom?: string;
  /** A first container (the single form's unit). */
  firstUnit?: string;
}

export const MultiForm = ({
  booking,
  roles,
  start = {},
}: {
  booking: BookingWire;
  roles: readonly string[];
  start?: MultiStart;
}) => {
  const onError = useApiError();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PreadviceValues>(start.values ?? EMPTY_SHARED);
  const [coordinate, setCoordinate] = useState(start.operationType !== 'EXPORTACION');
  const [uniqueInvoice, setUniqueInvoice] = useState(false);
  const [rows, setRows] = useState<MultiRow[]>(() => [{ ...blankRow(newKey()), unitNbr: start.firstUnit ?? '' }]);
  const [results, setResults] = useState<Record<string, RowResult>>({});
  const [serverShared, setServerShared] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(false);
  const refusal = useRefusedForm();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ n: number; total: number } | null>(null);
  const [sent, setSent] = useState(false);
  const { unknown, setUnknown, lookUp } = useShipperLookup(setValues);

  // A copy (or the booking) names its shipper by RUT only: the lookup fills the rest, as when it is typed.
  const startShipper = start.values?.shipperId;
  useEffect(() => {
    if (startShipper) void lookUp({ shipperCountry: 'CL', shipperId: startShipper });
  }, [startShipper, lookUp]);

  const contextOf = (row: MultiRow) => rowContext(booking, row, roles);
  const check = multiErrors(values, rows, results, contextOf);
  const sharedErrors: Record<string, string | undefined> = { ...check.shared, ...serverShared };
  const err = (k: string) => (shown ? sharedErrors[k] : undefined);
  const set =
    <K extends keyof PreadviceValues>(k: K) =>
    (value: PreadviceValues[K]) => {
      setValues((v) => ({ ...v, [k]: value }));
      setServerShared(({ [k]: _gone, ...rest }) => rest);
    };
  const pending = pendingRows(rows, results);
  const reefers = booking.items.filter((i) => i.reefer);

  const editRow = (index: number, patch: Partial<Omit<MultiRow, 'key'>>) => {
    const key = rows[index]!.key;
    setRows((rs) => rs.map((r, j) => (j === index ? { ...r, ...patch } : r)));
    // A corrected row no longer shows its refusal; its key stays (a refused request wrote nothing under it).
    setResults(({ [key]: gone, ...rest }) => (gone?.status === 'created' ? { ...rest, [key]: gone } : rest));
  };
  const pasteAt = (index: number, nbrs: string[]) =>
    setRows((rs) => {
      const next = [...rs];
      let at = index;
      for (const nbr of nbrs) {
        while (at < next.length && results[next[at]!.key]?.status === 'created') at++;
        if (at < next.length) next[at] = { ...next[at]!, unitNbr: nbr };
        else next.push({ ...blankRow(newKey()), unitNbr: nbr });
        at++;
      }
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (busy) return;
    if (Object.keys(check.shared).length > 0 || Object.keys(check.rows).length > 0) return refusal.refuse();
    const settings = {
      bookingId: booking.nbr,
      operationType: coordinate ? ('COORD_ENTREGA' as const) : ('EXPORTACION' as const),
      uniqueInvoice,
      choosesAgent: exportChoosesAgent(roles),
    };
    const next = { ...results };
    const shared: Record<string, string> = {};
    setBusy(true);
    try {
      for (const [n, i] of pending.entries()) {
        const row = rows[i]!;
        setProgress({ n: n + 1, total: pending.length });
        try {
          const answer = await exportApi.save(rowPayload(values, row, booking, settings), row.key);
          next[row.key] = {
            status: 'created',
            draftNumber: answer.operation?.draftNumber ?? null,
            operationId: answer.operation?.id ?? null,
          };
        } catch (error) {
          // No session or no permission is the user's, not the row's: said once, and nothing more is sent.
          if (!(error instanceof ApiError) || error.status === 401 || error.status === 403) {
            await onError(error);
            break;
          }
          const fields = serverFieldErrors(error, { agent_id: 'agentId' });
          next[row.key] = refusalOf(fields, error.serverMessage || error.message);
          for (const [k, v] of Object.entries(fields ?? {}))
            if (!(ROW_FIELDS as readonly string[]).includes(k)) shared[k] = v;
        }
        setResults({ ...next });
      }
    } finally {
      setBusy(false);
      setProgress(null);
    }
    // The booking's places and its units' states changed.
    void queryClient.invalidateQueries({ queryKey: ['exportArea'] });
    setServerShared(shared);
    setSent(true);
    if (pending.some((i) => next[rows[i]!.key]?.status === 'refused')) refusal.refuse();
  };

  const total = rows.filter((r, i) => pending.includes(i) || results[r.key]?.status === 'created').length;
  const created = rows.filter((r) => results[r.key]?.status === 'created').length;
  const refused = rows.filter((r) => results[r.key]?.status === 'refused').length;
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="multi-form" aria-label={t.title}>
      {start.copiedFrom && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="multi-copied">
          {fill(t.copied, { unit: start.copiedFrom })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.sharedTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 3 }}>
        <MultiSharedFields
          roles={roles}
          values={values}
          set={set}
          err={err}
          coordinate={coordinate}
          setCoordinate={setCoordinate}
          setCountry={(c) => {
            setValues((v) => withShipperCountry(v, c));
            setUnknown(false);
          }}
          uniqueInvoice={uniqueInvoice}
          setUniqueInvoice={setUniqueInvoice}
          unknownShipper={unknown}
          onShipperBlur={() => void lookUp(values)}
          reefer={{ any: reefers.length > 0, atmosphereControl: reefers.some((i) => i.atmosphereControl === 'S') }}
        />
      </Box>
      <Typography variant="h6" component="h2">
        {t.grid}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t.gridHint}
      </Typography>
      <MultiGrid
        rows={rows}
        booking={booking}
        errors={shown ? check.rows : {}}
        results={results}
        busy={busy}
        onEdit={editRow}
        onAdd={() => setRows((rs) => [...rs, blankRow(newKey())])}
        onRemove={(i) => setRows((rs) => rs.filter((_, j) => j !== i))}
        onPaste={pasteAt}
      />
      <Box role="status" sx={{ my: 2 }}>
        {progress && <Alert severity="info">{fill(t.sending, progress)}</Alert>}
        {!progress && sent && (
          <Alert severity={refused > 0 ? 'warning' : 'success'} data-testid="multi-outcome">
            {fill(t.summary, { created, total })}{' '}
            {refused > 0 ? fill(t.summaryRefused, { refused }) : pending.length === 0 ? t.allDone : ''}
          </Alert>
        )}
      </Box>
      {coordinate && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.coordinateLater}
        </Typography>
      )}
      <RefusedFormNotice refusal={refusal} />
      <Button
        type="submit"
        variant="contained"
        disabled={busy || (sent && pending.length === 0)}
        data-testid="multi-submit"
      >
        {pending.length === 0
          ? t.submitNone
          : pending.length === 1
            ? t.submitOne
            : fill(t.submit, { n: pending.length })}
      </Button>
    </Box>
  );
};
