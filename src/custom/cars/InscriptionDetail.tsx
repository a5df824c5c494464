/**
 * /cars/detail?op={id} (CAR-055…058): the inscription — its BL and visit, quantity, weight, who
 * carries the vehicles, its vehicles (on the list framework) and its charges; the detail sheet
 * (CAR-056), the labels PDF (CAR-057), the carrier reassignment (CAR-059, CAR-060) and the
 * cancellation, which returns to the form (CAR-058).
 */
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateTime, formatNumber } from '../../domain/formats';
import { formatRut, nameWithRut } from '../../domain/rut';
import { carMessages } from '../../i18n/carMessages';
import { pickupConditionLabel, vehicleMoveLabel } from '../../i18n/codeLabels';
import { fillText as fill } from '../../i18n/fillText';
import { ConfirmDialog } from '../../resources/framework/ConfirmDialog';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useApiError } from '../layout/useApiError';
import { carsApi, type CarImportDetailWire } from '../terminal/api/carsApi';
import { ChargesCard } from '../terminal/invoices/ChargesCard';
import { downloadFile } from '../terminal/documents/downloadFile';
import { Fact, FactList } from '../terminal/units/Facts';
import { withLegacyCode } from '../terminal/forms/legacyCode';
import { openPdf } from '../terminal/documents/openPdf';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { BlFacts } from './BlFacts';
import { CARS, inscriptionPath, reassignPath } from './paths';
import { appMessages } from '../../i18n/appMessages';

const t = carMessages.import;

type VehicleRow = {
  id: string;
  code: string;
  marca: string;
  modelo: string;
  documType: string;
  documentacion: string;
  condicionRetiro: string;
  lastMove: string;
};
const columns: readonly ListColumn[] = [
  { source: 'code', label: t.vin, kind: 'text', list: true },
  { source: 'marca', label: carMessages.vin.marca, kind: 'text', list: true },
  { source: 'modelo', label: carMessages.vin.modelo, kind: 'text', list: true },
  { source: 'documType', label: t.documType, kind: 'text', list: true },
  { source: 'documentacion', label: t.documentacion, kind: 'text', list: true },
  { source: 'condicionRetiro', label: t.condicionRetiro, kind: 'text', list: true },
  { source: 'lastMove', label: t.lastMove, kind: 'text', list: true },
];

/** Who carries the vehicles, as the detail reads it. */
export const carrierText = (d: Pick<CarImportDetailWire, 'truckingCos' | 'drivers'>) =>
  d.truckingCos.length > 0
    ? d.truckingCos.map((c) => nameWithRut(c.name, c.id)).join('; ')
    : `${t.byDrivers}: ${d.drivers.map(formatRut).join(', ')}`;

export const InscriptionDetail = () => {
  const [params] = useSearchParams();
  const id = Number(params.get('op'));
  const navigate = useNavigate();
  const notify = useNotify();
  const queries = useQueryClient();
  const onError = useApiError();
  const { busy, run } = useBusyCall();
  const [cancelling, setCancelling] = useState(false);
  const detail = useQuery({
    queryKey: ['cars', 'inscription', id],
    queryFn: () => carsApi.inscription(id),
    enabled: id > 0,
    retry: false,
    gcTime: 0,
  });
  const bl = useQuery({
    queryKey: ['cars', 'bl', detail.data?.blNbr],
    queryFn: () => carsApi.importBl(detail.data!.blNbr),
    enabled: Boolean(detail.data),
    retry: false,
    gcTime: 0,
  });
  const vehicles = useQuery({
    queryKey: ['cars', 'vehicles', id],
    queryFn: () => carsApi.inscribedVehicles(id),
    enabled: id > 0,
    retry: false,
    gcTime: 0,
  });
  const rows = useMemo<VehicleRow[] | undefined>(
    () =>
      vehicles.data?.map((v) => ({
        id: v.code,
        code: v.code,
        marca: v.marca.nombre,
        modelo: v.modelo,
        documType: v.documType ?? '',
        documentacion: v.documentacion ?? '',
        condicionRetiro: pickupConditionLabel(v.condicionRetiro),
        lastMove: vehicleMoveLabel(v.registros.at(-1)?.type ?? 'EN BARCO'),
      })),
    [vehicles.data],
  );

  if (!(id > 0))
    return (
      <Alert severity="info">
        <Link to={CARS}>{t.newSearch}</Link>
      </Alert>
    );
  if (detail.isError)
    return (
      <Alert severity="error" data-testid="car-detail-error">
        {(withLegacyCode(detail.error) as Error).message}
      </Alert>
    );
  if (!detail.data) return <CircularProgress aria-label={t.title} />;
  const d = detail.data;

  const cancel = () =>
    run(async () => {
      try {
        const answer = await carsApi.cancelInscription(d.id);
        notify(answer.message, { type: 'success' });
        // The BL read with its inscription must not send the form back here.
        queries.removeQueries({ queryKey: ['cars'] });
        navigate(inscriptionPath(answer.blNbr));
      } catch (error) {
        setCancelling(false);
        throw withLegacyCode(error);
      }
    });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {fill(t.detailTitle, { bl: d.blNbr })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() =>
                void run(() => downloadFile(() => carsApi.inscriptionSheet(d.id), `detalle-inscripcion-${d.id}.xlsx`))
              }
              data-testid="car-report"
            >
              {t.report}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              onClick={() => openPdf(() => carsApi.labels(d.vesselVisitId, d.blNbr)).catch(onError)}
              data-testid="car-labels"
            >
              {t.labels}
            </Button>
            <Button variant="outlined" component={Link} to={reassignPath(d.id)} data-testid="car-reassign">
              {t.reassign}
            </Button>
            <Button
              color="error"
              variant="outlined"
              onClick={() => setCancelling(true)}
              disabled={busy}
              data-testid="car-cancel"
            >
              {t.cancel}
            </Button>
            <Button component={Link} to={CARS}>
              {t.newSearch}
            </Button>
          </Stack>
          <FactList>
            <Fact label={t.operation} value={d.id} testId="car-operation" />
            <Fact label={t.date} value={formatDateTime(d.date)} />
            <Fact label={t.agent} value={d.agent ? nameWithRut(d.agent.name, d.agent.id) : null} />
            <Fact label={t.importCarQty} value={d.importCarQty} testId="car-qty" />
            <Fact label={t.weightKg} value={d.weightKg === null ? null : formatNumber(d.weightKg)} />
            <Fact label={t.carrier} value={carrierText(d)} testId="car-carrier" />
          </FactList>
          {bl.data && (
            <Box sx={{ mt: 2 }}>
              <BlFacts answer={bl.data} />
            </Box>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.vehicles}
          </Typography>
          <RowsList<VehicleRow>
            id="carInscriptionVehicles"
            title={t.vehicles}
            rows={rows}
            columns={columns}
            search={['code', 'marca', 'modelo']}
            sort={{ field: 'code', order: 'ASC' }}
            perPage={25}
            maxPageLinks={8}
            empty={<Alert severity="info">{t.noVehicles}</Alert>}
            data-testid="car-vehicles"
          />
        </CardContent>
      </Card>
      <ChargesCard listId="carInscriptionCharges" charges={d.charges} t={t.charges} />
      <ConfirmDialog
        open={cancelling}
        content={fill(t.cancelConfirm, { bl: d.blNbr })}
        confirmLabel={t.cancel}
        cancelLabel={appMessages.confirm.back}
        busy={busy}
        onCancel={() => setCancelling(false)}
        onConfirm={() => void cancel()}
      />
    </Box>
  );
};
