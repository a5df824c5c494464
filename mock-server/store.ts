/**
 * The mock's data: one in-memory object (also json-server's lowdb state), made durable by a
 * journal, so that a write costs the size of its change rather than of the store.
 *
 * - Handlers change records in `db` and say so in the same synchronous step with touch(),
 *   insert(), replace() or remove(); then `await commit()`, which appends every change recorded
 *   so far as one journal line and resolves once it is fsync'd (concurrent commits share a sync).
 *   Nothing is acknowledged before it is durable.
 * - A touched record is journaled whole the first time; when it is large (a trucking company
 *   with its drivers and trucks), later touches journal only what changed since the journal last
 *   wrote it: the store keeps a baseline of fingerprints for it (persistence/baseline.ts).
 * - Now and then (the journal outgrows the snapshot) the store writes a new snapshot (db.json)
 *   while requests go on, then drops the journal it covers. Start-up is snapshot + replay.
 * - verify (tests): every commit also checks that no record changed without being recorded, so
 *   a route that forgets to record a change fails loudly instead of losing it on restart, and
 *   that each patch, replayed over the record as last committed, gives the record as it is.
 */
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { baselineOf, diffRecord } from './persistence/baseline';
import { Baselines } from './persistence/baselines';
import { applyTransactions, keyOf, readJournal } from './persistence/changes';
import { Journal } from './persistence/journal';
import { applyPatch, type RecordPatch } from './persistence/recordPatch';
import { writeSnapshot } from './persistence/snapshot';
import { COLLECTIONS, type Db } from './types';

export interface StoreOptions {
  dataDir: string;
  seedScale: number;
  /** Re-seed even when db.json exists. */
  reset: boolean;
  log: (message: string) => void;
  /** Check on every commit that each changed record was recorded (tests; O(store) per commit). */
  verify?: boolean;
  /** Journal size that triggers a new snapshot (default: the snapshot's own size, at least 8 MB). */
  snapshotBytes?: number;
  /** Records whose JSON is at least this long journal later touches as patches (default 1,024). */
  patchMinBytes?: number;
  /** Journal every touched record whole, as before patches (benchmarks compare the two). */
  wholeRecords?: boolean;
  /** Builds the seed (seed/index.ts buildSeed), given by the caller so the store does not reach up to what it stores. */
  seed: (scale: number) => Promise<Db>;
  /** The mock areas' own collections (areas/registry.ts), besides the core's and the definitions' (types.ts). */
  collections?: readonly string[];
}

/** Every collection the store keeps and snapshots. */
const collectionsOf = (opts: Pick<StoreOptions, 'collections'>): readonly string[] => [
  ...COLLECTIONS,
  ...(opts.collections ?? []),
];

export type CollectionName = Extract<keyof Db, string>;
type AnyRecord = { id?: unknown };

const MIN_SNAPSHOT_BYTES = 8 * 1024 * 1024;
/** Below this, a record's whole JSON is a short line anyway, and holds no baseline. */
const PATCH_MIN_BYTES = 1024;
/**
 * Fields plus array elements the baselines may hold: about 32 bytes each (measured on companies
 * of 200 drivers), so some 16 MB at most at any seed scale, room for 2,500 such companies.
 */
const BASELINE_BUDGET = 500_000;

/**
 * How a record was recorded since the last commit: touched (journaled as a patch when it has a
 * baseline), inserted (stored last) or replaced (stored whole where it stands); null: deleted.
 */
type Recorded = 'touch' | 'insert' | 'replace';
interface Pending {
  collection: CollectionName;
  id: unknown;
  record: AnyRecord | null;
  how: Recorded;
  /** The observer's tag when the change was recorded (who made it: the audit trail). */
  tag?: unknown;
}

/** A change as committed, for a commit observer. */
export interface CommittedChange {
  collection: CollectionName;
  id: unknown;
  /** null: deleted. */
  record: AnyRecord | null;
  tag?: unknown;
}

/**
 * Told of every commit (the audit trail, mock-server/audit): `tag` is asked when a change is
 * recorded, `committed` gets the commit's changes before its line is written, and the commit is
 * acknowledged once what it returns has settled too.
 */
export interface CommitObserver {
  tag(): unknown;
  committed(changes: readonly CommittedChange[]): Promise<void> | undefined;
  /** Closed with the store, after its last commit. */
  close?(): Promise<void>;
}
/** An insert stays an insert whatever follows in the same commit, a replacement a replacement. */
const RANK: Record<Recorded, number> = { touch: 0, replace: 1, insert: 2 };

