/**
 * The seed's bookings (D2 §3 Booking): on every vessel visit not yet gone, its line's full (FCL)
 * export bookings — dry, reefer (with its temperature and ventilation), hazardous and out-of-gauge
 * items — and one empty (MTY) booking per line for its empties. Stacking windows around the
 * demo's today; two bookings show the spec's date cases (stacking passed; stacking start after
 * the late date, EXP-056). Places are free until pre-advices take them.
 */
import { addDays, santiagoInstant } from '../../../src/domain/santiagoTime';
import { Random } from '../../seed/random';
import { HAZARDOUS, ISO_TYPES, OOG_TYPES, REEFER_COMMODITIES, REEFER_TYPES } from '../../terminalModel/catalog';
import { TODAY, type TerminalSeeder } from '../../terminalModel/seed';
import type { BookingItem } from './types';

/** Destinations of the lines' export services (UN/LOCODE). */
const DISCHARGE_PORTS = ['CNSHA', 'KRPUS', 'USLAX', 'NLRTM', 'ESALG', 'PECLL', 'MXZLO', 'JPYOK'] as const;
const LOADING_PORT = 'CLSAI';

const at = (days: number, time: string) => santiagoInstant(addDays(TODAY, days), time).toISOString();

const dry = (rng: Random, type: (typeof ISO_TYPES)[number]): BookingItem => ({
  equipmentType: type.iso,
  equipmentDesc: type.typeLength,
  quantity: rng.int(4, 12),
  used: 0,
  reefer: null,
  hazards: [],
  atmosphereControl: false,
  isOog: false,
  featureId: null,
});

const reefer = (rng: Random): BookingItem => {
  const type = rng.pick(REEFER_TYPES);
  const cargo = rng.pick(REEFER_COMMODITIES);
  return {
    equipmentType: type.iso,
    equipmentDesc: type.typeLength,
    quantity: rng.int(3, 8),
    used: 0,
    reefer: {
      tempReqdC: cargo.tempReqC,
      ventRequiredValue: cargo.tempReqC < 0 ? 0 : 25,
      ventRequiredUnit: 'CUBIC_M_HOUR',
      humidityPct: cargo.tempReqC < 0 ? null : 85,
    },
    hazards: [],
    atmosphereControl: cargo.tempReqC > 0,
    isOog: false,
    featureId: cargo.tempReqC > 0 ? 'CA' : null,
  };
};

const hazardous = (rng: Random): BookingItem => {
  const h = rng.pick(HAZARDOUS);
  return {
    ...dry(rng, ISO_TYPES[0]),
    quantity: rng.int(1, 3),
    hazards: [{ imdg: h.imdgClass, un: h.unNbr, imdgDescription: h.properName }],
  };
};

const outOfGauge = (rng: Random): BookingItem => {
  const type = rng.pick(OOG_TYPES);
  return {
    ...dry(rng, ISO_TYPES[1]),
    equipmentType: type.iso,
    equipmentDesc: type.typeLength,
    quantity: rng.int(1, 2),
    isOog: true,
  };
};

export function seedBookings(s: TerminalSeeder): void {
  const rng = new Random('terminal:bookings');
  let nbr = 2611000;
  const visits = s.db.vesselVisit.filter((v) => v.phase === 'INBOUND' || v.phase === 'WORKING');
  const windows = [
    {
      stackingStart: at(-2, '08:00'),
      stackingEnd: at(3, '18:00'),
      stackingReeferStart: at(0, '08:00'),
      lateDate: at(4, '12:00'),
    },
    // Stacking passed, the late date not yet (EXP-057), then both passed (EXP-058).
    {
      stackingStart: at(-6, '08:00'),
      stackingEnd: at(-1, '18:00'),
      stackingReeferStart: at(-3, '08:00'),
      lateDate: at(1, '12:00'),
    },
    // Stacking opens after the late date: an inconsistency the screen names (EXP-056).
    {
      stackingStart: at(5, '08:00'),
      stackingEnd: at(7, '18:00'),
      stackingReeferStart: at(6, '08:00'),
      lateDate: at(4, '12:00'),
    },
  ];
  for (const [v, visit] of visits.entries()) {
    const shippers = [rng.pick(s.master.client), rng.pick(s.master.client)];
    const plans: BookingItem[][] = [
      [dry(rng, ISO_TYPES[0]), dry(rng, ISO_TYPES[2])],
      [reefer(rng)],
      [hazardous(rng), outOfGauge(rng)],
    ];
    for (const [i, items] of plans.entries()) {
      const shipper = shippers[i % 2]!.shipperConsignee as { id: string; name: string };
      // The first visit also shows the two date cases; every other booking has an open window.
      const window = v === 0 && i > 0 ? windows[i]! : windows[0]!;
      s.db.booking.push({
        id: `${visit.operatorId}${nbr++}`,
        eqStatus: 'FCL',
        line: visit.operatorId,
        visitId: visit.id,
        portOfLoading: LOADING_PORT,
        portOfDischarge1: rng.pick(DISCHARGE_PORTS),
        portOfDischarge2: i === 2 ? rng.pick(DISCHARGE_PORTS) : null,
        destination: rng.pick(DISCHARGE_PORTS),
        ...window,
        enableVGM: true,
        // The dry booking of the second visit goes through the first storekeeper's warehouse (the demo's 'bodega').
        shipperId: shipper.id,
        shipperName: shipper.name,
        storekeeperId: v === 1 && i === 0 ? (s.master.storekeeper[0]?.id ?? null) : null,
        items,
        reservedContainers: [],
      });
    }
  }
  // Each line's empties go back on its next visit.
  for (const line of [...new Set(visits.map((v) => v.operatorId))]) {
    const visit = visits.find((v) => v.operatorId === line)!;
    s.db.booking.push({
      id: `${line}MTY${nbr++}`,
      eqStatus: 'MTY',
      line,
      visitId: visit.id,
      portOfLoading: LOADING_PORT,
      portOfDischarge1: rng.pick(DISCHARGE_PORTS),
      portOfDischarge2: null,
      destination: rng.pick(DISCHARGE_PORTS),
      ...windows[0]!,
      enableVGM: false,
      shipperId: null,
      shipperName: null,
      storekeeperId: null,
      items: [
        { ...dry(rng, ISO_TYPES[0]), quantity: rng.int(20, 40) },
        { ...dry(rng, ISO_TYPES[2]), quantity: rng.int(20, 40) },
      ],
      reservedContainers: [],
    });
  }
}
