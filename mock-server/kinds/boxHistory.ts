/**
 * The box with three visits (issue 14; docs/terminal-model.md "History of a box"): it spans the
 * import pickup kind (a departed import box a truck picked up) and the export side (the same box
 * pre-advised for export), so it is seeded here, by the registry, after the container kinds.
 */
import { HOUR, iso, type TerminalSeeder } from '../terminalModel/seed';
import type { ContainerVisit } from '../terminalModel/types';

/**
 * One box's three visits (issue 14; docs/terminal-model.md "History of a box"): the first import
 * container of a departed vessel that a truck picked up (IMPORT, DEPARTED), returned empty to the
 * terminal and handed out to the exporter to be stuffed (STORAGE, DEPARTED), and now pre-advised
 * full for export (EXPORT, ADVISED) on an inbound visit of its line. Returns the box's number.
 */
export function seedBoxHistory(s: TerminalSeeder): string | undefined {
  const departedVisits = new Map(s.db.vesselVisit.filter((v) => v.phase === 'DEPARTED' && v.ata).map((v) => [v.id, v]));
  const pickedUp = new Set(s.db.gateVisit.map((g) => g.unitVisitId));
  const imported = s.db.unitVisit.find(
    (u): u is ContainerVisit =>
      u.kind === 'container' &&
      u.category === 'IMPORT' &&
      u.transitState === 'DEPARTED' &&
      departedVisits.has(u.visitId ?? '') &&
      pickedUp.has(u.id),
  );
  if (!imported) return undefined;
  // A timeline that holds: discharged, picked up a day later, back empty two days after, handed out a day later.
  const ata = new Date(departedVisits.get(imported.visitId!)!.ata!).getTime();
  const at = (hoursAfterAta: number) => new Date(ata + hoursAfterAta * HOUR).toISOString();
  const out = s.db.gateVisit.find((g) => g.unitVisitId === imported.id)!;
  Object.assign(out, { timeIn: at(23), timeOut: at(24) });
  imported.createdAt = at(-72);
  const exportVisit =
    s.db.vesselVisit.find((v) => v.phase === 'INBOUND' && v.operatorId === imported.line) ?? s.db.vesselVisit[1]!;
  const empty = s.container({
    visit: null,
    line: imported.line,
    state: 'DEPARTED',
    category: 'STORAGE',
    unitNbr: imported.unitNbr,
    agent: null,
    storekeeper: null,
    sag: 'SIN INSPECCION',
    createdAt: at(72),
  });
  empty.timeIn = at(72);
  s.db.gateVisit.push({
    id: s.numbers.gateVisit++,
    unitVisitId: empty.id,
    move: 'PICKUP',
    appointmentId: null,
    plate: out.plate,
    driverRut: null,
    truckingId: out.truckingId,
    timeIn: at(95),
    timeOut: at(96),
  });
  const full = s.container({
    visit: exportVisit,
    state: 'ADVISED',
    category: 'EXPORT',
    unitNbr: imported.unitNbr,
    agent: null,
    storekeeper: null,
    sag: 'SIN INSPECCION',
    createdAt: iso(-6),
  });
  for (const u of [empty, full]) {
    u.isoType = imported.isoType;
    u.typeLength = imported.typeLength;
    u.tareWeightKg = imported.tareWeightKg;
  }
  empty.weightKg = imported.tareWeightKg;
  empty.commodityCode = 'MTY';
  empty.commodityName = 'VACÍO';
  empty.blNumbers = [];
  return imported.unitNbr;
}
