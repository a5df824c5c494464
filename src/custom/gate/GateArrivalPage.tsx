/**
 * /gate (GATE-001…005, VAL-023, CONST-045): the arrival notice — a container (typed, or scanned:
 * trimmed and upper-cased, Enter sends) and a gate ('Puerta N', the first by default), which
 * registers the box's arrival and opens its result; until then the empty state says what to do.
 * Below, the boxes at the gate, each opening its result. Security only reads: the list, not the form.
 */
import { Alert, Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { appMessages } from '../../i18n/appMessages';
import { gateMessages } from '../../i18n/gateMessages';
import { truckVisitMessages } from '../../i18n/truckVisitMessages';
import { isContainerNumber } from '../../domain/containerNumber';
import { gateUnitInput } from '../../domain/gate/calls';
import { DEFAULT_GATE, gateLabel, GATES } from '../../domain/gate/gates';
import { UNIT_LIST_PAGING } from '../../domain/listPaging';
import { exportStateLabel, stateOnScreen } from '../../domain/transitStates';
import { ApiError } from '../../providers/httpClient';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useRoles } from '../../resources/framework/useRoles';
import { useApiError } from '../layout/useApiError';
import { gateApi, gatePaths, type GateArrivalWire } from './gateApi';
import { BIG_TARGET, GateCard, QueryError } from './gateKit';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const m = gateMessages;

