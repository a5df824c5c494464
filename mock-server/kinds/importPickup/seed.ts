/**
 * The import pickup's seed: import units of every visit in every transit state, their pickup
 * operations, appointments against the visits' import-pickup quotas, the gate visits of the units
 * already picked up, and their charges in the ledger. Built on the core's seeder (units, numbers,
 * quotas) from the seeded master data, so every reference resolves. The demo units are listed in
 * docs/terminal-model.md.
 */
import { santiagoInstant, addDays } from '../../../src/domain/santiagoTime';
import type { TransitState } from '../../../src/domain/transitStates';
import { A71 } from '../../../src/domain/importPickup/unitActions';
import type { Agent, Storekeeper } from '../../types';
import { quotaId } from '../../terminalModel/appointments';
import { HAZARDOUS } from '../../terminalModel/catalog';
import { iso, seedChargesOf, SLOTS, TODAY, type ContainerSpec, type TerminalSeeder } from '../../terminalModel/seed';
import type { Appointment, ContainerVisit, TerminalDb, VesselVisit, VisitPhase } from '../../terminalModel/types';
import { YARD_BLOCKS } from '../../../src/domain/yard/layout';
import { owedByPickup } from './charges';
import { IMPORT_PICKUP, type ImportOperation, type PickupCondition } from './types';

/** Transit states drawn per visit phase (import units). */
const STATES_BY_PHASE: Readonly<Record<VisitPhase, readonly TransitState[]>> = {
  INBOUND: ['INBOUND', 'INBOUND', 'INBOUND', 'INBOUND', 'ADVISED'],
  WORKING: ['INBOUND', 'ECIN', 'YARD', 'YARD', 'YARD', 'YARD', 'ECOUT', 'LOADED', 'DEPARTED'],
  DEPARTED: ['YARD', 'YARD', 'DEPARTED', 'DEPARTED', 'DEPARTED', 'RETIRED'],
  CLOSED: ['DEPARTED'],
};

type UnitSpec = Omit<ContainerSpec, 'visit'> & { visit: VesselVisit };

function truckingOf(s: TerminalSeeder, agent: Agent): string {
  const link = s.master.agentTrucking.find((l) => l.agentId === agent.id);
  return link?.truckingId ?? s.master.truckingcompany[0]!.id;
}

/** An import unit (a full container discharged or to be discharged from the visit). */
const unitOf = (s: TerminalSeeder, spec: UnitSpec): ContainerVisit => s.container({ ...spec, category: 'IMPORT' });

function operation(
  s: TerminalSeeder,
  unit: ContainerVisit,
  agent: Agent,
  condicionRetiro: PickupCondition,
  extra: Partial<ImportOperation> = {},
): ImportOperation {
  const rng = s.rng;
  const op: ImportOperation = {
    id: s.numbers.operation++,
    kind: IMPORT_PICKUP,
    unitVisitId: unit.id,
    draftNumber: s.numbers.draft++,
    operationType: condicionRetiro === 'INDIRECTO' && unit.storekeeperId ? 'COORD_ENTREGA' : 'IMPORTACION',
    status: 'ACTIVE',
    vesselVisitId: unit.visitId ?? '',
    agentId: agent.id,
    truckingId: truckingOf(s, agent),
    condicionRetiro,
    documentType: rng.pick(['DIN', 'DIN', 'DIN', 'DIN EN TRAMITE', 'MICDTA', 'DAPI']),
    documentNbrs: [rng.digits(10)],
    consigneeId: unit.consigneeId,
    consigneeName: unit.consigneeName,
    sagCondition: unit.inspeccionSAG,
    includeSF: condicionRetiro === 'DIRECTO' && unit.hazards.length === 0,
    checkGuia: rng.chance(0.3),
    weighing: rng.chance(0.2),
    turno3er: false,
    cda: rng.chance(0.5) ? rng.digits(8) : null,
    tatc: null,
    guiaDespacho: null,
    date: iso(-rng.int(24, 96)),
    cancelledAt: null,
    createdBy: agent.user.login,
    ...extra,
  };
  unit.agentId = agent.id;
  s.db.operation.push(op);
  return op;
}

