/**
 * The DRC's routes (relative to /drc; D2 §2 DRC): the visit chooser and a visit's containers are the
 * mass DRC's, the shipping company's (ROLE-015: anyone else with the DRC row lands on the single
 * download, and a visit's list is refused); a unit's DRC data and the single download are every DRC
 * role's.
 */
import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useRoles } from '../../resources/framework/useRoles';
import DrcDataPage from './DrcDataPage';
import DrcDownloadPage from './DrcDownloadPage';
import DrcVisitChooser from './DrcVisitChooser';
import DrcVisitPage from './DrcVisitPage';

/** A mass-DRC screen: the shipping company's; `otherwise` for any other role. */
const MassOnly = ({ children, otherwise }: { children: ReactElement; otherwise: string }) => {
  const { can, isPending } = useRoles();
  if (isPending) return null;
  return can('drc', 'massive') ? children : <Navigate to={otherwise} replace />;
};

const DrcScreens = () => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Routes>
      <Route
        index
        element={
          <MassOnly otherwise="/drc/download">
            <DrcVisitChooser />
          </MassOnly>
        }
      />
      <Route
        path="management/:vesselId"
        element={
          <MassOnly otherwise="/accessdenied">
            <DrcVisitPage />
          </MassOnly>
        }
      />
      <Route path="management/:id/:visitId" element={<DrcDataPage />} />
      <Route path="download" element={<DrcDownloadPage />} />
      <Route path="*" element={<Navigate to="/drc" replace />} />
    </Routes>
  </Box>
);

export default DrcScreens;
