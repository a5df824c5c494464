/** The gate's routes (relative to /gate; D2 §2 Gate): the legacy's own paths, and the truck visit by code (beyond-spec). */
import { Navigate, Route, Routes } from 'react-router-dom';
import GateArrivalPage from './GateArrivalPage';
import GateLateDetailPage from './GateLateDetailPage';
import GateResultPage from './GateResultPage';
import GateSagDetailPage from './GateSagDetailPage';
import GateVisitPage from './GateVisitPage';

const GateScreens = () => (
  <Routes>
    <Route index element={<GateArrivalPage />} />
    <Route path="result/:unitNbr/:gate" element={<GateResultPage />} />
    <Route path="lateDetail/:unitLate/:unitPod/:lineOp" element={<GateLateDetailPage />} />
    <Route path="sagDetail/:unitNbr" element={<GateSagDetailPage />} />
    {/* A multi-move truck visit by its gate pass's code (issue 31 §3, beyond-spec). */}
    <Route path="visit" element={<GateVisitPage />} />
    <Route path="*" element={<Navigate to="/gate" replace />} />
  </Routes>
);

export default GateScreens;
