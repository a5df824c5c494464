/**
 * The operation kinds of the terminal, composed: each kind is one folder under kinds/ (its
 * record type joins the core's Operation union by itself; its rules live in src/domain). Adding
 * a kind = its folder + one line here. The core (terminalModel/) never names a kind.
 */
import { seedBookings } from '../terminalModel/bookingSeed';
import { seedCars } from '../terminalModel/carSeed';
import { iso, seedBoxHistory, TerminalSeeder, TODAY, type TerminalMaster } from '../terminalModel/seed';
import { seedCreditNotes } from '../terminalModel/invoicing/credits';
import { seedExchangeRates } from '../terminalModel/invoicing/rates';
import { seedInvoices } from '../terminalModel/invoicing/seedInvoices';
import type { TerminalDb } from '../terminalModel/types';
import { seedCarGates } from './carInscription/gates';
import { seedCarInscriptions } from './carInscription/seed';
import { seedExportPreadvices } from './exportPreadvice/seed';
import { seedImportPickups } from './importPickup/seed';

export interface OperationKindModule {
  /** The kind's name (its OperationKinds key). */
  name: string;
  /** Seeds its units and operations on the core's seeder. */
  seed: (s: TerminalSeeder, scale: number) => void;
  /** Which terminal it works on: a car kind seeds after the car terminal's visits and vehicles. */
  terminal?: 'containers' | 'cars';
}

export const OPERATION_KIND_MODULES: readonly OperationKindModule[] = [
  { name: 'importPickup', seed: seedImportPickups },
  { name: 'exportPreadvice', seed: seedExportPreadvices },
  { name: 'carInscription', seed: (s) => { seedCarInscriptions(s); seedCarGates(s); }, terminal: 'cars' },
];

/** The whole terminal's seed: the core and its bookings, then every kind, then the three-visit box (docs/terminal-model.md). */
export function seedTerminal(master: TerminalMaster, scale = 1): TerminalDb {
  const s = new TerminalSeeder(master, scale);
  // The lines' bookings first: the export kinds pre-advise against them.
  seedBookings(s);
  const onCars = (k: OperationKindModule) => k.terminal === 'cars';
  for (const kind of OPERATION_KIND_MODULES.filter((k) => !onCars(k))) kind.seed(s, scale);
  // A departed import box comes back empty and is booked for export: one box, three visits.
  seedBoxHistory(s);
  // The car terminal last, on its own random streams, then its kinds.
  seedCars(s, scale);
  for (const kind of OPERATION_KIND_MODULES.filter(onCars)) kind.seed(s, scale);
  // The day's exchange rates, for the invoices (ruling P68).
  s.db.exchangeRate = seedExchangeRates(TODAY);
  s.db.creditNote = seedCreditNotes(s.db, master.client, iso(-24 * 20));
  // Real invoices behind the demo's overdue marks, and the demo agent's others (ruling P70).
  seedInvoices(s.db, { agents: master.agent, customers: master.customer ?? [], today: TODAY, at: iso });
  return s.db;
}
