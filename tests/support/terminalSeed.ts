/** Reading a seeded terminal in tests: its import containers and their active pickups. */
import type { ExportOperation } from '../../mock-server/kinds/exportPreadvice/types';
import type { ImportOperation } from '../../mock-server/kinds/importPickup/types';
import type { ContainerVisit, TerminalDb } from '../../mock-server/terminalModel/types';

/** The import containers' visits, in seed order (the demo units first). */
export const importUnits = (db: Pick<TerminalDb, 'unitVisit'>): ContainerVisit[] =>
  db.unitVisit.filter((u): u is ContainerVisit => u.kind === 'container' && u.category === 'IMPORT');

/** The unit visit's active import pickup, if any. */
export const pickupOf = (db: Pick<TerminalDb, 'operation'>, unit: { id: string }): ImportOperation | undefined =>
  db.operation.find(
    (o): o is ImportOperation => o.kind === 'importPickup' && o.unitVisitId === unit.id && o.status === 'ACTIVE',
  );

/** The export containers' visits, in seed order. */
export const exportUnits = (db: Pick<TerminalDb, 'unitVisit'>): ContainerVisit[] =>
  db.unitVisit.filter((u): u is ContainerVisit => u.kind === 'container' && u.category === 'EXPORT');

/** The unit visit's active export pre-advice, if any. */
export const preadviceOf = (db: Pick<TerminalDb, 'operation'>, unit: { id: string }): ExportOperation | undefined =>
  db.operation.find(
    (o): o is ExportOperation => o.kind === 'exportPreadvice' && o.unitVisitId === unit.id && o.status === 'ACTIVE',
  );
