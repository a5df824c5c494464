/**
 * /car (CAR-061, CAR-062; VAL-027): the VIN search (17 characters; 'Número de vin inválido') and,
 * for a client, its brand movements (CAR-023…025); /car/history/{id} (CAR-063…066): the vehicle
 * and its movements along the sequence, or the notice that the VIN has no records.
 */
import SearchIcon from '@mui/icons-material/Search';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { vinError, vinInput } from '../../domain/cars/identifiers';
import { currentMove, skippedMove, VEHICLE_MOVES } from '../../domain/cars/vehicleMoves';
import { formatDateTime } from '../../domain/formats';
import { carMessages } from '../../i18n/carMessages';
import { pickupConditionLabel, vehicleMoveLabel } from '../../i18n/codeLabels';
import { carReportMessages } from '../../i18n/carReportMessages';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { useRoles } from '../../resources/framework/useRoles';
import { carsApi } from '../terminal/api/carsApi';
import { downloadFile } from '../terminal/documents/downloadFile';
import { useBusyCall } from '../terminal/forms/useBusyCall';
import { Fact, FactList } from '../terminal/units/Facts';
import { SearchCard } from '../terminal/forms/SearchCard';

const t = carMessages;
const BASE = '/car';

const Search = () => {
  const navigate = useNavigate();
  return (
    <SearchCard
      title={t.vin.title}
      id="car-vin"
      testId="car-vin"
      buttonTestId="car-search"
      label={t.vin.label}
      hint={t.vin.hint}
      submitLabel={t.vin.submit}
      maxLength={17}
      normalize={vinInput}
      check={vinError}
      onSearch={(vin) => navigate(`${BASE}/history/${encodeURIComponent(vin)}`)}
    />
  );
};

type BrandRow = {
  id: string;
  marca: string;
  total: number;
  descargados: number;
  despachados: number;
  saldoDescargados: number;
  saldoDespachados: number;
};
const brandColumns: readonly ListColumn[] = (
  ['marca', 'total', 'descargados', 'despachados', 'saldoDescargados', 'saldoDespachados'] as const
).map(
  (source) =>
    ({ source, label: t.brands[source], kind: source === 'marca' ? 'text' : 'number', list: true }) as ListColumn,
);

/** CAR-023…025: a client's vehicles per brand. */
const MyBrands = () => {
  const { identity } = useGetIdentity();
  const login = String(identity?.login ?? identity?.id ?? '');
  const moves = useQuery({
    queryKey: ['car', 'myBrands', login],
    queryFn: () => carsApi.myBrandMovements(login),
    enabled: login !== '',
    retry: false,
  });
  const rows = useMemo<BrandRow[] | undefined>(
    () => moves.data?.marcas.map((m) => ({ id: m.marca, marca: m.marca, ...m.vehiculoReportDTO })),
    [moves.data],
  );
  if (!moves.data) return moves.isError ? <Alert severity="error">{moves.error.message}</Alert> : null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t.brands.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="brand-totals">
          {t.brands.totals
            .replace('{total}', String(moves.data.vehiTotalGral))
            .replace('{descargados}', String(moves.data.vehiDescGral))
            .replace('{despachados}', String(moves.data.vehiDespGral))}
        </Typography>
        <RowsList<BrandRow>
          id="clientBrandMovements"
          title={t.brands.list}
          rows={rows}
          columns={brandColumns}
          search={['marca']}
          sort={{ field: 'marca', order: 'ASC' }}
          perPage={10}
          maxPageLinks={8}
          empty={<Alert severity="info">{t.brands.none}</Alert>}
          data-testid="brand-movements"
        />
      </CardContent>
    </Card>
  );
};

const History = () => {
  const { id = '' } = useParams();
  const vin = id.toUpperCase();
  const { identity } = useGetIdentity();
  const { busy, run } = useBusyCall();
  const vehicle = useQuery({
    queryKey: ['car', 'vehicle', vin],
    queryFn: () => carsApi.vehicle(vin, String(identity?.ownerId ?? '0')),
    retry: false,
  });
  const title = t.vin.historyTitle.replace('{vin}', vin);
  const again = (
    <Button component={Link} to={BASE} variant="outlined" startIcon={<SearchIcon />} sx={{ mt: 2 }}>
      {t.vin.newSearch}
    </Button>
  );
  if (vehicle.isPending) return <CircularProgress aria-label={title} />;
  if (vehicle.isError) {
    return (
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Alert severity="info" data-testid="vin-no-records">
            {t.vin.noRecords}
          </Alert>
          {again}
        </CardContent>
      </Card>
    );
  }
  const v = vehicle.data;
  const done = new Map(v.registros.map((r) => [r.type, r.fecha]));
  return (
    <Card>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <FactList>
          <Fact label={t.vin.code} value={v.code} />
          <Fact label={t.vin.marca} value={v.marca.nombre} testId="vin-marca" />
          <Fact label={t.vin.modelo} value={v.modelo} />
          <Fact label={t.vin.categoria} value={v.categoria} />
          <Fact label={t.vin.bl} value={v.blNbr} />
          <Fact label={t.vin.visit} value={v.vesselVisitId} />
          <Fact label={t.vin.condicionRetiro} value={pickupConditionLabel(v.condicionRetiro)} />
          <Fact label={t.vin.document} value={[v.documType, v.documentacion].filter(Boolean).join(' ')} />
          <Fact label={t.vin.patente} value={v.patente} />
        </FactList>
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
          {t.vin.movements}
        </Typography>
        <Stepper
          orientation="vertical"
          activeStep={VEHICLE_MOVES.indexOf(currentMove(v.registros)) + 1}
          data-testid="vin-moves"
        >
          {VEHICLE_MOVES.map((move) => (
            <Step key={move} completed={done.has(move)} disabled={skippedMove(v.registros, move)}>
              <StepLabel
                optional={
                  <Typography variant="caption">
                    {done.has(move)
                      ? formatDateTime(done.get(move))
                      : skippedMove(v.registros, move)
                        ? t.vin.skipped
                        : t.vin.pending}
                  </Typography>
                }
              >
                {vehicleMoveLabel(move)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {again}
          {/* CAR-067: the VIN's facts and movements as a sheet. */}
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            sx={{ mt: 2 }}
            disabled={busy}
            data-testid="vin-report"
            onClick={() => void run(() => downloadFile(() => carsApi.itemReport(v.code), `vin-${v.code}.xlsx`))}
          >
            {carReportMessages.screen.item}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

const CarScreens = () => {
  const { roles } = useRoles();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={t.vin.title} />
      <Routes>
        <Route
          index
          element={
            <>
              <Search />
              {roles.includes('ROLE_CLIENT') && <MyBrands />}
            </>
          }
        />
        <Route path="history/:id" element={<History />} />
        <Route path="*" element={<Navigate to={BASE} replace />} />
      </Routes>
    </Box>
  );
};

export default CarScreens;
