/**
 * An append-only journal file with group commit: every append resolves once its line is written
 * and fdatasync'd, and appends that arrive while a sync runs share the next one, so 20 writes in
 * flight cost one or two syncs, not twenty.
 */
import { open, rename, type FileHandle } from 'node:fs/promises';

export class Journal {
  private buffer: string[] = [];
  private waiters: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  private running: Promise<void> | null = null;
  /** While rotating, appends only buffer (the file handle is being swapped). */
  private paused = false;
  /** Syncs done so far (diagnostics: group commit makes them fewer than the appends). */
  syncs = 0;
  /** Bytes in the current file (what is on disk plus what is being written). */
  private size: number;

  private constructor(
    private handle: FileHandle,
    readonly file: string,
    initialSize: number,
  ) {
    this.size = initialSize;
  }

  /** Opens (creating if needed) the journal for appending. */
  static async open(file: string): Promise<Journal> {
    const handle = await open(file, 'a');
    const { size } = await handle.stat();
    return new Journal(handle, file, size);
  }

  get bytes(): number {
    return this.size;
  }

  /** Resolves when `line` (one complete record, no newline inside) is durable. */
  append(line: string): Promise<void> {
    const text = `${line}\n`;
    this.size += Buffer.byteLength(text);
    this.buffer.push(text);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    if (!this.running && !this.paused) this.running = this.drain();
    return done;
  }

  /** Writes and syncs batches until nothing is left; one batch per sync. */
  private async drain(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer.join('');
      const waiters = this.waiters;
      this.buffer = [];
      this.waiters = [];
      try {
        await this.handle.write(batch);
        await this.handle.datasync();
        this.syncs += 1;
        for (const w of waiters) w.resolve();
      } catch (err) {
        for (const w of waiters) w.reject(err);
      }
    }
    this.running = null;
  }

  /** Waits for every append made so far. */
  async settle(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Resolves once every line appended so far is durable, like an append of nothing: a commit
   * with nothing to write must not answer before the lines of earlier commits are on disk, also
   * while a rotation holds them in the buffer (when settle() would return at once).
   */
  synced(): Promise<void> {
    if (this.buffer.length === 0) return this.settle();
    return new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  /**
   * Moves the current file to `aside` and continues in a fresh, empty file at the same path.
   * Appends made meanwhile wait in the buffer and land in the new file.
   */
  async rotate(aside: string): Promise<void> {
    this.paused = true;
    try {
      await this.settle();
      await this.handle.close();
      await rename(this.file, aside);
      this.handle = await open(this.file, 'a');
      this.size = this.buffer.reduce((n, t) => n + Buffer.byteLength(t), 0);
    } catch (err) {
      // Keep appending to the same path whatever step failed; the caller reports the error.
      this.handle = await open(this.file, 'a');
      throw err;
    } finally {
      this.paused = false;
      if (this.buffer.length > 0 && !this.running) this.running = this.drain();
    }
  }

  async close(): Promise<void> {
    await this.settle();
    await this.handle.close();
  }
}
