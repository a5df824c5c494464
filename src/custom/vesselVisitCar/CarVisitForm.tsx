/**
 * /vesselvisitCar/new and /detail/{id} (CAR-006…017): the car visit form — estado (INBOUND by
 * default), visit, line, manifest (digits, ≤ 20) and the three windows (DD/MM/YYYY HH:mm), every
 * field required; an operator edits with the visit, line and dates locked (CAR-017). Rules:
 * src/domain/cars/carVisitRules.ts, which the server applies too.
 */
import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  CAR_VISIT_STATES,
  carVisitErrors,
  DEFAULT_CAR_VISIT_STATE,
  lockedCarVisitFields,
  MANIFEST_MAX,
  type CarVisitValues,
} from '../../domain/cars/carVisitRules';
import { santiagoInstant, santiagoWallClock } from '../../domain/santiagoTime';
import { carMessages } from '../../i18n/carMessages';
import { visitStatusLabel } from '../../i18n/codeLabels';
import { useApiError } from '../layout/useApiError';
import { serverFieldErrors } from '../terminal/forms/serverFieldErrors';
import { carsApi, type CarVisitWire } from '../terminal/api/carsApi';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = carMessages.visits;
const DATES = ['cierreDirectos', 'despachoDirectos', 'entregaIndirectos'] as const;

/** ISO instant ↔ the datetime-local input's 'YYYY-MM-DDTHH:mm', on the Santiago wall clock. */
const toLocal = (iso: string) => {
  if (!iso) return '';
  const { day, time } = santiagoWallClock(new Date(iso));
  return `${day}T${time}`;
};
const toInstant = (local: string) => santiagoInstant(local.slice(0, 10), local.slice(11, 16)).toISOString();

export const CarVisitForm = ({ visit, roles }: { visit?: CarVisitWire; roles: readonly string[] }) => {
  const refusal = useRefusedForm();
  const navigate = useNavigate();
  const notify = useNotify();
  const onError = useApiError();
  const client = useQueryClient();
  const lines = useQuery({
    queryKey: ['carVisits', 'lines'],
    queryFn: carsApi.lines,
    retry: false,
    staleTime: 600_000,
  });
  const locked = new Set(visit ? lockedCarVisitFields(roles) : []);
  const [values, setValues] = useState<CarVisitValues>({
    estado: visit?.estado ?? DEFAULT_CAR_VISIT_STATE,
    visit: visit?.id ?? '',
    line: visit?.line.id ?? '',
    mftoNumber: visit?.mftoNumber ?? '',
    cierreDirectos: toLocal(visit?.cierreDirectos ?? ''),
    despachoDirectos: toLocal(visit?.despachoDirectos ?? ''),
    entregaIndirectos: toLocal(visit?.entregaIndirectos ?? ''),
  });
  const [extra, setExtra] = useState({ naveNombre: visit?.naveNombre ?? '', viaje: visit?.viaje ?? '' });
  const [shown, setShown] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errors = { ...carVisitErrors(values), ...server } as Record<string, string | undefined>;
  const err = (k: string) => (shown ? errors[k] : undefined);
  const set = (k: keyof CarVisitValues) => (value: string) => {
    setValues((v) => ({ ...v, [k]: value }));
    setServer(({ [k]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(carVisitErrors(values)).length > 0) return refusal.refuse();
    setBusy(true);
    try {
      // The inputs are Santiago wall clock; the server keeps instants.
      const body = {
        ...values,
        ...extra,
        visit: values.visit.trim().toUpperCase(),
        ...Object.fromEntries(DATES.map((d) => [d, toInstant(values[d])])),
      };
      const answer = await carsApi.saveVisit({ ...body, pathId: visit?.id ?? body.visit });
      notify(answer.message, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['carVisits'] });
      navigate(`/vesselvisitCar/management/${encodeURIComponent(answer.visit.id)}`);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setServer(fields);
        refusal.refuse();
      }
      await onError(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (k: keyof CarVisitValues, label: string, extraProps: Record<string, unknown> = {}) => (
    <TextField
      id={`car-visit-${k}`}
      label={label}
      value={values[k]}
      onChange={(e) => set(k)(e.target.value)}
      size="small"
      required
      disabled={locked.has(k)}
      error={Boolean(err(k))}
      helperText={err(k) ?? (locked.has(k) ? t.lockedHint : undefined)}
      {...extraProps}
    />
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {visit ? t.formEdit.replace('{id}', visit.id) : t.formNew}
        </Typography>
        {locked.size > 0 && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="car-visit-locked">
            {t.lockedHint}
          </Alert>
        )}
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          data-testid="car-visit-form"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, maxWidth: 900 }}
        >
          <TextField
            select
            id="car-visit-estado"
            label={t.estado}
            value={values.estado}
            onChange={(e) => set('estado')(e.target.value)}
            size="small"
            required
            error={Boolean(err('estado'))}
            helperText={err('estado')}
          >
            {CAR_VISIT_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {visitStatusLabel(s)}
              </MenuItem>
            ))}
          </TextField>
          {field('visit', t.id, {
            disabled: Boolean(visit) || locked.has('visit'),
            slotProps: { htmlInput: { maxLength: 20 } },
          })}
          {!visit && (
            <TextField
              id="car-visit-nave"
              label={t.nave}
              value={extra.naveNombre}
              onChange={(e) => setExtra((x) => ({ ...x, naveNombre: e.target.value.toUpperCase() }))}
              size="small"
            />
          )}
          {!visit && (
            <TextField
              id="car-visit-viaje"
              label={t.viaje}
              value={extra.viaje}
              onChange={(e) => setExtra((x) => ({ ...x, viaje: e.target.value.toUpperCase() }))}
              size="small"
            />
          )}
          <TextField
            select
            id="car-visit-line"
            label={t.line}
            value={values.line}
            onChange={(e) => set('line')(e.target.value)}
            size="small"
            required
            disabled={locked.has('line')}
            error={Boolean(err('line'))}
            helperText={err('line')}
          >
            {(lines.data ?? (visit ? [{ id: visit.line.id, name: visit.line.name ?? visit.line.id }] : [])).map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          {field('mftoNumber', t.mftoNumber, {
            required: false,
            slotProps: { htmlInput: { maxLength: MANIFEST_MAX + 1, inputMode: 'numeric' } },
          })}
          {DATES.map((d) => (
            <Box key={d}>
              {field(d, t[d], { type: 'datetime-local', fullWidth: true, slotProps: { inputLabel: { shrink: true } } })}
            </Box>
          ))}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="car-visit-save">
              {t.save}
            </Button>
            <RefusedFormNotice refusal={refusal} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