/** Books the slot (dayOffset from the epoch's day, slot start) if it has room; else the next one that has. */
function appointment(
  s: TerminalSeeder,
  unit: ContainerVisit,
  op: ImportOperation,
  dayOffset: number,
  start: string,
): Appointment | undefined {
  const startIndex = Math.max(
    0,
    SLOTS.findIndex((x) => x.start === start),
  );
  for (let k = 0; k < SLOTS.length * 3; k++) {
    const slot = SLOTS[(startIndex + k) % SLOTS.length]!;
    const day = addDays(TODAY, dayOffset + Math.floor((startIndex + k) / SLOTS.length));
    const q = s.quotas.get(quotaId('importPickup', unit.visitId ?? '', day, slot.start));
    if (!q || q.used >= q.capacity) continue;
    q.used++;
    const a: Appointment = {
      id: s.numbers.appointment++,
      kind: 'importPickup',
      unitVisitId: unit.id,
      operationId: op.id,
      quotaId: q.id,
      visitId: q.visitId,
      day: q.day,
      start: q.start,
      end: q.end,
      truckingId: op.truckingId ?? s.master.truckingcompany[0]!.id,
      status: 'BOOKED',
      createdAt: iso(-s.rng.int(1, 20)),
    };
    s.db.appointment.push(a);
    return a;
  }
  return undefined;
}

/** A unit that has left: the truck of its pickup took it out (its gate visit). */
function pickedUp(s: TerminalSeeder, unit: ContainerVisit, op: ImportOperation, a: Appointment | undefined): void {
  s.gateVisit(unit, 'PICKUP', s.rng.int(2, 90), op.truckingId, a?.id ?? null);
}

/** Random units of a visit, with operations, appointments and gate visits as their state suggests. */
function fill(
  s: TerminalSeeder,
  visit: VesselVisit,
  count: number,
  agents: readonly Agent[],
  storekeepers: readonly Storekeeper[],
): void {
  const rng = s.rng;
  for (let i = 0; i < count; i++) {
    const state = rng.pick(STATES_BY_PHASE[visit.phase]);
    const r = rng.next();
    const kind = r < 0.12 ? 'reefer' : r < 0.18 ? 'hazard' : r < 0.22 ? 'oog' : 'dry';
    const agent = rng.pick(agents);
    const storekeeper = rng.chance(0.25) ? rng.pick(storekeepers) : null;
    const unit = unitOf(s, { visit, state, agent, storekeeper, kind });
    if (state === 'INBOUND' && rng.chance(0.35) && (kind !== 'hazard' || visit.etaForImo))
      operation(s, unit, agent, 'DIRECTO');
    else if (state === 'YARD' && rng.chance(0.55)) {
      const op = operation(s, unit, agent, rng.chance(0.8) ? 'INDIRECTO' : 'DIRECTO');
      if (op.condicionRetiro === 'INDIRECTO' && rng.chance(0.6))
        appointment(s, unit, op, rng.int(0, 3), rng.pick(SLOTS).start);
    } else if (['ECOUT', 'LOADED'].includes(state)) {
      const op = operation(s, unit, agent, 'INDIRECTO');
      appointment(s, unit, op, 0, '08:00');
    } else if (state === 'DEPARTED' || state === 'RETIRED') {
      const op = operation(s, unit, agent, rng.chance(0.3) ? 'DIRECTO' : 'INDIRECTO');
      const a =
        op.condicionRetiro === 'INDIRECTO'
          ? appointment(s, unit, op, -rng.int(1, 6), rng.pick(SLOTS).start)
          : undefined;
      pickedUp(s, unit, op, a);
    }
  }
}

/** The demo units, in the order seedDemoUnits creates them (the first units of terminalUnit). */
export const DEMO_UNITS = [
  'agaInbound',
  'agaHazard',
  'agaYard',
  'agaToBook',
  'agaBooked',
  'agaDirectPassed',
  'agaDeparted',
  'agaInspection',
  'agaOog',
  'a71Passed',
  'a71ToBook',
  'a71Inbound',
  'otherPassed',
  'reeferHazard',
] as const;
export type DemoUnit = (typeof DEMO_UNITS)[number];

