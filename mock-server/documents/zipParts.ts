/**
 * The parts of an uploaded .xlsx (a zip) as streams, with yauzl: its central directory read first
 * (the zip's one reliable index; a truncated or corrupt zip has none and is refused), then only the
 * parts asked for are unzipped, as they are read, against one budget of unzipped bytes for the
 * whole file (MAX_UNZIPPED_BYTES): a zip bomb stops there, whatever sizes its directory claims.
 */
import yauzl from 'yauzl';
import { MAX_UNZIPPED_BYTES, MAX_ZIP_ENTRIES } from '../http/uploadLimits';
import { SheetRefused } from './sheetRefused';

/** Part names compare without case or a leading slash, as OOXML part names do. */
const partKey = (name: string) => name.replace(/^\/+/, '').toLowerCase();

export class ZipParts {
  private unzipped = 0;

  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: ReadonlyMap<string, yauzl.Entry>,
  ) {}

  static async open(data: Buffer): Promise<ZipParts> {
    try {
      const zip = await yauzl.fromBufferPromise(data, { decodeStrings: true, validateEntrySizes: true });
      if (zip.entryCount > MAX_ZIP_ENTRIES) throw new SheetRefused('format');
      const entries = new Map<string, yauzl.Entry>();
      for await (const entry of zip.eachEntry()) entries.set(partKey(entry.fileName), entry);
      return new ZipParts(zip, entries);
    } catch (error) {
      throw SheetRefused.from(error);
    }
  }

  has(name: string): boolean {
    return this.entries.has(partKey(name));
  }

  /**
   * The part's bytes as they unzip. Breaking out of the loop stops the unzipping; going past the
   * budget, or an entry that does not unzip (encrypted, an unknown method, bad data), is refused.
   */
  async *read(name: string): AsyncGenerator<Buffer> {
    const entry = this.entries.get(partKey(name));
    if (!entry) throw new SheetRefused('format');
    let stream;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch (error) {
      throw SheetRefused.from(error);
    }
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        this.unzipped += chunk.length;
        if (this.unzipped > MAX_UNZIPPED_BYTES) throw new SheetRefused('format');
        yield chunk;
      }
    } catch (error) {
      throw SheetRefused.from(error);
    } finally {
      stream.destroy();
    }
  }
}
