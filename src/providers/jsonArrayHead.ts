/**
 * Reads a JSON array as it streams in, and hands over its first elements as soon as they have
 * arrived: a legacy list call answers its whole collection (100,000 clients are ~60 MB of JSON),
 * and the first page needs only the first rows. The whole array is still parsed once, by
 * JSON.parse, when the body has arrived; only the head is scanned by hand.
 */

/** Scans JSON text for the first `count` top-level elements of an array; feed it text as it comes. */
export class ArrayHeadScanner {
  private text = '';
  private pos = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private elementStart = -1;
  private readonly head: unknown[] = [];
  /** Not an array, or the head is complete: nothing more to scan. */
  done = false;

  constructor(private readonly count: number) {}

  /** Adds text; answers the head once it is complete (exactly once), else undefined. */
  push(chunk: string): unknown[] | undefined {
    if (this.done) return undefined;
    this.text += chunk;
    const s = this.text;
    for (; this.pos < s.length; this.pos++) {
      const c = s[this.pos]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === '"') this.inString = false;
        continue;
      }
      if (this.depth === 0) {
        if (c === '[') this.depth = 1;
        else if (!/\s/.test(c)) this.done = true;
        if (this.done) return undefined;
        continue;
      }
      if (c === '"') {
        this.inString = true;
        if (this.depth === 1 && this.elementStart < 0) this.elementStart = this.pos;
      } else if (c === '{' || c === '[') {
        if (this.depth === 1) this.elementStart = this.pos;
        this.depth++;
      } else if (c === '}' || c === ']') {
        this.depth--;
        if (this.depth === 0) {
          // The array's end: a last element written without a closing bracket of its own (1, "a", null).
          if (this.elementStart >= 0) this.take(this.pos);
          return this.finish();
        }
        if (this.depth === 1) this.take(this.pos + 1);
      } else if (c === ',' && this.depth === 1 && this.elementStart >= 0) {
        this.take(this.pos);
      } else if (this.depth === 1 && this.elementStart < 0 && !/[\s,]/.test(c)) {
        this.elementStart = this.pos;
      }
      if (this.head.length >= this.count) return this.finish();
    }
    return undefined;
  }

  private take(end: number) {
    const raw = this.text.slice(this.elementStart, end).trim();
    this.elementStart = -1;
    if (raw) this.head.push(JSON.parse(raw));
  }

  private finish(): unknown[] {
    this.done = true;
    this.text = '';
    return this.head;
  }
}

/**
 * Reads `body` to its end and answers its text; `onHead` gets the first `count` elements of the
 * JSON array it holds as soon as they have arrived (never, when it is no array).
 */
export async function readWithArrayHead(body: ReadableStream<Uint8Array>, count: number, onHead: (rows: unknown[]) => void): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const scanner = new ArrayHeadScanner(count);
  const parts: string[] = [];
  let headGiven = false;
  let headAt = 0;
  let since = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    const chunk = done ? decoder.decode() : decoder.decode(value, { stream: true });
    if (chunk) {
      parts.push(chunk);
      const head = scanner.push(chunk);
      if (head) {
        onHead(head);
        headGiven = true;
        headAt = performance.now();
      }
    }
    if (done) break;
    // Buffered chunks resolve as microtasks, which never let the page render: once the head is
    // out, hand the main thread back every few ms so the first rows can paint.
    if (headGiven && performance.now() - since > YIELD_EVERY_MS) {
      await new Promise((r) => setTimeout(r, 0));
      since = performance.now();
    }
  }
  // A long body is parsed in one long task next: let the page paint the first rows before it (a
  // short one, whole soon after its head, goes straight on).
  if (headGiven && performance.now() - headAt > LONG_BODY_MS) await new Promise((r) => setTimeout(r, PAINT_PAUSE_MS));
  return parts.join('');
}

/** A body still arriving this long after its head is a long one. */
const LONG_BODY_MS = 40;
/** The pause between the end of a long body and its parse, for the first rows to paint. */
const PAINT_PAUSE_MS = 120;

/** The longest stretch of reading between two chances for the page to render. */
const YIELD_EVERY_MS = 12;