/** Demo unit name → container number, from a seeded terminal. */
export const demoUnitNumbers = (db: Pick<TerminalDb, 'unitVisit'>): Record<DemoUnit, string> =>
  Object.fromEntries(DEMO_UNITS.map((name, i) => [name, db.unitVisit[i]!.unitNbr])) as Record<DemoUnit, string>;

/**
 * The units the demo accounts act on (docs/terminal-model.md): 'aga' (and its 'funcionario')
 * has one unit per pickup situation; 'bodega' is the A-71 storekeeper; 'clave' a storekeeper
 * without A-71; 'agn' works with MSC, the line of the first visit.
 */
function seedDemoUnits(s: TerminalSeeder): void {
  const master = s.master;
  const [working, inbound] = s.db.vesselVisit as [VesselVisit, VesselVisit];
  const [aga, aga2] = master.agent as [Agent, Agent];
  const [bodega, clave] = master.storekeeper as [Storekeeper, Storekeeper];
  const noInspection = { sag: 'SIN INSPECCION' as const };

  unitOf(s, { visit: inbound, state: 'INBOUND', agent: aga, storekeeper: null, ...noInspection });
  unitOf(s, { visit: inbound, state: 'INBOUND', agent: aga, storekeeper: null, kind: 'hazard', ...noInspection });
  unitOf(s, { visit: working, state: 'YARD', agent: aga, storekeeper: null, ...noInspection });
  const toBook = unitOf(s, { visit: working, state: 'YARD', agent: aga, storekeeper: null, ...noInspection });
  operation(s, toBook, aga, 'INDIRECTO', { includeSF: false });
  const booked = unitOf(s, {
    visit: working,
    state: 'YARD',
    agent: aga,
    storekeeper: null,
    kind: 'reefer',
    ...noInspection,
  });
  appointment(s, booked, operation(s, booked, aga, 'INDIRECTO', { checkGuia: true, weighing: true }), 0, '14:00');
  const directPassed = unitOf(s, { visit: working, state: 'YARD', agent: aga, storekeeper: null, ...noInspection });
  appointment(s, directPassed, operation(s, directPassed, aga, 'DIRECTO', { includeSF: true }), -1, '08:00');
  const departed = unitOf(s, { visit: working, state: 'DEPARTED', agent: aga, storekeeper: null, ...noInspection });
  const departedOp = operation(s, departed, aga, 'INDIRECTO');
  pickedUp(s, departed, departedOp, appointment(s, departed, departedOp, -2, '10:00'));
  const inspected = unitOf(s, { visit: working, state: 'YARD', agent: aga, storekeeper: null, sag: 'INSPECCION' });
  operation(s, inspected, aga, 'INDIRECTO', { includeSF: false, checkGuia: false, weighing: false });
  const oog = unitOf(s, {
    visit: inbound,
    state: 'INBOUND',
    agent: aga,
    storekeeper: null,
    kind: 'oog',
    ...noInspection,
  });
  operation(s, oog, aga, 'DIRECTO', { includeSF: true });

  const a71Passed = unitOf(s, { visit: working, state: 'YARD', agent: aga2, storekeeper: bodega, ...noInspection });
  appointment(s, a71Passed, operation(s, a71Passed, aga2, 'DIRECTO'), -1, '10:00');
  const a71ToBook = unitOf(s, { visit: working, state: 'YARD', agent: aga2, storekeeper: bodega, ...noInspection });
  operation(s, a71ToBook, aga2, 'INDIRECTO');
  unitOf(s, { visit: inbound, state: 'INBOUND', agent: aga2, storekeeper: bodega, ...noInspection });
  const otherPassed = unitOf(s, { visit: working, state: 'YARD', agent: aga2, storekeeper: clave, ...noInspection });
  appointment(s, otherPassed, operation(s, otherPassed, aga2, 'DIRECTO'), -1, '12:00');
  // A reefer that also carries a hazard (tracking shows both).
  const reeferHazard = unitOf(s, {
    visit: working,
    state: 'YARD',
    agent: aga,
    storekeeper: null,
    kind: 'reefer',
    ...noInspection,
  });
  reeferHazard.hazards = [{ ...HAZARDOUS[2] }];
  reeferHazard.specialStow = 'IMO';
}

