/**
 * The reports' routes (relative to /report; D3 §2.5): the form at the legacy path
 * management/{id}/{rprtype}; /report alone opens the first type the user is offered. The legacy
 * `{id}` (the old portal's menu entry) is kept in the address and reads nothing (ruling P86).
 */
import { Box } from '@mui/material';
import { Navigate, Route, Routes } from 'react-router-dom';
import { servedReportTypesFor } from '../../domain/reports/reportTypes';
import { useRoles } from '../../resources/framework/useRoles';
import ReportPage from './ReportPage';
import { reportPath } from './paths';

const FirstOffered = () => {
  const { roles, isPending } = useRoles();
  if (isPending) return null;
  const first = servedReportTypesFor(roles)[0];
  return <Navigate to={first ? reportPath(first.code) : '/accessdenied'} replace />;
};

const ReportScreens = () => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Routes>
      <Route index element={<FirstOffered />} />
      <Route path="management/:id/:rprtype" element={<ReportPage />} />
      <Route path="*" element={<Navigate to="/report" replace />} />
    </Routes>
  </Box>
);

export default ReportScreens;
