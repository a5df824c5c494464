/**
 * The snapshot file (db.json): the whole store as one JSON object, always replaced atomically
 * (temp file, fsync, rename, directory fsync), so readers see the old or the new one, never a mix.
 */
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

let tempCounter = 0;
const tempOf = (file: string) => `${file}.${process.pid}.${++tempCounter}.tmp`;

/** Makes a rename in `dir` durable (not supported on every platform: best effort). */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    /* directory fsync unsupported */
  }
}

/** Writes `file` from chunks produced by `write`, atomically. */
async function writeAtomicallyWith(
  file: string,
  write: (append: (text: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  const temp = tempOf(file);
  const handle = await open(temp, 'w');
  try {
    try {
      await write(async (text) => {
        await handle.write(text);
      });
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  await syncDir(path.dirname(file));
}

/** Records serialized per write call: big enough to be quick, small enough to let requests through. */
const CHUNK = 500;

/**
 * Writes the collections as one JSON object. Between chunks it yields to the event loop, so
 * requests go on while a large store is written; each record is serialized whole in one go.
 */
export function writeSnapshot(
  file: string,
  collections: ReadonlyArray<readonly [string, readonly unknown[]]>,
): Promise<void> {
  return writeAtomicallyWith(file, async (append) => {
    await append('{');
    let firstCollection = true;
    for (const [name, records] of collections) {
      await append(`${firstCollection ? '' : ','}${JSON.stringify(name)}:[`);
      firstCollection = false;
      for (let i = 0; i < records.length; i += CHUNK) {
        const part = records
          .slice(i, i + CHUNK)
          .map((r) => JSON.stringify(r))
          .join(',');
        await append(i === 0 ? part : `,${part}`);
      }
      await append(']');
    }
    await append('}');
  });
}
