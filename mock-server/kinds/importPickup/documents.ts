/**
 * The import unit's PDFs (documents/pdf.ts): its gate pass sheet (documents/gatePassSheet.ts)
 * and its detail (its DRC is documents/drcSheet.ts, any category's). Texts from operationsMessages.documents.
 */
import { appointmentSlot } from '../../../src/domain/appointmentSlot';
import { formatMoney } from '../../../src/domain/formats';
import { importStateLabel } from '../../../src/domain/transitStates';
import { operationTypeLabel, pickupConditionLabel } from '../../../src/i18n/codeLabels';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { Db } from '../../types';
import type { pickupCosts } from './charges';
import type { GatePassSheet } from '../../documents/gatePassSheet';
import { footer, header, render, row } from '../../documents/pdf';
import type { UnitContext } from './context';

const t = operationsMessages.documents;

const truckingName = (db: Db, id: string | null | undefined) =>
  id ? (db.truckingcompany.find((x) => x.id === id)?.name ?? id) : null;

/** The import unit's gate pass sheet. */
export const importGatePassSheet = ({ unit, op, appointment, visit }: UnitContext): GatePassSheet => ({
  unit,
  visit,
  voyage: visit?.inVoyNbr ?? null,
  appointment,
  truckingId: op?.truckingId ?? null,
  ownMeansDrivers: op?.ownMeans ? (op.driverRuts ?? []) : null,
  condition: op ? pickupConditionLabel(op.condicionRetiro) : null,
  agentId: op?.agentId ?? null,
  thirdShift: op?.turno3er === true,
});

/** The unit's detail; `costs` are its pickup's ledger lines (charges.ts pickupCosts), if it has one. */
export function importDetailPdf(
  db: Db,
  { unit, op, appointment, visit }: UnitContext,
  costs: ReturnType<typeof pickupCosts> | null,
  terminalName: string,
  now: Date,
): Promise<Buffer> {
  return render((doc) => {
    header(doc, t.importDetailTitle, terminalName);
    row(doc, t.container, `${unit.unitNbr} (${unit.isoType} · ${unit.typeLength})`);
    row(doc, t.state, importStateLabel(unit.transitState));
    row(
      doc,
      t.visit,
      visit ? `${visit.vesselName} ${visit.inVoyNbr} (${visit.id}), manifiesto ${visit.manifestNumber}` : unit.visitId,
    );
    row(doc, t.bl, unit.blNumbers.join(', '));
    row(doc, t.consignee, `${unit.consigneeName} (${unit.consigneeId})`);
    row(doc, t.commodity, `${unit.commodityName} (${unit.commodityCode})`);
    row(doc, t.weight, unit.weightKg);
    if (unit.reefer) row(doc, t.reefer, `${unit.reefer.tempReqC} °C`);
    if (unit.hazards.length)
      row(doc, t.hazards, unit.hazards.map((h) => `IMO ${h.imdgClass} · UN ${h.unNbr} · ${h.properName}`).join('; '));
    if (op) {
      doc.moveDown(0.6);
      row(doc, t.operationType, operationTypeLabel(op.operationType));
      row(doc, t.draft, op.draftNumber);
      row(doc, t.condition, pickupConditionLabel(op.condicionRetiro));
      row(doc, t.agent, db.agent.find((a) => a.id === op.agentId)?.name ?? op.agentId);
      row(doc, t.trucking, truckingName(db, op.truckingId));
      row(
        doc,
        t.appointment,
        appointment
          ? `${appointment.id} · ${appointmentSlot(appointment.day, appointment.start, appointment.end)}`
          : null,
      );
      const lines = costs?.summaryCharges ?? [];
      if (lines.length) {
        row(
          doc,
          t.charges,
          lines.map((l) => `${l.tarifId} ${l.description}: ${formatMoney(l.totalAmount, l.currency)}`).join('\n'),
        );
        row(doc, '', `Total ${formatMoney(costs!.totalCharges, lines[0]!.currency)}`);
      }
    }
    footer(doc, now);
  }, t.importDetailTitle);
}
