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

let seededJson: Promise<string> | undefined;

/**
 * `Store.open`'s seed: at scale 1 a fresh copy of the one built seed (a store changes what it is
 * given; a build costs ~1.5 s of CPU, a copy a tenth of it), other scales built anew.
 */
export const seedCopy = async (scale: number): ReturnType<typeof buildSeed> =>
  scale === 1
    ? (JSON.parse(await (seededJson ??= seededDb().then((db) => JSON.stringify(db)))) as Awaited<
        ReturnType<typeof buildSeed>
      >)
    : buildSeed(scale);

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
