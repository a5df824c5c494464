/**
 * /retiro: the pickup request form (D2 §3 Pickup request, §5, §6, §9; IMP-008…032; Q18, Q23).
 * DIRECTO saves and goes to the detail; INDIRECTO goes where the server says (the calendar when
 * no inspection is pending or a planned date exists, else the detail; IMP-025…027).
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
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useGetIdentity, useNotify } from 'react-admin';
import { nameWithRut } from '../../domain/rut';
import { appMessages } from '../../i18n/appMessages';
import { Navigate, useNavigate } from 'react-router-dom';
import { pickupConditionLabel, sagConditionLabel } from '../../i18n/codeLabels';
import { importMessages } from '../../i18n/importMessages';
import { can } from '../../domain/permissions';
import { useSharedList } from '../../resources/framework/useSharedList';
import { useApiError } from '../layout/useApiError';
import { serverFieldErrors } from '../terminal/forms/serverFieldErrors';
import { importApi, type Named } from '../terminal/api/importApi';
import { managementPath } from './paths';
import {
  choosesAgent,
  documentTypesFor,
  guideOptionEnabled,
  outTypesOffered,
  pickupErrors,
  SAG_CONDITIONS,
  splitNumbers,
  truckingRequired,
  uniqueInvoiceDefault,
  type OutType,
  type PickupValues,
} from '../../domain/importPickup/pickupRules';
import { useImportUnit } from './importUnit';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = importMessages.pickup;

export const PickupForm = ({ roles }: { roles: readonly string[] }) => {
  const refusal = useRefusedForm();
  const { unit, refresh } = useImportUnit();
  const { identity } = useGetIdentity();
  const navigate = useNavigate();
  const notify = useNotify();
  const onError = useApiError();
  const offered = useMemo(() => outTypesOffered(unit.actions), [unit.actions]);
  const docTypes = useMemo(() => documentTypesFor(roles), [roles]);
  const chooser = choosesAgent(roles);
  const [values, setValues] = useState<PickupValues>({
    outType: offered.length === 1 ? offered[0]!.type : '',
    documentType: '',
    documentNbrs: '',
    agentId: '',
    consigneeGiro: '',
    truckingId: '',
    sagCondition: unit.inspeccionSAG ?? 'SIN INSPECCION',
    cda: '',
  });
  const hazardous = unit.containsHazards;
  const [uniqueInvoice, setUniqueInvoice] = useState(
    uniqueInvoiceDefault(values.outType, unit.transitState, hazardous),
  );
  const [feeTouched, setFeeTouched] = useState(false);
  const [checkGuia, setCheckGuia] = useState(false);
  const [turno3er, setTurno3er] = useState(false);
  const [shown, setShown] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Once saved, this form navigates on itself (to the calendar or the detail): no redirect of its own meanwhile.
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!feeTouched) setUniqueInvoice(uniqueInvoiceDefault(values.outType, unit.transitState, hazardous));
  }, [values.outType, feeTouched, unit.transitState, hazardous]);

  const agentId = chooser ? values.agentId : ((identity?.agentId as string | undefined) ?? '');
  const requests = can(roles, 'imports', 'pickup');
  const agents = useSharedList<Named>('agents', { enabled: requests && chooser });
  // The companies offered: the agent's. A storekeeper or its functionary has no agent: it gets the active
  // ones by its own storekeeper key (RUT, else login), as on the visit list (VV-024). Anyone else, the active ones.
  const ownStorekeeper = can(roles, 'storekeeperTruckings', 'list') ? String(identity?.rut ?? identity?.id ?? '') : '';
  // A shipping agency (AGN) has neither: it requests for the unit's agent, whose companies it offers.
  const truckingKey = agentId || ownStorekeeper || (unit.agentId ?? '');
  const truckings = useQuery({
    queryKey: ['importArea', 'truckings', truckingKey],
    queryFn: () => (truckingKey ? importApi.truckingsOfAgent(truckingKey) : importApi.activeTruckings()),
    // Not before the identity says whose list it is, and only for who may request a pickup.
    enabled: requests && identity !== undefined && (!chooser || Boolean(agentId)),
    retry: false,
  });

  if (unit.operationId != null)
    return saved ? null : <Navigate to={managementPath(unit.unitNbr, unit.operationId, 'detailRetiro')} replace />;
  if (!requests) return <Alert severity="info">{t.viewOnly}</Alert>;

  const errors = { ...pickupErrors(values, roles), ...serverErrors } as Record<string, string | undefined>;
  const err = (k: string) => (shown ? errors[k] : undefined);
  const set = (k: keyof PickupValues) => (value: string) => {
    setValues((v) => ({ ...v, [k]: value }));
    setServerErrors(({ [k]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(pickupErrors(values, roles)).length > 0) return refusal.refuse();
    setBusy(true);
    try {
      const answer = await importApi.saveRetiro({
        unitNbr: unit.unitNbr,
        outType: values.outType as OutType,
        documentType: values.documentType,
        documentNbrs: splitNumbers(values.documentNbrs),
        uniqueInvoice,
        checkGuia: guideOptionEnabled(roles) && checkGuia,
        turno3er,
        weighing: false,
        agentId: chooser ? values.agentId : null,
        consigneeId: unit.contents.consigneeId,
        consigneeName: unit.contents.consigneeName,
        consigneeGiro: values.consigneeGiro.trim(),
        truckingId: values.truckingId || null,
        sagCondition: values.sagCondition,
        appointIndirecto: values.outType === 'INDIRECTO',
        cda: values.cda.trim() || null,
        codeCommodity: unit.contents.commodityCode,
      });
      notify(t.saved, { type: 'success' });
      setSaved(true);
      await refresh();
      navigate(
        managementPath(
          unit.unitNbr,
          answer.operation.id,
          answer.next === 'appointment' ? 'appointment' : 'detailRetiro',
        ),
      );
    } catch (error) {
      const fields = serverFieldErrors(error, { agent_id: 'agentId' });
      if (fields) {
        setServerErrors(fields);
        refusal.refuse();
      }
      await onError(error);
    } finally {
      setBusy(false);
    }
  };

  if (offered.length === 0) {
    const why = unit.refusals.requestDirect ?? unit.refusals.requestIndirect;
    return (
      <Alert severity="warning" data-testid="pickup-not-allowed">
        {t.notAllowed} {why}
      </Alert>
    );
  }

  const truckingList: Named[] = truckings.data ?? [];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t.noOperation}
        </Alert>
        <Box
          component="form"
          onSubmit={submit}
          noValidate
          data-testid="pickup-form"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <FormControl error={Boolean(err('outType'))} sx={{ gridColumn: '1 / -1' }}>
            <FormLabel id="outType-label">{t.outType}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="outType-label"
              aria-invalid={err('outType') ? true : undefined}
              name="outType"
              value={values.outType}
              onChange={(e) => set('outType')(e.target.value)}
            >
              {offered.map((o) => (
                <FormControlLabel
                  key={o.type}
                  value={o.type}
                  control={<Radio />}
                  label={
                    o.inscribir ? `${pickupConditionLabel(o.type)} (${t.inscribir})` : pickupConditionLabel(o.type)
                  }
                />
              ))}
            </RadioGroup>
            {err('outType') && <FormHelperText>{err('outType')}</FormHelperText>}
          </FormControl>
          <TextField
            select
            id="documentType"
            label={t.documentType}
            value={values.documentType}
            onChange={(e) => set('documentType')(e.target.value)}
            error={Boolean(err('documentType'))}
            helperText={err('documentType')}
            required
            size="small"
            data-testid="documentType"
          >
            {docTypes.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="documentNbrs"
            label={t.documentNbrs}
            value={values.documentNbrs}
            onChange={(e) => set('documentNbrs')(e.target.value)}
            error={Boolean(err('documentNbrs'))}
            helperText={err('documentNbrs') ?? t.documentNbrsHint}
            required={values.documentType !== 'DIN EN TRAMITE'}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          {chooser && (
            <TextField
              select
              id="agentId"
              label={t.agent}
              value={values.agentId}
              onChange={(e) => {
                set('agentId')(e.target.value);
                set('truckingId')('');
              }}
              error={Boolean(err('agentId'))}
              helperText={err('agentId')}
              required
              size="small"
              data-testid="agent"
            >
              {(agents.data ?? []).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            id="consigneeName"
            label={t.consigneeName}
            value={unit.contents.consigneeName}
            size="small"
            slotProps={{ htmlInput: { readOnly: true } }}
          />
          <TextField
            id="consigneeGiro"
            label={t.consigneeGiro}
            value={values.consigneeGiro}
            onChange={(e) => set('consigneeGiro')(e.target.value)}
            error={Boolean(err('consigneeGiro'))}
            helperText={err('consigneeGiro')}
            required
            size="small"
          />
          <TextField
            select
            id="truckingId"
            label={truckingRequired(values.outType) ? t.trucking : t.truckingOptional}
            value={values.truckingId}
            onChange={(e) => set('truckingId')(e.target.value)}
            error={Boolean(err('truckingId'))}
            helperText={
              err('truckingId') ??
              (truckings.isError || (truckings.isSuccess && truckingList.length === 0)
                ? appMessages.empty.agentTruckings
                : undefined)
            }
            required={truckingRequired(values.outType)}
            size="small"
            data-testid="trucking"
          >
            {!truckingRequired(values.outType) && <MenuItem value="">—</MenuItem>}
            {truckingList.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {nameWithRut(c.name, c.id)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            id="sagCondition"
            label={t.sagCondition}
            value={values.sagCondition}
            onChange={(e) => set('sagCondition')(e.target.value)}
            error={Boolean(err('sagCondition'))}
            helperText={err('sagCondition')}
            size="small"
          >
            {SAG_CONDITIONS.map((s) => (
              <MenuItem key={s} value={s}>
                {sagConditionLabel(s)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="cda"
            label={t.cda}
            value={values.cda}
            onChange={(e) => set('cda')(e.target.value)}
            error={Boolean(err('cda'))}
            helperText={err('cda')}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 80 } }}
          />
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={uniqueInvoice}
                  onChange={(e) => {
                    setFeeTouched(true);
                    setUniqueInvoice(e.target.checked);
                  }}
                  name="uniqueInvoice"
                />
              }
              label={t.uniqueInvoice}
            />
            <FormControlLabel
              control={
                <Checkbox checked={checkGuia} onChange={(e) => setCheckGuia(e.target.checked)} name="checkGuia" />
              }
              label={t.checkGuia}
              disabled={!guideOptionEnabled(roles)}
            />
            <FormControlLabel
              control={<Checkbox checked={turno3er} onChange={(e) => setTurno3er(e.target.checked)} name="turno3er" />}
              label={t.turno3er}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button type="submit" variant="contained" disabled={busy} data-testid="pickup-submit">
              {t.submit}
            </Button>
            <RefusedFormNotice refusal={refusal} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
