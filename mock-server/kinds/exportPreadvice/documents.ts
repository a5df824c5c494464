/**
 * The export unit's PDFs (documents/pdf.ts): its gate pass sheet (the import one's,
 * EXP-079), the delivery voucher (EXP-075), the EIR of a received unit (EXP-076, and of an
 * import unit, IMP-052), the costs document (EXP-078) and the temperature letters of reefers,
 * one page each (EXP-077, TMP-004…008). Texts from operationsMessages.documents.
 */
import { VENT_UNIT_LABELS } from '../../../src/domain/exportPreadvice/preadviceRules';
import { appointmentSlot } from '../../../src/domain/appointmentSlot';
import { formatMoney } from '../../../src/domain/formats';
import { santiagoDateTime } from '../../../src/domain/santiagoTime';
import { exportStateLabel, importStateLabel } from '../../../src/domain/transitStates';
import type { Charges } from '../../../src/domain/terminalWire/charges';
import { categoryLabel, operationTypeLabel } from '../../../src/i18n/codeLabels';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { Db } from '../../types';
import type { GatePassSheet } from '../../documents/gatePassSheet';
import { drawCode128, footer, header, MARGIN, render, row, section, type Doc } from '../../documents/pdf';
import type { Booking } from '../../modules/bookings/types';
import type { ContainerVisit, GateVisit, VesselVisit } from '../../terminalModel/types';
import { itemOf } from '../../modules/bookings/capacity';
import type { ExportContext } from './context';
import type { ExportOperation } from './types';

const t = operationsMessages.documents;
const when = (iso: string | null | undefined) => (iso ? santiagoDateTime(new Date(iso)) : null);
const truckingName = (db: Db, id: string | null | undefined) =>
  id ? (db.truckingcompany.find((x) => x.id === id)?.name ?? id) : null;
const visitLabel = (visit: VesselVisit | undefined, unit: ContainerVisit) =>
  visit ? `${visit.vesselName} ${visit.outVoyNbr} (${visit.id})` : unit.visitId;

/** The export unit's gate pass sheet: its delivery appointment and carrier. */
export const exportGatePassSheet = ({ unit, op, appointment, visit }: ExportContext): GatePassSheet => ({
  unit,
  visit,
  voyage: visit?.outVoyNbr ?? null,
  appointment,
  truckingId: op?.truckingId ?? null,
  ownMeansDrivers: null,
  condition: op ? operationTypeLabel(op.operationType) : null,
  agentId: op?.agentId ?? null,
  thirdShift: false,
});

function preadviceRows(
  doc: Doc,
  db: Db,
  unit: ContainerVisit,
  op: ExportOperation,
  booking: Booking | undefined,
  visit: VesselVisit | undefined,
) {
  row(doc, t.container, `${unit.unitNbr} (${unit.isoType} · ${unit.typeLength})`);
  row(doc, t.state, exportStateLabel(unit.transitState));
  row(doc, t.booking, op.bookingId);
  row(doc, t.visit, visitLabel(visit, unit));
  row(
    doc,
    t.portOfDischarge,
    booking ? [booking.portOfDischarge1, booking.portOfDischarge2].filter(Boolean).join(' / ') : null,
  );
  row(doc, t.draft, op.draftNumber);
  row(doc, t.operationType, operationTypeLabel(op.operationType));
  row(doc, t.agent, db.agent.find((a) => a.id === op.agentId)?.name ?? op.agentId);
  row(doc, t.shipper, `${op.shipperName} (${op.shipperId})`);
  row(doc, t.document, `${op.documentType} ${op.documentNbrs.join(', ')}`.trim());
  row(doc, t.guides, op.guias.join(', '));
  row(doc, t.seals, [...op.seals, ...(op.lampa ? [op.lampa] : [])].join(', '));
  row(doc, t.weight, op.grossWeightKg);
  row(doc, t.vgm, op.weighbridge ? t.weighbridge : op.vgmKg);
  row(doc, t.commodity, `${op.commodityCode} ${unit.commodityName}`.trim());
}

/** The delivery voucher (EXP-075): the pre-advice, its booking, its appointment and carrier. */
export function voucherPdf(
  db: Db,
  { unit, op, booking, visit, appointment }: ExportContext & { op: ExportOperation },
  terminalName: string,
  now: Date,
): Promise<Buffer> {
  return render((doc) => {
    header(doc, t.voucherTitle, terminalName);
    preadviceRows(doc, db, unit, op, booking, visit);
    section(doc, t.appointment);
    row(doc, t.appointment, appointment?.id);
    row(doc, t.date, appointment ? appointmentSlot(appointment.day, appointment.start, appointment.end) : null);
    row(doc, t.trucking, truckingName(db, op.truckingId));
    row(doc, t.stacking, booking ? `${when(booking.stackingStart)} – ${when(booking.stackingEnd)}` : null);
    row(doc, t.lateDate, when(booking?.lateDate));
    doc.moveDown(1);
    drawCode128(doc, `${unit.unitNbr}-${op.draftNumber}`, MARGIN, doc.y + 8, 56);
    footer(doc, now);
  }, t.voucherTitle);
}

