/**
 * The console's one data provider (one list cache): App hands it to react-admin and the boot
 * prefetch warms it, so the list view finds the collection request already in flight.
 */
import { createDataProvider } from '../providers/dataProvider';
import { definitions } from '../resources/registry';

export const dataProvider = createDataProvider(definitions);
