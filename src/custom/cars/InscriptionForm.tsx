/**
 * /cars/import/{blNumber} (CAR-041…054): the inscription form. The BL's and the visit's facts, the
 * agent (customer service chooses it, CAR-050), who carries the vehicles (CAR-048, CAR-049), the
 * indirect weight (CAR-051), the spreadsheet model and its upload (CAR-052, CAR-053) and the per-VIN
 * grid; the rules are the domain's (src/domain/cars/inscriptionRules.ts), the server's the same.
 * Inscribing opens the detail.
 */
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  carChoosesAgent,
  carConditionsFor,
  carDocumentTypesFor,
  fillItems,
  inscriptionErrors,
} from '../../domain/cars/inscriptionRules';
import { carMessages } from '../../i18n/carMessages';
import { fillText as fill } from '../../i18n/fillText';
import { carsApi, type CarImportItemWire, type CarImportWire } from '../terminal/api/carsApi';
import { downloadFile } from '../terminal/documents/downloadFile';
import { NamedTypeahead } from '../terminal/forms/NamedTypeahead';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { BlFacts } from './BlFacts';
import { CarrierFields, type Carrier } from './CarrierFields';
import { InscriptionGrid, type Fillable, type GridRow } from './InscriptionGrid';
import { detailPath } from './paths';
import { RefusedFormNotice, useRefusedForm } from '../../resources/framework/refusal/RefusedFormNotice';

const t = carMessages.import;

const rowOf = (i: CarImportItemWire, clientId: string): GridRow => ({
  code: i.code,
  description: i.description,
  documType: i.documType ?? '',
  documentacion: i.documentacion ?? '',
  condicionRetiro: i.condicionRetiro ?? '',
  clientId: i.clientId ?? clientId,
});

