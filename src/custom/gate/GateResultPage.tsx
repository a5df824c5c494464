/**
 * /gate/result/{unitNbr}/{gate} (GATE-006, GATE-007, GATE-011): the box's arrival and its checks
 * in the spec's order — each with its value and what it means, the ones holding the entry back
 * marked — and 'Confirmar ingreso' (arribogateupdate: validateGate true) while nothing holds it
 * back. The late-arrival query takes the unit items portOfDischarge1 and lineOp; the SAG query the
 * unit. The gate and its chief read it by registering the arrival again (the same gate changes
 * nothing), security from the boxes at the gate, and sees no confirmation.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ARRIVAL_CHECKS, type ArrivalCheck } from '../../domain/gate/arrivalChecks';
import { gateOf, gateLabel } from '../../domain/gate/gates';
import { formatDateTime } from '../../domain/formats';
import { formatRut } from '../../domain/rut';
import { exportStateLabel, stateOnScreen } from '../../domain/transitStates';
import { gateMessages } from '../../i18n/gateMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { useApiError } from '../layout/useApiError';
import { Fact, FactList } from '../terminal/units/Facts';
import { gateApi, gatePaths, type GateArrivalWire } from './gateApi';
import { BIG_TARGET, GateCard, inPageMessage, QueryError } from './gateKit';

const m = gateMessages;
const t = m.result;

type CheckTone = 'ok' | 'blocks' | 'notice';

/** How a check reads now: a blocking one in error, aforo (informative) as a notice. */
function toneOf(check: ArrivalCheck, a: GateArrivalWire): CheckTone {
  if (a.blocks.some((b) => b.field === check)) return 'blocks';
  return check === 'aforo' && a.aforo ? 'notice' : 'ok';
}

const ICON: Record<CheckTone, typeof CheckCircleIcon> = { ok: CheckCircleIcon, blocks: ErrorIcon, notice: InfoIcon };
const COLOR: Record<CheckTone, 'success.main' | 'error.main' | 'info.main'> = {
  ok: 'success.main',
  blocks: 'error.main',
  notice: 'info.main',
};

const CheckRow = ({ check, arrival }: { check: ArrivalCheck; arrival: GateArrivalWire }) => {
  const value = arrival[check];
  const tone = toneOf(check, arrival);
  const Icon = ICON[tone];
  const shown = typeof value === 'boolean' ? (value ? t.yes : t.no) : gateLabel(value);
  const hint = check === 'gate' ? undefined : m.checkHints[check];
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1, borderBottom: 1, borderColor: 'divider' }}
      data-testid={`gate-check-${check}`}
      data-tone={tone}
    >
      <Icon sx={{ color: COLOR[tone], mt: 0.25 }} aria-hidden />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {m.checks[check]}:{' '}
        </Typography>
        <Typography component="span" data-testid={`gate-check-${check}-value`}>
          {shown}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </Box>
  );
};

/** The arrival as this role reads it: the gate and its chief register it (again), security finds it among the boxes at the gate. */
async function readArrival(registers: boolean, unitNbr: string, gate: number): Promise<GateArrivalWire | null> {
  if (registers) return gateApi.arrive(unitNbr, gate);
  const all = await gateApi.atGate();
  return all.find((a) => a.unitNbr === unitNbr) ?? null;
}

