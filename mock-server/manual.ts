/**
 * The user manual PDF (GET /api/user/manual, ACC-043): a title page, contents, one chapter a page
 * onwards (manualContent.ts) and page numbers. Built once per terminal name and kept in memory.
 */
import PDFDocument from 'pdfkit';
import { manualChapters, ofTerminal, type Block } from './manualContent';

const TITLE = 'Business Portal — Manual de usuario';
const NAVY = '#0b3d5c';
const TEAL = '#4fb3bf';
const AMBER = '#f2a541';
const GREY = '#4a6b80';
const MARGIN = { top: 64, bottom: 72, left: 64, right: 64 };

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - MARGIN.left - MARGIN.right;
const spaceLeft = (doc: Doc) => doc.page.height - MARGIN.bottom - doc.y;
const ensureSpace = (doc: Doc, height: number) => {
  if (spaceLeft(doc) < height) doc.addPage();
};

/** The portal's mark (logo1's stacked containers) drawn with vector shapes. */
function drawMark(doc: Doc, x: number, y: number, size: number) {
  const k = size / 64;
  doc.save();
  doc.roundedRect(x, y, 60 * k, 60 * k, 12 * k).fill(NAVY);
  const box = (bx: number, by: number, w: number, color: string) =>
    doc.roundedRect(x + bx * k, y + by * k, w * k, 9 * k, 1.5 * k).fill(color);
  box(11, 12, 18, AMBER);
  box(31, 12, 18, TEAL);
  box(11, 23, 38, '#e8eef2');
  box(11, 34, 18, TEAL);
  box(31, 34, 18, AMBER);
  doc
    .lineWidth(3 * k)
    .strokeColor(TEAL)
    .moveTo(x + 8 * k, y + 50 * k)
    .bezierCurveTo(x + 15 * k, y + 45 * k, x + 22 * k, y + 55 * k, x + 29 * k, y + 50 * k)
    .bezierCurveTo(x + 36 * k, y + 45 * k, x + 43 * k, y + 55 * k, x + 52 * k, y + 49 * k)
    .stroke();
  doc.restore();
}

