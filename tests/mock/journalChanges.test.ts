/**
 * The journal records what a write changed (issue 29, 8b): a driver or truck write on a trucking
 * company journals a patch of that element, not the company with all its drivers. Replay after a
 * restart gives the same collections, a journal applied twice or over a newer snapshot gives the
 * same result (what lets a snapshot be written while writes go on), and journals written before
 * patches (only 'p' and 'd') still load.
 */
import fc from 'fast-check';
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Baselines } from '../../mock-server/persistence/baselines';
import { baselineOf } from '../../mock-server/persistence/baseline';
import { applyTransactions, readJournal, type Transaction } from '../../mock-server/persistence/changes';
import { Store, type StoreOptions } from '../../mock-server/store';
import { COLLECTIONS, type Db } from '../../mock-server/types';
import { MOCK_ONLY, startMock, type Rec } from './helpers';

const journalOf = (dir: string) => path.join(dir, 'db.json.journal');
const linesOf = async (dir: string) => (await readFile(journalOf(dir), 'utf8')).split('\n').filter(Boolean);
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

async function inFreshDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mock-journal-'));
  try {
    await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A store whose seed is only these trucking companies (every other collection empty): quick to open. */
function openStore(dir: string, companies: readonly Rec[], more: Partial<StoreOptions> = {}): Promise<Store> {
  const seed = async () =>
    ({ ...Object.fromEntries(COLLECTIONS.map((c) => [c, []])), truckingcompany: json(companies) }) as unknown as Db;
  return Store.open({ dataDir: dir, seedScale: 1, seed, reset: false, log: () => undefined, verify: true, ...more });
}

const companies = (store: Store) => store.db.truckingcompany as unknown as Rec[];

// ── One driver write on a large company ───────────────────────────────────────────────────────

describe('a driver or truck write on a trucking company with many drivers', MOCK_ONLY, () => {
  it('journals a line of about its element, not the company (< 2 kB for a 40 kB record), and survives a restart', async () => {
    const mock = await startMock();
    try {
      const store = mock.store!;
      const company = store.db.truckingcompany[10]!;
      for (let i = 0; i < 200; i++) {
        company.drivers.push({
          cardId: `PX-${String(i).padStart(5, '0')}`,
          name: `Conductor de reemplazo número ${i} de la flota de ${company.name}`,
          cardExpiration: '31/12/2030',
          license: '56 912345678',
          status: 'OK',
          truckingId: company.id,
        });
      }
      store.touch('truckingcompany', company);
      await store.commit();
      expect(JSON.stringify(company).length).toBeGreaterThan(40_000);
      const cs = await mock.as('servicio');
      const driver = company.drivers[0]!;

      const before = (await readFile(journalOf(mock.dataDir))).length;
      const put = await cs('PUT', `/api/driver/${driver.cardId}/${company.id}`, { name: 'Nombre Cambiado Soto' });
      expect(put.status).toBe(200);
      const driverLine = (await readFile(journalOf(mock.dataDir))).length - before;
      expect(driverLine).toBeLessThan(2_000);

      const plate = company.trucks[0]!.id;
      const truckBefore = (await readFile(journalOf(mock.dataDir))).length;
      expect((await cs('PUT', `/api/truck/${plate}/${company.id}`, { licenseExpiration: '30/06/2031' })).status).toBe(
        200,
      );
      expect((await readFile(journalOf(mock.dataDir))).length - truckBefore).toBeLessThan(2_000);
      const expected = json(store.db.truckingcompany);
      await mock.close();

      const again = await startMock({}, mock.dataDir);
      try {
        expect(json(again.store!.db.truckingcompany)).toEqual(expected);
        expect(again.store!.db.truckingcompany[10]!.drivers.find((d) => d.cardId === driver.cardId)!.name).toBe(
          'Nombre Cambiado Soto',
        );
      } finally {
        await again.close();
      }
    } finally {
      await mock.dispose();
    }
  });

  it('journals the whole record the first time, and always with wholeRecords (the fallback)', () =>
    inFreshDir(async (dir) => {
      const big = {
        id: 'T1',
        name: 'Grande',
        drivers: Array.from({ length: 50 }, (_, i) => ({ cardId: `D${i}`, name: `Conductor ${i}`.padEnd(40, '.') })),
      };
      for (const wholeRecords of [false, true]) {
        const store = await openStore(dir, [big], { reset: true, wholeRecords });
        const company = companies(store)[0]!;
        for (let n = 0; n < 2; n++) {
          company.drivers[n].name = `Cambiado ${n}`;
          store.touch('truckingcompany', company);
          await store.commit();
        }
        const kinds = (await linesOf(dir)).map((l) => (JSON.parse(l) as Transaction).o[0]![0]);
        expect(kinds).toEqual(wholeRecords ? ['p', 'p'] : ['p', 'm']);
        await store.close();
      }
    }));

  it('journals nothing for a touch that changed nothing, and a small record whole', () =>
    inFreshDir(async (dir) => {
      const store = await openStore(dir, [
        { id: 'S', name: 'Chica', drivers: [] },
        { id: 'B', name: 'x'.repeat(2_000), drivers: [] },
      ]);
      const [small, big] = companies(store);
      store.touch('truckingcompany', big!);
      await store.commit();
      store.touch('truckingcompany', big!);
      await store.commit();
      small!.name = 'Sigue chica';
      store.touch('truckingcompany', small!);
      await store.commit();
      expect((await linesOf(dir)).map((l) => (JSON.parse(l) as Transaction).o.map((c) => c[0]))).toEqual([
        ['p'],
        ['p'],
      ]);
      await store.close();
    }));
});

// ── Replay: restart, twice, over a newer snapshot ─────────────────────────────────────────────

const IDS = ['T1', 'T2', 'T3', 'T4'];
const CARDS = ['11.111.111-1', '22.222.222-2', ...Array.from({ length: 10 }, (_, i) => `D${i + 3}`)];
const PLATES = ['AB1234', 'CD5678', 'EF9012', 'GH3456', 'JK7890', 'LM1357'];
const text = fc.string({ maxLength: 12 });

const driver = fc.record({ cardId: fc.constantFrom(...CARDS), name: text, status: fc.constantFrom('OK', 'BLOQUEADO') });
const truck = fc.record({ id: fc.constantFrom(...PLATES), licenseExpiration: text });
const uniqueBy = <T extends Rec>(arb: fc.Arbitrary<T>, key: string) =>
  fc.uniqueArray(arb, { selector: (e) => e[key], maxLength: 10 });
const company = (id: string) =>
  fc.record({
    id: fc.constant(id),
    name: text,
    notes: fc.option(text),
    user: fc.record({ login: text, activated: fc.boolean() }),
    tags: fc.array(text, { maxLength: 3 }),
    drivers: uniqueBy(driver, 'cardId'),
    trucks: uniqueBy(truck, 'id'),
  });

const listField = fc.constantFrom(['drivers', 'cardId'] as const, ['trucks', 'id'] as const);
/** An element for either list: its key is set under the list's key field when added. */
const item = fc.record({
  key: fc.constantFrom(...CARDS, ...PLATES),
  name: text,
  status: fc.constantFrom('OK', 'BLOQUEADO'),
});
/** One change to the store; `at` picks a record (modulo how many there are), `pos` an element. */
const change = fc.oneof(
  fc.record({
    t: fc.constant('field' as const),
    at: fc.nat(),
    field: fc.constantFrom('name', 'notes', 'user', 'tags', 'extra'),
    value: fc.option(fc.oneof(text, fc.record({ login: text }), fc.array(text, { maxLength: 2 })), { nil: undefined }),
  }),
  fc.record({ t: fc.constant('addItem' as const), at: fc.nat(), list: listField, item }),
  fc.record({
    t: fc.constant('editItem' as const),
    at: fc.nat(),
    list: listField,
    pos: fc.nat(),
    name: text,
    inPlace: fc.boolean(),
    rekey: fc.option(fc.constantFrom(...CARDS, ...PLATES), { nil: undefined }),
  }),
  fc.record({ t: fc.constant('removeItem' as const), at: fc.nat(), list: listField, pos: fc.nat() }),
  fc.record({ t: fc.constant('moveItem' as const), at: fc.nat(), list: listField, pos: fc.nat(), to: fc.nat() }),
  fc.record({ t: fc.constant('clearItems' as const), at: fc.nat(), list: listField }),
  fc.record({ t: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ t: fc.constant('insert' as const), record: fc.constantFrom(...IDS).chain(company) }),
  fc.record({ t: fc.constant('replace' as const), at: fc.nat() }),
);
/** Mostly one change per commit (so records get patches), sometimes several (so they fold into one). */
const step = fc.oneof(
  { arbitrary: change, weight: 3 },
  { arbitrary: fc.constant({ t: 'commit' as const }), weight: 2 },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

/** Applies one step to the store's records as a route would, recording it. */
function run(store: Store, s: Step): void {
  const all = companies(store);
  if (s.t === 'insert') {
    if (!all.some((r) => r.id === s.record.id)) store.insert('truckingcompany', json(s.record) as never);
    return;
  }
  if (s.t === 'commit' || all.length === 0) return;
  const record = all[s.at % all.length]!;
  if (s.t === 'delete') return store.remove('truckingcompany', record as never);
  if (s.t === 'replace') return store.replace('truckingcompany', record as never, json(record) as never);
  if (s.t === 'field') {
    if (s.value === undefined) delete record[s.field];
    else record[s.field] = json(s.value);
    return store.touch('truckingcompany', record);
  }
  const [field, key] = s.list;
  const list = (record[field] ?? []) as Rec[];
  if (s.t === 'addItem') {
    if (list.some((e) => e[key] === s.item.key)) return;
    record[field] = [...list, { [key]: s.item.key, name: s.item.name, status: s.item.status }];
  } else if (s.t === 'clearItems') record[field] = [];
  else if (list.length === 0) return;
  else if (s.t === 'editItem') {
    const target = list[s.pos % list.length]!;
    // A new key for the element, when free: the element is then another one where it stands.
    const renamed = s.rekey !== undefined && !list.some((e) => e[key] === s.rekey) ? { [key]: s.rekey } : {};
    if (s.inPlace) Object.assign(target, { name: s.name, ...renamed });
    else record[field] = list.map((e) => (e === target ? { ...e, name: s.name, ...renamed } : e));
  } else if (s.t === 'removeItem') record[field] = list.filter((_, i) => i !== s.pos % list.length);
  else {
    const next = [...list];
    const [moved] = next.splice(s.pos % list.length, 1);
    next.splice(s.to % list.length, 0, moved!);
    record[field] = next;
  }
  store.touch('truckingcompany', record);
}

interface Seen {
  /** Per journal line count, the collection as it then was: each record object with its JSON. */
  states: Map<number, { record: object; json: string }[]>;
}

/** The collection as a snapshot taken at line `from` could hold it: the order of then, each record as of a later line `picks` chooses. */
function snapshotAt(seen: Seen, from: number, last: number, picks: readonly number[]): Rec[] {
  return seen.states.get(from)!.map(({ record, json: at }, i) => {
    const upTo = from + ((picks[i % Math.max(1, picks.length)] ?? 0) % (last - from + 1));
    let content = at;
    for (let line = from; line <= upTo; line++) {
      const later = seen.states.get(line)?.find((s) => s.record === record);
      if (later) content = later.json;
    }
    return JSON.parse(content) as Rec;
  });
}

describe('replay of the journal', MOCK_ONLY, () => {
  it('gives the same collection after a restart, applied twice, and over a snapshot newer than the journal (property)', async () => {
    const start = fc
      .uniqueArray(fc.constantFrom(...IDS), { maxLength: 3 })
      .chain((ids) => fc.tuple(...ids.map(company)));
    await fc.assert(
      fc.asyncProperty(
        start,
        fc.array(step, { maxLength: 60, size: 'medium' }),
        fc.array(fc.nat(), { maxLength: 8 }),
        async (initial, steps, picks) => {
          await inFreshDir(async (dir) => {
            // Every record has a baseline (patchMinBytes 0); verify replays each patch at commit.
            const store = await openStore(dir, initial, { patchMinBytes: 0 });
            const snapshot = JSON.parse(await readFile(path.join(dir, 'db.json'), 'utf8')) as Record<string, unknown[]>;
            const seen: Seen = { states: new Map() };
            const remember = () => {
              seen.states.set(
                store.stats().commits,
                companies(store).map((r) => ({ record: r, json: JSON.stringify(r) })),
              );
            };
            remember();
            for (const s of [...steps, { t: 'commit' as const }]) {
              run(store, s);
              if (s.t === 'commit') {
                await store.commit();
                remember();
              }
            }
            const lines = store.stats().commits;
            const final = json(companies(store));
            await store.close();

            const read = (await readJournal(journalOf(dir)))!;
            expect(read.transactions).toHaveLength(lines);
            const db = { truckingcompany: json(snapshot.truckingcompany) };
            applyTransactions(db, read.transactions);
            expect(db.truckingcompany).toEqual(final);
            applyTransactions(db, read.transactions);
            expect(db.truckingcompany).toEqual(final);
            // A snapshot written while writes went on: rotated at line `from`, each record serialized later.
            for (let from = 0; from <= lines; from++) {
              const newer = { truckingcompany: snapshotAt(seen, from, lines, picks) };
              applyTransactions(newer, read.transactions.slice(from));
              expect(newer.truckingcompany).toEqual(final);
            }
            const reopened = await openStore(dir, []);
            expect(json(companies(reopened))).toEqual(final);
            await reopened.close();
          });
        },
      ),
      { numRuns: Number(process.env.JOURNAL_RUNS ?? 100) },
    );
  }, 120_000);

  it('reads an old journal (whole-record puts and deletes only), also followed by patches', () =>
    inFreshDir(async (dir) => {
      const drivers = Array.from({ length: 30 }, (_, i) => ({
        cardId: `D${i}`,
        name: `Conductor ${i}`.padEnd(40, '.'),
      }));
      const store = await openStore(dir, [
        { id: 'T1', name: 'Uno', drivers },
        { id: 'T2', name: 'Dos', drivers: [] },
      ]);
      await store.close();
      const old = [
        { s: 1, o: [['p', 'truckingcompany', { id: 'T1', name: 'Uno bis', drivers: drivers.slice(1) }]] },
        {
          s: 2,
          o: [
            ['d', 'truckingcompany', 'T2'],
            ['p', 'truckingcompany', { id: 'T3', name: 'Tres', drivers: [] }],
          ],
        },
        {
          s: 3,
          o: [
            [
              'm',
              'truckingcompany',
              'T1',
              {
                set: { notes: 'nueva' },
                items: { drivers: { key: 'cardId', del: ['D5'], add: [{ cardId: 'D99', name: 'Nuevo' }] } },
              },
            ],
          ],
        },
      ];
      await appendFile(journalOf(dir), old.map((l) => `${JSON.stringify(l)}\n`).join(''));
      const reopened = await openStore(dir, []);
      const [t1, t3, ...rest] = companies(reopened);
      expect(rest).toEqual([]);
      expect(t1).toMatchObject({ id: 'T1', name: 'Uno bis', notes: 'nueva' });
      expect((t1!.drivers as Rec[]).map((d) => d.cardId)).toEqual([
        ...drivers
          .slice(1)
          .map((d) => d.cardId)
          .filter((c) => c !== 'D5'),
        'D99',
      ]);
      expect(t3).toEqual({ id: 'T3', name: 'Tres', drivers: [] });
      await reopened.close();
    }));

  it('drops a torn patch line and skips a bad one, as for whole records', () =>
    inFreshDir(async (dir) => {
      const store = await openStore(dir, [{ id: 'T1', name: 'Uno', notes: 'x'.repeat(2_000), drivers: [] }]);
      const t1 = companies(store)[0]!;
      for (const name of ['A', 'B', 'C']) {
        t1.name = name;
        store.touch('truckingcompany', t1);
        await store.commit();
      }
      await store.close();
      const lines = await linesOf(dir);
      // Line 2 (name B) damaged, then a torn patch after line 3 (name C).
      lines[1] = lines[1]!.slice(0, 20);
      await rm(journalOf(dir));
      await appendFile(
        journalOf(dir),
        `${lines.join('\n')}\n{"s":4,"o":[["m","truckingcompany","T1",{"set":{"name":"TORN"`,
      );
      const warnings: string[] = [];
      const reopened = await openStore(dir, [], { log: (m) => warnings.push(m) });
      expect(companies(reopened)[0]!.name).toBe('C');
      expect(warnings.join('\n')).toContain('incompleta');
      expect(warnings.join('\n')).toContain('dañadas (2)');
      await reopened.close();
    }));
});

describe('baselines', () => {
  it('are dropped least recently used first once their weight passes the budget', () => {
    const cache = new Baselines(10);
    const records = Array.from({ length: 4 }, (_, i) => ({ id: i, a: 1, b: 2, c: 3 }));
    for (const r of records) cache.set(r, baselineOf(String(r.id), r));
    // 4 fields each: two fit in 10.
    expect(records.map((r) => cache.get(r) !== undefined)).toEqual([false, false, true, true]);
    cache.set(records[2]!, baselineOf('2', records[2]!));
    cache.set(records[0]!, baselineOf('0', records[0]!));
    expect(records.map((r) => cache.get(r) !== undefined)).toEqual([true, false, true, false]);
  });
});
