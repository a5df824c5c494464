/** The vessel-visit area's routes (relative to /vesselVisits; D2 §2 Vessel visits). */
import { Route, Routes } from 'react-router-dom';
import AppointmentPage from './AppointmentPage';
import ReassignPage from './ReassignPage';
import ReassignResultPage from './ReassignResultPage';
import VisitSearchPage from './VisitSearchPage';

const VesselVisitScreens = () => (
  <Routes>
    <Route index element={<VisitSearchPage />} />
    <Route path="management/:vesselId" element={<VisitSearchPage key="management" management />} />
    <Route path="reassignTransport/:containerId" element={<ReassignPage />} />
    <Route path="reassignTransportResult" element={<ReassignResultPage />} />
    <Route path="appointment/:containerId" element={<AppointmentPage />} />
    <Route path="*" element={<VisitSearchPage />} />
  </Routes>
);

export default VesselVisitScreens;
