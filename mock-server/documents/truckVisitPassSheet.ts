/**
 * A multi-move truck visit's gate pass (issue 31 §3; beyond-spec): ONE page with ONE code for the
 * truck — its visit code, day and slot, carrier and plate — and both moves under it, the drop
 * first, each with its container, appointment, operation and vessel voyage (the unit gate pass's
 * own facts: documents/gatePassSheet.ts), and one Code 128 of the visit code to scan at the gate.
 */
import { slotRange } from '../../src/domain/appointmentSlot';
import { slashedDay } from '../../src/domain/santiagoTime';
import { fillText } from '../../src/i18n/fillText';
import { truckVisitMessages } from '../../src/i18n/truckVisitMessages';
import type { Db } from '../types';
import type { GatePassSheet } from './gatePassSheet';
import { drawCode128, footer, GREY, header, MARGIN, render, row, section } from './pdf';

const t = truckVisitMessages.sheet;

export interface TruckVisitPass {
  code: string;
  day: string;
  start: string;
  end: string;
  truckingName: string;
  plate: string;
  /** The drop's sheet, then the pickup's. */
  moves: readonly { role: 'drop' | 'pickup'; sheet: GatePassSheet }[];
}

export function truckVisitPassPdf(_db: Db, pass: TruckVisitPass, terminalName: string, now: Date): Promise<Buffer> {
  return render((doc) => {
    header(doc, t.title, terminalName);
    row(doc, t.code, pass.code);
    row(doc, t.date, slashedDay(pass.day));
    row(doc, t.slot, slotRange(pass.start, pass.end));
    row(doc, t.trucking, pass.truckingName);
    row(doc, t.plate, pass.plate);
    pass.moves.forEach(({ role, sheet }, i) => {
      section(doc, `${fillText(t.move, { n: i + 1 })}: ${role === 'drop' ? t.drop : t.pickup}`);
      row(doc, t.container, `${sheet.unit.unitNbr} (${sheet.unit.typeLength})`);
      row(doc, t.appointment, sheet.appointment?.id);
      row(doc, t.kind, sheet.condition);
      row(
        doc,
        t.visit,
        sheet.visit
          ? [sheet.visit.vesselName, sheet.voyage, `(${sheet.visit.id})`].filter(Boolean).join(' ')
          : sheet.unit.visitId,
      );
    });
    doc.moveDown(1.2);
    doc.font('Helvetica').fontSize(10).fillColor(GREY).text(t.scanHint, MARGIN, doc.y);
    drawCode128(doc, pass.code, MARGIN, doc.y + 8, 64);
    footer(doc, now);
  }, t.title);
}
