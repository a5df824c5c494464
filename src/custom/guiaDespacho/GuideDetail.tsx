/**
 * /guiaDespacho/detail?gate={id} (GD-003…016): a truck's plate, driver, gate in, loading and guide
 * dates, the guide's state and the VINs on the truck (a functionary's call or the agent's); the guide
 * confirmed with a PDF or, after a dialog naming the plate, without one; printed (the tab focused
 * after 2 s), or removed. An agent without a guide configuration is told so and sent back to the list.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats';
import { formatRut } from '../../domain/rut';
import { carMessages } from '../../i18n/carMessages';
import { pickupConditionLabel } from '../../i18n/codeLabels';
import { fillText as fill } from '../../i18n/fillText';
import { operationsMessages } from '../../i18n/operationsMessages';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useRoles } from '../../resources/framework/useRoles';
import { ApiError } from '../../providers/httpClient';
import { Fact, FactList } from '../terminal/units/Facts';
import { guidesApi, type LoadedVin } from '../terminal/api/guidesApi';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { guideIdOf, isPdfFile, needsGuideConfiguration, printGuide, vinsCallFor } from './guideAnswers';

const t = carMessages.guides;
const g = operationsMessages.guides;
const LIST = '/guiaDespacho';

type VinRow = LoadedVin & { id: string };
const columns: readonly ListColumn[] = [
  { source: 'vin', label: t.vin, kind: 'text', list: true },
  { source: 'marca', label: t.marca, kind: 'text', list: true },
  { source: 'modelo', label: t.modelo, kind: 'text', list: true },
  { source: 'blNbr', label: t.bl, kind: 'text', list: true },
  { source: 'documType', label: t.documType, kind: 'text', list: true },
  { source: 'documentacion', label: t.documentacion, kind: 'text', list: true },
  { source: 'condicionRetiro', label: t.condicionRetiro, kind: 'text', list: true },
];

/** A refusal of the server, or the spec's text for the action when the answer says nothing (a lost session stays itself: it signs out). */
const failure = (error: unknown, text: string) => {
  if (error instanceof ApiError && error.status === 401) return error;
  return new Error(error instanceof ApiError && error.serverMessage ? error.serverMessage : text);
};

