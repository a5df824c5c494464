/**
 * Trouble before the trip (issue 31 §3; rulings in the appts report), pure: would the truck be
 * turned away at the gate today, and why, with the way to fix each reason. Over the facts the
 * terminal holds: the unit's holds (impediments), customs' orders (scanner, primary-zone refusal),
 * overdue unpaid final invoices of the unit, the plate checked in (or the company's trucks) and the
 * company's drivers with their documents' expiry dates (DD/MM/YYYY in the master data).
 */
import { appointmentCheckInMessages as m } from '../../i18n/appointmentCheckInMessages';

export type TroubleCode = keyof typeof m.trouble;

export interface TroubleReason {
  code: TroubleCode;
  reason: string;
  fix: string;
}

export interface TruckFact {
  license: string;
  licenseExpiration: string;
  status: string;
}

export interface DriverFact {
  cardExpiration: string;
  status: string;
}

export interface TroubleFacts {
  /** Today on the terminal's clock (Santiago), YYYY-MM-DD. */
  today: string;
  impediments: readonly string[];
  customs: { escaner: boolean; rechazoZP: boolean };
  /** Final numbers (or draft ids) of the unit's final invoices unpaid past their due date. */
  overdueInvoices: readonly (number | string)[];
  /** The plate checked in, if any. */
  plate: string | null;
  trucks: readonly TruckFact[];
  drivers: readonly DriverFact[];
}

/** DD/MM/YYYY → YYYY-MM-DD (anything else: '' — an unreadable date is not called expired). */
const DDMMYYYY = /^\d{2}\/\d{2}\/\d{4}$/;
const isoDay = (ddmmyyyy: string): string =>
  DDMMYYYY.test(ddmmyyyy) ? `${ddmmyyyy.slice(6, 10)}-${ddmmyyyy.slice(3, 5)}-${ddmmyyyy.slice(0, 2)}` : '';

/** Expired: its date is before today. */
const expired = (date: string, today: string) => {
  const d = isoDay(date);
  return d !== '' && d < today;
};

const OK = (x: { status: string }) => x.status === 'OK';

const reason = (code: TroubleCode, detail = ''): TroubleReason => ({
  code,
  reason: m.trouble[code].reason.replace('{detail}', detail),
  fix: m.trouble[code].fix,
});

/** The unit's reasons: holds, customs' orders, overdue invoices. */
export function unitTrouble(f: Pick<TroubleFacts, 'impediments' | 'customs' | 'overdueInvoices'>): TroubleReason[] {
  const out: TroubleReason[] = [];
  if (f.impediments.length > 0) out.push(reason('hold', f.impediments.join(', ')));
  if (f.customs.escaner || f.customs.rechazoZP) {
    out.push(
      reason(
        'customs',
        (['escaner', 'rechazoZP'] as const)
          .filter((k) => f.customs[k])
          .map((k) => m.customsFlags[k])
          .join(', '),
      ),
    );
  }
  if (f.overdueInvoices.length > 0) out.push(reason('unpaid', f.overdueInvoices.join(', ')));
  return out;
}

/** The truck's and drivers' reasons: the same for every appointment of a company with the same plate (a list reads them once). */
export function vehicleTrouble(f: Pick<TroubleFacts, 'today' | 'plate' | 'trucks' | 'drivers'>): TroubleReason[] {
  const out: TroubleReason[] = [];
  const usable = f.trucks.filter(OK);
  if (f.plate !== null) {
    const truck = usable.find((t) => t.license === f.plate);
    if (!truck) out.push(reason('plateUnknown', f.plate));
    else if (expired(truck.licenseExpiration, f.today)) out.push(reason('truckExpired', f.plate));
  } else if (usable.length === 0) out.push(reason('noTruck'));
  else if (usable.every((t) => expired(t.licenseExpiration, f.today)))
    out.push(reason('truckExpired', usable.map((t) => t.license).join(', ')));
  const drivers = f.drivers.filter(OK);
  if (drivers.length === 0) out.push(reason('driverUnknown'));
  else if (drivers.every((d) => expired(d.cardExpiration, f.today))) out.push(reason('driversExpired'));
  return out;
}

/** Every reason the gate would turn the truck away today, in the order the gate checks them; none: no trouble. */
export const troubleOf = (f: TroubleFacts): TroubleReason[] => [...unitTrouble(f), ...vehicleTrouble(f)];
