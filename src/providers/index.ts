/**
 * The providers' public surface. App.tsx builds the one data provider with
 * createDataProvider(definitions); a second instance would keep a second list cache.
 */
export { authProvider, LoginError, type PortalIdentity } from './authProvider';
export { apiRoot, setApiRoot } from './config';
export { createDataProvider, type PortalDataProvider } from './dataProvider';
export { ApiError, apiFetch, toApiError } from './httpClient';
export { usePendingCalls } from './loading';
