/**
 * The export pre-advices' seed: on every FCL booking of a visit still to sail, units along the
 * export life — one the line announced and reserved (ADVISED), pre-advised ones on their way, at
 * the gate, in the yard, to the ship and loaded (a WORKING visit's) — each with its operation,
 * its booking place taken and its draft number. Equipment and cargo follow the booking item
 * (reefer cargo in reefers). After the import kind, so its demo units keep their numbers.
 */
import type { TransitState } from '../../../src/domain/transitStates';
import { ISO_TYPES, OOG_TYPES, REEFER_COMMODITIES, REEFER_TYPES } from '../../terminalModel/catalog';
import { iso, seedChargesOf, type TerminalSeeder } from '../../terminalModel/seed';
import { owedByPreadvice } from './charges';
import type { Booking, BookingItem } from '../../modules/bookings/types';
import type { ContainerVisit, VesselVisit } from '../../terminalModel/types';
import { EXPORT_PREADVICE, type ExportOperation } from './types';

const EQUIPMENT = [...ISO_TYPES, ...REEFER_TYPES, ...OOG_TYPES];

/** The states drawn per booking: a WORKING visit is loading; an INBOUND one is still receiving. */
const STATES: Readonly<Record<'INBOUND' | 'WORKING', readonly TransitState[]>> = {
  INBOUND: ['ADVISED', 'INBOUND', 'INBOUND', 'ECIN', 'YARD', 'YARD', 'ADVISED', 'ADVISED', 'ADVISED'],
  WORKING: ['ADVISED', 'INBOUND', 'YARD', 'YARD', 'ECOUT', 'LOADED', 'LOADED', 'ADVISED', 'ADVISED', 'ADVISED'],
};

function unitOn(
  s: TerminalSeeder,
  visit: VesselVisit,
  booking: Booking,
  item: BookingItem,
  state: TransitState,
): ContainerVisit {
  const kind = item.reefer ? 'reefer' : item.isOog ? 'oog' : item.hazards.length > 0 ? 'hazard' : 'dry';
  const unit = s.container({
    visit,
    state,
    category: 'EXPORT',
    agent: null,
    storekeeper: null,
    kind,
    sag: 'SIN INSPECCION',
    createdAt: iso(-48),
  });
  const type = EQUIPMENT.find((e) => e.iso === item.equipmentType);
  if (type) Object.assign(unit, { isoType: type.iso, typeLength: type.typeLength, tareWeightKg: type.tare });
  if (item.reefer) {
    const cargo = REEFER_COMMODITIES.find((c) => c.tempReqC === item.reefer!.tempReqdC) ?? REEFER_COMMODITIES[0];
    unit.reefer = { tempReqC: item.reefer.tempReqdC, rfrType: 'INTEGRAL' };
    Object.assign(unit, { commodityCode: cargo.code, commodityName: cargo.name });
  }
  unit.line = booking.line;
  // A booking through an extraportuary warehouse binds its units to that storekeeper (its reach).
  const storekeeper = booking.storekeeperId
    ? s.master.storekeeper.find((k) => k.id === booking.storekeeperId)
    : undefined;
  if (storekeeper) Object.assign(unit, { storekeeperId: storekeeper.id, storekeeperCode: storekeeper.code });
  unit.routingGroup = (['VPA', 'ROM', null, null] as const)[s.rng.int(0, 3)];
  return unit;
}

function operationOf(s: TerminalSeeder, unit: ContainerVisit, booking: Booking, item: BookingItem): ExportOperation {
  const rng = s.rng;
  const agent = rng.pick(s.master.agent);
  const trucking =
    s.master.agentTrucking.find((l) => l.agentId === agent.id)?.truckingId ?? s.master.truckingcompany[0]!.id;
  item.used++;
  return {
    id: s.numbers.operation++,
    kind: EXPORT_PREADVICE,
    unitVisitId: unit.id,
    draftNumber: s.numbers.draft++,
    status: 'ACTIVE',
    operationType: rng.int(0, 3) === 0 ? 'COORD_ENTREGA' : 'EXPORTACION',
    vesselVisitId: booking.visitId,
    bookingId: booking.id,
    equipmentType: item.equipmentType,
    agentId: agent.id,
    truckingId: trucking,
    documentType: 'DUS',
    documentNbrs: [`50${rng.digits(8)}`],
    guias: [rng.digits(6)],
    seals: [`CL${rng.digits(7)}`],
    vgmKg: unit.routingGroup === 'ROM' ? null : unit.weightKg,
    weighbridge: unit.routingGroup === 'ROM',
    grossWeightKg: unit.weightKg,
    shipperId: booking.shipperId ?? '',
    shipperName: booking.shipperName ?? '',
    shipperAddress: '',
    shipperCity: '',
    shipperState: '',
    shipperGiro: '',
    shipperCountry: 'CL',
    sagCondition: 'SIN INSPECCION',
    commodityCode: unit.commodityCode,
    o2Pct: item.atmosphereControl ? 5 : null,
    co2Pct: item.atmosphereControl ? 10 : null,
    oog: unit.oog,
    lampa: null,
    featureId: item.featureId,
    agentTwoId: null,
    uniqueInvoice: false,
    invoiceFinalized: false,
    validReassign: true,
    date: iso(-30),
    cancelledAt: null,
    createdBy: 'seed',
  };
}

export function seedExportPreadvices(s: TerminalSeeder): void {
  const visits = new Map(s.db.vesselVisit.map((v) => [v.id, v]));
  for (const booking of s.db.booking.filter((b) => b.eqStatus === 'FCL')) {
    const visit = visits.get(booking.visitId);
    if (!visit || (visit.phase !== 'INBOUND' && visit.phase !== 'WORKING')) continue;
    for (const [i, state] of STATES[visit.phase].entries()) {
      const item = booking.items[i % booking.items.length]!;
      if (item.used >= item.quantity) continue;
      const unit = unitOn(s, visit, booking, item, state);
      if (['ECIN', 'YARD', 'ECOUT', 'LOADED'].includes(state)) unit.timeIn = iso(-20);
      // Announced or pre-advised, the unit is reserved on its booking.
      booking.reservedContainers.push(unit.unitNbr);
      if (state === 'ADVISED') continue;
      s.db.operation.push(operationOf(s, unit, booking, item));
    }
  }
  seedChargesOf(s, EXPORT_PREADVICE, owedByPreadvice);
}
