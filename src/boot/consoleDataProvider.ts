/**
 * The console's one data provider (one list cache) and its query client: App hands them to
 * react-admin and the boot prefetch warms the cache, so the list view finds its rows at hand.
 * Both forget the user when the session ends (src/providers/sessionEnd.ts).
 */
import { peekAuth } from '../providers/authProvider';
import { dropEarlyCalls } from '../providers/earlyCalls';
import { onSessionEnd } from '../providers/sessionEnd';
import { createConsoleDataProvider } from '../resources/consoleDataProvider';
import { definitions } from '../resources/registry';
import { createConsoleQueryClient, forgetInactiveQueries } from './queryClient';

export const dataProvider = createConsoleDataProvider(definitions);

/** react-admin's query client, which shows a list's rows at once when the provider has them. */
export const queryClient = createConsoleQueryClient(dataProvider, peekAuth);

onSessionEnd('collections', () => dataProvider.forgetSession());
onSessionEnd('earlyCalls', dropEarlyCalls);
onSessionEnd('queries', () => forgetInactiveQueries(queryClient));
