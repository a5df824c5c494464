/**
 * The sequencing's routes (relative to /secuenciacion; D3 §2.4, P124): the list (with the
 * 'Secuenciar Bloque' form on the same path), a sequencing's detail, 'Configurar turnos' and the
 * block view (the blockView module's page, loaded when opened).
 */
import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import SequencingDetailPage from './SequencingDetailPage';
import SequencingListPage from './SequencingListPage';
import ShiftsPage from './ShiftsPage';

const YardBlockPage = lazy(() => import('./blockView/YardBlockPage'));

const SequencingScreens = () => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Routes>
      <Route index element={<SequencingListPage />} />
      <Route path="management/:sequencingId" element={<SequencingDetailPage />} />
      <Route path="turnos" element={<ShiftsPage />} />
      <Route
        path="patio/:block?"
        element={
          <Suspense fallback={null}>
            <YardBlockPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/secuenciacion" replace />} />
    </Routes>
  </Box>
);

export default SequencingScreens;
