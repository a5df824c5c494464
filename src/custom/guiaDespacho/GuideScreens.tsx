/** The dispatch guide area's routes (paths relative to /guiaDespacho; D2 §2 Dispatch guide). */
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { carMessages } from '../../i18n/carMessages';
import { GuideDetail } from './GuideDetail';
import { GuideList } from './GuideList';

const GuideScreens = () => (
  <Box sx={{ p: 2 }}>
    <Title title={carMessages.guides.title} />
    <Routes>
      <Route index element={<GuideList />} />
      <Route path="detail" element={<GuideDetail />} />
      <Route path="*" element={<Navigate to="/guiaDespacho" replace />} />
    </Routes>
  </Box>
);

export default GuideScreens;
