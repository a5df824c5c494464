/** The console's providers, built once from the resource registry. */
import { definitions } from '../resources/registry';
import { createDataProvider } from './dataProvider';

export { authProvider } from './authProvider';
export { ApiError, apiFetch } from './httpClient';
export { usePendingCalls } from './loading';
export type { PortalDataProvider } from './dataProvider';

export const dataProvider = createDataProvider(definitions);
