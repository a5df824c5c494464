/**
 * The punctuality figures' demo history (issue 31 §3; rulings in the punctuality report), a seed
 * step on its own random stream, after the kinds: every past pass that names an appointment is
 * timed against its slot (most inside it, some late, some early, as a real gate sees), every past
 * pass gets its arrival at the gate (a wait that peaks in the morning and mid-afternoon, longer on
 * Mondays) and a turn time, and some picked-up units missed an earlier appointment (released by
 * the terminal at the check-in cut-off: a no-show). Deterministic at every SEED_SCALE; linear in the passes.
 */
import { addDays, santiagoInstant, santiagoWallClock } from '../../../src/domain/santiagoTime';
import { DEFAULT_GRACE_MINUTES } from '../../../src/domain/appointmentFigures/punctuality';
import { DEFAULT_CHECKIN_CUTOFF_MINUTES } from '../../../src/domain/appointmentCheckIn/rules';
import { Random } from '../../seed/random';
import { quotaId } from '../../terminalModel/appointments';
import { TERMINAL_EPOCH } from '../../terminalModel/clock';
import type { TerminalSeeder } from '../../terminalModel/seed';
import type { Appointment, GateVisit } from '../../terminalModel/types';

const MINUTE = 60_000;
const NOW = Date.parse(TERMINAL_EPOCH);
/** Typical wait by the hour of arrival (Santiago): the morning and mid-afternoon peaks. */
const WAIT_BY_HOUR: Readonly<Record<number, number>> = {
  8: 22,
  9: 18,
  10: 12,
  11: 9,
  12: 6,
  13: 7,
  14: 16,
  15: 14,
  16: 9,
  17: 8,
  18: 5,
  19: 4,
};

const isoAt = (ms: number) => new Date(ms).toISOString();

function waitMinutes(rng: Random, at: number): number {
  const { day, time } = santiagoWallClock(new Date(at));
  const monday = new Date(`${day}T12:00:00Z`).getUTCDay() === 1 ? 6 : 0;
  return Math.max(1, (WAIT_BY_HOUR[Number(time.slice(0, 2))] ?? 3) + monday + rng.int(-3, 8));
}

const turnMinutes = (rng: Random) => 18 + rng.int(0, 40) + (rng.chance(0.12) ? rng.int(40, 150) : 0);

/** The gate-in of a pass for its slot: 80% inside it, 12% after the grace, 8% before it. */
function gateInFor(rng: Random, a: Appointment): number {
  const start = santiagoInstant(a.day, a.start).getTime();
  const end = santiagoInstant(a.day, a.end).getTime();
  const r = rng.next();
  if (r < 0.8) return start + rng.int(0, Math.max(0, (end - start) / MINUTE - 10)) * MINUTE;
  if (r < 0.92) return end + (DEFAULT_GRACE_MINUTES + rng.int(5, 120)) * MINUTE;
  return start - (DEFAULT_GRACE_MINUTES + rng.int(5, 60)) * MINUTE;
}

function timePass(rng: Random, g: GateVisit, a: Appointment | undefined): void {
  const turn = turnMinutes(rng);
  if (a && g.timeOut) {
    const at = gateInFor(rng, a);
    // A slot whose pass would end after the demo's now keeps the seed's times.
    if (at + turn * MINUTE < NOW) {
      g.timeIn = isoAt(at);
      g.timeOut = isoAt(at + turn * MINUTE);
    }
  }
  g.arrivedAt = isoAt(Date.parse(g.timeIn) - waitMinutes(rng, Date.parse(g.timeIn)) * MINUTE);
}

/**
 * An earlier appointment of the same pickup the truck never came to (one day before, same slot):
 * released by the terminal at the check-in cut-off, as the live release does (appts contract:
 * CANCELLED with releasedAt, its place back in the quota), so it takes no place.
 */
function missedBefore(s: TerminalSeeder, rng: Random, a: Appointment): void {
  const day = addDays(a.day, -1);
  const q = s.quotas.get(quotaId(a.kind, a.visitId, day, a.start));
  if (!q) return;
  const start = santiagoInstant(day, a.start).getTime();
  s.db.appointment.push({
    ...a,
    id: s.numbers.appointment++,
    quotaId: q.id,
    day,
    status: 'CANCELLED',
    createdAt: isoAt(start - rng.int(12, 72) * 60 * MINUTE),
    releasedAt: isoAt(start - DEFAULT_CHECKIN_CUTOFF_MINUTES * MINUTE),
    releaseReason: 'NOT_CHECKED_IN',
  });
}

export function seedPunctuality(s: TerminalSeeder): void {
  const rng = new Random('terminal:punctuality');
  const appointments = new Map(s.db.appointment.map((a) => [a.id, a]));
  const missed: Appointment[] = [];
  for (const g of s.db.gateVisit) {
    if (Date.parse(g.timeIn) > NOW) continue;
    const a = g.appointmentId === null ? undefined : appointments.get(g.appointmentId);
    timePass(rng, g, a);
    if (a && rng.chance(0.08)) missed.push(a);
  }
  for (const a of missed) missedBefore(s, rng, a);
}
