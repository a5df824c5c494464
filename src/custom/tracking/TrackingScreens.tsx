/** The tracking area's routes (relative to /tracking): the search and the result of one search. */
import { Route, Routes } from 'react-router-dom';
import TrackingResultPage from './TrackingResultPage';
import TrackingSearchPage from './TrackingSearchPage';

const TrackingScreens = () => (
  <Routes>
    <Route index element={<TrackingSearchPage />} />
    <Route path="result/:search" element={<TrackingResultPage />} />
    <Route path="*" element={<TrackingSearchPage />} />
  </Routes>
);

export default TrackingScreens;
