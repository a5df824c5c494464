/** The import area's route registry (paths relative to /import; D2 §2 Container import). */
import { Navigate, Route, Routes } from 'react-router-dom';
import ContainerSearch from './ContainerSearch';
import { ImportShell } from './importUnitShell';

const ImportScreens = () => (
  <Routes>
    <Route index element={<ContainerSearch />} />
    <Route path="management/:containerId/:operationId/*" element={<ImportShell />} />
    <Route path="*" element={<Navigate to="/import" replace />} />
  </Routes>
);

export default ImportScreens;
