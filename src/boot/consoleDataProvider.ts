/**
 * The console's one data provider (one list cache) and its query client: App hands them to
 * react-admin and the boot prefetch warms the cache, so the list view finds its rows at hand.
 */
import { peekAuth } from '../providers/authProvider';
import { createConsoleDataProvider } from '../resources/consoleDataProvider';
import { definitions } from '../resources/registry';
import { createConsoleQueryClient } from './queryClient';

export const dataProvider = createConsoleDataProvider(definitions);

/** react-admin's query client, which shows a list's rows at once when the provider has them. */
export const queryClient = createConsoleQueryClient(dataProvider, peekAuth);
