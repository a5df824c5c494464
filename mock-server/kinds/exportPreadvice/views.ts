/**
 * The export unit and its pre-advice, and bookings, on the wire (D2 §3 Export pre-advice, Booking),
 * typed by src/domain/terminalWire/exportPreadvice.ts, which the console reads.
 */
import { bookingCapacity, freePlaces } from '../../../src/domain/exportPreadvice/bookingCapacity';
import {
  DEFAULT_COORDINATION_HOURS,
  EXPORT_ACTION_PERMISSION,
  EXPORT_DETAIL_ACTIONS,
  exportWhyNot,
} from '../../../src/domain/exportPreadvice/detailActions';
import { exportUnitReceived } from '../../../src/domain/exportPreadvice/unitLife';
import { can, type Action } from '../../../src/domain/permissions';
import { santiagoInstant } from '../../../src/domain/santiagoTime';
import type { BookingWire, ExportPreadviceWire } from '../../../src/domain/terminalWire/exportPreadvice';
import type { Db } from '../../types';
import { itemOf } from '../../modules/bookings/capacity';
import type { Booking } from '../../modules/bookings/types';
import type { ContainerVisit } from '../../terminalModel/types';
import type { ExportContext } from './context';
import { exportFactsOf } from './transitions';

const agentName = (db: Db, id: string | null | undefined) =>
  id ? (db.agent.find((a) => a.id === id)?.name ?? null) : null;
const truckingName = (db: Db, id: string | null | undefined) =>
  id ? (db.truckingcompany.find((t) => t.id === id)?.name ?? null) : null;
/** Physical length of the ISO size code's first character (20', 40', 45'). */
const LENGTH_MM: Readonly<Record<string, number>> = { '2': 6058, '4': 12192, L: 13716 };

/** The export unit, its pre-advice and what `roles` may do with it now (EXP-004…008, EXP-061…077). */
export function exportPreadviceView(
  db: Db,
  c: ExportContext,
  roles: readonly string[],
  now: Date,
): ExportPreadviceWire {
  const { unit, op, booking, visit, appointment } = c;
  const item = booking && op ? itemOf(booking, op.equipmentType) : undefined;
  const actions: ExportPreadviceWire['actions'] = {};
  if (op) {
    const facts = exportFactsOf(unit, op, booking);
    for (const a of EXPORT_DETAIL_ACTIONS) {
      if (can(roles, 'exports', EXPORT_ACTION_PERMISSION[a] as Action))
        actions[a] = exportWhyNot(a, facts, now) ?? null;
    }
  }
  const seals = op?.seals ?? [];
  const creator = op ? db.user.find((u) => u.login === op.createdBy) : undefined;
  const functionary =
    creator?.ownerType === 'functionary'
      ? db.functionary.find((f) => String(f.id) === String(creator.ownerId))
      : undefined;
  const storekeeper = booking?.storekeeperId ? db.storekeeper.find((s) => s.id === booking.storekeeperId) : undefined;
  return {
    unit: {
      id: unit.id,
      number: unit.unitNbr,
      container: {
        type: {
          id: unit.isoType,
          length: unit.typeLength,
          lengthMm: LENGTH_MM[unit.isoType.charAt(0)] ?? 0,
          tareWeightKg: unit.tareWeightKg,
        },
      },
      reefer: unit.reefer
        ? {
            tempReq: unit.reefer.tempReqC,
            o2Pct: op?.o2Pct ?? null,
            co2Pct: op?.co2Pct ?? null,
            ventValue: item?.reefer?.ventRequiredValue ?? null,
            ventUnit: item?.reefer?.ventRequiredUnit ?? null,
            humidityPct: item?.reefer?.humidityPct ?? null,
          }
        : null,
      oog: op?.oog ?? unit.oog,
      contents: {
        weightKg: op?.grossWeightKg ?? unit.weightKg,
        commodityId: op?.commodityCode ?? unit.commodityCode,
        commodityName: unit.commodityName,
        shipperId: op?.shipperId ?? booking?.shipperId ?? null,
      },
      verifiedGrossMass: op?.vgmKg ?? null,
      tipoDocumento: op?.documentType ?? null,
      numeroDocumento: op ? op.documentNbrs.join(',') : null,
      numerosGuias: op ? op.guias.join(',') : null,
      seals: { values: seals },
      selloGate: seals[0] ?? null,
      selloGate2: seals[1] ?? null,
      selloGate3: seals[2] ?? null,
      selloGate4: seals[3] ?? null,
      lampa: op?.lampa ?? null,
      routing: { group: unit.routingGroup ?? null },
      truckingCompany: op?.truckingId ? { id: op.truckingId, name: truckingName(db, op.truckingId) } : null,
      inspeccionSAG: op?.sagCondition ?? unit.inspeccionSAG,
      booking: booking ? { id: booking.id } : null,
      transitState: unit.transitState,
      dateIn: unit.timeIn,
      dateLoad: ['LOADED', 'DEPARTED'].includes(unit.transitState) ? (visit?.atd ?? visit?.ata ?? null) : null,
      dateOut: unit.transitState === 'DEPARTED' ? (visit?.atd ?? null) : null,
      receive: exportUnitReceived(unit.transitState),
    },
    operation: op
      ? {
          id: op.id,
          operationType: op.operationType,
          vesselVisitId: op.vesselVisitId,
          draftNumber: op.draftNumber,
          outVoy: visit?.outVoyNbr ?? null,
          agent: { id: op.agentId ?? '', name: agentName(db, op.agentId) },
          date: op.date,
          bookingOrBl: op.bookingId,
          sagCondition: op.sagCondition,
          grossWeightKg: op.grossWeightKg,
          weighbridge: op.weighbridge,
        }
      : null,
    appointment: appointment
      ? { nbr: appointment.id, truckingCompany: truckingName(db, appointment.truckingId) }
      : null,
    invoice: op ? { draftNumber: op.draftNumber, finalized: op.invoiceFinalized } : null,
    dateApp: appointment ? santiagoInstant(appointment.day, appointment.start).toISOString() : null,
    slotEndTime: appointment?.end ?? null,
    lateDate: booking?.lateDate ?? null,
    early: booking ? now.getTime() < new Date(booking.stackingStart).getTime() : false,
    stackingDateStart: booking?.stackingStart ?? null,
    stackingDateEnd: booking?.stackingEnd ?? null,
    stackingReeferDateStart: booking?.stackingReeferStart ?? null,
    fctnary_id: functionary ? functionary.rut : null,
    fctnary_name: functionary?.user.name ?? null,
    storekeeperName: storekeeper?.user.name ?? null,
    storekeeperId: storekeeper?.id ?? null,
    vesselName: visit?.vesselName ?? null,
    validReassign: op?.validReassign ?? false,
    coordination: { start: DEFAULT_COORDINATION_HOURS.from, end: DEFAULT_COORDINATION_HOURS.to },
    actions,
  };
}

