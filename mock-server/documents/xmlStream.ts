/**
 * One XML part of a workbook read as it unzips, with saxes (a streaming, conformant XML parser —
 * the one exceljs and jsdom read XML with): elements and text reach the handlers as they come, so
 * a reader can stop early and never holds the part. Fed in slices of SLICE characters, the event
 * loop given back every YIELD_EVERY. Bounded before the parser buffers anything: a run of more
 * than MAX_XML_RUN characters without a '<' (a text or a tag that long) is refused as a cell too
 * long, and a DOCTYPE or ENTITY declaration (a billion laughs, an external entity) is refused as
 * soon as it shows; malformed XML, an undeclared entity, or bytes that are not the part's encoding
 * make the file unreadable.
 */
import { SaxesParser } from 'saxes';
import { SheetRefused } from './sheetRefused';

export interface XmlHandlers {
  /** An element opens; its name without a namespace prefix. */
  open(name: string, attributes: Readonly<Record<string, string>>): void;
  close(name: string): void;
  text(text: string): void;
  /** True once the reader has what it needs: the rest of the part is not read. */
  done(): boolean;
}

const SLICE = 16 * 1024;
const YIELD_EVERY = 256 * 1024;
/**
 * The longest text or tag read (characters). Excel holds at most 32,767 characters in a cell,
 * ~164,000 once each is escaped as &amp;: a longer run comes from no spreadsheet program.
 */
const MAX_XML_RUN = 256 * 1024;
const DECLARATION = /<!(DOCTYPE|ENTITY)/;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The part's encoding by its byte order mark: UTF-8 unless it starts with a UTF-16 one. */
function decoderFor(first: Buffer): TextDecoder {
  if (first[0] === 0xff && first[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true });
  if (first[0] === 0xfe && first[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true });
  return new TextDecoder('utf-8', { fatal: true });
}

export async function readXml(bytes: AsyncIterable<Buffer>, h: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  parser.on('doctype', () => {
    throw new SheetRefused('format');
  });
  parser.on('opentag', (tag) => h.open(local(tag.name), tag.attributes));
  parser.on('closetag', (tag) => h.close(local(tag.name)));
  parser.on('text', (text) => h.text(text));
  parser.on('cdata', (text) => h.text(text));

  let decoder: TextDecoder | undefined;
  let sinceYield = 0;
  /** Characters since the last '<', and the end of the previous slice (a declaration may straddle two). */
  let run = 0;
  let tail = '';
  const feed = async (text: string) => {
    for (let at = 0; at < text.length && !h.done(); at += SLICE) {
      const slice = text.slice(at, at + SLICE);
      const lastOpen = slice.lastIndexOf('<');
      run = lastOpen < 0 ? run + slice.length : slice.length - lastOpen - 1;
      if (run > MAX_XML_RUN) throw new SheetRefused('cell');
      if (DECLARATION.test(tail + slice)) throw new SheetRefused('format');
      tail = slice.slice(-8);
      parser.write(slice);
      sinceYield += slice.length;
      if (sinceYield >= YIELD_EVERY) {
        sinceYield = 0;
        await yieldToOthers();
      }
    }
  };
  try {
    for await (const chunk of bytes) {
      decoder ??= decoderFor(chunk);
      await feed(decoder.decode(chunk, { stream: true }));
      if (h.done()) return;
    }
    if (!decoder) throw new SheetRefused('format'); // an empty part
    await feed(decoder.decode());
    parser.close();
  } catch (error) {
    throw SheetRefused.from(error);
  }
}
