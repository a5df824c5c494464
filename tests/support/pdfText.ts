/**
 * The text of a PDF made by pdfkit with its standard fonts, for tests: inflates each content
 * stream (node:zlib), collects the strings of its Tj/TJ operators (hex or literal), and decodes
 * them as WinAnsi (windows-1252), the standard fonts' encoding. One line per text operator.
 * No dependency and no pdftotext: enough to read back what the mock wrote, not a PDF parser.
 */
import { inflateSync } from 'node:zlib';

// Node's TextDecoder may read 'windows-1252' as Latin-1 (small ICU): 0x80–0x9F, where WinAnsi keeps
// its dashes, quotes and €, are mapped here so an en dash reads back as '–'.
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = {
  decode: (bytes: Buffer) =>
    Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80_9F[b - 0x80]! : String.fromCharCode(b))).join(''),
};

function streams(pdf: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const dataStart = start + 'stream'.length + (pdf[start + 6] === 0x0d ? 2 : 1);
    const end = pdf.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    const raw = pdf.subarray(dataStart, end);
    try {
      out.push(inflateSync(raw));
    } catch {
      out.push(raw); // not compressed (or not a content stream: harmless, it holds no Tj/TJ)
    }
    at = end + 'endstream'.length;
  }
  return out;
}

/** A PDF string token — <hex> or (literal) — as bytes. */
function bytesOf(token: string): Buffer {
  if (token.startsWith('<')) return Buffer.from(token.slice(1, -1).replace(/\s+/g, ''), 'hex');
  const body = token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[e] ?? String.fromCharCode(parseInt(e, 8));
  });
  return Buffer.from(body, 'latin1');
}

const STRING = /<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g;

export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of streams(pdf)) {
    const text = content.toString('latin1');
    for (const m of text.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const tokens = m[1] !== undefined ? (m[1].match(STRING) ?? []) : [m[2]!];
      lines.push(tokens.map((t) => winAnsi.decode(bytesOf(t))).join(''));
    }
  }
  return lines.join('\n');
}