const GateResultPage = () => {
  const params = useParams();
  const unitNbr = (params.unitNbr ?? '').toUpperCase();
  const gate = gateOf(params.gate) ?? 1;
  const { can, isPending } = useRoles();
  const registers = can('gate', 'register');
  const confirms = can('gate', 'confirm');
  const given = (useLocation().state as { arrival?: GateArrivalWire } | null)?.arrival;
  const client = useQueryClient();
  const key = ['portal', 'gate', 'arrival', unitNbr, gate, registers];
  const query = useQuery({
    queryKey: key,
    queryFn: () => readArrival(registers, unitNbr, gate),
    enabled: !isPending,
    retry: false,
    // The form's answer is the first reading; 'Consultar de nuevo' asks again.
    initialData: given?.unitNbr === unitNbr ? given : undefined,
    staleTime: Infinity,
  });
  const onError = useApiError();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const arrival = query.data ?? undefined;

  const confirm = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      client.setQueryData(key, await gateApi.confirm(unitNbr, gate));
    } catch (e) {
      const message = inPageMessage(e);
      if (message) setRefusal(message);
      else await onError(e);
      await query.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <GateCard title={`${t.title} ${unitNbr}`}>
      <Box aria-live="polite" aria-busy={query.isFetching}>
        <QueryError error={query.error} testId="gate-result-error" />
        {query.isSuccess && arrival === undefined && (
          <Alert severity="info" data-testid="gate-not-registered">
            {t.notRegistered}
          </Alert>
        )}
        {!registers && !isPending && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="gate-read-only">
            {t.readOnly}
          </Alert>
        )}
        {arrival && (
          <>
            <FactList>
              <Fact label={t.unit} value={arrival.unitNbr} testId="gate-result-unit" />
              <Fact label={t.line} value={arrival.lineOp} testId="gate-result-line" />
              <Fact label={t.pod} value={arrival.portOfDischarge1} testId="gate-result-pod" />
              <Fact label={t.booking} value={arrival.bookingNbr} />
              <Fact
                label={t.state}
                value={stateOnScreen(exportStateLabel(arrival.transitState))}
                testId="gate-result-state"
              />
              <Fact label={t.arrivedAt} value={formatDateTime(arrival.arrivedAt)} />
              <Fact
                label={t.confirmedAt}
                value={formatDateTime(arrival.confirmedAt)}
                testId="gate-result-confirmed-at"
              />
              {arrival.confirmedAt && <Fact label={t.plate} value={arrival.plate} testId="gate-result-plate" />}
              {arrival.confirmedAt && (
                <Fact label={t.driver} value={arrival.driverRut ? formatRut(arrival.driverRut) : null} />
              )}
            </FactList>
            <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
              {t.checks}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="gate-checks">
              {ARRIVAL_CHECKS.map((c) => (
                <CheckRow key={c} check={c} arrival={arrival} />
              ))}
            </Box>
            <Box sx={{ mt: 2 }}>
              {arrival.validateGate ? (
                <Alert severity="success" data-testid="gate-confirmed">
                  {t.confirmedNotice}
                </Alert>
              ) : arrival.blocks.length > 0 ? (
                <Alert severity="error" data-testid="gate-blocks">
                  <AlertTitle>{t.blocked}</AlertTitle>
                  <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {arrival.blocks.map((b) => (
                      <li key={b.field}>{b.message}</li>
                    ))}
                  </Box>
                </Alert>
              ) : (
                <Alert severity="info" data-testid="gate-ready">
                  {t.ready}
                </Alert>
              )}
              {refusal && (
                <Alert severity="error" sx={{ mt: 1 }} data-testid="gate-refusal">
                  {refusal}
                </Alert>
              )}
            </Box>
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {arrival && confirms && !arrival.validateGate && (
            <Button
              variant="contained"
              size="large"
              sx={BIG_TARGET}
              disabled={busy || arrival.blocks.length > 0}
              onClick={() => void confirm()}
              data-testid="gate-confirm"
            >
              {t.confirm}
            </Button>
          )}
          <Button
            variant="outlined"
            size="large"
            sx={BIG_TARGET}
            disabled={query.isFetching || busy}
            onClick={() => void query.refetch()}
            data-testid="gate-refresh"
          >
            {t.refresh}
          </Button>
          {arrival && (
            <Button
              component={Link}
              to={gatePaths.lateDetail(arrival.unitNbr, arrival.portOfDischarge1, arrival.lineOp)}
              variant="outlined"
              size="large"
              sx={BIG_TARGET}
              data-testid="gate-late-link"
            >
              {t.lateDetail}
            </Button>
          )}
          <Button
            component={Link}
            to={gatePaths.sagDetail(unitNbr)}
            variant="outlined"
            size="large"
            sx={BIG_TARGET}
            data-testid="gate-sag-link"
          >
            {t.sagDetail}
          </Button>
          <Button component={Link} to="/gate" size="large" sx={BIG_TARGET}>
            {registers ? t.newArrival : m.back}
          </Button>
        </Stack>
      </Box>
    </GateCard>
  );
};

export default GateResultPage;
