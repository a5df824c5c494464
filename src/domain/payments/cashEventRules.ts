/**
 * The cash events form (/cash; D3 §2.3, §5 Cash form; CASH-003…013, CONST-036; Q35): the container
 * (required, 11 characters, upper case), the paid-through date (required, DD/MM/YYYY, today by
 * default), the customer (required unless the consignee is billed) and each event's quantity
 * (required, numeric, at most 2 digits). Pure: the screen and the mock's 400s read the same function.
 */
import { appMessages } from '../../i18n/appMessages';
import { parseDay } from '../calendarDay';

/** D3 §9.1: an event quantity has at most 2 digits. */
export const EVENT_QUANTITY_DIGITS = 2;
export const CONTAINER_LENGTH = 11;

export interface CashEventValues {
  unitNbr: string;
  date: string;
  customerId: string;
  billConsignee: boolean;
  events: readonly { event: string; quantity: string }[];
}

export type CashEventErrors = Partial<Record<'unitNbr' | 'date' | 'customerId' | 'events', string>> & {
  quantities?: Record<number, string>;
};

/** CASH-009: the form's checkboxes wait for a whole container number. */
export const containerComplete = (unitNbr: string): boolean => unitNbr.trim().length === CONTAINER_LENGTH;

export function cashEventErrors(v: CashEventValues): CashEventErrors {
  const m = appMessages.validation;
  const e: CashEventErrors = {};
  const unit = v.unitNbr.trim();
  if (!unit) e.unitNbr = m.required;
  else if (unit.length !== CONTAINER_LENGTH || !/^[A-Z0-9]+$/.test(unit)) e.unitNbr = m.container;
  if (!v.date.trim()) e.date = m.required;
  else if (!parseDay(v.date)) e.date = m.date;
  if (!v.billConsignee && !v.customerId.trim()) e.customerId = m.required;
  if (v.events.length === 0) e.events = m.required;
  const quantities: Record<number, string> = {};
  v.events.forEach((x, i) => {
    const q = x.quantity.trim();
    if (!q) quantities[i] = m.required;
    else if (!/^\d+$/.test(q)) quantities[i] = m.number;
    else if (q.length > EVENT_QUANTITY_DIGITS) quantities[i] = m.maxLengthDefault;
    else if (Number(q) === 0) quantities[i] = m.number;
    if (!x.event.trim()) quantities[i] = m.required;
  });
  if (Object.keys(quantities).length > 0) e.quantities = quantities;
  return e;
}