const ArrivalForm = () => {
  const refusal = useRefusedForm();
  const navigate = useNavigate();
  const onError = useApiError();
  const input = useRef<HTMLInputElement>(null);
  const gates = useQuery({
    queryKey: ['portal', 'gate', 'gates'],
    queryFn: gateApi.gates,
    staleTime: Infinity,
    retry: false,
  });
  const [value, setValue] = useState('');
  const [gate, setGate] = useState(DEFAULT_GATE);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const refuse = (message: string) => {
    setError(message);
    // The next scan replaces what is there.
    input.current?.select();
    refusal.refuse();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unitNbr = gateUnitInput(value);
    setValue(unitNbr);
    if (!isContainerNumber(unitNbr)) return refuse(appMessages.validation.other);
    setBusy(true);
    try {
      const arrival = await gateApi.arrive(unitNbr, gate);
      navigate(gatePaths.result(arrival.unitNbr, arrival.gate), { state: { arrival } });
    } catch (e) {
      // The server's reason for this box (not one the gate takes, not on record) goes on the field.
      const fields = e instanceof ApiError ? (e.body as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (fields?.unitNbr) refuse(fields.unitNbr);
      else if (fields?.gate) refuse(fields.gate);
      else await onError(e);
    } finally {
      setBusy(false);
    }
  };

  const options = gates.data ?? GATES;
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={m.title}>
      <Stack sx={{ gap: 2 }}>
        <TextField
          inputRef={input}
          id="gate-unit"
          label={m.form.container}
          value={value}
          onChange={(e) => {
            setValue(e.target.value.toUpperCase());
            setError(undefined);
          }}
          error={error !== undefined}
          helperText={error ?? m.form.containerHint}
          autoFocus
          fullWidth
          slotProps={{
            htmlInput: {
              maxLength: 20,
              autoComplete: 'off',
              autoCapitalize: 'characters',
              spellCheck: false,
              enterKeyHint: 'send',
              'data-testid': 'gate-unit',
              sx: { fontSize: '1.25rem', letterSpacing: '0.05em' },
            },
            formHelperText: { role: error ? 'alert' : undefined, 'data-testid': 'gate-unit-help' } as object,
          }}
        />
        <TextField
          select
          id="gate-gate"
          label={m.form.gate}
          value={String(gate)}
          onChange={(e) => setGate(Number(e.target.value))}
          fullWidth
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'gate-gate' } as object } }}
        >
          {options.map((g) => (
            <MenuItem key={g.id} value={String(g.id)} sx={{ minHeight: 48 }}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={BIG_TARGET}
          data-testid="gate-submit"
        >
          {m.form.submit}
        </Button>
        <RefusedFormNotice refusal={refusal} />
      </Stack>
    </Box>
  );
};

/** A box at the gate as the list shows, sorts, searches and exports it. */
interface BoardRow extends Record<string, unknown> {
  id: string;
  unitNbr: string;
  gate: string;
  state: string;
  arrivedAt: string | null;
  status: string;
  arrival: GateArrivalWire;
}

const COLUMNS = ['unitNbr', 'gate', 'state', 'arrivedAt', 'status'] as const;

const Board = () => {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['portal', 'gate', 'atGate'],
    queryFn: ({ signal }) => gateApi.atGate(signal),
    retry: false,
  });
  const rows = useMemo(
    () =>
      (query.data ?? []).map(
        (a): BoardRow => ({
          id: a.unitNbr,
          unitNbr: a.unitNbr,
          gate: gateLabel(a.gate),
          state: stateOnScreen(exportStateLabel(a.transitState)),
          arrivedAt: a.arrivedAt,
          status: a.validateGate ? m.board.confirmed : m.board.pending,
          arrival: a,
        }),
      ),
    [query.data],
  );
  const columns = useMemo<ListColumn[]>(
    () =>
      COLUMNS.map((c) => ({
        source: c,
        label: m.board[c],
        kind: c === 'arrivedAt' ? 'datetime' : 'text',
        ...(c === 'status'
          ? {
              render: (r) => (
                <Chip
                  size="small"
                  color={(r as BoardRow).arrival.validateGate ? 'success' : 'default'}
                  label={String(r.status)}
                />
              ),
            }
          : {}),
      })),
    [],
  );
  const open = (a: GateArrivalWire) => navigate(gatePaths.result(a.unitNbr, a.gate));
  return (
    <Box component="section" aria-labelledby="gate-board-title" sx={{ mt: 4 }}>
      <Typography id="gate-board-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {m.board.title}
      </Typography>
      <QueryError error={query.error} testId="gate-board-error" />
      <RowsList<BoardRow>
        id="gateBoard"
        title={m.board.title}
        rows={query.isPending ? undefined : rows}
        columns={columns}
        search={['unitNbr', 'gate', 'state', 'status']}
        sort={{ field: 'arrivedAt', order: 'DESC' }}
        perPage={UNIT_LIST_PAGING.perPage}
        maxPageLinks={UNIT_LIST_PAGING.maxPageLinks}
        empty={
          <Alert severity="info" data-testid="gate-board-empty">
            {m.board.empty}
          </Alert>
        }
        onRowClick={(row) => open(row.arrival)}
        rowActions={{
          label: m.board.open,
          render: ({ arrival }) => (
            <Button
              size="small"
              onClick={() => open(arrival)}
              aria-label={`${m.board.open} ${arrival.unitNbr}`}
              sx={{ minHeight: 40 }}
            >
              {m.board.open}
            </Button>
          ),
        }}
        rowAttributes={() => ({ 'data-testid': 'gate-board-row' })}
        data-testid="gate-board"
      />
    </Box>
  );
};

const GateArrivalPage = () => {
  const { can } = useRoles();
  const registers = can('gate', 'register');
  return (
    <GateCard title={m.title}>
      {registers && (
        <>
          {/* GATE-005 (Q42): the empty state, until a container is entered. */}
          <Alert severity="info" sx={{ mb: 2 }} data-testid="gate-empty">
            {m.empty}
          </Alert>
          <ArrivalForm />
        </>
      )}
      {/* A truck that drops and picks up under one gate pass comes in by the visit's code (issue 31 §3, beyond-spec). */}
      <Button
        component={Link}
        to="/gate/visit"
        variant="outlined"
        fullWidth
        sx={{ mt: 2, ...BIG_TARGET }}
        data-testid="gate-visit-link"
      >
        {truckVisitMessages.gate.link}
      </Button>
      <Board />
    </GateCard>
  );
};

export default GateArrivalPage;
