/**
 * /vesselvisitCar/management/{id} (CAR-004, CAR-005, CAR-014, CAR-023, CAR-024): the visit's data
 * (windows as DD/MM/YYYY HH:mm), its edit, and the brand table with the 'descargados' /
 * 'despachados' radios: per brand the total, the chosen count and its balance; its BLs with their
 * aforo and warehouse actions (CAR-018…021).
 */
import BarChartIcon from '@mui/icons-material/BarChart';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats';
import { can } from '../../domain/permissions';
import { carMessages } from '../../i18n/carMessages';
import { visitStatusLabel } from '../../i18n/codeLabels';
import { RowsList, type ListColumn } from '../../resources/framework/RowsList';
import { Fact, FactList } from '../terminal/units/Facts';
import { carsApi, type CarVisitWire } from '../terminal/api/carsApi';
import { VisitBls } from './VisitBls';

const t = carMessages;
type Mode = 'descargados' | 'despachados';
type Row = { id: string; marca: string; total: number; cantidad: number; saldo: number };

export const CarVisitManagement = ({ visit, roles }: { visit: CarVisitWire; roles: readonly string[] }) => {
  const { identity } = useGetIdentity();
  const login = String(identity?.login ?? identity?.id ?? '');
  const [mode, setMode] = useState<Mode>('descargados');
  const moves = useQuery({
    queryKey: ['carVisits', visit.id, 'brands'],
    queryFn: () => carsApi.brandMovements(visit.mftoNumber, login),
    enabled: login !== '',
    retry: false,
  });
  const rows = useMemo<Row[] | undefined>(
    () =>
      moves.data?.marcas.map(({ marca, vehiculoReportDTO: n }) => ({
        id: marca,
        marca,
        total: n.total,
        cantidad: mode === 'descargados' ? n.descargados : n.despachados,
        saldo: mode === 'descargados' ? n.saldoDescargados : n.saldoDespachados,
      })),
    [moves.data, mode],
  );
  const columns = useMemo<readonly ListColumn[]>(
    () => [
      { source: 'marca', label: t.brands.marca, kind: 'text', list: true },
      { source: 'total', label: t.brands.total, kind: 'number', list: true },
      {
        source: 'cantidad',
        label: mode === 'descargados' ? t.brands.descargados : t.brands.despachados,
        kind: 'number',
        list: true,
      },
      {
        source: 'saldo',
        label: mode === 'descargados' ? t.brands.saldoDescargados : t.brands.saldoDespachados,
        kind: 'number',
        list: true,
      },
    ],
    [mode],
  );
  return (
    <Stack sx={{ gap: 2 }}>
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
              {t.visits.managementTitle.replace('{id}', visit.id)}
            </Typography>
            {can(roles, 'carVisits', 'edit') && (
              <Button
                component={Link}
                to={`/vesselvisitCar/detail/${encodeURIComponent(visit.id)}`}
                variant="outlined"
                startIcon={<EditIcon />}
                data-testid="car-visit-edit"
              >
                {t.visits.edit}
              </Button>
            )}
            <Button
              component={Link}
              to={`/vesselvisitCar/${encodeURIComponent(visit.id)}/stats`}
              variant="outlined"
              startIcon={<BarChartIcon />}
              data-testid="car-visit-stats"
            >
              {t.stats.open}
            </Button>
            <Button component={Link} to="/vesselvisitCar">
              {t.visits.back}
            </Button>
          </Stack>
          <FactList>
            <Fact label={t.visits.nave} value={`${visit.naveNombre} (${visit.naveId})`} />
            <Fact label={t.visits.viaje} value={visit.viaje} />
            <Fact label={t.visits.mftoNumber} value={visit.mftoNumber} />
            <Fact label={t.visits.estado} value={visitStatusLabel(visit.estado)} testId="car-visit-estado" />
            <Fact label={t.visits.line} value={visit.line.name ?? visit.line.id} />
            <Fact
              label={t.visits.cierreDirectos}
              value={formatDateTime(visit.cierreDirectos)}
              testId="car-visit-cierre"
            />
            <Fact label={t.visits.despachoDirectos} value={formatDateTime(visit.despachoDirectos)} />
            <Fact label={t.visits.entregaIndirectos} value={formatDateTime(visit.entregaIndirectos)} />
            <Fact label={t.visits.ata} value={formatDateTime(visit.ata)} />
            <Fact label={t.visits.atd} value={formatDateTime(visit.atd)} />
          </FactList>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t.visits.brandsTitle}
          </Typography>
          <RadioGroup
            row
            aria-label={t.visits.showing}
            value={mode}
            onChange={(e) => setMode(e.target.value as Mode)}
            data-testid="brand-mode"
          >
            <FormControlLabel value="descargados" control={<Radio />} label={t.visits.descargados} />
            <FormControlLabel value="despachados" control={<Radio />} label={t.visits.despachados} />
          </RadioGroup>
          {moves.data && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="visit-brand-totals">
              {t.brands.totals
                .replace('{total}', String(moves.data.vehiTotalGral))
                .replace('{descargados}', String(moves.data.vehiDescGral))
                .replace('{despachados}', String(moves.data.vehiDespGral))}
            </Typography>
          )}
          {moves.isError ? (
            <Alert severity="error">{moves.error.message}</Alert>
          ) : (
            <RowsList<Row>
              id="carVisitBrands"
              title={t.visits.brandsTitle}
              rows={rows}
              columns={columns}
              search={['marca']}
              sort={{ field: 'marca', order: 'ASC' }}
              perPage={10}
              maxPageLinks={8}
              empty={<Alert severity="info">{t.brands.none}</Alert>}
              data-testid="car-visit-brands"
            />
          )}
        </CardContent>
      </Card>
      <VisitBls visitId={visit.id} roles={roles} />
    </Stack>
  );
};
