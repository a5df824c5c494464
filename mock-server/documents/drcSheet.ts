/**
 * The DRC (Documento de Recepción de Contenedores) as one page per receipt, whatever the unit's
 * category (D2 §3 DRC; DRC-004, DRC-006): its number, the container, the visit and line, the
 * consignee, category, cargo condition, packages, weight and tare, the state, when and in which
 * shift the terminal received it and by what movement, the notes, and a Code 128 of the number.
 * The single download and the mass PDF of a visit and line are both this document.
 */
import { shiftLabel } from '../../src/domain/drc/receipt';
import { santiagoDateTime } from '../../src/domain/santiagoTime';
import type { DrcData } from '../../src/domain/terminalWire/drc';
import { exportStateLabel, importStateLabel } from '../../src/domain/transitStates';
import { categoryLabel } from '../../src/i18n/codeLabels';
import { drcMessages } from '../../src/i18n/drcMessages';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { drawCode128, footer, GREY, header, MARGIN, render, row, type Doc } from './pdf';

const t = operationsMessages.documents;
const d = drcMessages.document;

function page(doc: Doc, r: DrcData, terminalName: string, now: Date) {
  header(doc, t.drcTitle, terminalName);
  row(doc, d.number, r.drcNumber);
  row(doc, t.container, `${r.unitNbr} (${r.isoType} · ${r.typeLength})`);
  row(doc, t.visit, `${r.vesselName} ${r.inVoyNbr} (${r.visitId})`);
  row(doc, d.line, r.line);
  row(doc, t.consignee, `${r.consignee} (${r.consigneeId})`);
  row(doc, t.category, categoryLabel(r.category));
  row(doc, t.cargoCondition, r.condCarga);
  row(doc, t.packages, r.bultos);
  row(doc, t.weight, r.weightKg);
  row(doc, t.tare, r.tareWeightKg);
  row(doc, t.state, r.category === 'EXPORT' ? exportStateLabel(r.estado) : importStateLabel(r.estado));
  row(doc, d.receivedAt, r.fecha ? santiagoDateTime(new Date(r.fecha)) : null);
  row(doc, d.shift, shiftLabel(r.turno));
  row(doc, d.operation, drcMessages.operation[r.operation]);
  row(doc, t.notes, r.notes);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(d.number, MARGIN, doc.y);
  drawCode128(doc, String(r.drcNumber), MARGIN, doc.y + 6, 48);
  footer(doc, now);
}

/** One page per receipt, in the order given. */
export function drcPdf(receipts: readonly DrcData[], terminalName: string, now: Date): Promise<Buffer> {
  return render((doc) => {
    receipts.forEach((r, i) => {
      if (i > 0) doc.addPage();
      page(doc, r, terminalName, now);
    });
  }, t.drcTitle);
}
