/**
 * The data every container of a multi-container pre-advice shares (issue 30 §5), typed once: the
 * operation type, agent and trucking company, the document, the shipper (looked up by RUT, which
 * fills every field it knows), the tariff code, SAG condition and weighing, and the reefer data when
 * the booking takes reefers. The single form's fields and rules (preadviceRules.ts); the per-container
 * ones (seals, weight, guides) are the grid's.
 */
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { COUNTRIES } from '../../domain/countries';
import {
  EXPORT_SAG_CONDITIONS,
  exportChoosesAgent,
  exportDocumentTypesFor,
  ownExportAgent,
  SHIPPER_LIMITS,
  type PreadviceValues,
} from '../../domain/exportPreadvice/preadviceRules';
import { appMessages } from '../../i18n/appMessages';
import { sagConditionLabel } from '../../i18n/codeLabels';
import { exportMessages } from '../../i18n/exportMessages';
import { RutTextField } from '../../resources/framework/RutInput';
import { useSharedList } from '../../resources/framework/useSharedList';
import { exportApi } from '../terminal/api/exportApi';
import { NamedTypeahead, type Named } from '../terminal/forms/NamedTypeahead';

const t = exportMessages.form;

export interface SharedFieldsProps {
  roles: readonly string[];
  values: PreadviceValues;
  set: <K extends keyof PreadviceValues>(k: K) => (value: PreadviceValues[K]) => void;
  setCountry: (country: string) => void;
  err: (k: string) => string | undefined;
  coordinate: boolean;
  setCoordinate: (on: boolean) => void;
  uniqueInvoice: boolean;
  setUniqueInvoice: (on: boolean) => void;
  unknownShipper: boolean;
  onShipperBlur: () => void;
  reefer: { any: boolean; atmosphereControl: boolean };
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box
    component="fieldset"
    sx={{
      gridColumn: '1 / -1',
      border: 0,
      p: 0,
      m: 0,
      minWidth: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
    }}
  >
    <Typography component="legend" variant="subtitle1" sx={{ gridColumn: '1 / -1', mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

export const MultiSharedFields = (p: SharedFieldsProps) => {
  const { roles, values, set, err } = p;
  const { identity } = useGetIdentity();
  const chooser = exportChoosesAgent(roles);
  const docTypes = useMemo(() => exportDocumentTypesFor(roles), [roles]);
  const agents = useSharedList<Named>('agents', { enabled: chooser });
  const agentId = chooser ? values.agentId : ownExportAgent(identity?.agentId as string | undefined);
  const truckings = useQuery({
    queryKey: ['exportArea', 'truckings', agentId],
    queryFn: () => exportApi.truckingsOfAgent(agentId),
    enabled: Boolean(agentId) && identity !== undefined,
    retry: false,
  });
  const chilean = values.shipperCountry === 'CL';
  const text = (
    k:
      | 'documentNbrs'
      | 'shipperName'
      | 'shipperAddress'
      | 'shipperCity'
      | 'shipperState'
      | 'shipperGiro'
      | 'cmdtyShortName'
      | 'o2pct'
      | 'co2pct',
    label: string,
    extra: { required?: boolean; hint?: string; max?: number; numeric?: boolean; disabled?: boolean } = {},
  ) => (
    <TextField
      id={`multi-${k}`}
      label={label}
      value={values[k]}
      onChange={(e) => set(k)(e.target.value)}
      size="small"
      required={extra.required}
      disabled={extra.disabled}
      error={Boolean(err(k))}
      helperText={err(k) ?? extra.hint}
      slotProps={{
        htmlInput: {
          maxLength: extra.max,
          inputMode: extra.numeric ? 'numeric' : undefined,
          'data-testid': `multi-${k}`,
        },
      }}
    />
  );

  return (
    <>
      <Section title={t.bookingSection}>
        <FormControlLabel
          sx={{ gridColumn: '1 / -1' }}
          control={
            <Checkbox checked={p.coordinate} onChange={(e) => p.setCoordinate(e.target.checked)} name="operationType" />
          }
          label={t.operationType}
        />
        {chooser && (
          <NamedTypeahead
            id="multi-agent"
            label={t.agent}
            options={agents.data ?? []}
            value={values.agentId}
            required
            hint={t.agentHint}
            onChange={(id) => {
              set('agentId')(id);
              set('truckingId')('');
            }}
            error={err('agentId')}
            loading={agents.isPending}
          />
        )}
        <TextField
          select
          id="multi-trucking"
          label={t.trucking}
          value={truckings.isSuccess ? values.truckingId : ''}
          onChange={(e) => set('truckingId')(e.target.value)}
          size="small"
          required
          error={Boolean(err('truckingId'))}
          helperText={
            err('truckingId') ??
            (truckings.isSuccess && truckings.data.length === 0 ? appMessages.empty.agentTruckings : undefined)
          }
        >
          {(truckings.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      </Section>
      <Section title={t.documentSection}>
        <TextField
          select
          id="multi-documentType"
          label={t.documentType}
          value={values.documentType}
          size="small"
          required
          onChange={(e) => {
            set('documentType')(e.target.value);
            if (e.target.value === 'CABOTAJE') set('documentNbrs')('');
          }}
          error={Boolean(err('documentType'))}
          helperText={err('documentType')}
        >
          {docTypes.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
        {text('documentNbrs', t.documentNbrs, {
          required: values.documentType !== 'CABOTAJE',
          disabled: values.documentType === 'CABOTAJE',
          numeric: values.documentType !== 'MICDTA',
          hint: values.documentType === 'DUS' ? `${t.dusHint}. ${t.documentNbrsHint}` : t.documentNbrsHint,
        })}
      </Section>
      <Section title={t.shipperSection}>
        <TextField
          select
          id="multi-shipperCountry"
          label={t.shipperCountry}
          value={values.shipperCountry}
          size="small"
          onChange={(e) => p.setCountry(e.target.value)}
        >
          {COUNTRIES.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        {chilean ? (
          <RutTextField
            id="multi-shipperId"
            label={t.shipperId}
            value={values.shipperId}
            onChange={set('shipperId')}
            onBlur={p.onShipperBlur}
            size="small"
            required
            error={Boolean(err('shipperId'))}
            helperText={err('shipperId')}
          />
        ) : (
          <TextField
            id="multi-shipperId"
            label={t.shipperForeignId}
            value={values.shipperId}
            onChange={(e) => set('shipperId')(e.target.value)}
            size="small"
            required
            error={Boolean(err('shipperId'))}
            helperText={err('shipperId')}
            slotProps={{ htmlInput: { maxLength: 20 } }}
          />
        )}
        {p.unknownShipper && (
          <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="unknown-shipper">
            {appMessages.clients.unknown}
          </Alert>
        )}
        {text('shipperName', t.shipperName, { required: true, max: SHIPPER_LIMITS.shipperName })}
        {text('shipperAddress', t.shipperAddress, { max: SHIPPER_LIMITS.shipperAddress })}
        {text('shipperCity', t.shipperCity, { max: SHIPPER_LIMITS.shipperCity })}
        {chilean && text('shipperState', t.shipperState, { required: true })}
        {text('shipperGiro', t.shipperGiro, { required: chilean })}
      </Section>
      <Section title={t.cargoSection}>
        {text('cmdtyShortName', t.cmdtyShortName, { required: true, numeric: true, max: 6 })}
        <TextField
          select
          id="multi-sagCondition"
          label={t.sagCondition}
          value={values.sagCondition}
          onChange={(e) => set('sagCondition')(e.target.value)}
          size="small"
          error={Boolean(err('sagCondition'))}
          helperText={err('sagCondition')}
        >
          {EXPORT_SAG_CONDITIONS.map((s) => (
            <MenuItem key={s} value={s}>
              {sagConditionLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="multi-weighing-label">{t.weighing}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="multi-weighing-label"
            value={values.weighing}
            onChange={(e) => set('weighing')(e.target.value as PreadviceValues['weighing'])}
          >
            <FormControlLabel value="VGM" control={<Radio />} label={t.weighingVgm} />
            <FormControlLabel value="ROM" control={<Radio />} label={t.weighingRom} />
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          control={
            <Checkbox
              checked={p.uniqueInvoice}
              onChange={(e) => p.setUniqueInvoice(e.target.checked)}
              name="uniqueInvoice"
            />
          }
          label={t.uniqueInvoice}
        />
      </Section>
      {p.reefer.any && (
        <Section title={t.reeferSection}>
          {text('o2pct', t.o2, { required: p.reefer.atmosphereControl, numeric: true })}
          {text('co2pct', t.co2, { required: p.reefer.atmosphereControl, numeric: true })}
          <FormControl error={Boolean(err('reeferConfirmed'))} sx={{ gridColumn: '1 / -1' }}>
            <FormControlLabel
              required
              control={
                <Checkbox
                  checked={values.reeferConfirmed}
                  onChange={(e) => set('reeferConfirmed')(e.target.checked)}
                  name="condition"
                />
              }
              label={t.reeferConfirm}
            />
            {err('reeferConfirmed') && <FormHelperText>{err('reeferConfirmed')}</FormHelperText>}
          </FormControl>
        </Section>
      )}
    </>
  );
};