/** The EIR of a unit the terminal received or delivered (EXP-076, IMP-052): the interchange at the gate. */
export function eirPdf(
  db: Db,
  unit: ContainerVisit,
  visit: VesselVisit | undefined,
  gate: GateVisit | undefined,
  seals: readonly string[],
  terminalName: string,
  now: Date,
): Promise<Buffer> {
  return render((doc) => {
    header(doc, t.eirTitle, terminalName);
    row(doc, t.container, `${unit.unitNbr} (${unit.isoType} · ${unit.typeLength})`);
    row(doc, t.category, categoryLabel(unit.category));
    row(
      doc,
      t.state,
      unit.category === 'EXPORT' ? exportStateLabel(unit.transitState) : importStateLabel(unit.transitState),
    );
    row(doc, t.visit, visitLabel(visit, unit));
    row(doc, t.move, unit.category === 'EXPORT' ? t.moveIn : t.moveOut);
    row(doc, t.timeIn, when(gate?.timeIn ?? unit.timeIn));
    row(doc, t.timeOut, when(gate?.timeOut));
    row(doc, t.plate, gate?.plate);
    row(doc, t.trucking, truckingName(db, gate?.truckingId));
    row(doc, t.seals, seals.join(', '));
    row(doc, t.weight, unit.weightKg);
    row(doc, t.tare, unit.tareWeightKg);
    if (unit.reefer) row(doc, t.reefer, `${unit.reefer.tempReqC} °C`);
    if (unit.hazards.length)
      row(doc, t.hazards, unit.hazards.map((h) => `IMO ${h.imdgClass} · UN ${h.unNbr}`).join('; '));
    row(doc, t.equipmentCondition, t.noDamage);
    doc.moveDown(1);
    drawCode128(doc, unit.unitNbr, MARGIN, doc.y + 8, 56);
    footer(doc, now);
  }, t.eirTitle);
}

/** The export costs document (EXP-078): the pre-advice and its ledger lines with their total. */
export function exportCostsPdf(
  db: Db,
  { unit, op, booking, visit }: ExportContext & { op: ExportOperation },
  costs: Pick<Charges, 'summaryCharges' | 'totalCharges'>,
  terminalName: string,
  now: Date,
): Promise<Buffer> {
  return render((doc) => {
    header(doc, t.exportCostsTitle, terminalName);
    preadviceRows(doc, db, unit, op, booking, visit);
    section(doc, t.charges);
    if (costs.summaryCharges.length === 0) row(doc, t.charges, t.noCharges);
    for (const l of costs.summaryCharges)
      row(
        doc,
        `${l.tarifId}`,
        `${l.description} · ${l.quantity} ${l.quantityUnit} · ${formatMoney(l.totalAmount, l.currency)}`,
      );
    if (costs.summaryCharges.length) row(doc, t.total, formatMoney(costs.totalCharges, 'USD'));
    footer(doc, now);
  }, t.exportCostsTitle);
}

/** One reefer's letter: the unit and the booking item's settings the terminal keeps it at. */
export interface TemperatureLetter {
  unit: ContainerVisit;
  op: ExportOperation | undefined;
  booking: Booking | undefined;
  visit: VesselVisit | undefined;
}

function letterPage(
  doc: Doc,
  db: Db,
  { unit, op, booking, visit }: TemperatureLetter,
  terminalName: string,
  now: Date,
) {
  const item = booking && itemOf(booking, op?.equipmentType ?? unit.isoType);
  const reefer = item?.reefer;
  header(doc, t.temperatureLetterTitle, terminalName);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#000000')
    .text(t.letterBody, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN });
  doc.moveDown(1);
  row(doc, t.container, `${unit.unitNbr} (${unit.isoType} · ${unit.typeLength})`);
  row(doc, t.booking, booking?.id);
  row(doc, t.visit, visitLabel(visit, unit));
  row(doc, t.shipper, op ? `${op.shipperName} (${op.shipperId})` : booking?.shipperName);
  row(doc, t.commodity, `${unit.commodityCode} ${unit.commodityName}`.trim());
  row(doc, t.setTemperature, `${reefer?.tempReqdC ?? unit.reefer?.tempReqC ?? ''} °C`);
  row(doc, t.ventilation, reefer ? `${reefer.ventRequiredValue} ${VENT_UNIT_LABELS[reefer.ventRequiredUnit]}` : null);
  row(doc, t.humidity, reefer?.humidityPct != null ? `${reefer.humidityPct} %` : null);
  if (item?.atmosphereControl) row(doc, t.atmosphere, `${op?.o2Pct ?? '—'} / ${op?.co2Pct ?? '—'}`);
  row(doc, t.agent, op ? (db.agent.find((a) => a.id === op.agentId)?.name ?? op.agentId) : null);
  doc.moveDown(3);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + 220, doc.y)
    .stroke('#000000');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(t.signature, MARGIN, doc.y + 4);
  footer(doc, now);
}

/** The temperature letters, one page per reefer, in the order given. */
export function temperatureLettersPdf(
  db: Db,
  letters: readonly TemperatureLetter[],
  terminalName: string,
  now: Date,
): Promise<Buffer> {
  return render((doc) => {
    letters.forEach((l, i) => {
      if (i > 0) doc.addPage();
      letterPage(doc, db, l, terminalName, now);
    });
  }, t.temperatureLetterTitle);
}
