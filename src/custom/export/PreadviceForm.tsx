/**
 * /new: the export pre-advice form (D2 §3 Export form payload, §5 Export form, §6; EXP-009…058;
 * Q22, Q23). Its rules are src/domain/exportPreadvice/preadviceRules.ts, which the mock applies
 * to the same payload: the booking item of the unit's type with its free places, document types
 * (CABOTAJE only for the shipping company, which then needs no numbers), seals 1–4 of ≤ 15, the
 * 6-digit tariff code, the shipper (looked up by RUT; an unknown one is completed by hand), the
 * weighing locked by the routing group, O2/CO2 0–20 with atmosphere control, the reefer
 * confirmation and the OOG overhangs. A coordination goes to the calendar, else to the detail.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
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
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { COUNTRIES } from '../../domain/countries';
import {
  DEFAULT_EXPORT_DOCUMENT_TYPE,
  EXPORT_SAG_CONDITIONS,
  exportChoosesAgent,
  exportDocumentTypesFor,
  MAX_SEAL_LENGTH,
  MAX_SEALS,
  ownExportAgent,
  preadviceErrors,
  SHIPPER_LIMITS,
  weighingOf,
  withShipperCountry,
  type PreadviceValues,
} from '../../domain/exportPreadvice/preadviceRules';
import { formatMoney } from '../../domain/formats';
import { itemForUnit } from '../../domain/exportPreadvice/bookingCapacity';
import { can } from '../../domain/permissions';
import { canonicalRut } from '../../domain/rut';
import { sagConditionLabel } from '../../i18n/codeLabels';
import { exportMessages } from '../../i18n/exportMessages';
import { appMessages } from '../../i18n/appMessages';
import { RutTextField } from '../../resources/framework/RutInput';
import { useSharedList } from '../../resources/framework/useSharedList';
import { useApiError } from '../layout/useApiError';
import { serverFieldErrors } from '../terminal/forms/serverFieldErrors';
import { exportApi } from '../terminal/api/exportApi';
import { NamedTypeahead, type Named } from '../terminal/forms/NamedTypeahead';
import { useRowFocus } from '../terminal/forms/useRowFocus';
import { BookingItems, StackingNotice } from './BookingPanel';
import { exportPath, fill, multiPath } from './paths';
import { useExportUnit } from './exportUnit';
import { useShipperLookup } from './useShipperLookup';

const t = exportMessages.form;
const OOG_SIDES = [
  ['topCm', t.oogTop],
  ['frontCm', t.oogFront],
  ['backCm', t.oogBack],
  ['leftCm', t.oogLeft],
  ['rightCm', t.oogRight],
] as const;

const EMPTY: PreadviceValues = {
  documentType: DEFAULT_EXPORT_DOCUMENT_TYPE,
  documentNbrs: '',
  guias: '',
  seals: [''],
  agentId: '',
  truckingId: '',
  shipperCountry: 'CL',
  shipperId: '',
  shipperName: '',
  shipperAddress: '',
  shipperCity: '',
  shipperState: '',
  shipperGiro: '',
  grossWeight: '',
  cmdtyShortName: '',
  sagCondition: 'SIN INSPECCION',
  weighing: '',
  o2pct: '',
  co2pct: '',
  oog: { topCm: '', frontCm: '', backCm: '', leftCm: '', rightCm: '' },
  reeferConfirmed: false,
};

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

export const PreadviceForm = ({ roles }: { roles: readonly string[] }) => {
  const { preadvice, refresh } = useExportUnit();
  const { unit } = preadvice;
  const { identity } = useGetIdentity();
  const navigate = useNavigate();
  const notify = useNotify();
  const onError = useApiError();
  const chooser = exportChoosesAgent(roles);
  const docTypes = useMemo(() => exportDocumentTypesFor(roles), [roles]);
  const weighing = weighingOf(unit.routing.group);
  const [values, setValues] = useState<PreadviceValues>({
    ...EMPTY,
    weighing: weighing.mode ?? 'VGM',
    cmdtyShortName: /^\d{6}$/.test(unit.contents.commodityId) ? unit.contents.commodityId : '',
  });
  const [coordinate, setCoordinate] = useState(true);
  const [uniqueInvoice, setUniqueInvoice] = useState(false);
  const [lampa, setLampa] = useState('');
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { unknown: unknownShipper, setUnknown: setUnknownShipper, lookUp } = useShipperLookup(setValues);
  // 'Agregar sello': the keyboard goes into the seal just added, above the button.
  const seals = useRowFocus<HTMLDivElement>();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const bookingId = unit.booking?.id;
  const booking = useQuery({
    queryKey: ['exportArea', 'booking', bookingId, unit.container.type.id],
    queryFn: () => exportApi.booking(bookingId!, unit.container.type.id),
    enabled: Boolean(bookingId),
    retry: false,
  });
  // EXP-009: the equipment features name the booking item's (e.g. controlled atmosphere).
  const features = useQuery({
    queryKey: ['exportArea', 'features'],
    queryFn: exportApi.features,
    retry: false,
    staleTime: 600_000,
  });
  const fee = useQuery({
    queryKey: ['exportArea', 'weighingFee'],
    queryFn: () => exportApi.weighingFee(unit.number),
    enabled: values.weighing === 'ROM',
    retry: false,
  });
  const agents = useSharedList<Named>('agents', { enabled: chooser });
  const agentId = chooser ? values.agentId : ownExportAgent(identity?.agentId as string | undefined);
  const truckings = useQuery({
    queryKey: ['exportArea', 'truckings', agentId],
    queryFn: () => exportApi.truckingsOfAgent(agentId),
    enabled: Boolean(agentId) && identity !== undefined,
    retry: false,
  });

  if (preadvice.operation)
    return saved ? null : <Navigate to={exportPath(unit.number, preadvice.operation.id, 'exportDetail')} replace />;
  if (!can(roles, 'exports', 'preadvise')) return null;
  if (!bookingId)
    return (
      <Alert severity="warning" data-testid="not-booked">
        {t.notBooked}
      </Alert>
    );
  if (booking.isPending) return null;
  if (booking.isError) return <Alert severity="error">{booking.error.message}</Alert>;

  const b = booking.data;
  const item = itemForUnit(b.items, { isoType: unit.container.type.id, typeLength: unit.container.type.length });
  const context = {
    roles,
    reefer: Boolean(item?.reefer),
    atmosphereControl: item?.atmosphereControl === 'S',
    oog: Boolean(item?.isOog),
  };
  const errors = { ...preadviceErrors(values, context), ...serverErrors } as Record<string, string | undefined>;
  const err = (k: string) => (shown ? errors[k] : undefined);
  const set =
    <K extends keyof PreadviceValues>(k: K) =>
    (value: PreadviceValues[K]) => {
      setValues((v) => ({ ...v, [k]: value }));
      setServerErrors(({ [k]: _gone, ...rest }) => rest);
    };
  const chilean = values.shipperCountry === 'CL';

  /** EXP-040: a known shipper fills every field its record gives; an unknown one is completed by hand. */
  const lookUpShipper = () => lookUp(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(preadviceErrors(values, context)).length > 0 || !item) return;
    setBusy(true);
    try {
      const answer = await exportApi.save({
        unitNbr: unit.number,
        operationType: coordinate ? 'COORD_ENTREGA' : 'EXPORTACION',
        bookingId: b.nbr,
        equipmentType: item.equipmentType,
        featureId: item.featureId,
        uniqueInvoice,
        lampa,
        agentTwoId: null,
        values: {
          ...values,
          seals: values.seals.filter((s) => s.trim()),
          agentId: chooser ? values.agentId : '',
          shipperId: chilean ? canonicalRut(values.shipperId) : values.shipperId.trim(),
          shipperState: chilean ? values.shipperState : '',
        },
      });
      notify(fill(t.saved, { draft: answer.operation?.draftNumber ?? '' }), { type: 'success' });
      setSaved(true);
      await refresh();
      navigate(exportPath(unit.number, answer.operation?.id, answer.next));
    } catch (error) {
      const fields = serverFieldErrors(error, { agent_id: 'agentId' });
      if (fields) setServerErrors(fields);
      await onError(error);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    k:
      | 'documentNbrs'
      | 'guias'
      | 'shipperName'
      | 'shipperAddress'
      | 'shipperCity'
      | 'shipperGiro'
      | 'grossWeight'
      | 'cmdtyShortName'
      | 'o2pct'
      | 'co2pct',
    label: string,
    extra: { required?: boolean; hint?: string; max?: number; numeric?: boolean; disabled?: boolean } = {},
  ) => (
    <TextField
      id={`export-${k}`}
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
          'data-testid': `export-${k}`,
        },
      }}
    />
  );

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        <StackingNotice booking={b} />
        {/* Issue 30 §5: this unit as the first of several of its booking. */}
        <Button
          component={Link}
          to={multiPath({ booking: b.nbr, unit: unit.number })}
          size="small"
          sx={{ mb: 1 }}
          data-testid="preadvice-multi"
        >
          {exportMessages.multi.open}
        </Button>
        {item ? (
          <Alert severity={item.availableQuantity > 0 ? 'info' : 'warning'} sx={{ mb: 2 }} data-testid="export-item">
            {item.availableQuantity > 0
              ? fill(t.equipment, {
                  type: `${item.equipmentDesc} (${item.equipmentType})`,
                  free: item.availableQuantity,
                  maximum: item.quantity,
                })
              : t.noPlaces}
            {item.featureId &&
              ` · ${features.data?.find((f) => f.id === item.featureId)?.description ?? item.featureId}`}
          </Alert>
        ) : (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t.noPlaces}
          </Alert>
        )}
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          data-testid="preadvice-form"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <Section title={t.bookingSection}>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <BookingItems items={item ? [item] : b.items} />
            </Box>
            <FormControlLabel
              sx={{ gridColumn: '1 / -1' }}
              control={
                <Checkbox checked={coordinate} onChange={(e) => setCoordinate(e.target.checked)} name="operationType" />
              }
              label={t.operationType}
            />
            {chooser && (
              <NamedTypeahead
                id="export-agent"
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
              id="export-trucking"
              label={t.trucking}
              value={values.truckingId}
              onChange={(e) => set('truckingId')(e.target.value)}
              size="small"
              required
              error={Boolean(err('truckingId'))}
              helperText={
                err('truckingId') ??
                (truckings.isSuccess && truckings.data.length === 0 ? appMessages.empty.agentTruckings : undefined)
              }
              slotProps={{ htmlInput: { 'data-testid': 'export-trucking' } }}
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
              id="export-documentType"
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
              slotProps={{ htmlInput: { 'data-testid': 'export-documentType' } }}
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
            {text('guias', t.guias, { required: true, numeric: true, hint: t.guiasHint })}
            <Box ref={seals.listRef} sx={{ display: 'grid', gap: 1 }}>
              {values.seals.map((seal, i) => (
                <TextField
                  key={i}
                  id={`export-seal-${i}`}
                  label={fill(t.seal, { n: i + 1 })}
                  value={seal}
                  size="small"
                  required={i === 0}
                  onChange={(e) =>
                    set('seals')(values.seals.map((s, j) => (j === i ? e.target.value.toUpperCase() : s)))
                  }
                  error={i === 0 && Boolean(err('seals'))}
                  helperText={i === 0 ? err('seals') : undefined}
                  slotProps={{ htmlInput: { maxLength: MAX_SEAL_LENGTH, 'data-testid': `export-seal-${i}` } }}
                />
              ))}
              {values.seals.length < MAX_SEALS && (
                <Button
                  size="small"
                  onClick={() => {
                    set('seals')([...values.seals, '']);
                    seals.focusRow(values.seals.length);
                  }}
                  sx={{ justifySelf: 'start' }}
                  data-testid="export-add-seal"
                >
                  {t.addSeal}
                </Button>
              )}
            </Box>
            <TextField
              id="export-lampa"
              label={t.lampa}
              value={lampa}
              onChange={(e) => setLampa(e.target.value.toUpperCase())}
              size="small"
              slotProps={{ htmlInput: { maxLength: MAX_SEAL_LENGTH } }}
            />
          </Section>
          <Section title={t.shipperSection}>
            <TextField
              select
              id="export-shipperCountry"
              label={t.shipperCountry}
              value={values.shipperCountry}
              size="small"
              onChange={(e) => {
                setValues((v) => withShipperCountry(v, e.target.value));
                setUnknownShipper(false);
              }}
            >
              {COUNTRIES.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            {chilean ? (
              <RutTextField
                id="export-shipperId"
                label={t.shipperId}
                value={values.shipperId}
                onChange={set('shipperId')}
                onBlur={lookUpShipper}
                size="small"
                required
                error={Boolean(err('shipperId'))}
                helperText={err('shipperId')}
              />
            ) : (
              <TextField
                id="export-shipperId"
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
            {unknownShipper && (
              <Alert severity="info" sx={{ gridColumn: '1 / -1' }} data-testid="unknown-shipper">
                {appMessages.clients.unknown}
              </Alert>
            )}
            {text('shipperName', t.shipperName, { required: true, max: SHIPPER_LIMITS.shipperName })}
            {text('shipperAddress', t.shipperAddress, { max: SHIPPER_LIMITS.shipperAddress })}
            {text('shipperCity', t.shipperCity, { max: SHIPPER_LIMITS.shipperCity })}
            {chilean && (
              <TextField
                id="export-shipperState"
                label={t.shipperState}
                value={values.shipperState}
                onChange={(e) => set('shipperState')(e.target.value)}
                size="small"
                required
                error={Boolean(err('shipperState'))}
                helperText={err('shipperState')}
              />
            )}
            {text('shipperGiro', t.shipperGiro, { required: chilean })}
          </Section>
          <Section title={t.cargoSection}>
            {text('grossWeight', t.grossWeight, { required: true, numeric: true })}
            {text('cmdtyShortName', t.cmdtyShortName, { required: true, numeric: true, max: 6 })}
            <TextField
              select
              id="export-sagCondition"
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
              <FormLabel id="export-weighing-label">{t.weighing}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="export-weighing-label"
                value={values.weighing}
                onChange={(e) => set('weighing')(e.target.value as PreadviceValues['weighing'])}
              >
                <FormControlLabel value="VGM" control={<Radio />} label={t.weighingVgm} disabled={weighing.locked} />
                <FormControlLabel value="ROM" control={<Radio />} label={t.weighingRom} disabled={weighing.locked} />
              </RadioGroup>
              {weighing.locked && (
                <FormHelperText data-testid="weighing-locked">
                  {fill(t.weighingLocked, { group: unit.routing.group ?? '' })}
                </FormHelperText>
              )}
              {values.weighing === 'ROM' && fee.data && (
                <FormHelperText data-testid="weighing-fee">
                  {fill(t.weighingFee, { amount: formatMoney(fee.data.valor, fee.data.currency) })}
                </FormHelperText>
              )}
            </FormControl>
            <FormControlLabel
              control={
                <Checkbox
                  checked={uniqueInvoice}
                  onChange={(e) => setUniqueInvoice(e.target.checked)}
                  name="uniqueInvoice"
                />
              }
              label={t.uniqueInvoice}
            />
          </Section>
          {context.reefer && (
            <Section title={t.reeferSection}>
              {text('o2pct', t.o2, { required: context.atmosphereControl, numeric: true })}
              {text('co2pct', t.co2, { required: context.atmosphereControl, numeric: true })}
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
          {context.oog && (
            <Section title={t.oogSection}>
              {OOG_SIDES.map(([side, label]) => (
                <TextField
                  key={side}
                  id={`export-oog-${side}`}
                  label={label}
                  value={values.oog[side]}
                  size="small"
                  onChange={(e) => set('oog')({ ...values.oog, [side]: e.target.value })}
                  error={Boolean(err(`oog.${side}`))}
                  helperText={err(`oog.${side}`)}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              ))}
            </Section>
          )}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={busy || !item || item.availableQuantity === 0}
              data-testid="preadvice-submit"
            >
              {t.save}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
