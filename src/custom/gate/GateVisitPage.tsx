/**
 * /gate/visit (issue 31 §3, multi-move visits; beyond-spec): the gate reads a truck visit by the one
 * code of its gate pass (scanned: trimmed, upper-cased, Enter sends), sees both moves, and lets the
 * truck in at the chosen gate — both boxes move, each checked by its own rules first, a refusal
 * naming the move and its reason — and, later, out. Security reads; the gate and its chief act.
 */
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { DEFAULT_GATE, gateLabel, GATES } from '../../domain/gate/gates';
import {
  truckVisitByCode,
  truckVisitGateIn,
  truckVisitGateOut,
  type VisitCodeInput,
  type VisitGateInput,
} from '../../domain/truckVisit/calls';
import type { TruckVisitWire } from '../../domain/truckVisit/wire';
import { fillText } from '../../i18n/fillText';
import { gateMessages } from '../../i18n/gateMessages';
import { truckVisitMessages } from '../../i18n/truckVisitMessages';
import { ApiError } from '../../providers/httpClient';
import { sendCall } from '../../providers/sendCall';
import { useRoles } from '../../resources/framework/useRoles';
import { useApiError } from '../layout/useApiError';
import { TruckVisitFacts } from '../terminal/truckVisits/TruckVisitFacts';
import { gateApi } from './gateApi';
import { BIG_TARGET, GateCard, inPageMessage } from './gateKit';

const t = truckVisitMessages.gate;

const api = {
  find: (code: string) => sendCall<TruckVisitWire, VisitCodeInput>(truckVisitByCode, { code }),
  gateIn: (code: string, gate: number) => sendCall<TruckVisitWire, VisitGateInput>(truckVisitGateIn, { code, gate }),
  gateOut: (code: string) => sendCall<TruckVisitWire, VisitCodeInput>(truckVisitGateOut, { code }),
};

const GateVisitPage = () => {
  const { can } = useRoles();
  const mayAct = can('gate', 'confirm');
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
  const [visit, setVisit] = useState<TruckVisitWire>();
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Runs a call; a refusal the gate explains shows in the page (on the field when it names the code). */
  const run = async (call: () => Promise<TruckVisitWire>, after?: (v: TruckVisitWire) => string) => {
    setBusy(true);
    setRefusal(undefined);
    setDone(undefined);
    try {
      const v = await call();
      setVisit(v);
      if (after) setDone(after(v));
    } catch (e) {
      const message = inPageMessage(e);
      const fields = e instanceof ApiError ? (e.body as { fields?: Record<string, string> } | null)?.fields : undefined;
      if (message === undefined) await onError(e);
      else if (fields?.code && e instanceof ApiError && e.status === 400) {
        setFieldError(message);
        input.current?.focus();
      } else setRefusal(message);
    } finally {
      setBusy(false);
    }
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim().toUpperCase().replace(/\s+/g, '');
    setValue(code);
    setVisit(undefined);
    if (!code) {
      setFieldError(truckVisitMessages.refusals.badCode);
      input.current?.focus();
      return;
    }
    void run(() => api.find(code));
  };

  const pickupOf = (v: TruckVisitWire) => v.moves.find((m) => m.role === 'pickup')?.unitNbr ?? '';
  const dropOf = (v: TruckVisitWire) => v.moves.find((m) => m.role === 'drop')?.unitNbr ?? '';

  return (
    <GateCard title={t.title}>
      <Box component="form" onSubmit={find} noValidate aria-label={t.title}>
        <Stack sx={{ gap: 2 }}>
          <Alert severity="info">{t.intro}</Alert>
          <TextField
            inputRef={input}
            id="gate-visit-code"
            label={t.code}
            value={value}
            autoFocus
            fullWidth
            onChange={(e) => {
              setValue(e.target.value.toUpperCase());
              setFieldError(undefined);
            }}
            error={fieldError !== undefined}
            helperText={fieldError ?? t.codeHint}
            slotProps={{
              htmlInput: {
                maxLength: 12,
                autoComplete: 'off',
                autoCapitalize: 'characters',
                spellCheck: false,
                enterKeyHint: 'search',
                'data-testid': 'gate-visit-code',
                sx: { fontSize: '1.25rem' },
              },
              formHelperText: { role: fieldError ? 'alert' : undefined } as object,
            }}
          />
          <TextField
            select
            id="gate-visit-gate"
            label={gateMessages.form.gate}
            value={String(gate)}
            onChange={(e) => setGate(Number(e.target.value))}
            fullWidth
          >
            {(gates.data ?? GATES).map((g) => (
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
            data-testid="gate-visit-find"
          >
            {t.find}
          </Button>
        </Stack>
      </Box>
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="gate-visit-refusal">
          {refusal}
        </Alert>
      ) : null}
      {done ? (
        <Alert severity="success" role="status" sx={{ mt: 2 }} data-testid="gate-visit-done">
          {done}
        </Alert>
      ) : null}
      {visit ? (
        <Box
          component="section"
          aria-label={`${truckVisitMessages.code} ${visit.code}`}
          sx={{ mt: 2 }}
          data-testid="gate-visit"
        >
          <TruckVisitFacts
            v={visit}
            extra={
              <>
                <dt>{truckVisitMessages.code}</dt>
                <dd>{visit.code}</dd>
                <dt>{t.company}</dt>
                <dd>{visit.truckingName}</dd>
              </>
            }
          />
          {mayAct && visit.state !== 'SALIDA' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2 }}>
              {visit.state === 'RESERVADA' ? (
                <Button
                  variant="contained"
                  size="large"
                  sx={BIG_TARGET}
                  disabled={busy}
                  data-testid="gate-visit-in"
                  onClick={() =>
                    void run(
                      () => api.gateIn(visit.code, gate),
                      (v) =>
                        fillText(t.gateInDone, {
                          gate: gateLabel(v.gate ?? gate),
                          drop: dropOf(v),
                          pickup: pickupOf(v),
                        }),
                    )
                  }
                >
                  {t.gateIn}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  size="large"
                  sx={BIG_TARGET}
                  disabled={busy}
                  data-testid="gate-visit-out"
                  onClick={() =>
                    void run(
                      () => api.gateOut(visit.code),
                      (v) => fillText(t.gateOutDone, { pickup: pickupOf(v) }),
                    )
                  }
                >
                  {t.gateOut}
                </Button>
              )}
            </Stack>
          ) : null}
        </Box>
      ) : null}
      <Button component={Link} to="/gate" sx={{ mt: 2 }}>
        {t.back}
      </Button>
    </GateCard>
  );
};

export default GateVisitPage;
