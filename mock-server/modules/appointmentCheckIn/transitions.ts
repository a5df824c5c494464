/**
 * Check-in by plate and release at the cut-off (issue 31 §3; src/domain/appointmentCheckIn/rules.ts).
 * Each runs in ONE synchronous step (the store is single-threaded): the check-in re-reads the
 * cut-off on the terminal's clock as it runs, the release takes only appointments still booked and
 * not checked in, so a racing check-in and release cannot both win, and a place is given back once.
 */
import {
  checkInWhyNot,
  cutoffOf,
  DEFAULT_CHECKIN_CUTOFF_MINUTES,
  releaseDue,
} from '../../../src/domain/appointmentCheckIn/rules';
import { slashedDay, santiagoDateTime } from '../../../src/domain/santiagoTime';
import { appointmentCheckInMessages as m } from '../../../src/i18n/appointmentCheckInMessages';
import { fillText } from '../../../src/i18n/fillText';
import type { Store } from '../../store';
import { releasePlace } from '../../terminalModel/appointments';
import { TERMINAL_EPOCH } from '../../terminalModel/clock';
import { refused } from '../../terminalModel/errors';
import { recordEvent, type Moment } from '../../terminalModel/history';
import { nextId } from '../../terminalModel/ids';
import type { Appointment } from '../../terminalModel/types';
import type { TerminalSetting } from './types';

const SETTING_ID = 'appointments';
export const RELEASE_REASON = 'NOT_CHECKED_IN';

/** The terminal's appointment settings: its record, else the defaults (cut-off 60 min; in force since the seed's now). */
export function settingOf(store: Store): TerminalSetting {
  return (
    store.findById('terminalSetting', SETTING_ID) ?? {
      id: SETTING_ID,
      checkInCutoffMinutes: DEFAULT_CHECKIN_CUTOFF_MINUTES,
      releaseFrom: TERMINAL_EPOCH,
    }
  );
}

/** Customer service's (demo control's) change of the cut-off. */
export function setCutoff(store: Store, minutes: number): TerminalSetting {
  const current = store.findById('terminalSetting', SETTING_ID);
  if (current) {
    current.checkInCutoffMinutes = minutes;
    store.touch('terminalSetting', current);
    return current;
  }
  const made = { ...settingOf(store), checkInCutoffMinutes: minutes };
  store.insert('terminalSetting', made);
  return made;
}

const refusedOn = (field: string, message: string) => refused(message, undefined, { fields: { [field]: message } });

/** Checks the appointment in with `plate` (already one of its company's trucks): re-checks the cut-off now. */
export function checkIn(store: Store, a: Appointment, plate: string, t: Moment): Appointment {
  // Due releases first: a check-in after the cut-off finds the appointment released, as the clock says.
  releaseDueAppointments(store, t.now);
  const why = checkInWhyNot(a, t.now, settingOf(store).checkInCutoffMinutes);
  if (why) throw refusedOn('id', why);
  a.checkedInAt = t.now.toISOString();
  a.checkInPlate = plate;
  store.touch('appointment', a);
  recordEvent(
    store,
    {
      login: t.login,
      event: 'appointmentCheckedIn',
      unitVisitId: a.unitVisitId,
      operation: operationOf(store, a),
      from: 'BOOKED',
      to: 'CHECKED_IN',
    },
    t.now,
  );
  return a;
}

const operationOf = (store: Store, a: Appointment) => {
  const op = store.findById('operation', a.operationId);
  return op ? { id: op.id, kind: op.kind } : null;
};

/** Releases one due appointment: its place back to the quota, the record kept, the history and the company told. */
function release(store: Store, a: Appointment, cutoff: Date): void {
  releasePlace(store, a);
  a.releasedAt = cutoff.toISOString();
  a.releaseReason = RELEASE_REASON;
  store.touch('appointment', a);
  recordEvent(
    store,
    {
      login: 'terminal',
      event: 'appointmentReleased',
      unitVisitId: a.unitVisitId,
      operation: operationOf(store, a),
      from: 'BOOKED',
      to: 'RELEASED',
    },
    cutoff,
  );
  notifyCompany(store, a, cutoff);
}

function notifyCompany(store: Store, a: Appointment, cutoff: Date): void {
  const unit = store.findById('unitVisit', a.unitVisitId);
  const content = fillText(m.notification.content, {
    id: a.id,
    slot: `${slashedDay(a.day)} ${a.start}–${a.end}`,
    unit: unit?.unitNbr ?? a.unitVisitId,
    at: santiagoDateTime(cutoff),
  });
  let id = nextId(store.db.notification, 0);
  for (const user of store.db.user) {
    if (user.ownerType !== 'truckingcompany' || String(user.ownerId) !== a.truckingId) continue;
    store.insert('notification', {
      id: id++,
      login: user.login,
      watched: false,
      type: 'APPOINTMENT',
      title: m.notification.title,
      content,
      date: cutoff.toISOString(),
      container: unit?.unitNbr ?? null,
      data: { appointmentId: a.id },
    });
  }
}

/** When nothing can be due before `nextDue` and neither the appointments nor the setting changed, the sweep is skipped. */
const sweeps = new WeakMap<
  Store,
  { list: readonly Appointment[]; appointments: number; settings: number; nextDue: number }
>();

/** Every appointment due for release on the terminal's clock, released (idempotent); true when one was. */
export function releaseDueAppointments(store: Store, now: Date): boolean {
  const seen = sweeps.get(store);
  const versions = { appointments: store.version('appointment'), settings: store.version('terminalSetting') };
  if (
    seen &&
    seen.list === store.db.appointment &&
    seen.appointments === versions.appointments &&
    seen.settings === versions.settings &&
    now.getTime() < seen.nextDue
  )
    return false;
  const { checkInCutoffMinutes: cutoff, releaseFrom } = settingOf(store);
  let changed = false;
  let nextDue = Infinity;
  for (const a of store.db.appointment) {
    // Only a booked place of a quota is released (a sequencing's direct turn is the terminal's own, not a place).
    if (a.status !== 'BOOKED' || a.checkedInAt || !store.findById('appointmentQuota', a.quotaId)) continue;
    const at = cutoffOf(a, cutoff);
    if (releaseDue(a, now, cutoff, releaseFrom)) {
      release(store, a, at);
      changed = true;
    } else if (Date.parse(a.createdAt) >= Date.parse(releaseFrom) && Date.parse(a.createdAt) < at.getTime())
      nextDue = Math.min(nextDue, at.getTime());
  }
  sweeps.set(store, {
    list: store.db.appointment,
    appointments: store.version('appointment'),
    settings: store.version('terminalSetting'),
    nextDue,
  });
  return changed;
}
