/** A car report path's date (DD/MM/YYYY sent encoded, or DD-MM-YYYY) as YYYY-MM-DD, or 400 on its field (rulings P64, P65). */
import { dayFromPath } from '../../../src/domain/cars/yardFigures';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { invalid } from '../../errors';

export function pathDay(text: string, field: string): string {
  const day = dayFromPath(text);
  if (!day) throw invalid({ [field]: operationsMessages.carYard.badDate });
  return day;
}
