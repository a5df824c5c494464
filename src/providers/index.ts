/**
 * The providers' public surface. src/boot/consoleDataProvider.ts builds the one data provider
 * with createConsoleDataProvider(definitions) (src/resources/consoleDataProvider.ts: this
 * createDataProvider plus the resources' own calls; App and the boot prefetch share it); a second
 * instance would keep a second list cache.
 */
export { authProvider, LoginError, type PortalIdentity } from './authProvider';
export { apiRoot, setApiRoot } from './config';
export { createDataProvider, type PortalDataProvider } from './dataProvider';
export { ApiError, apiFetch, toApiError } from './httpClient';
export { usePendingCalls } from './loading';
