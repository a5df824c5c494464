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
  doc.fillColor('#000000').font('Courier').fontSize(10).text(text, x, y + height + 4, { width: at - x, align: 'center' });
}

export function header(doc: Doc, title: string, terminalName: string) {
  doc.rect(0, 0, doc.page.width, 70).fill(NAVY);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(title, MARGIN, 24, { lineBreak: false });
  doc.font('Helvetica').fontSize(11).text(terminalName, MARGIN, 28, { width: doc.page.width - 2 * MARGIN, align: 'right' });
  doc.fillColor(NAVY);
  doc.y = 100;
}

export function row(doc: Doc, label: string, value: string | number | null | undefined) {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(GREY).text(label, MARGIN, y, { width: 170 });
  doc.font('Helvetica').fillColor('#000000').text(value === null || value === undefined || value === '' ? '—' : String(value), MARGIN + 180, y, { width: doc.page.width - 2 * MARGIN - 180 });
  doc.moveDown(0.35);
}

/** A section title between rows. */
export function section(doc: Doc, title: string) {
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

export function footer(doc: Doc, now: Date) {
  doc.font('Helvetica').fontSize(8).fillColor(GREY)
    .text(`${operationsMessages.documents.generated} ${santiagoDateTime(now)}`, MARGIN, doc.page.height - MARGIN - 10, { lineBreak: false });
}

/** Answers a PDF shown in the browser (inline) under `name`.pdf. */
export function sendPdf(res: Response, pdf: Buffer, name: string) {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${name}.pdf"`);
  res.send(pdf);
}