function titlePage(doc: Doc, terminalName: string) {
  doc.rect(0, 0, doc.page.width, 250).fill(NAVY);
  drawMark(doc, MARGIN.left, 70, 96);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(30)
    .text('Business Portal', MARGIN.left + 120, 92, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(14)
    .fillColor('#cfe3ea')
    .text('Portal de negocios del terminal', MARGIN.left + 122, 132, { lineBreak: false });
  doc
    .fillColor(NAVY)
    .font('Helvetica-Bold')
    .fontSize(26)
    .text(TITLE, MARGIN.left, 320, { width: contentWidth(doc) });
  doc
    .moveDown(0.6)
    .font('Helvetica')
    .fontSize(13)
    .fillColor(GREY)
    .text(
      `Guía de uso de la consola web para los clientes y el personal ${ofTerminal(terminalName)}: acceso, cuenta, notificaciones y administración de datos maestros.`,
      { width: contentWidth(doc) },
    );
  doc.moveDown(2).fontSize(11).fillColor(NAVY).text('Versión del sistema 1.0');
  doc
    .fontSize(9)
    .fillColor(GREY)
    .text(
      'Documento de uso interno de clientes y personal del terminal.',
      MARGIN.left,
      doc.page.height - MARGIN.bottom - 20,
      { lineBreak: false },
    );
}

function chapterHeading(doc: Doc, number: number, title: string) {
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(NAVY)
    .text(`${number}. ${title}`, MARGIN.left, MARGIN.top, { width: contentWidth(doc) });
  const y = doc.y + 6;
  doc
    .save()
    .lineWidth(2)
    .strokeColor(TEAL)
    .moveTo(MARGIN.left, y)
    .lineTo(MARGIN.left + contentWidth(doc), y)
    .stroke()
    .restore();
  doc.y = y + 14;
}

function block(doc: Doc, b: Block) {
  const width = contentWidth(doc);
  doc.x = MARGIN.left;
  switch (b.kind) {
    case 'h':
      ensureSpace(doc, 70);
      doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(b.text, { width });
      doc.moveDown(0.3);
      break;
    case 'p':
      doc.font('Helvetica').fontSize(10.2).fillColor('#222222').text(b.text, { width, align: 'justify', lineGap: 2 });
      doc.moveDown(0.5);
      break;
    case 'list':
      doc.font('Helvetica').fontSize(10.2).fillColor('#222222');
      for (const item of b.items) {
        ensureSpace(doc, doc.heightOfString(item, { width: width - 16, lineGap: 2 }) + 4);
        const top = doc.y;
        doc
          .save()
          .circle(MARGIN.left + 5, top + 5.5, 1.8)
          .fill(TEAL)
          .restore();
        doc.fillColor('#222222').text(item, MARGIN.left + 16, top, { width: width - 16, lineGap: 2 });
        doc.moveDown(0.3);
      }
      doc.x = MARGIN.left;
      doc.moveDown(0.3);
      break;
    case 'note': {
      doc.font('Helvetica-Oblique').fontSize(10);
      const height = doc.heightOfString(b.text, { width: width - 28, lineGap: 2 }) + 18;
      ensureSpace(doc, height + 8);
      const top = doc.y + 4;
      doc
        .save()
        .rect(MARGIN.left, top, width, height)
        .fill('#eef6f8')
        .rect(MARGIN.left, top, 4, height)
        .fill(TEAL)
        .restore();
      doc.fillColor(NAVY).text(b.text, MARGIN.left + 16, top + 9, { width: width - 28, lineGap: 2 });
      doc.x = MARGIN.left;
      doc.y = top + height + 10;
      break;
    }
  }
}

function contentsPage(doc: Doc, entries: { title: string; page: number }[]) {
  doc.font('Helvetica-Bold').fontSize(20).fillColor(NAVY).text('Contenido', MARGIN.left, MARGIN.top);
  doc.moveDown(1);
  const width = contentWidth(doc);
  entries.forEach((e, i) => {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(12)
      .fillColor('#222222')
      .text(`${i + 1}. ${e.title}`, MARGIN.left, y, { lineBreak: false });
    doc.text(String(e.page), MARGIN.left, y, { width, align: 'right', lineBreak: false });
    doc.y = y + 24;
  });
}

/** Page n of N at the foot of every page but the title page. */
function footers(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start + 1; i < start + count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - 44;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor('#c9d6de')
      .moveTo(MARGIN.left, y - 8)
      .lineTo(doc.page.width - MARGIN.right, y - 8)
      .stroke()
      .restore();
    doc.font('Helvetica').fontSize(8.5).fillColor(GREY).text(TITLE, MARGIN.left, y, { lineBreak: false });
    doc.text(`Página ${i + 1} de ${count}`, MARGIN.left, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
  }
}

async function build(terminalName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: TITLE,
      Author: terminalName,
      Subject: 'Manual de usuario del Business Portal',
      Creator: 'Business Portal',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  titlePage(doc, terminalName);
  doc.addPage(); // contents, written once the chapters' pages are known
  const contents = doc.bufferedPageRange().count - 1;
  const entries: { title: string; page: number }[] = [];
  manualChapters(terminalName).forEach((chapter, i) => {
    doc.addPage();
    entries.push({ title: chapter.title, page: doc.bufferedPageRange().count });
    chapterHeading(doc, i + 1, chapter.title);
    for (const b of chapter.blocks) block(doc, b);
  });
  doc.switchToPage(contents);
  contentsPage(doc, entries);
  footers(doc);
  doc.end();
  return done;
}

const cache = new Map<string, Promise<Buffer>>();

/** The manual's bytes (built on first use, then cached). */
export function userManual(terminalName: string): Promise<Buffer> {
  let pdf = cache.get(terminalName);
  if (!pdf) {
    pdf = build(terminalName);
    cache.set(terminalName, pdf);
    pdf.catch(() => cache.delete(terminalName));
  }
  return pdf;
}
