/**
 * The mock's data: one in-memory object (also json-server's lowdb state) persisted to
 * <dataDir>/db.json. Writes are atomic (temp file, fsync, rename) and coalesced: a request
 * awaits commit(), which resolves once a write that started after its mutation is on disk,
 * so a burst of mutations costs at most two writes and nothing is acknowledged before it is durable.
 */
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildSeed } from './seed/index';
import { COLLECTIONS, type Db } from './types';

export interface StoreOptions {
  dataDir: string;
  seedScale: number;
  /** Re-seed even when db.json exists. */
  reset: boolean;
  log: (message: string) => void;
}

let tempCounter = 0;

/** Writes a file so that readers see the old or the new content, never a mix. */
async function writeAtomically(file: string, content: string): Promise<void> {
  const temp = `${file}.${process.pid}.${++tempCounter}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  // Make the rename itself durable (not supported on every platform: best effort).
  try {
    const dir = await open(path.dirname(file), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  } catch {
    /* directory fsync unsupported */
  }
}

/** The collections of a parsed file, or the names of those missing/invalid. */
function missingCollections(data: unknown): (keyof Db)[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [...COLLECTIONS];
  return COLLECTIONS.filter((key) => !Array.isArray((data as Record<string, unknown>)[key]));
}

export class Store {
  private writing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  private constructor(readonly db: Db, readonly file: string) {}

  static async open(opts: StoreOptions): Promise<Store> {
    await mkdir(opts.dataDir, { recursive: true });
    const file = path.join(opts.dataDir, 'db.json');
    let db: Db | undefined;
    if (!opts.reset) db = await Store.load(file, opts);
    const store = new Store(db ?? (await buildSeed(opts.seedScale)), file);
    if (!db) await store.commit();
    return store;
  }

  /** The stored db, completed from the seed where collections are missing; undefined to re-seed. */
  private static async load(file: string, opts: StoreOptions): Promise<Db | undefined> {
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
      // Keep the broken file for inspection; the seed takes its place.
      const kept = `${file}.corrupt-${Date.now()}`;
      await rename(file, kept).catch(() => undefined);
      opts.log(`[mock] aviso: ${file} no es JSON válido (guardado como ${path.basename(kept)}); se vuelve a generar desde la semilla.`);
      return undefined;
    }
    const missing = missingCollections(data);
    if (missing.length === COLLECTIONS.length) {
      opts.log(`[mock] aviso: ${file} no tiene el formato esperado; se vuelve a generar desde la semilla.`);
      return undefined;
    }
    if (missing.length > 0) {
      opts.log(`[mock] aviso: ${file} no tiene ${missing.join(', ')}; se completan desde la semilla.`);
      const seed = await buildSeed(opts.seedScale);
      for (const key of missing) (data as Record<string, unknown>)[key] = seed[key];
    }
    return data as Db;
  }

  /** Resolves when every mutation made before the call is on disk. */
  commit(): Promise<void> {
    if (this.queued) return this.queued;
    if (this.writing) {
      // A write is running with an older snapshot: queue one more that starts after it.
      this.queued = this.writing.catch(() => undefined).then(() => {
        this.queued = null;
        return this.startWrite();
      });
      return this.queued;
    }
    return this.startWrite();
  }

  private startWrite(): Promise<void> {
    const run = writeAtomically(this.file, JSON.stringify(this.db));
    const tracked = run.finally(() => {
      if (this.writing === tracked) this.writing = null;
    });
    this.writing = tracked;
    return tracked;
  }

  /** Waits for running and queued writes (before shutting down). */
  async flush(): Promise<void> {
    while (this.writing || this.queued) await (this.queued ?? this.writing)?.catch(() => undefined);
  }
}
