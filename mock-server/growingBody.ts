/**
 * A response body that may still be being produced: its chunks so far, kept, and the rest as it
 * comes. Any number of responses follow it, each at its own pace, from its first chunk: the
 * answer a second request gets while the first is still being produced is the same bytes, made
 * once. Once complete, the chunks are the cached body.
 */
import type { ServerResponse } from 'node:http';

export class GrowingBody {
  readonly chunks: Buffer[] = [];
  bytes = 0;
  complete = false;
  failure: Error | undefined;
  private wake: (() => void)[] = [];

  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.bytes += chunk.length;
    this.wakeFollowers();
  }

  end(): void {
    this.complete = true;
    this.wakeFollowers();
  }

  fail(error: Error): void {
    this.failure ??= error;
    this.wakeFollowers();
  }

  get settled(): boolean {
    return this.complete || this.failure !== undefined;
  }

  /** Resolves on the next chunk, the end or a failure. */
  changed(): Promise<void> {
    if (this.settled) return Promise.resolve();
    return new Promise((resolve) => this.wake.push(resolve));
  }

  /** Resolves once complete; rejects with the failure. */
  async whole(): Promise<void> {
    while (!this.settled) await this.changed();
    if (this.failure) throw this.failure;
  }

  private wakeFollowers(): void {
    const waiting = this.wake;
    this.wake = [];
    for (const resolve of waiting) resolve();
  }
}

/** Writes a complete body whole, with its Content-Length. */
export function sendWhole(res: ServerResponse, body: GrowingBody): void {
  res.setHeader('Content-Length', String(body.bytes));
  for (const chunk of body.chunks) res.write(chunk);
  res.end();
}

/**
 * Writes the body as it grows (chunked: its length is not known yet), minding the client's pace
 * (a slow one waits for 'drain'; the body keeps growing for the others meanwhile). A failure
 * after the first bytes can only cut the answer: the client sees it incomplete, never as whole.
 */
export async function sendFollowing(res: ServerResponse, body: GrowingBody): Promise<void> {
  res.flushHeaders();
  let next = 0;
  while (!res.destroyed) {
    while (next < body.chunks.length && !res.destroyed) {
      if (!res.write(body.chunks[next++]!)) await drained(res);
    }
    if (body.failure) {
      res.destroy();
      return;
    }
    if (body.complete && next === body.chunks.length) {
      res.end();
      return;
    }
    if (next === body.chunks.length) await body.changed();
  }
}

/** Resolves when the response can take more, or is gone. */
function drained(res: ServerResponse): Promise<void> {
  if (res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
