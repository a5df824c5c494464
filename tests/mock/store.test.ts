/**
 * Mock server store: a snapshot (db.json) plus a journal. Acknowledged writes are durable before
 * the answer, survive restarts and crashes (a copy of the files taken while the server runs stands
 * for a crash), a torn last line is dropped, snapshots are taken while writes go on, and a bad
 * snapshot is re-seeded.
 */
import { seedCopy } from './terminal/demo';
import { appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Store, UnrecordedChangeError } from '../../mock-server/store';
import { MOCK_ONLY, startMock, type Rec } from './helpers';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-store-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const dbFile = (d = dir) => path.join(d, 'db.json');
const journalFile = (d = dir) => `${dbFile(d)}.journal`;
const readDb = async (d = dir) => JSON.parse(await readFile(dbFile(d), 'utf8')) as Record<string, Rec[]>;
/** Runs `fn` with a fresh temporary data dir, removed afterwards whatever happens. */
async function inFreshDir(prefix: string, fn: (dir: string) => Promise<void>): Promise<void> {
  const d = await mkdtemp(path.join(tmpdir(), prefix));
  try {
    await fn(d);
  } finally {
    await rm(d, { recursive: true, force: true });
  }
}

const quietLog = () => undefined;
/** Opens the store of a data dir as the server would at start-up, and closes it again. */
async function reopen(d: string, log: (m: string) => void = quietLog) {
  const store = await Store.open({ dataDir: d, seedScale: 1, seed: seedCopy, reset: false, log });
  const db = store.db;
  await store.close();
  return db;
}
/** A copy of the data dir as it is now, as a crash would leave it. */
async function crashCopy(from: string): Promise<string> {
  const to = await mkdtemp(path.join(tmpdir(), 'mock-crash-'));
  await cp(from, to, { recursive: true });
  return to;
}

