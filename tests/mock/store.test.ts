/** Mock server: the store survives restarts, writes atomically and durably, recovers from a bad file. */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMock, type Rec } from './helpers';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mock-store-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const dbFile = () => path.join(dir, 'db.json');
const readDb = async () => JSON.parse(await readFile(dbFile(), 'utf8')) as Record<string, Rec[]>;

describe('store', () => {
  it('ADM-AGA-007 ADM-LOP-005: saved records survive a restart', async () => {
    const first = await startMock({}, dir);
    const cs = await first.as('servicio');
    expect((await cs('POST', '/api/lineOperator', { id: 'PERSIST', name: 'Persistente' })).status).toBe(201);
    expect((await cs('POST', '/api/agent/blockgate/' + (await cs('GET', '/api/agent/list')).body[1].id)).status).toBe(200);
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

  it('ADM-LOP-005: every acknowledged write is already in db.json, which stays valid JSON (no temp files left)', async () => {
    const mock = await startMock({}, dir);
    try {
      const cs = await mock.as('servicio');
      const replies = await Promise.all(Array.from({ length: 25 }, (_, i) => cs('POST', '/api/lineOperator', { id: `BURST${i}`, name: `Ráfaga ${i}` })));
      expect(replies.map((r) => r.status)).toEqual(Array(25).fill(201));
      // Read while the server still runs: the replies came after the data was on disk.
      const ids = (await readDb()).lineOperator!.map((l) => l.id);
      for (let i = 0; i < 25; i++) expect(ids).toContain(`BURST${i}`);
      expect((await readdir(dir)).filter((f) => f !== 'db.json')).toEqual([]);
    } finally {
      await mock.close();
    }
  });

  it('ADM-LOP-005: reset re-seeds db.json', async () => {
    const mock = await startMock({ reset: true }, dir);
    try {
      const db = await readDb();
      expect(db.lineOperator!.some((l) => l.id === 'PERSIST')).toBe(false);
      expect(db.agent).toHaveLength(60);
    } finally {
      await mock.close();
    }
  });

  it('ERR-008: a corrupt db.json is re-seeded with a warning', async () => {
    await writeFile(dbFile(), '{"agent": [', 'utf8');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mock = await startMock({}, dir);
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('no es JSON válido'));
      expect((await (await mock.as('servicio'))('GET', '/api/agent/list')).body).toHaveLength(60);
      expect((await readDb()).agent).toHaveLength(60);
      expect((await readdir(dir)).some((f) => f.startsWith('db.json.corrupt-'))).toBe(true);
    } finally {
      warn.mockRestore();
      await mock.close();
    }
  });

  it('ERR-008: a db.json missing a collection keeps its data and gets the collection from the seed', async () => {
    const db = await readDb();
    delete db.giro;
    db.lineOperator!.push({ id: 'KEEP', name: 'Se mantiene' });
    await writeFile(dbFile(), JSON.stringify(db), 'utf8');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const mock = await startMock({}, dir);
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
});
