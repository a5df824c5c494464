/**
 * Reads a JSON array as it streams in and parses it a slice at a time, handing the page back
 * between slices: a legacy list call answers its whole collection (100,000 clients are ~60 MB
 * of JSON, 300,000 ~180 MB), and one JSON.parse of it on the main thread is a task of half a
 * second or more that freezes the page (and the first rows, which would wait behind it). Here
 * each slice is a few hundred kB of whole elements parsed by JSON.parse, so the records are
 * exactly JSON.parse's; the first `headRows` are handed over as soon as they are parsed, and after
 * them the reading gives way to anything else the page has to do (rendering those rows first).
 * An answer that is not an array is read whole and parsed once, as before. A worker would not
 * spare the main thread this work: the records would still have to be copied back to it.
 */

/**
 * Text parsed in one JSON.parse at most (characters), and bytes decoded at once: well under a ms
 * of work, and strings small enough to be born and die in V8's young generation (a string over
 * ~128 kB goes straight to the old one, and 60 MB of those brings major GC pauses of 100 ms).
 */
const SLICE_CHARS = 32 * 1024;
const PIECE_BYTES = 32 * 1024;
/** The longest stretch of reading and parsing between two chances for the page to run something else. */
const BUDGET_MS = 8;

/**
 * Splits JSON text into the elements of its top-level array as it arrives, and parses each run of
 * complete elements with JSON.parse. Feed it text in order with push(); finish() answers the value.
 */
export class JsonArraySlicer {
  /** 'start' before the '[', 'array' inside it, 'end' after its ']', 'other' when the text is no array. */
  private state: 'start' | 'array' | 'end' | 'other' = 'start';
  /** Nesting inside the current element (0: between elements). */
  private depth = 0;
  private inString = false;
  /** A comma between elements has been seen: a blank element is then an error ([1,] or [,1]), not the empty array. */
  private sawComma = false;
  /** Text not parsed yet: it starts where an element starts (or is blank). */
  private carry = '';
  /** How much of the carry the exact scan has read (its state above is as of there). */
  private scanned = 0;
  /** Still taking the quick way (pushFast). */
  private fast = true;
  /** The whole text of an answer that is no array. */
  private readonly other: string[] = [];
  /** The elements parsed so far, in order. */
  readonly rows: unknown[] = [];

  /** Adds the next piece of text and parses every element it completes. */
  push(text: string): void {
    if (this.state === 'other') {
      this.other.push(text);
      return;
    }
    if (this.state === 'end') {
      if (text.trim() !== '') this.fail();
      return;
    }
    let s = this.carry + text;
    if (this.state === 'start') {
      const at = s.search(/\S/);
      if (at < 0) {
        this.carry = s;
        return;
      }
      if (s[at] !== '[') {
        this.state = 'other';
        this.other.push(s);
        this.carry = '';
        return;
      }
      this.state = 'array';
      s = s.slice(at + 1);
      this.scanned = 0;
    }
    if (this.fast && this.pushFast(s)) return;
    this.scan(s);
  }

  /**
   * The quick way for an array of objects written compactly, as the servers write them: the last
   * "},{" is taken for the end of an element and everything before it is parsed at once. When it
   * is not one (inside a string or a nested array), that parse fails — the text from an element's
   * start to inside a string or an open bracket is never valid JSON — and the exact scan takes
   * over for the rest of the answer. Answers true when it has dealt with `s`.
   */
  private pushFast(s: string): boolean {
    const boundary = s.lastIndexOf('},{');
    if (boundary < 0) {
      // No boundary: an element longer than a slice, or not an array of objects.
      if (s.length > 2 * SLICE_CHARS) return (this.fast = false);
      this.carry = s;
      return true;
    }
    let elements: unknown[];
    try {
      elements = JSON.parse(`[${s.slice(0, boundary + 1)}]`) as unknown[];
    } catch {
      return (this.fast = false);
    }
    for (let k = 0; k < elements.length; k++) this.rows.push(elements[k]);
    this.sawComma = true;
    this.carry = s.slice(boundary + 2);
    return true;
  }