/** A patch as journaled, kept until the line is built so that verify mode can replay it. */
interface Patched {
  collection: CollectionName;
  id: unknown;
  record: AnyRecord;
  patch: RecordPatch;
}

/** The collections of a parsed file, or the names of those missing/invalid. */
function missingCollections(data: unknown, all: readonly string[]): CollectionName[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [...all];
  return all.filter((key) => !Array.isArray((data as Record<string, unknown>)[key]));
}

/** A file moved aside for inspection (kept, never deleted). */
async function keepAside(file: string, label: string): Promise<string> {
  const kept = `${file}.${label}-${Date.now()}`;
  await rename(file, kept).catch(() => undefined);
  return kept;
}

export class UnrecordedChangeError extends Error {}
/** verify mode: a patch that, replayed, does not give the record as it is (a bug of the diff). */
export class PatchMismatchError extends Error {}

export class Store {
  /** Changes recorded since the last commit: collection\0id → the record (null: deleted). */
  private pending = new Map<string, Pending>();
  /** What the journal last wrote of the large records touched lately (see touch()). */
  private readonly baselines = new Baselines(BASELINE_BUDGET);
  private readonly versions = new Map<string, number>();
  /** Per collection, id → record: built on the first lookup, kept up to date by insert/replace/remove. */
  private readonly ids = new Map<CollectionName, Map<string, AnyRecord>>();
  private sequence = 0;
  private snapshotting: Promise<void> | null = null;
  private snapshotBytes: number;
  /** verify mode: the JSON of every record as last committed. */
  private shadow: Map<string, Map<string, string>> | null = null;
  private closed = false;
  private observer: CommitObserver | undefined;
  /** True when this start seeded the data afresh (nothing stored before, or a reset). */
  seeded = false;
  /** Changes every start: with the versions, it makes ETags that never repeat across restarts. */
  readonly epoch = randomBytes(6).toString('hex');

  private constructor(
    readonly db: Db,
    readonly file: string,
    private journal: Journal,
    private readonly opts: StoreOptions,
  ) {
    this.snapshotBytes = opts.snapshotBytes ?? MIN_SNAPSHOT_BYTES;
    if (opts.verify) this.shadow = Store.shadowOf(db, collectionsOf(opts));
  }

  static async open(opts: StoreOptions): Promise<Store> {
    await mkdir(opts.dataDir, { recursive: true });
    const file = path.join(opts.dataDir, 'db.json');
    const journalFile = `${file}.journal`;
    const previousJournal = `${journalFile}.prev`;

    const loaded = opts.reset ? undefined : await Store.loadSnapshot(file, opts);
    let db = loaded?.db;
    let journalLines = 0;
    if (db) {
      for (const f of [previousJournal, journalFile]) journalLines += await Store.replay(f, db, opts);
    } else {
      // Journals belong to the snapshot they follow: with a new seed they no longer apply. Unless
      // the seed was asked for, whatever they hold is kept aside for inspection, like a bad snapshot.
      for (const f of [previousJournal, journalFile]) {
        if (!opts.reset && (await Store.sizeOf(f)) > 0) {
          const kept = await keepAside(f, 'orphan');
          opts.log(
            `[mock] aviso: ${path.basename(f)} no tiene instantánea a la que aplicarse (guardado como ${path.basename(kept)}).`,
          );
        }
        await rm(f, { force: true });
      }
      db = await opts.seed(opts.seedScale);
    }
    // Start from a clean pair: a snapshot that holds everything and an empty journal.
    if (!loaded || loaded.completed || journalLines > 0) {
      await writeSnapshot(
        file,
        collectionsOf(opts).map((c) => [c, db[c]] as const),
      );
      for (const f of [previousJournal, journalFile]) await rm(f, { force: true });
    }
    const journal = await Journal.open(journalFile);
    const store = new Store(db, file, journal, opts);
    store.seeded = !loaded;
    if (opts.snapshotBytes === undefined) store.snapshotBytes = Math.max(MIN_SNAPSHOT_BYTES, await Store.sizeOf(file));
    return store;
  }

  /** The file's size in bytes, or -1 when it does not exist. */
  private static async sizeOf(file: string): Promise<number> {
    return stat(file).then(
      (s) => s.size,
      () => -1,
    );
  }

