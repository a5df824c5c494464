/**
 * A report type's form (D3 §3 Report form, §5; RPT-004…009, RPT-012, VAL-015): the fields the type
 * shows, with its defaults, checked by the one rule set (src/domain/reports/reportForm.ts) before the
 * search; a refused search moves to its first invalid field. Customer service chooses the agent;
 * anyone else reads its own, and is told so.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import {
  reportFormDefaults,
  reportFormErrors,
  reportUnitInput,
  visibleFields,
  type ReportForm as FormValues,
  type ReportFormErrors,
} from '../../domain/reports/reportForm';
import type { ReportField, ReportType } from '../../domain/reports/reportTypes';
import { readDriver, scannerDelay } from '../../domain/reports/driverInput';
import { formatRut } from '../../domain/rut';
import { reportMessages as t } from '../../i18n/reportMessages';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';
import { RutTextField } from '../../resources/framework/RutInput';
import { NamedTypeahead } from '../terminal/forms/NamedTypeahead';
import { reportApi } from './reportApi';
import { useUnitLookup } from './useUnitLookup';

type TextField_ = 'desde' | 'desde2' | 'hasta' | 'unitNbr' | 'blOrBook' | 'manifestNumber' | 'batchNbr';

/**
 * CONST-071: what the driver field read, shown once the input pauses for its format's delay (a
 * scanner types a burst; the RUN is read from it when the burst ends).
 */
function useDriverReading(raw: string, foreign: boolean): string | undefined {
  const [reading, setReading] = useState<string | undefined>();
  useEffect(() => {
    setReading(undefined);
    if (raw.trim() === '') return undefined;
    const timer = window.setTimeout(() => {
      const read = readDriver(raw, foreign);
      setReading(read.ok ? (foreign ? read.driver : formatRut(read.driver)) : undefined);
    }, scannerDelay(raw));
    return () => window.clearTimeout(timer);
  }, [raw, foreign]);
  return reading;
}

