/** The empties area's route registry (paths relative to /emptys; D2 §2 Empties). */
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { exportMessages } from '../../i18n/exportMessages';
import { EmptyDetail } from './EmptyDetail';
import { EmptyGrid } from './EmptyGrid';
import { EmptySearch } from './EmptySearch';

const EmptysScreens = () => (
  <Box sx={{ p: 2 }}>
    <Title title={exportMessages.empties.title} />
    <Routes>
      <Route index element={<EmptySearch />} />
      <Route path="new/:bookingId" element={<EmptyGrid />} />
      <Route path="detail/:bookingId" element={<EmptyDetail />} />
      <Route path="*" element={<Navigate to="/emptys" replace />} />
    </Routes>
  </Box>
);

export default EmptysScreens;
