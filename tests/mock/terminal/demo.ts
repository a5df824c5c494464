/** The terminal seed's demo units and visits (the same seed the mock builds at SEED_SCALE=1). */
import { buildSeed } from '../../../mock-server/seed/index';
import { demoUnitNumbers, type DemoUnit } from '../../../mock-server/kinds/importPickup/seed';

export interface TerminalDemo {
  units: Record<DemoUnit, string>;
  workingVisit: string;
  inboundVisit: string;
  agaId: string;
  bodegaId: string;
  /** A trucking company of the first agent (the one its seeded operations use). */
  agaTrucking: string;
  /** Another company on the first agent's list (one it may also assign). */
  agaSecondTrucking: string;
  otherTrucking: string;
}

let seeded: ReturnType<typeof buildSeed> | undefined;
let cached: Promise<TerminalDemo> | undefined;

/** The whole seed at SEED_SCALE=1, built once per test file. */
export const seededDb = () => (seeded ??= buildSeed(1));

export function terminalDemo(): Promise<TerminalDemo> {
  cached ??= seededDb().then((db) => ({
    units: demoUnitNumbers(db),
    workingVisit: db.vesselVisit[0]!.id,
    inboundVisit: db.vesselVisit[1]!.id,
    agaId: db.agent[0]!.id,
    bodegaId: db.storekeeper[0]!.id,
    agaTrucking: db.agentTrucking.find((l) => l.agentId === db.agent[0]!.id)!.truckingId,
    agaSecondTrucking: db.agentTrucking.filter((l) => l.agentId === db.agent[0]!.id)[1]!.truckingId,
    otherTrucking: db.truckingcompany[5]!.id,
  }));
  return cached;
}
