/**
 * The console's one data provider (one list cache) and its query client: App hands them to
 * react-admin and the boot prefetch warms the cache, so the list view finds its rows at hand.
 */
import { createDataProvider } from '../providers/dataProvider';
import { definitions } from '../resources/registry';
import { createConsoleQueryClient } from './queryClient';

export const dataProvider = createDataProvider(definitions);

/** react-admin's query client, which shows a list's rows at once when the provider has them. */
export const queryClient = createConsoleQueryClient(dataProvider);