  /** The exact way: tracks strings and nesting character by character, resuming where it stopped. */
  private scan(s: string): void {
    let i = this.scanned;
    // Elements run from `from` to each comma between elements; a run is parsed once it is large.
    let from = 0;
    let cut = -1;
    const n = s.length;
    while (i < n) {
      if (this.inString) {
        const quote = s.indexOf('"', i);
        if (quote < 0) {
          i = n;
          break;
        }
        // Escaped when preceded by an odd run of backslashes (the run may start in the carry).
        let backslashes = 0;
        for (let k = quote - 1; k >= 0 && s.charCodeAt(k) === 92; k--) backslashes++;
        i = quote + 1;
        if (backslashes % 2 === 0) this.inString = false;
        continue;
      }
      const c = s.charCodeAt(i);
      if (c === 34) this.inString = true;
      else if (c === 123 || c === 91) this.depth++;
      else if (c === 125 || c === 93) {
        if (this.depth === 0) {
          // The array's closing bracket (93): its last element ends here.
          if (c !== 93) this.fail();
          this.parse(s, from, i);
          this.state = 'end';
          this.carry = '';
          if (s.slice(i + 1).trim() !== '') this.fail();
          return;
        }
        this.depth--;
      } else if (c === 44 && this.depth === 0) {
        this.sawComma = true;
        cut = i;
        if (cut - from >= SLICE_CHARS) {
          this.parse(s, from, cut);
          from = cut + 1;
        }
      }
      i++;
    }
    if (cut >= from) {
      this.parse(s, from, cut);
      from = cut + 1;
    }
    this.carry = from === 0 ? s : s.slice(from);
    this.scanned = n - from;
  }

  /**
   * The value: the array's elements; when the text is no array, the whole text parsed (or the
   * text itself when it is no JSON, as httpClient reads any answer); undefined when empty.
   */
  finish(): unknown {
    if (this.state === 'other') {
      const text = this.other.join('');
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    }
    if (this.state === 'array' && this.fast) {
      // The quick way never looks for the closing bracket: the exact scan reads the last element(s).
      this.fast = false;
      this.scan(this.carry);
    }
    if (this.state === 'start') {
      if (this.carry.trim() === '') return undefined;
      this.fail();
    }
    if (this.state !== 'end') this.fail();
    return this.rows;
  }

  /** Parses the elements in s[from, to) (blank: none) and keeps them. */
  private parse(s: string, from: number, to: number) {
    const run = s.slice(from, to);
    if (run.trim() === '') {
      // The inside of the empty array; anything else blank is a stray comma.
      if (this.sawComma || this.rows.length > 0) this.fail();
      return;
    }
    const elements = JSON.parse(`[${run}]`) as unknown[];
    for (let k = 0; k < elements.length; k++) this.rows.push(elements[k]);
  }

  private fail(): never {
    throw new SyntaxError('JSON inválido en la respuesta');
  }
}

/** Lets the page run whatever is waiting (a render, an input) before going on. */
export type Yield = (afterHead: boolean) => Promise<void>;

interface Scheduler {
  yield?: () => Promise<void>;
  postTask?: (
    task: () => void,
    options: { priority: 'user-blocking' | 'user-visible' | 'background' },
  ) => Promise<void>;
}

/**
 * A yield to the page: before the head, a plain task (the head is what the page waits for);
 * after it, a background task (Chromium's scheduler.postTask), so the first rows render and the
 * page answers input before the next slice. MessageChannel where there is no scheduler: unlike
 * nested setTimeout(0), it is never clamped to 4 ms.
 */
export const yieldToPage: Yield = (afterHead) => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (afterHead && scheduler?.postTask) return scheduler.postTask(() => undefined, { priority: 'background' });
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
};

export interface ReadJsonArrayOptions {
  /** How many elements make the head. */
  headRows: number;
  /** Gets the first `headRows` elements (fewer when the array is shorter) once, as soon as they are parsed; never when the answer is no array. */
  onHead: (rows: unknown[]) => void;
  /** How the reading gives way to the page (tests pass their own). */
  yieldTo?: Yield;
  /** The work between two yields (ms). */
  budgetMs?: number;
  now?: () => number;
}

/** Reads `body` to its end and parses it (JsonArraySlicer), handing over the head on the way. */
export async function readJsonArray(body: ReadableStream<Uint8Array>, o: ReadJsonArrayOptions): Promise<unknown> {
  const yieldTo = o.yieldTo ?? yieldToPage;
  const budget = o.budgetMs ?? BUDGET_MS;
  const now = o.now ?? (() => performance.now());
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const slicer = new JsonArraySlicer();
  let headGiven = false;
  let since = now();
  const giveHead = (atEnd: boolean) => {
    if (headGiven || (!atEnd && slicer.rows.length < o.headRows)) return;
    headGiven = true;
    o.onHead(slicer.rows.slice(0, o.headRows));
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        slicer.push(decoder.decode());
        break;
      }
      // A large read (a fast connection delivers megabytes at once) is decoded and parsed a piece at a time.
      for (let at = 0; at < value.length; at += PIECE_BYTES) {
        slicer.push(
          decoder.decode(value.length <= PIECE_BYTES ? value : value.subarray(at, at + PIECE_BYTES), { stream: true }),
        );
        giveHead(false);
        if (now() - since >= budget) {
          await yieldTo(headGiven);
          since = now();
        }
      }
    }
  } finally {
    reader.releaseLock();
  }
  const value = slicer.finish();
  if (Array.isArray(value)) giveHead(true);
  return value;
}
