/**
 * The terminal composed: the core (terminalModel/) and, one line each, the operation kinds
 * (kinds/<kind>/) and the terminal modules that are not one kind (modules/<module>/). Each
 * registers everything it provides in its module.ts (a TerminalModule: its collections, quota
 * plans, seed, demo controls, transitions, views, charges, documents). The list's order is the
 * seed's and the demo routes'. The core never names a kind.
 */
import { seedDemoDirectWaiting } from './importPickup/seed';
import { seedOperationHistory } from '../terminalModel/historySeed';
import { LEDGER_TARIFFS } from '../modules/tariffs';
import { bookingsModule } from '../modules/bookings/module';
import { carTerminalModule } from '../modules/carTerminal/module';
import { invoicingModule } from '../modules/invoicing/module';
import { paymentsModule } from '../modules/payments/module';
import { gateModule } from '../modules/gate/module';
import { appointmentCheckInModule } from '../modules/appointmentCheckIn/module';
import { truckVisitsModule } from '../modules/truckVisits/module';
import { punctualityModule } from '../modules/punctuality/module';
import { sequencingModule } from '../modules/sequencing/module';
import { yardModule } from '../modules/yard/module';
import { TerminalSeeder, type TerminalMaster } from '../terminalModel/seed';
import { TERMINAL_CORE_COLLECTIONS, type TerminalDb } from '../terminalModel/types';
import { seedBoxHistory } from './boxHistory';
import { carInscriptionKind } from './carInscription/module';
import { TERMINAL_COLLECTIONS } from './collections';
import { emptyPreadviceKind } from './emptyPreadvice/module';
import { exportPreadviceKind } from './exportPreadvice/module';
import { importPickupKind } from './importPickup/module';
import type { TerminalModule } from './module';

export type { TerminalModule } from './module';

export const TERMINAL_MODULES: readonly TerminalModule[] = [
  // The lines' bookings first: the export kinds pre-advise against them.
  bookingsModule,
  importPickupKind,
  exportPreadviceKind,
  emptyPreadviceKind,
  // A departed import box comes back empty and is booked for export: one box, three visits (it spans the kinds above).
  { name: 'boxHistory', seed: (s) => void seedBoxHistory(s) },
  // The yard's places once every container is seeded; the sequencing of its direct pickups on them.
  yardModule,
  sequencingModule,
  // The car terminal after the containers, on its own random streams, then its kinds.
  carTerminalModule,
  carInscriptionKind,
  invoicingModule,
  paymentsModule,
  // The past passes timed against their slots, their arrivals and some missed appointments (punctuality figures).
  punctualityModule,
  // The gate's arrivals (no seed): an export box's arrival at a truck gate and its checks.
  gateModule,
  // Check-in by plate and the release of unchecked appointments at the cut-off (no seed: defaults until changed).
  appointmentCheckInModule,
  // Multi-move truck visits: a delivery and an import pickup joined under one gate pass (no seed).
  truckVisitsModule,
  // Last, so that no other seeded fact moves: the demo agent's direct pickup waiting for its turn.
  { name: 'demoDirectWaiting', seed: seedDemoDirectWaiting },
];

/** The modules' own collections: each must be in the store's list (kinds/collections.ts), and only theirs are. */
const moduleCollections = TERMINAL_MODULES.flatMap((m) => m.collections ?? []);
const listed = TERMINAL_COLLECTIONS.filter((c) => !(TERMINAL_CORE_COLLECTIONS as readonly string[]).includes(c));
if (moduleCollections.length !== listed.length || moduleCollections.some((c) => !listed.includes(c))) {
  throw new Error(
    `kinds/collections.ts lists ${listed.join(', ')}; the registered modules declare ${moduleCollections.join(', ')}`,
  );
}

/** The whole terminal's seed: the core (visits, the registered kinds' quotas, the tariff table), then every module in order. */
export function seedTerminal(master: TerminalMaster, scale = 1): TerminalDb {
  const s = new TerminalSeeder(master, scale, {
    quotas: TERMINAL_MODULES.flatMap((m) => m.quotas ?? []),
    tariffs: LEDGER_TARIFFS,
    collections: moduleCollections,
  });
  for (const m of TERMINAL_MODULES) m.seed?.(s, scale);
  seedOperationHistory(
    s.db,
    Object.fromEntries(TERMINAL_MODULES.filter((m) => m.history).map((m) => [m.name, m.history!])),
  );
  return s.db;
}