// MOCK_ONLY: the store's own files, restarts and crashes.
describe('store', MOCK_ONLY, () => {
  it('saved records survive a restart', async () => {
    const first = await startMock({}, dir);
    const cs = await first.as('servicio');
    expect((await cs('POST', '/api/lineOperator', { id: 'PERSIST', name: 'Persistente' })).status).toBe(201);
    expect((await cs('POST', '/api/agent/blockgate/' + (await cs('GET', '/api/agent/list')).body[1].id)).status).toBe(
      200,
    );
    const gate = (await cs('GET', '/api/agent/list')).body[1].activatedGate;
    await first.close();

    const second = await startMock({}, dir);
    try {
      const cs2 = await second.as('servicio');
      expect((await cs2('GET', '/api/lineOperator/PERSIST')).body).toEqual({ id: 'PERSIST', name: 'Persistente' });
      expect((await cs2('GET', '/api/agent/list')).body[1].activatedGate).toBe(gate);
    } finally {
      await second.close();
    }
  });

  it('every acknowledged write is in the journal before its answer, and a crash loses none', async () => {
    const mock = await startMock({}, dir);
    let copy = '';
    try {
      const cs = await mock.as('servicio');
      const replies = await Promise.all(
        Array.from({ length: 25 }, (_, i) => cs('POST', '/api/lineOperator', { id: `BURST${i}`, name: `Ráfaga ${i}` })),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(25).fill(201));
      const snapshotSize = (await readFile(dbFile())).length;
      // Taken while the server still runs: what a kill -9 right now would leave behind.
      copy = await crashCopy(dir);
      // The writes went to the journal, not into a rewrite of the whole snapshot.
      expect((await readFile(dbFile())).length).toBe(snapshotSize);
      expect((await readFile(journalFile(), 'utf8')).split('\n').filter(Boolean).length).toBeGreaterThan(0);
    } finally {
      await mock.close();
    }
    try {
      const ids = (await reopen(copy)).lineOperator.map((l) => l.id);
      for (let i = 0; i < 25; i++) expect(ids).toContain(`BURST${i}`);
      // Start-up folded the journal into a new snapshot and left no temp files.
      expect((await readDb(copy)).lineOperator!.map((l) => l.id)).toContain('BURST24');
      // audit.jsonl: the signed-in writes' audit trail (append-only, mock-server/audit/trail.ts).
      expect((await readdir(copy)).sort()).toEqual(['audit.jsonl', 'db.json', 'db.json.journal']);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });

  it('a torn last journal line (never acknowledged) is dropped with a warning; the rest is kept', () =>
    inFreshDir('mock-torn-', async (d) => {
      const store = await Store.open({ dataDir: d, seedScale: 1, seed: seedCopy, reset: false, log: quietLog });
      store.insert('lineOperator', { id: 'KEPT', name: 'Confirmada' });
      await store.commit();
      await store.close();
      await appendFile(journalFile(d), '{"s":2,"o":[["p","lineOperator",{"id":"TORN","na');
      const warnings: string[] = [];
      const db = await reopen(d, (m) => warnings.push(m));
      expect(db.lineOperator.map((l) => l.id)).toContain('KEPT');
      expect(db.lineOperator.map((l) => l.id)).not.toContain('TORN');
      expect(warnings.join('\n')).toContain('incompleta');
      // The next start finds a clean journal: nothing to warn about.
      const again: string[] = [];
      await reopen(d, (m) => again.push(m));
      expect(again).toEqual([]);
    }));

  it('a snapshot is taken while writes go on, the journal is truncated, and nothing is lost', () =>
    inFreshDir('mock-snapshot-', async (d) => {
      // A tiny threshold: every few writes roll the journal into a new snapshot.
      const store = await Store.open({
        dataDir: d,
        seedScale: 1,
        seed: seedCopy,
        reset: false,
        log: quietLog,
        snapshotBytes: 2_000,
        verify: true,
      });
      const writes: Promise<void>[] = [];
      for (let i = 0; i < 60; i++) {
        store.insert('lineOperator', { id: `SNAP${i}`, name: `Línea ${i}` });
        writes.push(store.commit());
        if (i % 7 === 0) {
          const agent = store.db.agent[i]!;
          agent.notes = `nota ${i}`;
          store.touch('agent', agent);
          writes.push(store.commit());
        }
      }
      await Promise.all(writes);
      await store.flush();
      const journalBytes = (await readFile(journalFile(d))).length;
      expect(journalBytes).toBeLessThan(4_000);
      expect((await readDb(d)).lineOperator!.map((l) => l.id)).toContain('SNAP50');
      const copy = await crashCopy(d);
      await store.close();
      const db = await reopen(copy);
      await rm(copy, { recursive: true, force: true });
      for (let i = 0; i < 60; i++) expect(db.lineOperator.some((l) => l.id === `SNAP${i}`)).toBe(true);
      expect(db.agent[56]!.notes).toBe('nota 56');
    }));

  it('a crash in the middle of a snapshot (journal set aside, snapshot not yet replaced) loses nothing', () =>
    inFreshDir('mock-midsnap-', async (d) => {
      const store = await Store.open({ dataDir: d, seedScale: 1, seed: seedCopy, reset: false, log: quietLog });
      store.insert('lineOperator', { id: 'BEFORE', name: 'Antes' });
      await store.commit();
      await store.close();
      // The state a snapshot leaves between rotating the journal and replacing db.json.
      await writeFile(`${journalFile(d)}.prev`, await readFile(journalFile(d)));
      await writeFile(
        journalFile(d),
        `${JSON.stringify({
          s: 9,
          o: [
            ['p', 'lineOperator', { id: 'AFTER', name: 'Después' }],
            ['d', 'lineOperator', 'BEFORE'],
          ],
        })}\n`,
      );
      const db = await reopen(d);
      const ids = db.lineOperator.map((l) => l.id);
      expect(ids).toContain('AFTER');
      expect(ids).not.toContain('BEFORE');
      expect((await readdir(d)).sort()).toEqual(['db.json', 'db.json.journal']);
    }));

  it('concurrent commits share one sync (group commit)', () =>
    inFreshDir('mock-group-', async (d) => {
      const store = await Store.open({ dataDir: d, seedScale: 1, seed: seedCopy, reset: false, log: quietLog });
      const commits = Array.from({ length: 25 }, (_, i) => {
        store.insert('lineOperator', { id: `GROUP${i}`, name: `Grupo ${i}` });
        return store.commit();
      });
      await Promise.all(commits);
      expect(store.stats().commits).toBe(25);
      // The first line is synced alone; the 24 that arrived meanwhile share the next sync.
      expect(store.stats().syncs).toBeLessThanOrEqual(2);
      await store.close();
      expect((await reopen(d)).lineOperator.filter((l) => l.id.startsWith('GROUP'))).toHaveLength(25);
    }));

  it('findById follows inserts, replacements, removals and ids changed in place', () =>
    inFreshDir('mock-index-', async (d) => {
      const store = await Store.open({ dataDir: d, seedScale: 1, seed: seedCopy, reset: false, log: quietLog });
      const msc = store.db.lineOperator.find((l) => l.id === 'MSC')!;
      expect(store.findById('lineOperator', 'MSC')).toBe(msc);
      store.insert('lineOperator', { id: 'IDX1', name: 'Índice' });
      expect(store.findById('lineOperator', 'IDX1')?.name).toBe('Índice');
      const renamed = { id: 'IDX2', name: 'Otra' };
      store.replace('lineOperator', store.findById('lineOperator', 'IDX1')!, renamed);
      expect(store.findById('lineOperator', 'IDX1')).toBeUndefined();
      expect(store.findById('lineOperator', 'IDX2')).toBe(renamed);
      store.remove('lineOperator', renamed);
      expect(store.findById('lineOperator', 'IDX2')).toBeUndefined();
      msc.id = 'MSC2';
      store.touch('lineOperator', msc);
      expect(store.findById('lineOperator', 'MSC')).toBeUndefined();
      expect(store.findById('lineOperator', 'MSC2')).toBe(msc);
      const first = store.db.agent[0]!;
      expect(store.findById('agent', first.id)).toBe(first);
      await store.close();
    }));

  it('verify mode refuses a commit after a change that was not recorded', () =>
    inFreshDir('mock-verify-', async (d) => {
      const store = await Store.open({
        dataDir: d,
        seedScale: 1,
        seed: seedCopy,
        reset: false,
        log: quietLog,
        verify: true,
      });
      store.db.agent[0]!.notes = 'cambio sin registrar';
      await expect(store.commit()).rejects.toBeInstanceOf(UnrecordedChangeError);
      store.db.agent[1]!.notes = 'cambio registrado';
      store.touch('agent', store.db.agent[1]!);
      await expect(store.commit()).resolves.toBeUndefined();
      await store.close();
    }));

  it('reset re-seeds db.json and drops the journal', async () => {
    const mock = await startMock({ reset: true }, dir);
    try {
      const db = await readDb();
      expect(db.lineOperator!.some((l) => l.id === 'PERSIST')).toBe(false);
      expect(db.agent).toHaveLength(60);
      expect(await readFile(journalFile(), 'utf8')).toBe('');
    } finally {
      await mock.close();
    }
  });

  it('a corrupt db.json is re-seeded with a warning', async () => {
    await writeFile(dbFile(), '{"agent": [', 'utf8');
    await writeFile(
      journalFile(),
      `${JSON.stringify({ s: 1, o: [['p', 'lineOperator', { id: 'ORPHAN', name: 'Huérfana' }]] })}\n`,
    );
    const warn = vi.fn();
    const mock = await startMock({ onWarning: warn }, dir);
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no es JSON válido'));
      expect((await (await mock.as('servicio'))('GET', '/api/agent/list')).body).toHaveLength(60);
      expect((await (await mock.as('servicio'))('GET', '/api/lineOperator/ORPHAN')).status).toBe(404);
      expect((await readDb()).agent).toHaveLength(60);
      expect((await readdir(dir)).some((f) => f.startsWith('db.json.corrupt-'))).toBe(true);
      // The journal that followed the bad snapshot is kept aside too, not replayed onto the seed.
      expect((await readdir(dir)).some((f) => f.startsWith('db.json.journal.orphan-'))).toBe(true);
    } finally {
      warn.mockRestore();
      await mock.close();
    }
  });

  it('a db.json missing a collection keeps its data and gets the collection from the seed', async () => {
    const db = await readDb();
    delete db.giro;
    db.lineOperator!.push({ id: 'KEEP', name: 'Se mantiene' });
    await writeFile(dbFile(), JSON.stringify(db), 'utf8');
    const warn = vi.fn();
    const mock = await startMock({ onWarning: warn }, dir);
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('giro'));
      const admin = await mock.as('admin');
      expect((await admin('GET', '/api/giro')).body.length).toBeGreaterThan(10);
      expect((await admin('GET', '/api/lineOperator/KEEP')).status).toBe(403);
      expect((await (await mock.as('servicio'))('GET', '/api/lineOperator/KEEP')).body.name).toBe('Se mantiene');
    } finally {
      warn.mockRestore();
      await mock.close();
    }
  });

  it('every seeded collection has unique ids (the journal stores and replays records by id)', async () => {
    const db = await readDb();
    for (const [name, records] of Object.entries(db)) {
      const ids = records.map((r) => String(r.id));
      expect(new Set(ids).size, name).toBe(ids.length);
      expect(ids.includes('undefined'), name).toBe(false);
    }
  });
});
