/**
 * The texts that the vessel-visit, tracking and gate-pass screens read through the i18n provider
 * (app.operations.*, app.visitScreens.*, app.importArea.* for the texts they share with the import
 * screens). Loaded with those areas, never in the first load.
 */
import { importMessages } from './importMessages';
import { operationsMessages } from './operationsMessages';
import { visitScreensMessages } from './visitScreensMessages';

export const terminalAreaMessages = {
  operations: operationsMessages,
  visitScreens: visitScreensMessages,
  importArea: importMessages,
};