  /** The stored db, completed from the seed where collections are missing; undefined to re-seed. */
  private static async loadSnapshot(
    file: string,
    opts: StoreOptions,
  ): Promise<{ db: Db; completed: boolean } | undefined> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch {
      return undefined;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      const kept = await keepAside(file, 'corrupt');
      opts.log(
        `[mock] aviso: ${file} no es JSON válido (guardado como ${path.basename(kept)}); se vuelve a generar desde la semilla.`,
      );
      return undefined;
    }
    const missing = missingCollections(data, collectionsOf(opts));
    if (missing.length === collectionsOf(opts).length) {
      opts.log(`[mock] aviso: ${file} no tiene el formato esperado; se vuelve a generar desde la semilla.`);
      return undefined;
    }
    if (missing.length > 0) {
      opts.log(`[mock] aviso: ${file} no tiene ${missing.join(', ')}; se completan desde la semilla.`);
      const seed = await opts.seed(opts.seedScale);
      for (const key of missing) (data as Record<string, unknown>)[key] = seed[key];
    }
    return { db: data as Db, completed: missing.length > 0 };
  }

  /** Applies a journal file to db; how many lines it had (replayed, torn or damaged). */
  private static async replay(file: string, db: Db, opts: StoreOptions): Promise<number> {
    const read = await readJournal(file);
    if (!read) return 0;
    const name = path.basename(file);
    if (read.tornTail)
      opts.log(`[mock] aviso: la última línea de ${name} quedó incompleta (nunca fue confirmada); se descarta.`);
    if (read.badLines.length > 0) {
      const kept = `${file}.damaged-${Date.now()}`;
      await copyFile(file, kept);
      opts.log(
        `[mock] aviso: ${name} tiene líneas dañadas (${read.badLines.join(', ')}), que se omiten; copia en ${path.basename(kept)}.`,
      );
    }
    applyTransactions(db as unknown as Record<string, unknown[]>, read.transactions);
    return read.transactions.length + read.badLines.length + (read.tornTail ? 1 : 0);
  }

  // ── Recording changes ────────────────────────────────────────────────────────────────────

  private record(collection: CollectionName, id: unknown, record: AnyRecord | null, how: Recorded = 'touch'): void {
    const key = `${collection}\u0000${keyOf(id)}`;
    const before = this.pending.get(key);
    if (record && before?.record && RANK[before.how] > RANK[how]) how = before.how;
    const tag = before?.tag ?? this.observer?.tag();
    // Inserts replay in the line's order, each placed last: an insert goes after every change
    // recorded so far, as its record went after every record in the collection.
    if (how === 'insert' && before?.how !== 'insert') this.pending.delete(key);
    this.pending.set(key, { collection, id, record, how, tag });
    this.versions.set(collection, (this.versions.get(collection) ?? 0) + 1);
  }

  /**
   * Records that these records of `collection` (already in db) were changed in place. The journal
   * gets what changed since it last wrote the record when it keeps a baseline of it, else the
   * whole record.
   */
  touch(collection: CollectionName, ...records: AnyRecord[]): void {
    const index = this.ids.get(collection);
    for (const r of records) {
      // An id changed in place leaves the index behind: rebuild it on the next lookup.
      if (index && index.get(keyOf(r.id)) !== r) this.ids.delete(collection);
      this.record(collection, r.id, r);
    }
  }

  /** Adds a record at the end of its collection. */
  insert<C extends CollectionName>(collection: C, record: Db[C][number]): void {
    (this.db[collection] as AnyRecord[]).push(record as AnyRecord);
    const key = keyOf((record as AnyRecord).id);
    const index = this.ids.get(collection);
    if (index && !index.has(key)) index.set(key, record as AnyRecord);
    this.record(collection, (record as AnyRecord).id, record as AnyRecord, 'insert');
  }

  /**
   * The record of `collection` whose id, as a string, is `id` (ids are unique: writes refuse a
   * duplicate). Writes look records up on every request: an index keeps that O(1) at any scale.
   */
  findById<C extends CollectionName>(collection: C, id: unknown): Db[C][number] | undefined {
    const key = keyOf(id);
    let index = this.ids.get(collection);
    const found = index?.get(key);
    if (found && keyOf(found.id) === key) return found as Db[C][number];
    if (!index || found) {
      index = new Map();
      for (const r of this.db[collection] as AnyRecord[]) {
        if (r?.id === undefined || r.id === null) continue;
        if (!index.has(keyOf(r.id))) index.set(keyOf(r.id), r);
      }
      this.ids.set(collection, index);
    }
    return index.get(key) as Db[C][number] | undefined;
  }

  /** Puts `next` where `current` stands (its id may differ: the old id is then deleted). */
  replace<C extends CollectionName>(collection: C, current: Db[C][number], next: Db[C][number]): void {
    const list = this.db[collection] as AnyRecord[];
    const index = list.indexOf(current as AnyRecord);
    if (index < 0) throw new Error(`${collection}: el registro a reemplazar no está en la colección`);
    list[index] = next as AnyRecord;
    const oldId = (current as AnyRecord).id;
    const newId = (next as AnyRecord).id;
    const ids = this.ids.get(collection);
    if (ids) {
      if (ids.get(keyOf(oldId)) === current) ids.delete(keyOf(oldId));
      ids.set(keyOf(newId), next as AnyRecord);
    }
    this.baselines.delete(current as AnyRecord);
    if (keyOf(oldId) !== keyOf(newId)) this.record(collection, oldId, null);
    this.record(collection, newId, next as AnyRecord, 'replace');
  }

  /** Removes records from their collection. */
  remove<C extends CollectionName>(collection: C, ...records: Db[C][number][]): void {
    const list = this.db[collection] as AnyRecord[];
    const ids = this.ids.get(collection);
    for (const r of records) {
      const index = list.indexOf(r as AnyRecord);
      if (index >= 0) list.splice(index, 1);
      const key = keyOf((r as AnyRecord).id);
      if (ids?.get(key) === r) ids.delete(key);
      this.baselines.delete(r as AnyRecord);
      this.record(collection, (r as AnyRecord).id, null);
    }
  }

  /** One observer of every commit (the audit trail). */
  observeCommits(observer: CommitObserver): void {
    this.observer = observer;
  }

  /** Journal lines appended and syncs they took (diagnostics). */
  stats(): { commits: number; syncs: number } {
    return { commits: this.sequence, syncs: this.journal.syncs };
  }

  /** Bumped by every recorded change of the collection: list answers are cached per version. */
  version(collection: CollectionName): number {
    return this.versions.get(collection) ?? 0;
  }

  // ── Durability ───────────────────────────────────────────────────────────────────────────

  /** Resolves when every change recorded before the call is on disk. */
  async commit(): Promise<void> {
    if (this.closed) throw new Error('El almacén está cerrado');
    const changes = this.pending;
    this.pending = new Map();
    const committed = this.shadow;
    if (this.shadow) this.verifyAgainst(changes);
    const observed =
      changes.size > 0
        ? this.observer?.committed(
            [...changes.values()].map(({ collection, id, record, tag }) => ({ collection, id, record, tag })),
          )
        : undefined;
    const patched: Patched[] = [];
    const o: string[] = [];
    for (const change of changes.values()) {
      const json = this.journaled(change, patched);
      if (json !== undefined) o.push(json);
    }
    if (committed) this.checkPatches(committed, patched);
    // Touches that changed nothing: no line, but the answer still waits for the earlier ones.
    if (o.length === 0) {
      await Promise.all([this.journal.synced(), observed]);
      return;
    }
    // The changes are JSON already: the line is JSON.stringify({ s, o }) without serializing them again.
    const line = `{"s":${++this.sequence},"o":[${o.join(',')}]}`;
    try {
      await Promise.all([this.journal.append(line), observed]);
    } catch (err) {
      // The line may be missing from the file: later patches must not build on it.
      this.baselines.clear();
      throw err;
    }
    if (this.journal.bytes > this.snapshotBytes && !this.snapshotting)
      void this.snapshot().catch((err) => this.opts.log(`[mock] error al escribir la instantánea: ${String(err)}`));
  }

  /**
   * The journal's JSON for one recorded change, and the record's baseline brought up to date;
   * undefined for a touch that changed nothing. A large record gets a baseline when written whole,
   * and its later touches are patches against it.
   */
  private journaled({ collection, id, record, how }: Pending, patched: Patched[]): string | undefined {
    if (!record) return JSON.stringify(['d', collection, id]);
    const key = keyOf(record.id);
    const baseline = how === 'touch' ? this.baselines.get(record) : undefined;
    if (baseline && baseline.id === key) {
      const { patch, next } = diffRecord(baseline, record as Record<string, unknown>);
      this.baselines.set(record, next);
      if (!patch) return undefined;
      patched.push({ collection, id: record.id, record, patch });
      return JSON.stringify(['m', collection, record.id, patch]);
    }
    const json = JSON.stringify(record);
    // A patch names its record by id: one whose id JSON cannot carry as it is gets no baseline.
    const named = typeof record.id === 'string' || (typeof record.id === 'number' && Number.isFinite(record.id));
    if (named && !this.opts.wholeRecords && json.length >= (this.opts.patchMinBytes ?? PATCH_MIN_BYTES))
      this.baselines.set(record, baselineOf(key, record as Record<string, unknown>));
    else this.baselines.delete(record);
    return `[${JSON.stringify(how === 'insert' ? 'a' : 'p')},${JSON.stringify(collection)},${json}]`;
  }

  /**
   * Writes a new snapshot while requests go on, then drops the journal it covers. The journal is
   * rotated first; records are serialized afterwards, each whole, and may already hold changes of
   * the new journal: replaying those again on start-up gives the same records (every change is
   * absolute: persistence/changes.ts), so any crash point leaves snapshot + journals complete.
   * Baselines stay valid across it: a patch of the new journal holds absolute values, so it
   * applies over the record however recent the snapshot's copy of it is.
   */
  snapshot(): Promise<void> {
    if (this.snapshotting) return this.snapshotting;
    const previous = `${this.journal.file}.prev`;
    const run = (async () => {
      await this.journal.rotate(previous);
      const collections = collectionsOf(this.opts).map((c) => [c, [...(this.db[c] as unknown[])]] as const);
      await writeSnapshot(this.file, collections);
      await rm(previous, { force: true });
      this.snapshotBytes = Math.max(MIN_SNAPSHOT_BYTES, this.opts.snapshotBytes ?? 0, await Store.sizeOf(this.file));
    })();
    this.snapshotting = run.finally(() => {
      this.snapshotting = null;
    });
    return this.snapshotting;
  }

  /** Waits for pending journal writes and a running snapshot (before shutting down). */
  async flush(): Promise<void> {
    if (this.pending.size > 0 && !this.closed) await this.commit();
    await this.journal.settle();
    while (this.snapshotting) await this.snapshotting.catch(() => undefined);
  }

  /** Flushes and closes the journal; the store takes no more commits. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush();
    this.closed = true;
    await this.journal.close();
    await this.observer?.close?.();
  }

  // ── verify mode ──────────────────────────────────────────────────────────────────────────

  private static shadowOf(db: Db, all: readonly string[]): Map<string, Map<string, string>> {
    const shadow = new Map<string, Map<string, string>>();
    for (const c of all) shadow.set(c, new Map((db[c] as AnyRecord[]).map((r) => [keyOf(r.id), JSON.stringify(r)])));
    return shadow;
  }

  /**
   * Throws when a patch replayed over the record as last committed does not give the record as
   * it is now: every mock test then checks the diff on whatever its routes write.
   */
  private checkPatches(committed: Map<string, Map<string, string>>, patched: readonly Patched[]): void {
    for (const { collection, id, record, patch } of patched) {
      const before = committed.get(collection)?.get(keyOf(id));
      if (before === undefined) continue;
      const replayed = JSON.parse(
        JSON.stringify(applyPatch(JSON.parse(before) as Record<string, unknown>, patch)),
      ) as unknown;
      if (isDeepStrictEqual(replayed, JSON.parse(JSON.stringify(record)))) continue;
      this.baselines.clear();
      throw new PatchMismatchError(`[mock] el parche de ${collection}/${keyOf(id)} no reproduce el registro`);
    }
  }

  /** Throws when a record differs from the last commit without a recorded change. */
  private verifyAgainst(changes: Map<string, { collection: CollectionName }>): void {
    const all = collectionsOf(this.opts);
    const current = Store.shadowOf(this.db, all);
    const unrecorded: string[] = [];
    for (const c of all) {
      const before = this.shadow!.get(c)!;
      const now = current.get(c)!;
      for (const [id, json] of now)
        if (before.get(id) !== json && !changes.has(`${c}\u0000${id}`)) unrecorded.push(`${c}/${id}`);
      for (const id of before.keys())
        if (!now.has(id) && !changes.has(`${c}\u0000${id}`)) unrecorded.push(`${c}/${id} (borrado)`);
    }
    this.shadow = current;
    if (unrecorded.length > 0) {
      throw new UnrecordedChangeError(
        `[mock] cambios sin registrar en el diario: ${unrecorded.slice(0, 10).join(', ')}`,
      );
    }
  }
}
