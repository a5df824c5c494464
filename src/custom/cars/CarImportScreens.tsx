/** The car import area's routes (paths relative to /cars; D2 §2 Vehicles). */
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { carMessages } from '../../i18n/carMessages';
import { useRoles } from '../../resources/framework/useRoles';
import { BlSearch } from './BlSearch';
import { InscriptionDetail } from './InscriptionDetail';
import { InscriptionForm } from './InscriptionForm';
import { CARS } from './paths';
import { ReassignCarrier } from './ReassignCarrier';

const CarImportScreens = () => {
  const { roles } = useRoles();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={carMessages.import.title} />
      <Routes>
        <Route index element={<BlSearch />} />
        <Route path="import/:bl" element={<InscriptionForm roles={roles} />} />
        <Route path="detail" element={<InscriptionDetail />} />
        <Route path="reassign" element={<ReassignCarrier />} />
        <Route path="*" element={<Navigate to={CARS} replace />} />
      </Routes>
    </Box>
  );
};

export default CarImportScreens;