export const GuideDetail = () => {
  const [params] = useSearchParams();
  const gate = Number(params.get('gate'));
  const { roles } = useRoles();
  const navigate = useNavigate();
  const notify = useNotify();
  const queries = useQueryClient();
  const { busy, run } = useBusyCall();
  const fileInput = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<'confirm' | 'remove' | undefined>();
  const [fileError, setFileError] = useState<string>();
  const loading = useQuery({
    queryKey: ['guides', gate, 'loading'],
    queryFn: () => guidesApi.loading(gate),
    enabled: gate > 0,
    retry: false,
  });
  const state = useQuery({
    queryKey: ['guides', gate, 'state'],
    queryFn: () => guidesApi.state(gate),
    enabled: gate > 0,
    retry: false,
  });
  const vins = useQuery({
    queryKey: ['guides', gate, 'vins'],
    queryFn: () => guidesApi.vins(gate, vinsCallFor(roles)),
    enabled: gate > 0 && roles.length > 0,
    retry: false,
  });
  const rows = useMemo<VinRow[] | undefined>(
    () => vins.data?.map((v) => ({ ...v, id: v.vin, condicionRetiro: pickupConditionLabel(v.condicionRetiro) })),
    [vins.data],
  );

  // GD-005: an agent (or its functionary) without a guide configuration cannot work here.
  useEffect(() => {
    if (!needsGuideConfiguration(roles)) return;
    guidesApi.configuration().catch(() => {
      notify(g.noConfiguration, { type: 'warning' });
      navigate(LIST, { replace: true });
    });
  }, [roles, navigate, notify]);

  const refresh = () => queries.invalidateQueries({ queryKey: ['guides'] });
  const act = (work: () => Promise<string | undefined>, text: string) =>
    run(async () => {
      try {
        const message = await work();
        if (message) notify(message, { type: 'success' });
      } catch (error) {
        throw failure(error, text);
      } finally {
        setAsking(undefined);
        await refresh();
      }
    });
  const confirm = (file: File | null) =>
    act(async () => {
      const answer = file ? await guidesApi.confirmWithFile(gate, file) : await guidesApi.confirmWithoutFile(gate);
      guideIdOf(answer);
      return answer.message;
    }, g.confirmError);
  const pickFile = (file: File | undefined) => {
    if (!file) return;
    if (!isPdfFile(file)) return setFileError(operationsMessages.refusals.guidePdf);
    setFileError(undefined);
    void confirm(file);
  };
  const print = () =>
    run(async () => {
      try {
        await printGuide(() => guidesApi.print(gate));
      } catch (error) {
        throw failure(error, g.printError);
      }
    });

  if (!(gate > 0))
    return (
      <Alert severity="info">
        <Link to={LIST}>{t.back}</Link>
      </Alert>
    );
  if (loading.isError)
    return (
      <Alert severity="error" data-testid="guide-error">
        {loading.error.message}
      </Alert>
    );
  if (!loading.data) return <CircularProgress aria-label={t.title} />;
  const { gate: truck, carguio, guia } = loading.data;
  const confirmed = state.data?.confirmed ?? guia !== null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
              {fill(t.detailTitle, { plate: truck.license })}
            </Typography>
            <Chip
              color={confirmed ? 'success' : 'default'}
              label={confirmed ? t.confirmed : t.notConfirmed}
              data-testid="guide-state"
            />
          </Stack>
          <FactList>
            <Fact label={t.license} value={truck.license} />
            <Fact label={t.code} value={truck.code} />
            <Fact label={t.conductor} value={`${truck.conductor.name} (${formatRut(truck.conductor.rut)})`} />
            <Fact label={t.gateIn} value={formatDateTime(truck.gateIn)} />
            <Fact label={t.bl} value={truck.blNbr} />
            <Fact
              label={t.carguio}
              value={carguio ? formatDateTime(carguio.fecha) : t.notLoaded}
              testId="guide-carguio"
            />
            <Fact
              label={t.guia}
              value={guia ? `${formatDateTime(guia.fecha)} · ${guia.withFile ? t.withFile : t.withoutFile}` : null}
              testId="guide-fecha"
            />
          </FactList>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
            {!confirmed && (
              <>
                <Button
                  variant="contained"
                  startIcon={<UploadFileIcon />}
                  disabled={busy || !carguio}
                  onClick={() => fileInput.current?.click()}
                  data-testid="guide-with-file"
                >
                  {t.confirmWithFile}
                </Button>
                <input
                  ref={fileInput}
                  hidden
                  type="file"
                  accept="application/pdf,.pdf"
                  aria-label={t.file}
                  data-testid="guide-file"
                  onChange={(e) => {
                    pickFile(e.target.files?.[0]);
                    e.target.value = '';
                  }}
                />
                <Button
                  variant="outlined"
                  disabled={busy || !carguio}
                  onClick={() => setAsking('confirm')}
                  data-testid="guide-without-file"
                >
                  {t.confirmWithoutFile}
                </Button>
              </>
            )}
            {confirmed && (
              <>
                <Button
                  variant="contained"
                  startIcon={<PrintIcon />}
                  disabled={busy}
                  onClick={() => void print()}
                  data-testid="guide-print"
                >
                  {t.print}
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<DeleteIcon />}
                  disabled={busy}
                  onClick={() => setAsking('remove')}
                  data-testid="guide-remove"
                >
                  {t.remove}
                </Button>
              </>
            )}
            <Button component={Link} to={LIST}>
              {t.back}
            </Button>
          </Stack>
          {fileError && (
            <Alert severity="error" sx={{ mt: 1 }} data-testid="guide-file-error">
              {fileError}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.vins}
          </Typography>
          <RowsList<VinRow>
            id="dispatchGuideVins"
            title={t.vins}
            rows={rows}
            columns={columns}
            search={['vin', 'marca', 'modelo']}
            sort={{ field: 'vin', order: 'ASC' }}
            perPage={10}
            maxPageLinks={8}
            empty={<Alert severity="info">{t.noVins}</Alert>}
            data-testid="guide-vins"
          />
        </CardContent>
      </Card>
      <ConfirmDialog
        open={asking === 'confirm'}
        content={fill(t.confirmWithoutFileText, { plate: truck.license })}
        busy={busy}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => void confirm(null)}
      />
      <ConfirmDialog
        open={asking === 'remove'}
        content={fill(t.removeText, { plate: truck.license })}
        busy={busy}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => void act(async () => (await guidesApi.remove(gate)).message, g.removeError)}
      />
    </Box>
  );
};
