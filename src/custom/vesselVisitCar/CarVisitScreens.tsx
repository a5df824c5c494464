/** The car visit area's routes (paths relative to /vesselvisitCar; D2 §2 Vehicles). */
import { Alert, Box, CircularProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactElement } from 'react';
import { Title } from 'react-admin';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { can } from '../../domain/permissions';
import { carMessages } from '../../i18n/carMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { carsApi, type CarVisitWire } from '../terminal/api/carsApi';
import { CarReportsPage } from './CarReportsPage';
import { CarVisitForm } from './CarVisitForm';
import { CarVisitManagement } from './CarVisitManagement';
import { CarVisitSearch } from './CarVisitSearch';
import { VisitBls } from './VisitBls';

/** recharts loads with the statistics only. */
const BrandStatsPage = lazy(() => import('./BrandStatsPage'));

/** The visit the path names, loaded, for a child screen. */
const WithVisit = ({ render }: { render: (visit: CarVisitWire) => ReactElement }) => {
  const { id = '' } = useParams();
  const visit = useQuery({ queryKey: ['carVisits', 'visit', id], queryFn: () => carsApi.visit(id), retry: false });
  if (visit.isPending) return <CircularProgress aria-label={carMessages.visits.title} />;
  if (visit.isError)
    return (
      <Alert severity="error" data-testid="car-visit-error">
        {visit.error.message}
      </Alert>
    );
  return render(visit.data);
};

const CarVisitScreens = () => {
  const { roles } = useRoles();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={carMessages.visits.title} />
      <Routes>
        <Route index element={<CarVisitSearch />} />
        <Route
          path="new"
          element={
            can(roles, 'carVisits', 'create') ? (
              <CarVisitForm roles={roles} />
            ) : (
              <Navigate to="/vesselvisitCar" replace />
            )
          }
        />
        <Route
          path="management/:id"
          element={<WithVisit render={(v) => <CarVisitManagement visit={v} roles={roles} />} />}
        />
        <Route
          path="report"
          element={
            can(roles, 'carReports', 'list') ? (
              <CarReportsPage roles={roles} />
            ) : (
              <Navigate to="/vesselvisitCar" replace />
            )
          }
        />
        <Route
          path=":id/stats"
          element={
            <Suspense fallback={<CircularProgress aria-label={carMessages.stats.open} />}>
              <BrandStatsPage />
            </Suspense>
          }
        />
        <Route
          path="detail/:id"
          element={
            can(roles, 'carVisits', 'edit') ? (
              <WithVisit
                render={(v) => (
                  <Stack sx={{ gap: 2 }}>
                    <CarVisitForm key={v.id} visit={v} roles={roles} />
                    <VisitBls visitId={v.id} roles={roles} />
                  </Stack>
                )}
              />
            ) : (
              <Navigate to="/vesselvisitCar" replace />
            )
          }
        />
        <Route path="*" element={<Navigate to="/vesselvisitCar" replace />} />
      </Routes>
    </Box>
  );
};

export default CarVisitScreens;