const Form = ({ answer, roles }: { answer: CarImportWire; roles: readonly string[] }) => {
  const refusal = useRefusedForm();
  const navigate = useNavigate();
  const notify = useNotify();
  const { busy, run } = useBusyCall();
  const [rows, setRows] = useState<GridRow[]>(() => answer.items.map((i) => rowOf(i, answer.bl.consigneeId)));
  const [carrier, setCarrier] = useState<Carrier>({ carrier: 'trucking', truckingIds: [], driverRuts: [] });
  const [agentId, setAgentId] = useState('');
  const [weight, setWeight] = useState('');
  const [shown, setShown] = useState(false);
  const [rejected, setRejected] = useState<{ code: string; mensaje: string }[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const choosesAgent = carChoosesAgent(roles);
  const agents = useQuery({
    queryKey: ['cars', 'agents'],
    queryFn: carsApi.carAgents,
    enabled: choosesAgent,
    staleTime: 60_000,
    retry: false,
  });
  const offered = useMemo(
    () => ({ types: carDocumentTypesFor(roles), conditions: carConditionsFor(roles, answer.vv.etaForDirecto) }),
    [roles, answer.vv.etaForDirecto],
  );
  const errors = useMemo(
    () =>
      inscriptionErrors(
        {
          items: rows,
          carrier: carrier.carrier,
          truckingIds: carrier.truckingIds,
          driverRuts: carrier.driverRuts,
          agentId,
          weight,
        },
        roles,
        offered,
      ),
    [rows, carrier, agentId, weight, roles, offered],
  );
  const visible = shown ? errors : { rows: {} as typeof errors.rows };
  const onEdit = useCallback(
    (index: number, patch: Fillable) => setRows((r) => r.map((row, i) => (i === index ? { ...row, ...patch } : row))),
    [],
  );
  const onFill = useCallback(
    (fields: Fillable, only?: ReadonlySet<string>) => {
      setRows((r) => fillItems(r, fields, only) as GridRow[]);
      notify(fill(t.filled, { n: only?.size ?? rows.length }), { type: 'info' });
    },
    [notify, rows.length],
  );

  const upload = (file: File | undefined) =>
    file &&
    run(async () => {
      const read = await carsApi.itemsFromFile(answer.bl.number, file);
      setRows(read.items.map((i) => rowOf(i, answer.bl.consigneeId)));
      setRejected(read.rejected);
      notify(fill(t.uploaded, { n: read.read }), { type: 'info' });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    const faulty =
      Object.keys(errors.rows).length > 0 || errors.truckingIds || errors.driverRuts || errors.agentId || errors.weight;
    if (faulty) return refusal.refuse();
    void run(async () => {
      const done = await carsApi.inscribe({
        bl: answer.bl.number,
        weight,
        agentId,
        truckingIds: carrier.carrier === 'trucking' ? carrier.truckingIds : [],
        drivers: carrier.carrier === 'drivers' ? carrier.driverRuts : [],
        items: rows.map((r) => ({
          type: 'VEHICULO' as const,
          code: r.code,
          vinCorregido: null,
          documentacion: r.documentacion,
          documType: r.documType,
          condicionRetiro: r.condicionRetiro,
          clientId: r.clientId,
          description: r.description,
        })),
      });
      notify(done.message, { type: 'success' });
      navigate(detailPath(done.operation.id));
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {fill(t.formTitle, { bl: answer.bl.number })}
          </Typography>
          <BlFacts answer={answer} />
          {offered.conditions.length === 1 && (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="indirect-only">
              {t.directNotice}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2, maxWidth: 720, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography variant="caption" color="text.secondary">
            {t.required}
          </Typography>
          {choosesAgent && (
            <NamedTypeahead
              id="car-agent"
              label={t.agent}
              options={agents.data ?? []}
              value={agentId}
              onChange={setAgentId}
              required
              loading={agents.isPending}
              error={shown ? errors.agentId : undefined}
              hint={t.agentHint}
            />
          )}
          <Typography variant="subtitle1" component="h2">
            {t.carrier}
          </Typography>
          <CarrierFields value={carrier} onChange={setCarrier} errors={shown ? errors : {}} />
          <TextField
            id="car-weight"
            label={t.weightIndirect}
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            size="small"
            sx={{ maxWidth: 240 }}
            error={shown && Boolean(errors.weight)}
            helperText={(shown && errors.weight) || t.weightHint}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 12 } }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
          >
            <Typography variant="h6" component="h2">
              {t.grid}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                startIcon={<DownloadIcon />}
                onClick={() =>
                  void run(() =>
                    downloadFile(
                      () => carsApi.inscriptionModel(answer.bl.number),
                      `inscripcion-${answer.bl.number}.xlsx`,
                    ),
                  )
                }
                data-testid="car-model"
              >
                {t.model}
              </Button>
              <Button
                startIcon={<UploadFileIcon />}
                onClick={() => fileInput.current?.click()}
                disabled={busy}
                data-testid="car-upload"
              >
                {t.upload}
              </Button>
              <input
                ref={fileInput}
                hidden
                type="file"
                accept=".xlsx,.csv"
                data-testid="car-file"
                onChange={(e) => {
                  void upload(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Stack>
          </Stack>
          {rejected.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1 }} data-testid="car-rejected">
              {t.rejectedTitle}: {rejected.map((r) => `${r.code} ${r.mensaje}`).join('; ')}
            </Alert>
          )}
          {shown && errors.grid && (
            <Alert severity="error" sx={{ mb: 1 }} data-testid="grid-error">
              {errors.grid}
            </Alert>
          )}
          {rows.length === 0 ? (
            <Alert severity="info">{t.noVehicles}</Alert>
          ) : (
            <InscriptionGrid rows={rows} offered={offered} errors={visible.rows} onEdit={onEdit} onFill={onFill} />
          )}
        </CardContent>
      </Card>
      <Box>
        <Button type="submit" variant="contained" disabled={busy || rows.length === 0} data-testid="car-inscribe">
          {t.submit}
        </Button>
        <RefusedFormNotice refusal={refusal} />
      </Box>
    </Box>
  );
};

export const InscriptionForm = ({ roles }: { roles: readonly string[] }) => {
  const { bl = '' } = useParams();
  const answer = useQuery({
    queryKey: ['cars', 'bl', bl],
    queryFn: () => carsApi.importBl(bl),
    retry: false,
    gcTime: 0,
  });
  if (answer.isPending) return <CircularProgress aria-label={t.title} />;
  if (answer.isError)
    return (
      <Alert severity="error" data-testid="car-bl-error">
        {answer.error.message}
      </Alert>
    );
  // CAR-036: an inscribed BL opens its detail.
  if (answer.data.operation) return <Navigate to={detailPath(answer.data.operation.id)} replace />;
  return <Form key={bl} answer={answer.data} roles={roles} />;
};
