/** The gate-pass lookup's routes (relative to /gatePass; D2 §2 Gate pass). */
import { Route, Routes } from 'react-router-dom';
import GatePassManagementPage from './GatePassManagementPage';
import GatePassSearchPage from './GatePassSearchPage';

const GatePassScreens = () => (
  <Routes>
    <Route index element={<GatePassSearchPage />} />
    <Route path="management/:id" element={<GatePassManagementPage />} />
    <Route path="*" element={<GatePassSearchPage />} />
  </Routes>
);

export default GatePassScreens;
