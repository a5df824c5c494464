/**
 * The terminal's figures (issue 33 §3, beyond-spec): the history they are computed from, as plain
 * data the server reads out of its records, and whose part of it a caller sees. Each fact carries
 * its parties (trucking company, customs agent, line) so one pure filter applies the scope.
 */
import type { AppointmentFact } from '../appointmentFigures/punctuality';

/** Who the facts are about: the terminal (customer service, operators) or one company's own. */
export type FigureScope =
  | { kind: 'terminal' }
  | { kind: 'trucking'; truckingId: string }
  | { kind: 'agent'; agentId: string }
  | { kind: 'lines'; lines: readonly string[] };

/** The parties of a fact; a null party is nobody's. */
export interface Parties {
  truckingId: string | null;
  agentId: string | null;
  line: string | null;
}

export type FigureAppointment = AppointmentFact & { parties: Parties };

/** A truck's pass through the gate (ISO instants); `appointmentId` names the appointment it came for. */
export interface FigureVisit {
  appointmentId: number | null;
  move: 'PICKUP' | 'DELIVERY';
  timeIn: string;
  timeOut: string | null;
  parties: Parties;
}

/** A full import box's stay: discharged (timeIn) → picked up through the gate (leftAt), ISO instants. */
export interface ImportStay {
  timeIn: string;
  leftAt: string;
  parties: Parties;
}

/** A pending charge of the ledger, its amount in its currency's minor units. */
export interface PendingCharge {
  currency: 'USD' | 'CLP';
  amountMinor: number;
  parties: Parties;
}

/** A final invoice: unpaid after its due date (Santiago day) it is overdue (paymentFilter.ts isOverdue). */
export interface FigureInvoice {
  status: string;
  paid: boolean;
  dueDate: string | null;
  /** Its total in whole CLP (invoiceTotals at its own exchange rate). */
  totalClp: number;
  parties: Parties;
}

/** A daily quota's places (the terminal's offer; a company has none of its own). */
export interface QuotaFact {
  day: string;
  capacity: number;
}

export interface FigureHistory {
  appointments: readonly FigureAppointment[];
  visits: readonly FigureVisit[];
  quotas: readonly QuotaFact[];
  stays: readonly ImportStay[];
  charges: readonly PendingCharge[];
  invoices: readonly FigureInvoice[];
  /** Today's exchange rate, hundredths of CLP per USD (the pending USD charges in pesos). */
  rateHundredths: number;
}

/** The fact is within the scope: the terminal sees all; a company only the facts naming it. */
export function inScope(scope: FigureScope, p: Parties): boolean {
  switch (scope.kind) {
    case 'terminal':
      return true;
    case 'trucking':
      return p.truckingId === scope.truckingId;
    case 'agent':
      return p.agentId === scope.agentId;
    case 'lines':
      return p.line !== null && scope.lines.includes(p.line);
  }
}

/** The part of the history a scope sees; the quotas are the terminal's offer, so a company sees none. */
export function scopedHistory(h: FigureHistory, scope: FigureScope): FigureHistory {
  if (scope.kind === 'terminal') return h;
  const mine = <T extends { parties: Parties }>(xs: readonly T[]) => xs.filter((x) => inScope(scope, x.parties));
  return {
    appointments: mine(h.appointments),
    visits: mine(h.visits),
    quotas: [],
    stays: mine(h.stays),
    charges: mine(h.charges),
    invoices: mine(h.invoices),
    rateHundredths: h.rateHundredths,
  };
}
