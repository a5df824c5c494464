/** The export area's route registry (paths relative to /export; D2 §2 Export). */
import { Navigate, Route, Routes } from 'react-router-dom';
import ExportSearch from './ExportSearch';
import MultiPreadvice from './MultiPreadvice';
import { ExportShell } from './exportUnitShell';

const ExportScreens = () => (
  <Routes>
    <Route index element={<ExportSearch />} />
    <Route path="multi" element={<MultiPreadvice />} />
    <Route path="management/:containerId/:operationId/*" element={<ExportShell />} />
    <Route path="*" element={<Navigate to="/export" replace />} />
  </Routes>
);

export default ExportScreens;
