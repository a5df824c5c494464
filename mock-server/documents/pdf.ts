/**
 * The terminal documents' PDF primitives (pdfkit): an A4 document rendered to a Buffer, the
 * navy header with the terminal's name, label/value rows, a Code 128 and the generated-at
 * footer. Every kind's documents (import, export…) draw with these.
 */
import type { Response } from 'express';
import PDFDocument from 'pdfkit';
import { santiagoDateTime } from '../../src/domain/santiagoTime';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { code128Modules } from './code128';

export const NAVY = '#0b3d5c';
export const GREY = '#4a6b80';
export const MARGIN = 56;
export type Doc = PDFKit.PDFDocument;

export function render(build: (doc: Doc) => void, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: 'Business Portal' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });
}

/** A Code 128 of `text` at (x, y): bars drawn as rectangles, the text below. */
export function drawCode128(doc: Doc, text: string, x: number, y: number, height: number, module = 1.1): void {
  let at = x;
  code128Modules(text).forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * module, height).fill('#000000');
    at += w * module;
  });
  doc
    .fillColor('#000000')
    .font('Courier')
    .fontSize(10)
    .text(text, x, y + height + 4, { width: at - x, align: 'center' });
}

/** The header's type sizes: the title shrinks to fit one line, down to TITLE_MIN, then wraps. */
const TITLE_MAX = 22;
const TITLE_MIN = 15;
const NAME_SIZE = 10;
const BAND_PAD = 14;

/** Where the header puts its two texts (points from the page's top): the tests check they never meet. */
export interface HeaderLayout {
  name: { top: number; bottom: number };
  title: { top: number; bottom: number; size: number };
  band: number;
}

/**
 * The navy band: the terminal's name on its own line at the top right, the title under it at the
 * left. Stacked, never side by side, so a long title cannot run into the name (issue 30 §4): the
 * title shrinks to fit one line and, past the smallest size, wraps; the band grows to hold it.
 */
export function header(doc: Doc, title: string, terminalName: string): HeaderLayout {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica').fontSize(NAME_SIZE);
  const nameTop = BAND_PAD;
  const nameBottom = nameTop + doc.heightOfString(terminalName, { width });
  doc.font('Helvetica-Bold');
  let size = TITLE_MAX;
  while (size > TITLE_MIN && doc.fontSize(size).widthOfString(title) > width) size -= 1;
  doc.fontSize(size);
  const titleTop = nameBottom + 6;
  const titleBottom = titleTop + doc.heightOfString(title, { width });
  const band = Math.max(70, Math.ceil(titleBottom + BAND_PAD));
  doc.rect(0, 0, doc.page.width, band).fill(NAVY);
  doc
    .fillColor('#ffffff')
    .font('Helvetica')
    .fontSize(NAME_SIZE)
    .text(terminalName, MARGIN, nameTop, { width, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(size).text(title, MARGIN, titleTop, { width });
  doc.fillColor(NAVY);
  doc.y = band + 30;
  return { name: { top: nameTop, bottom: nameBottom }, title: { top: titleTop, bottom: titleBottom, size }, band };
}

export function row(doc: Doc, label: string, value: string | number | null | undefined) {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(GREY).text(label, MARGIN, y, { width: 170 });
  doc
    .font('Helvetica')
    .fillColor('#000000')
    .text(value === null || value === undefined || value === '' ? '—' : String(value), MARGIN + 180, y, {
      width: doc.page.width - 2 * MARGIN - 180,
    });
  doc.moveDown(0.35);
}

/** A section title between rows. */
export function section(doc: Doc, title: string) {
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

export function footer(doc: Doc, now: Date) {
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(GREY)
    .text(`${operationsMessages.documents.generated} ${santiagoDateTime(now)}`, MARGIN, doc.page.height - MARGIN - 10, {
      lineBreak: false,
    });
}

/** Answers a PDF shown in the browser (inline) under `name`.pdf. */
export function sendPdf(res: Response, pdf: Buffer, name: string) {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${name}.pdf"`);
  res.send(pdf);
}
