/**
 * The terminal's PDFs (pdfkit, as mock-server/manual.ts): the gate pass of one or many units
 * (appointment number, date, slot, trucking company, container, a Code 128 of container and
 * appointment) and the import detail of a unit. Texts from operationsMessages.documents.
 */
import PDFDocument from 'pdfkit';
import { santiagoDateTime, slashedDay } from '../../../src/domain/santiagoTime';
import { importStateLabel } from '../../../src/domain/transitStates';
import { appMessages } from '../../../src/i18n/appMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { Db } from '../../types';
import type { pickupCosts } from './charges';
import { code128Modules } from '../../terminalModel/code128';
import type { UnitContext } from './context';

const t = operationsMessages.documents;
const NAVY = '#0b3d5c';
const GREY = '#4a6b80';
const MARGIN = 56;
type Doc = PDFKit.PDFDocument;

export interface GatePassEntry {
  ctx: UnitContext;
}

function render(build: (doc: Doc) => void, title: string): Promise<Buffer> {
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

function header(doc: Doc, title: string, terminalName: string) {
  doc.rect(0, 0, doc.page.width, 70).fill(NAVY);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(title, MARGIN, 24, { lineBreak: false });
  doc.font('Helvetica').fontSize(11).text(terminalName, MARGIN, 28, { width: doc.page.width - 2 * MARGIN, align: 'right' });
  doc.fillColor(NAVY);
  doc.y = 100;
}

function row(doc: Doc, label: string, value: string | number | null | undefined) {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(GREY).text(label, MARGIN, y, { width: 170 });
  doc.font('Helvetica').fillColor('#000000').text(value === null || value === undefined || value === '' ? '—' : String(value), MARGIN + 180, y, { width: doc.page.width - 2 * MARGIN - 180 });
  doc.moveDown(0.35);
}

const truckingName = (db: Db, id: string | null | undefined) => (id ? db.truckingcompany.find((x) => x.id === id)?.name ?? id : null);

function gatePassPage(doc: Doc, db: Db, { unit, op, appointment, visit }: UnitContext, terminalName: string, now: Date) {
  header(doc, t.gatePassTitle, terminalName);
  row(doc, t.appointment, appointment?.id);
  row(doc, t.date, appointment ? slashedDay(appointment.day) : null);
  row(doc, t.slot, appointment ? `${appointment.start} - ${appointment.end}` : null);
  if (op?.ownMeans) {
    row(doc, t.trucking, t.ownMeans);
    row(doc, t.drivers, (op.driverRuts ?? []).join(', '));
  } else row(doc, t.trucking, truckingName(db, op?.truckingId ?? appointment?.truckingId));
  row(doc, t.container, `${unit.unitNbr} (${unit.typeLength})`);
  row(doc, t.visit, visit ? `${visit.vesselName} ${visit.inVoyNbr} (${visit.id})` : unit.visitId);
  row(doc, t.condition, op?.condicionRetiro);
  row(doc, t.agent, op ? db.agent.find((a) => a.id === op.agentId)?.name ?? op.agentId : null);
  if (op?.turno3er) row(doc, t.thirdShift, appMessages.ui.yes);
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(t.scanHint, MARGIN, doc.y);
  drawCode128(doc, `${unit.unitNbr}-${appointment?.id ?? ''}`, MARGIN, doc.y + 8, 64);
  doc.font('Helvetica').fontSize(8).fillColor(GREY)
    .text(`${t.generated} ${santiagoDateTime(now)}`, MARGIN, doc.page.height - MARGIN - 10, { lineBreak: false });
}

/** One page per unit, in the order given. */
export function gatePassPdf(db: Db, units: readonly UnitContext[], terminalName: string, now: Date): Promise<Buffer> {
  return render((doc) => {
    units.forEach((c, i) => {
      if (i > 0) doc.addPage();
      gatePassPage(doc, db, c, terminalName, now);
    });
  }, t.gatePassTitle);
}

/** The DRC of a unit (D2 §3 DRC: unitNbr, consignee, category, condCarga, bultos, weightKg, tareWeightKg, notes). */
export function drcPdf({ unit, visit }: UnitContext, terminalName: string, now: Date): Promise<Buffer> {
  return render((doc) => {
    header(doc, t.drcTitle, terminalName);
    row(doc, t.container, `${unit.unitNbr} (${unit.isoType} · ${unit.typeLength})`);
    row(doc, t.visit, visit ? `${visit.vesselName} ${visit.inVoyNbr} (${visit.id})` : unit.visitId);
    row(doc, t.consignee, `${unit.consigneeName} (${unit.consigneeId})`);
    row(doc, t.category, unit.category === 'IMPORT' ? 'Importación' : 'Exportación');
    row(doc, t.cargoCondition, unit.hazards.length ? 'IMO' : unit.reefer ? 'Refrigerada' : unit.oog ? 'Sobredimensionada' : 'General');
    row(doc, t.packages, 1);
    row(doc, t.weight, unit.weightKg);
    row(doc, t.tare, unit.tareWeightKg);
    row(doc, t.state, importStateLabel(unit.transitState));
    row(doc, t.notes, unit.impediments.join(', ') || null);
    doc.font('Helvetica').fontSize(8).fillColor(GREY)
      .text(`${t.generated} ${santiagoDateTime(now)}`, MARGIN, doc.page.height - MARGIN - 10, { lineBreak: false });
  }, t.drcTitle);
}

/** The unit's detail; `costs` are its pickup's ledger lines (charges.ts pickupCosts), if it has one. */
export function importDetailPdf(db: Db, { unit, op, appointment, visit }: UnitContext, costs: ReturnType<typeof pickupCosts> | null, terminalName: string, now: Date): Promise<Buffer> {
  return render((doc) => {
    header(doc, t.importDetailTitle, terminalName);
    row(doc, t.container, `${unit.unitNbr} (${unit.isoType} · ${unit.typeLength})`);
    row(doc, t.state, importStateLabel(unit.transitState));
    row(doc, t.visit, visit ? `${visit.vesselName} ${visit.inVoyNbr} (${visit.id}), manifiesto ${visit.manifestNumber}` : unit.visitId);
    row(doc, t.bl, unit.blNumbers.join(', '));
    row(doc, t.consignee, `${unit.consigneeName} (${unit.consigneeId})`);
    row(doc, t.commodity, `${unit.commodityName} (${unit.commodityCode})`);
    row(doc, t.weight, unit.weightKg);
    if (unit.reefer) row(doc, t.reefer, `${unit.reefer.tempReqC} °C`);
    if (unit.hazards.length) row(doc, t.hazards, unit.hazards.map((h) => `IMO ${h.imdgClass} · UN ${h.unNbr} · ${h.properName}`).join('; '));
    if (op) {
      doc.moveDown(0.6);
      row(doc, t.operationType, op.operationType);
      row(doc, t.draft, op.draftNumber);
      row(doc, t.condition, op.condicionRetiro);
      row(doc, t.agent, db.agent.find((a) => a.id === op.agentId)?.name ?? op.agentId);
      row(doc, t.trucking, truckingName(db, op.truckingId));
      row(doc, t.appointment, appointment ? `${appointment.id} · ${slashedDay(appointment.day)} ${appointment.start} - ${appointment.end}` : null);
      const lines = costs?.summaryCharges ?? [];
      if (lines.length) {
        row(doc, t.charges, lines.map((l) => `${l.tarifId} ${l.description}: ${l.currency} ${l.totalAmount.toFixed(2)}`).join('\n'));
        row(doc, '', `Total ${lines[0]!.currency} ${costs!.totalCharges.toFixed(2)}`);
      }
    }
    doc.font('Helvetica').fontSize(8).fillColor(GREY)
      .text(`${t.generated} ${santiagoDateTime(now)}`, MARGIN, doc.page.height - MARGIN - 10, { lineBreak: false });
  }, t.importDetailTitle);
}
