/**
 * Journal bytes per driver and per truck write on a trucking company with 200 drivers and 50
 * trucks (what a write soak grows a company to), journaled whole (as before patches: the store's
 * wholeRecords option) and as patches, side by side in one run. The writes change the company as
 * mock-server/routes/drivers.ts and trucks.ts do (create: push; edit: map to a new element;
 * remove: filter), then touch and commit, on the store directly: the figure is the journal's,
 * not HTTP's.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSeed } from '../mock-server/seed/index';
import { Store } from '../mock-server/store';
import type { Driver, Truck } from '../mock-server/types';
import { report } from './report';

const DRIVERS = 200;
const TRUCKS = 50;
/** Writes per kind; each round is an edit, a create and a remove. */
const ROUNDS = 100;
/** The journal size that starts a snapshot at the least (store.ts MIN_SNAPSHOT_BYTES). */
const SNAPSHOT_BYTES = 8 * 1024 * 1024;

const driver = (i: number, truckingId: string): Driver => ({
  cardId: `PX-${String(i).padStart(6, '0')}`,
  name: `Conductor de prueba número ${i}`,
  cardExpiration: '31/12/2030',
  license: '56 912345678',
  status: 'OK',
  truckingId,
});
const truck = (i: number): Truck => ({
  id: `BX${String(i).padStart(4, '0')}`,
  license: `BX${String(i).padStart(4, '0')}`,
  licenseExpiration: '30/06/2031',
  status: 'OK',
});

interface Figures {
  recordBytes: number;
  driverBytes: number;
  truckBytes: number;
}

async function measure(wholeRecords: boolean): Promise<Figures> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-journal-'));
  // No snapshot during the run: it would empty the journal whose growth is measured.
  const store = await Store.open({
    dataDir,
    seedScale: 1,
    seed: buildSeed,
    reset: true,
    log: () => undefined,
    wholeRecords,
    snapshotBytes: 1e12,
  });
  try {
    const journal = path.join(dataDir, 'db.json.journal');
    const size = async () => (await stat(journal)).size;
    const company = store.db.truckingcompany[10]!;
    for (let i = 0; i < DRIVERS; i++) company.drivers.push(driver(i, company.id));
    for (let i = 0; i < TRUCKS; i++) company.trucks.push(truck(i));
    store.touch('truckingcompany', company);
    await store.commit();
    const write = async (change: () => void) => {
      change();
      store.touch('truckingcompany', company);
      await store.commit();
    };

    let before = await size();
    for (let n = 0; n < ROUNDS; n++) {
      const edited = company.drivers[n % DRIVERS]!;
      await write(
        () => (company.drivers = company.drivers.map((d) => (d === edited ? { ...d, name: `Renombrado ${n}` } : d))),
      );
      const added = driver(DRIVERS + n, company.id);
      await write(() => company.drivers.push(added));
      await write(() => (company.drivers = company.drivers.filter((d) => d !== added)));
    }
    const driverBytes = (await size()) - before;

    before = await size();
    for (let n = 0; n < ROUNDS; n++) {
      const edited = company.trucks[n % TRUCKS]!;
      await write(
        () =>
          (company.trucks = company.trucks.map((t) =>
            t === edited ? { ...t, licenseExpiration: `01/0${1 + (n % 9)}/2031` } : t,
          )),
      );
      const added = truck(TRUCKS + n);
      await write(() => company.trucks.push(added));
      await write(() => (company.trucks = company.trucks.filter((t) => t !== added)));
    }
    const truckBytes = (await size()) - before;
    return {
      recordBytes: Buffer.byteLength(JSON.stringify(company)),
      driverBytes: driverBytes / (3 * ROUNDS),
      truckBytes: truckBytes / (3 * ROUNDS),
    };
  } finally {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const whole = await measure(true);
  const patch = await measure(false);
  const method = `${3 * ROUNDS} driver writes and ${3 * ROUNDS} truck writes (a third each edit, create, remove) on one trucking company of ${DRIVERS} drivers and ${TRUCKS} trucks (${(whole.recordBytes / 1000).toFixed(1)} kB of JSON), journal growth ÷ writes; "whole" = StoreOptions.wholeRecords (the journal before patches), same run`;
  const round = (n: number) => Math.round(n);
  report({
    name: 'Journal bytes per driver write, whole record',
    value: round(whole.driverBytes),
    unit: 'bytes',
    method,
  });
  report({
    name: 'Journal bytes per driver write, patch',
    value: round(patch.driverBytes),
    unit: 'bytes',
    budget: 1_000,
    method,
  });
  report({
    name: 'Journal bytes per truck write, whole record',
    value: round(whole.truckBytes),
    unit: 'bytes',
    method,
  });
  report({
    name: 'Journal bytes per truck write, patch',
    value: round(patch.truckBytes),
    unit: 'bytes',
    budget: 1_000,
    method,
  });
  const perSnapshot = `${SNAPSHOT_BYTES.toLocaleString('en-US')} bytes (the least journal size that starts a snapshot, store.ts) ÷ bytes per driver write`;
  report({
    name: 'Driver writes per snapshot, whole record',
    value: round(SNAPSHOT_BYTES / whole.driverBytes),
    unit: 'writes',
    method: perSnapshot,
  });
  report({
    name: 'Driver writes per snapshot, patch',
    value: round(SNAPSHOT_BYTES / patch.driverBytes),
    unit: 'writes',
    method: perSnapshot,
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
