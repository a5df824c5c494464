/**
 * The audit trail (issue 33 §3; rulings in rulings-audit): every change a signed-in call commits,
 * one entry per record, with who, when (the demo clock), what and the changed fields before and
 * after. It observes the store's commits — the one place every accepted write passes, resource
 * routes, terminal transitions and the generic service alike — so no route records anything, and
 * a refused call (which commits nothing) leaves nothing.
 *
 * Stored append-only in DATA_DIR/audit.jsonl (one entry a line, synced with the commit's journal
 * line before the answer); no call writes it and the store does not hold it, so the generic
 * service cannot reach it. "Before" comes from an image of every record as last committed (the
 * store changes records in place), kept here as JSON.
 */
import { readFile, rename, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { areaOf } from '../../src/domain/audit/areas';
import { auditEntryOf } from '../../src/domain/audit/recording';
import type { AuditEntry } from '../../src/domain/audit/wire';
import { Journal } from '../persistence/journal';
import type { CommitObserver, CommittedChange, Store } from '../store';
import { currentActor, type AuditActor } from './actor';

/** Entries held in memory for the list (the newest); older ones stay in the file only. */
export const MAX_HELD_ENTRIES = 250_000;

type Rec = Record<string, unknown>;

/** The trail's file in a data dir. */
export const auditFileOf = (dataDir: string) => path.join(dataDir, 'audit.jsonl');

/** Drops the trail with the data it describes (`npm run mock:reset`). */
export const dropAuditTrail = (dataDir: string) => rm(auditFileOf(dataDir), { force: true });

export interface AuditTrailOptions {
  dataDir: string;
  store: Store;
  now: () => Date;
  /** The data were seeded afresh on purpose (MOCK_RESET): an earlier trail is dropped, not kept aside. */
  reset: boolean;
  log: (message: string) => void;
}

export class AuditTrail implements CommitObserver {
  private readonly held: AuditEntry[] = [];
  private readonly image = new Map<string, Map<string, string>>();
  private nextId = 1;

  private constructor(
    private readonly journal: Journal,
    private readonly now: () => Date,
  ) {}

  static async open(opts: AuditTrailOptions): Promise<AuditTrail> {
    const file = auditFileOf(opts.dataDir);
    // A trail belongs to the data it describes: with a new seed it no longer does.
    if (opts.store.seeded) {
      const size = await stat(file).then(
        (s) => s.size,
        () => 0,
      );
      if (opts.reset || size === 0) await rm(file, { force: true });
      else {
        const kept = `${file}.orphan-${Date.now()}`;
        await rename(file, kept);
        opts.log(
          `[mock] aviso: audit.jsonl describe datos anteriores a la semilla (guardado como ${path.basename(kept)}).`,
        );
      }
    }
    const entries = await AuditTrail.read(file, opts.log);
    const trail = new AuditTrail(await Journal.open(file), opts.now);
    trail.nextId = (entries.at(-1)?.id ?? 0) + 1;
    trail.held.push(...entries.slice(-MAX_HELD_ENTRIES));
    trail.takeImage(opts.store);
    opts.store.observeCommits(trail);
    return trail;
  }

  private static async read(file: string, log: (m: string) => void): Promise<AuditEntry[]> {
    const text = await readFile(file, 'utf8').catch(() => '');
    const lines = text.split('\n');
    const tail = lines.pop() ?? '';
    if (tail !== '') {
      // Cut off, so that the next entry starts a line of its own instead of finishing the torn one.
      await truncate(file, Buffer.byteLength(text) - Buffer.byteLength(tail));
      if (tail.trim() !== '')
        log('[mock] aviso: la última línea de audit.jsonl quedó incompleta (nunca fue confirmada); se descarta.');
    }
    const entries: AuditEntry[] = [];
    for (const line of lines) {
      if (line.trim() === '') continue;
      try {
        entries.push(JSON.parse(line) as AuditEntry);
      } catch {
        log('[mock] aviso: audit.jsonl tiene una línea dañada; se omite.');
      }
    }
    return entries;
  }

  private takeImage(store: Store): void {
    for (const [collection, records] of Object.entries(store.db)) {
      const map = new Map<string, string>();
      for (const r of records as Rec[]) if (r && r.id !== undefined) map.set(String(r.id), JSON.stringify(r));
      this.image.set(collection, map);
    }
  }

  /** The entries held, oldest first (read-only: callers never change them). */
  entries(): readonly AuditEntry[] {
    return this.held;
  }

  tag(): AuditActor | undefined {
    return currentActor();
  }

  committed(changes: readonly CommittedChange[]): Promise<void> | undefined {
    const lines: string[] = [];
    const at = this.now().toISOString();
    for (const c of changes) {
      let records = this.image.get(c.collection);
      if (!records) this.image.set(c.collection, (records = new Map()));
      const key = String(c.id);
      const before = records.get(key);
      const after = c.record ? JSON.stringify(c.record) : undefined;
      if (after === undefined) records.delete(key);
      else records.set(key, after);
      const actor = c.tag as AuditActor | undefined;
      if (!actor || before === after) continue;
      const entry = auditEntryOf({
        id: this.nextId,
        at,
        user: actor.user,
        roles: actor.roles,
        call: actor.call,
        area: areaOf(c.collection),
        recordType: c.collection,
        recordId: key,
        before: before === undefined ? null : (JSON.parse(before) as Rec),
        after: after === undefined ? null : (JSON.parse(after) as Rec),
      });
      if (!entry) continue;
      this.nextId++;
      this.held.push(entry);
      lines.push(JSON.stringify(entry));
    }
    // Bounded memory: the oldest leave the list (never the file) in batches.
    if (this.held.length > MAX_HELD_ENTRIES + 10_000) this.held.splice(0, this.held.length - MAX_HELD_ENTRIES);
    return lines.length > 0 ? this.journal.append(lines.join('\n')) : undefined;
  }

  close(): Promise<void> {
    return this.journal.close();
  }
}
