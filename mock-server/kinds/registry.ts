/**
 * The operation kinds of the terminal, composed: each kind is one folder under kinds/ (its
 * record type joins the core's Operation union by itself; its rules live in src/domain). Adding
 * a kind = its folder + one line here. The core (terminalModel/) never names a kind.
 */
import { seedBookings } from '../terminalModel/bookingSeed';
import { seedCars } from '../terminalModel/carSeed';
import { seedBoxHistory, TerminalSeeder, type TerminalMaster } from '../terminalModel/seed';
import type { TerminalDb } from '../terminalModel/types';
import { seedExportPreadvices } from './exportPreadvice/seed';
import { seedImportPickups } from './importPickup/seed';

export interface OperationKindModule {
  /** The kind's name (its OperationKinds key). */
  name: string;
  /** Seeds its units and operations on the core's seeder. */
  seed: (s: TerminalSeeder, scale: number) => void;
}

export const OPERATION_KIND_MODULES: readonly OperationKindModule[] = [
  { name: 'importPickup', seed: seedImportPickups },
  { name: 'exportPreadvice', seed: seedExportPreadvices },
];

/** The whole terminal's seed: the core and its bookings, then every kind, then the three-visit box (docs/terminal-model.md). */
export function seedTerminal(master: TerminalMaster, scale = 1): TerminalDb {
  const s = new TerminalSeeder(master, scale);
  // The lines' bookings first: the export kinds pre-advise against them.
  seedBookings(s);
  for (const kind of OPERATION_KIND_MODULES) kind.seed(s, scale);
  // A departed import box comes back empty and is booked for export: one box, three visits.
  seedBoxHistory(s);
  // The car terminal last, on its own random stream.
  seedCars(s, scale);
  return s.db;
}