/**
 * Seeds the import side on the core seeder: the demo units first (tests find them by position),
 * then ~40 random units a visit (× √SEED_SCALE).
 */
export function seedImportPickups(s: TerminalSeeder, scale: number): void {
  const master = s.master;
  // The first storekeeper (the demo 'bodega' account) is the storekeeper A-71 of D2 §9 (Q32).
  if (master.storekeeper[0]) master.storekeeper[0].code = A71;
  seedDemoUnits(s);
  const agents = master.agent.filter((a) => a.user.activated && (a.role === 'AGENTE' || a.role === 'FORWARDER'));
  const storekeepers = master.storekeeper.filter((k) => k.user.activated);
  const perVisit = 40 * Math.max(1, Math.round(Math.sqrt(scale)));
  for (const visit of s.db.vesselVisit) fill(s, visit, perVisit, agents.length ? agents : master.agent, storekeepers);
  seedChargesOf(s, IMPORT_PICKUP, owedByPickup);
}

/**
 * The demo agent's direct pickup still waiting for its turn (the sequence flow's box: the operator
 * sequences its block, informs, and 'aga' finds the turn in /sequence), and where 'por citas' pays
 * (issue 32 §3): in the block's last stacks, two places each hold a box picked up by appointment
 * today at 12:00 with a direct pickup waiting on top of it — the row/column order reaches those
 * stacks last, after 12:00, so the truck of 12:00 has the direct box lifted off first; by
 * appointments it is given a turn before. Seeded after every other module (kinds/registry.ts), so
 * no earlier box's facts, numbers or yard place move. The demo agent's box is the last seeded
 * import box (`demoDirectWaiting`).
 */
export function seedDemoDirectWaiting(s: TerminalSeeder): void {
  const working = s.db.vesselVisit[0]!;
  const [aga, other] = s.master.agent as [Agent, Agent];
  const box = (agent: Agent) => {
    const unit = unitOf(s, { visit: working, state: 'YARD', agent, storekeeper: null, sag: 'SIN INSPECCION' });
    unit.hazards = [];
    unit.reefer = null;
    return unit;
  };
  const placed = (unit: ContainerVisit, place: { block: string; stack: number; row: string }, tier: number) =>
    s.db.yardPosition.push({ id: unit.id, unitNbr: unit.unitNbr, ...place, tier });
  // The import block holding the most boxes.
  const count = (id: string) => s.db.yardPosition.filter((p) => p.block === id).length;
  const block = YARD_BLOCKS.filter((b) => b.use === 'IMPORT').reduce((a, b) => (count(b.id) > count(a.id) ? b : a)).id;
  const taken = new Set(s.db.yardPosition.filter((p) => p.block === block).map((p) => `${p.stack}${p.row}`));
  const free = [70, 69, 68].flatMap((stack) => ['A', 'B', 'C'].map((row) => ({ block, stack, row })));
  const [first, second] = free.filter((p) => !taken.has(`${p.stack}${p.row}`)) as [Place, Place];
  for (const [place, agent] of [
    [second, other],
    [first, aga],
  ] as const) {
    const due = box(other);
    appointment(s, due, operation(s, due, other, 'INDIRECTO'), 0, '12:00');
    placed(due, place, 1);
    const direct = box(agent);
    const op = operation(s, direct, agent, 'DIRECTO', { includeSF: true });
    seedChargesOf(s, IMPORT_PICKUP, owedByPickup, [op]);
    placed(direct, place, 2);
  }
}

interface Place {
  block: string;
  stack: number;
  row: string;
}

/** The container number of `seedDemoDirectWaiting`'s box in a seeded terminal: the demo agent's last import box. */
export const demoDirectWaiting = (db: Pick<TerminalDb, 'unitVisit' | 'vesselVisit'>): string =>
  db.unitVisit.findLast(
    (u) => u.kind === 'container' && u.category === 'IMPORT' && u.visitId === db.vesselVisit[0]!.id,
  )!.unitNbr;

/** For tests and docs: the instant a seeded appointment starts. */
export const appointmentStart = (a: Pick<Appointment, 'day' | 'start'>) => santiagoInstant(a.day, a.start);
