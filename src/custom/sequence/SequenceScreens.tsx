/** The sequence query's routes (relative to /sequence; D2 §2 Sequence): the visit chooser and the agent's units of a visit. */
import { Box } from '@mui/material';
import { Navigate, Route, Routes } from 'react-router-dom';
import SequenceSearchPage from './SequenceSearchPage';
import SequenceUnitsPage from './SequenceUnitsPage';

const SequenceScreens = () => (
  <Box sx={{ p: { xs: 1, sm: 2 } }}>
    <Routes>
      <Route index element={<SequenceSearchPage />} />
      <Route path="units/:visitId/:agentId" element={<SequenceUnitsPage />} />
      <Route path="*" element={<Navigate to="/sequence" replace />} />
    </Routes>
  </Box>
);

export default SequenceScreens;
