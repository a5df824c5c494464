/**
 * The appointments' rows (issue 31 §3): each appointment with its state, check-in deadline and,
 * while booked, the trouble the gate would find today — read from the terminal's records (the
 * unit's holds, customs' orders at the gate, overdue unpaid final invoices of the unit, the
 * company's trucks and drivers). Reads only; the rules are src/domain/appointmentCheckIn.
 */
import { appointmentState, checkInDeadline } from '../../../src/domain/appointmentCheckIn/rules';
import { unitTrouble, vehicleTrouble, type TroubleReason } from '../../../src/domain/appointmentCheckIn/trouble';
import type { AppointmentRowWire } from '../../../src/domain/appointmentCheckIn/wire';
import { santiagoDay } from '../../../src/domain/santiagoTime';
import type { Store } from '../../store';
import type { TruckingCompany } from '../../types';
import type { Appointment } from '../../terminalModel/types';

/** Unit number → its final invoices unpaid past their due date (their final numbers). */
function overdueByUnit(store: Store, today: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const inv of store.db.invoice ?? []) {
    if (inv.status !== 'FINAL' || inv.paid || !inv.dueDate || inv.dueDate >= today) continue;
    for (const nbr of inv.unitNbrs) out.set(nbr, [...(out.get(nbr) ?? []), inv.finalNumber ?? inv.id]);
  }
  return out;
}

/** The rows of `appointments` (those that hold a quota's place), newest slot first. */
export function appointmentRows(
  store: Store,
  appointments: readonly Appointment[],
  now: Date,
  cutoffMinutes: number,
): AppointmentRowWire[] {
  const today = santiagoDay(now);
  const overdue = overdueByUnit(store, today);
  const companies = new Map<string, TruckingCompany | undefined>();
  const companyOf = (id: string) => {
    if (!companies.has(id)) companies.set(id, store.findById('truckingcompany', id));
    return companies.get(id);
  };
  // A company's truck and driver reasons, once per plate.
  const vehicles = new Map<string, TroubleReason[]>();
  const rows: AppointmentRowWire[] = [];
  for (const a of appointments) {
    if (!store.findById('appointmentQuota', a.quotaId)) continue;
    const unit = store.findById('unitVisit', a.unitVisitId);
    const company = companyOf(a.truckingId);
    const state = appointmentState(a);
    const booked = a.status === 'BOOKED';
    let trouble: AppointmentRowWire['trouble'] = [];
    if (booked && unit) {
      const arrival = store.findById('gateArrival', unit.id);
      const own = unitTrouble({
        impediments: 'impediments' in unit ? unit.impediments : [],
        customs: { escaner: arrival?.escaner ?? false, rechazoZP: arrival?.rechazoZP ?? false },
        overdueInvoices: overdue.get(unit.unitNbr) ?? [],
      });
      const plate = a.checkInPlate ?? null;
      const key = `${a.truckingId}|${plate ?? ''}`;
      let vehicle = vehicles.get(key);
      if (!vehicle) {
        vehicle = vehicleTrouble({ today, plate, trucks: company?.trucks ?? [], drivers: company?.drivers ?? [] });
        vehicles.set(key, vehicle);
      }
      trouble = own.length === 0 ? vehicle : [...own, ...vehicle];
    }
    rows.push({
      id: a.id,
      kind: a.kind,
      unitNbr: unit?.unitNbr ?? a.unitVisitId,
      visitId: a.visitId,
      day: a.day,
      start: a.start,
      end: a.end,
      truckingId: a.truckingId,
      truckingName: company?.name ?? a.truckingId,
      state,
      checkInDeadline: booked ? checkInDeadline(a, cutoffMinutes).toISOString() : null,
      checkedInAt: a.checkedInAt ?? null,
      checkInPlate: a.checkInPlate ?? null,
      releasedAt: a.releasedAt ?? null,
      releaseReason: a.releaseReason ?? null,
      trouble,
    });
  }
  return rows.sort((x, y) => y.day.localeCompare(x.day) || y.start.localeCompare(x.start) || y.id - x.id);
}
