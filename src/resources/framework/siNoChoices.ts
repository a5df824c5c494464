/**
 * A yes/no the legacy records keep as 'SI'/'NO' (a client's bloqueado, cobranzaDirecta…): offered
 * as Sí/No and shown as the same chip as a boolean field, so a yes/no reads one way everywhere.
 */
import { SI_NO } from '../../domain/clients';
import { appMessages } from '../../i18n/appMessages';
import type { Choice } from './types';

export const SI_NO_CHOICES: readonly Choice[] = SI_NO.map((id) => ({
  id,
  name: id === 'SI' ? appMessages.ui.yes : appMessages.ui.no,
}));
