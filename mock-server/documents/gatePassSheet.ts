/**
 * The gate pass as one sheet per unit, whatever the operation kind (D2 §2 Gate pass; the export
 * gate pass is the import one, EXP-079): appointment number, date and slot, the carrier (or
 * 'Por sus propios medios' and the drivers), the container, the visit, the operation's condition
 * and agent, the third shift, and a Code 128 of container and appointment to scan at the gate.
 */
import { slotRange } from '../../src/domain/appointmentSlot';
import { slashedDay } from '../../src/domain/santiagoTime';
import { appMessages } from '../../src/i18n/appMessages';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import type { Db } from '../types';
import { drawCode128, footer, GREY, header, MARGIN, render, row, type Doc } from './pdf';
import type { Appointment, ContainerVisit, VesselVisit } from '../terminalModel/types';

const t = operationsMessages.documents;

export interface GatePassSheet {
  unit: Pick<ContainerVisit, 'unitNbr' | 'typeLength' | 'visitId'>;
  visit: VesselVisit | undefined;
  /** The visit's voyage the unit travels on: inbound for an import unit, outbound for an export one. */
  voyage: string | null;
  appointment: Appointment | undefined;
  truckingId: string | null;
  /** The drivers' own trucks ('Por sus propios medios'), with their RUTs. */
  ownMeansDrivers: string[] | null;
  /** The operation's condition as people read it (the pickup's 'Directo' / 'Indirecto', or the export operation's type): a label, never the code. */
  condition: string | null;
  agentId: string | null;
  thirdShift: boolean;
}

const truckingName = (db: Db, id: string | null | undefined) =>
  id ? (db.truckingcompany.find((x) => x.id === id)?.name ?? id) : null;

function page(doc: Doc, db: Db, s: GatePassSheet, terminalName: string, now: Date) {
  const a = s.appointment;
  header(doc, t.gatePassTitle, terminalName);
  row(doc, t.appointment, a?.id);
  row(doc, t.date, a ? slashedDay(a.day) : null);
  row(doc, t.slot, a ? slotRange(a.start, a.end) : null);
  if (s.ownMeansDrivers) {
    row(doc, t.trucking, t.ownMeans);
    row(doc, t.drivers, s.ownMeansDrivers.join(', '));
  } else row(doc, t.trucking, truckingName(db, s.truckingId ?? a?.truckingId));
  row(doc, t.container, `${s.unit.unitNbr} (${s.unit.typeLength})`);
  row(
    doc,
    t.visit,
    s.visit ? [s.visit.vesselName, s.voyage, `(${s.visit.id})`].filter(Boolean).join(' ') : s.unit.visitId,
  );
  row(doc, t.condition, s.condition);
  row(doc, t.agent, s.agentId ? (db.agent.find((x) => x.id === s.agentId)?.name ?? s.agentId) : null);
  if (s.thirdShift) row(doc, t.thirdShift, appMessages.ui.yes);
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(t.scanHint, MARGIN, doc.y);
  drawCode128(doc, `${s.unit.unitNbr}-${a?.id ?? ''}`, MARGIN, doc.y + 8, 64);
  footer(doc, now);
}

/** One page per unit, in the order given. */
export function gatePassPdf(
  db: Db,
  sheets: readonly GatePassSheet[],
  terminalName: string,
  now: Date,
): Promise<Buffer> {
  return render((doc) => {
    sheets.forEach((s, i) => {
      if (i > 0) doc.addPage();
      page(doc, db, s, terminalName, now);
    });
  }, t.gatePassTitle);
}