export const ReportForm = ({
  type,
  today,
  choosesAgent,
  onSearch,
}: {
  type: ReportType;
  today: string;
  choosesAgent: boolean;
  onSearch: (form: FormValues) => void;
}) => {
  const refusal = useRefusedForm();
  const [values, setValues] = useState<FormValues>(() => reportFormDefaults(type.code, today));
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const shown = new Set<ReportField>(visibleFields(values));
  const agents = useQuery({
    queryKey: ['portal', 'report', 'agents'],
    queryFn: ({ signal }) => reportApi.agents(signal),
    enabled: choosesAgent && shown.has('agentId'),
    retry: false,
    staleTime: 60_000,
  });
  const set = (patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reportFormErrors(values, { today, agentKnown: !choosesAgent });
    setErrors(found);
    if (Object.keys(found).length > 0) return refusal.refuse();
    onSearch(values);
  };
  const driverRead = useDriverReading(values.gateChofer, values.checkRutEx);
  // RPT-049: the old DRC's BL and manifest come from the container's unit, when the fields are empty.
  const looked = useUnitLookup(values.unitNbr, type.kind === 'oldDrc', (found) =>
    setValues((v) => ({
      ...v,
      blOrBook: v.blOrBook || found.blOrBook,
      manifestNumber: v.manifestNumber || found.manifestNumber,
    })),
  );
  const text = (
    field: TextField_,
    props: {
      label: string;
      hint?: string;
      required?: boolean;
      upper?: boolean;
      maxLength?: number;
      inputMode?: 'numeric';
    },
  ) =>
    shown.has(field) && (
      <TextField
        id={`report-${field}`}
        label={props.label}
        value={values[field]}
        size="small"
        required={props.required}
        error={Boolean(errors[field])}
        helperText={errors[field] ?? props.hint}
        onChange={(e) =>
          set({ [field]: props.upper ? reportUnitInput(e.target.value) : e.target.value } as Partial<FormValues>)
        }
        slotProps={{
          htmlInput: {
            maxLength: props.maxLength,
            inputMode: props.inputMode,
            autoComplete: 'off',
            'data-testid': `report-${field}`,
          },
        }}
      />
    );
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {shown.has('gatePass') && (
        <TextField
          id="report-gatePass"
          select
          label={t.fields.gatePass}
          value={values.gatePass}
          size="small"
          required
          onChange={(e) => set({ gatePass: e.target.value === 'MASIVO' ? 'MASIVO' : 'UNIT' })}
          slotProps={{ htmlInput: { 'data-testid': 'report-gatePass' } }}
        >
          <MenuItem value="UNIT">{t.gatePassModes.UNIT}</MenuItem>
          <MenuItem value="MASIVO">{t.gatePassModes.MASIVO}</MenuItem>
        </TextField>
      )}
      {text('desde', {
        label: t.fields.desde,
        hint: t.form.dateHint,
        required: true,
        maxLength: 10,
        inputMode: 'numeric',
      })}
      {text('desde2', {
        label: t.fields.desde2,
        hint: t.form.dateHint,
        required: true,
        maxLength: 10,
        inputMode: 'numeric',
      })}
      {text('hasta', {
        label: t.fields.hasta,
        hint: t.form.dateHint,
        required: type.hastaRequired,
        maxLength: 10,
        inputMode: 'numeric',
      })}
      {shown.has('agentId') &&
        (choosesAgent ? (
          <NamedTypeahead
            id="report-agentId"
            label={t.fields.agentId}
            options={agents.data ?? []}
            value={values.agentId}
            loading={agents.isLoading}
            required={type.agentRequired}
            error={errors.agentId}
            hint={t.form.agentHint}
            onChange={(agentId) => set({ agentId })}
          />
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ alignSelf: 'center' }}
            data-testid="report-agent-own"
          >
            {t.form.agentOwn}
          </Typography>
        ))}
      {shown.has('consigneeId') && (
        <RutTextField
          id="report-consigneeId"
          label={t.fields.consigneeId}
          value={values.consigneeId}
          size="small"
          error={Boolean(errors.consigneeId)}
          helperText={errors.consigneeId}
          onChange={(consigneeId) => set({ consigneeId })}
        />
      )}
      {text('batchNbr', { label: t.fields.batchNbr, required: true, maxLength: 9, inputMode: 'numeric' })}
      {text('unitNbr', {
        label: t.fields.unitNbr,
        hint: looked ? t.oldDrc.lookupFilled : t.form.unitHint,
        upper: true,
        required: type.code === 11,
      })}
      {text('blOrBook', { label: t.fields.blOrBook, required: type.code === 11 })}
      {text('manifestNumber', { label: t.fields.manifestNumber, required: type.code === 11 })}
      {shown.has('gateChofer') && (
        <TextField
          id="report-gateChofer"
          label={t.fields.gateChofer}
          value={values.gateChofer}
          size="small"
          required
          error={Boolean(errors.gateChofer)}
          helperText={
            errors.gateChofer ?? (driverRead ? t.form.driverRead.replace('{driver}', driverRead) : t.form.driverHint)
          }
          onChange={(e) => set({ gateChofer: e.target.value })}
          slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'report-gateChofer' } }}
        />
      )}
      {shown.has('checkRutEx') && (
        <FormControlLabel
          sx={{ alignSelf: 'center' }}
          label={t.fields.checkRutEx}
          control={
            <Checkbox
              checked={values.checkRutEx}
              onChange={(e) => set({ checkRutEx: e.target.checked })}
              slotProps={{ input: { 'data-testid': 'report-checkRutEx' } as object }}
            />
          }
        />
      )}
      {shown.has('unitNbrs') && (
        <TextField
          id="report-unitNbrs"
          label={t.fields.unitNbrs}
          value={values.unitNbrs}
          size="small"
          required
          multiline
          minRows={3}
          sx={{ gridColumn: { md: 'span 2' } }}
          error={Boolean(errors.unitNbrs)}
          helperText={errors.unitNbrs ?? t.form.unitNbrsHint}
          onChange={(e) => set({ unitNbrs: e.target.value.toUpperCase() })}
          slotProps={{ htmlInput: { 'data-testid': 'report-unitNbrs' } }}
        />
      )}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="report-search">
          {t.form.submit}
        </Button>
        <RefusedFormNotice refusal={refusal} />
      </Box>
    </Box>
  );
};
