/**
 * What a kind or a terminal module registers (kinds/registry.ts lists them): an object per kind or
 * module, in its folder's module.ts, naming everything it provides the terminal.
 */
import type { Router } from 'express';
import type { AppContext } from '../context';
import type { QuotaPlan, TerminalSeeder } from '../terminalModel/seed';
import type { KindHistory } from '../terminalModel/historySeed';
import type { TerminalDb } from '../terminalModel/types';

export interface TerminalModule {
  /** The kind's name (its OperationKinds key), or the module's. */
  name: string;
  /** The collections it adds to the store: declared in its types.ts (`declare module`), listed for the store by kinds/collections.ts. */
  collections?: readonly (keyof TerminalDb)[];
  /** The appointment kinds it books and their slots: the core seeds their daily quotas on every visit. */
  quotas?: readonly QuotaPlan[];
  /** How its operations' creation reads in the history (the seed writes the seeded operations' history with it). */
  history?: KindHistory;
  /** Seeds its records on the core's seeder; the registry's order is the seed's. */
  seed?: (s: TerminalSeeder, scale: number) => void;
  /**
   * The terminal's own work that follows its clock or its boxes (a sequencing's processing ending,
   * the yard's places following the boxes), done before a signed-in call reads the terminal; true
   * when it changed the store (the server then commits before going on).
   */
  settle?: (ctx: AppContext) => boolean;
  /** Its demo controls below /__mock (no sign-in), added in the registry's order. */
  demoRoutes?: (router: Router, ctx: AppContext) => void;
  /**
   * What the areas call (they import it from the kind's folder; listed here so a kind's reach is
   * read in one place): its transitions, views, charges (what an operation owes, from the tariff
   * table, modules/tariffs.ts), documents and spreadsheets.
   */
  provides?: Readonly<Partial<Record<'transitions' | 'views' | 'charges' | 'documents' | 'spreadsheets', object>>>;
}