/**
 * A booking (D2 §3 Booking; EXP-054, EXP-055): its items, the units on it and the capacity of the
 * asked equipment type (every item for 'ALL' or an unknown type).
 */
export function bookingView(
  db: Db,
  booking: Booking,
  containerType: string,
  units: readonly ContainerVisit[],
): BookingWire {
  const visit = db.vesselVisit.find((v) => v.id === booking.visitId);
  const asked = itemOf(booking, containerType.trim().toUpperCase());
  const storekeeper = booking.storekeeperId ? db.storekeeper.find((s) => s.id === booking.storekeeperId) : undefined;
  return {
    nbr: booking.id,
    eqStatus: booking.eqStatus,
    line: booking.line,
    nave: visit?.vesselName ?? '',
    viaje: visit?.outVoyNbr ?? '',
    vesselVisitId: booking.visitId,
    portOfLoading: booking.portOfLoading,
    portOfDischarge1: booking.portOfDischarge1,
    portOfDischarge2: booking.portOfDischarge2,
    destination: booking.destination,
    stacking: { start: booking.stackingStart, end: booking.stackingEnd, reeferStart: booking.stackingReeferStart },
    lateDate: booking.lateDate,
    enableVGM: booking.enableVGM,
    storekeeper: storekeeper?.user.name ?? null,
    manifestNumber: visit?.manifestNumber ?? '',
    shipperId: booking.shipperId,
    shipperName: booking.shipperName,
    capacity: bookingCapacity(asked ? [asked] : booking.items),
    reserveIsoCode: asked?.equipmentType ?? null,
    unitlist: units.map((u) => ({
      unitNbr: u.unitNbr,
      transitState: u.transitState,
      isoType: u.isoType,
      reefer: u.reefer !== null,
    })),
    items: booking.items.map((i) => ({
      equipmentType: i.equipmentType,
      equipmentDesc: i.equipmentDesc,
      quantity: i.quantity,
      availableQuantity: freePlaces(i),
      reservedContainers: units.filter((u) => u.isoType === i.equipmentType).map((u) => ({ unitNbr: u.unitNbr })),
      reefer: i.reefer,
      hazards: i.hazards,
      atmosphereControl: i.atmosphereControl ? 'S' : 'N',
      isOog: i.isOog,
      featureId: i.featureId,
      bulbMode: null,
      condTreament: null,
      desHumidificationPct: i.reefer?.humidityPct ?? null,
    })),
  };
}
