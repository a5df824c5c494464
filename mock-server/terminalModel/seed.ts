/**
 * The terminal's deterministic seed: vessel visits (inbound, working, departed), their import
 * units in every transit state, pickup operations, appointments against per-visit daily quotas,
 * and the tariff table. Built from the seeded master data (agents, storekeepers, clients,
 * trucking companies, line operators), so every reference resolves. Dates are relative to
 * TERMINAL_EPOCH (the demo clock's default). The demo units are listed in docs/terminal-model.md.
 */
import { DEFAULT_COORDINATION, slotsOf } from '../../src/domain/appointments';
import { withCheckDigit } from '../../src/domain/iso6346';
import { addDays, santiagoDay, santiagoInstant } from '../../src/domain/santiagoTime';
import type { TransitState } from '../../src/domain/transitStates';
import { A71 } from '../../src/domain/unitActions';
import { plate } from '../seed/codes';
import { Random } from '../seed/random';
import type { Agent, AgentTrucking, Rec, Storekeeper, TruckingCompany } from '../types';
import {
  COMMODITIES, HAZARDOUS, ISO_TYPES, OOG_TYPES, OWNER_OF_LINE, PORTS_OF_LOADING, REEFER_COMMODITIES, REEFER_TYPES, TARIFFS, VESSELS,
} from './catalog';
import { TERMINAL_EPOCH } from './clock';
import { quotaId } from './model';
import type {
  Appointment, AppointmentQuota, ImportOperation, PickupCondition, SagCondition, TerminalDb, TerminalUnit, VesselVisit, VisitPhase,
} from './types';

export interface TerminalMaster {
  agent: readonly Agent[];
  storekeeper: Storekeeper[];
  client: readonly Rec[];
  truckingcompany: readonly TruckingCompany[];
  agentTrucking: readonly AgentTrucking[];
}

const EPOCH = new Date(TERMINAL_EPOCH);
const TODAY = santiagoDay(EPOCH);
const HOUR = 3_600_000;
const iso = (hoursFromEpoch: number) => new Date(EPOCH.getTime() + hoursFromEpoch * HOUR).toISOString();
/** Quotas exist for these days around the epoch (a week back for the history, ten days ahead). */
export const QUOTA_DAYS = { from: -7, to: 10 } as const;
const SLOTS = slotsOf(DEFAULT_COORDINATION.start, DEFAULT_COORDINATION.end, DEFAULT_COORDINATION.slotMinutes);


/** Phase and times of the visits: 3 inbound, 3 working, 4 departed. */
const VISIT_PLAN: readonly { phase: VisitPhase; etaHours: number }[] = [
  { phase: 'WORKING', etaHours: -30 }, { phase: 'INBOUND', etaHours: 20 }, { phase: 'WORKING', etaHours: -50 },
  { phase: 'INBOUND', etaHours: 70 }, { phase: 'DEPARTED', etaHours: -120 }, { phase: 'WORKING', etaHours: -10 },
  { phase: 'DEPARTED', etaHours: -200 }, { phase: 'INBOUND', etaHours: 110 }, { phase: 'DEPARTED', etaHours: -300 },
  { phase: 'DEPARTED', etaHours: -400 },
];

function seedVisits(): VesselVisit[] {
  const rng = new Random('terminal:visits');
  return VISIT_PLAN.map((plan, i) => {
    const vessel = VESSELS[i % VESSELS.length]!;
    const voyage = `${String(rng.int(1, 52)).padStart(2, '0')}${rng.letters(1, 'NSEW')}`;
    const arrived = plan.phase !== 'INBOUND';
    const ata = arrived ? iso(plan.etaHours + rng.int(0, 4)) : null;
    return {
      id: `${vessel.code}${voyage}`,
      vesselName: vessel.name,
      inVoyNbr: voyage,
      outVoyNbr: `${voyage.slice(0, 2)}${voyage.endsWith('N') ? 'S' : 'N'}`,
      manifestNumber: `2025${rng.digits(6)}`,
      operatorId: vessel.line,
      phase: plan.phase,
      eta: iso(plan.etaHours),
      ata,
      atd: plan.phase === 'DEPARTED' ? iso(plan.etaHours + 36) : null,
      // Direct pickups are open on the first visits; hazardous inscription on the first two inbound ones.
      etaForDirecto: i < 8 ? iso(plan.etaHours - 48) : null,
      etaForImo: i === 0 || i === 1 || i === 3 ? iso(plan.etaHours - 24) : null,
      coordinationStart: DEFAULT_COORDINATION.start,
      coordinationEnd: DEFAULT_COORDINATION.end,
    };
  });
}

/** Transit states drawn per visit phase (import units). */
const STATES_BY_PHASE: Readonly<Record<VisitPhase, readonly TransitState[]>> = {
  INBOUND: ['INBOUND', 'INBOUND', 'INBOUND', 'INBOUND', 'ADVISED'],
  WORKING: ['INBOUND', 'ECIN', 'YARD', 'YARD', 'YARD', 'YARD', 'ECOUT', 'LOADED', 'DEPARTED'],
  DEPARTED: ['YARD', 'YARD', 'DEPARTED', 'DEPARTED', 'DEPARTED', 'RETIRED'],
  CLOSED: ['DEPARTED'],
};

/** Counters shared by the whole seed, so numbers never repeat. */
class Numbers {
  operation = 1000;
  draft = 500_000;
  appointment = 700_000;
  private readonly containers = new Set<string>();
  constructor(private readonly rng: Random) {}

  container(line: string): string {
    const owner = OWNER_OF_LINE[line] ?? 'TCL';
    for (;;) {
      const nbr = withCheckDigit(`${owner}U${this.rng.digits(6)}`);
      if (!this.containers.has(nbr)) {
        this.containers.add(nbr);
        return nbr;
      }
    }
  }
}

interface UnitSpec {
  visit: VesselVisit;
  state: TransitState;
  agent: Agent | null;
  storekeeper: Storekeeper | null;
  kind?: 'dry' | 'reefer' | 'hazard' | 'oog';
  sag?: SagCondition;
  fechaPlanificada?: string | null;
}

class TerminalSeeder {
  readonly db: TerminalDb;
  private readonly rng = new Random('terminal:units');
  private readonly numbers = new Numbers(new Random('terminal:containers'));
  private readonly quotas = new Map<string, AppointmentQuota>();

  constructor(private readonly master: TerminalMaster, scale: number) {
    const vesselVisit = seedVisits();
    this.db = { vesselVisit, terminalUnit: [], importOperation: [], appointment: [], appointmentQuota: [], tariff: TARIFFS.map((t) => ({ ...t })) };
    const capacity = 3 + Math.round(Math.sqrt(scale));
    for (const v of vesselVisit) {
      for (let d = QUOTA_DAYS.from; d <= QUOTA_DAYS.to; d++) {
        const day = addDays(TODAY, d);
        for (const s of SLOTS) {
          const q: AppointmentQuota = { id: quotaId(v.id, day, s.start), visitId: v.id, day, start: s.start, end: s.end, capacity, used: 0 };
          this.quotas.set(q.id, q);
          this.db.appointmentQuota.push(q);
        }
      }
    }
  }

  unit(spec: UnitSpec): TerminalUnit {
    const rng = this.rng;
    const kind = spec.kind ?? 'dry';
    const type = kind === 'reefer' ? rng.pick(REEFER_TYPES) : kind === 'oog' ? rng.pick(OOG_TYPES) : rng.pick(ISO_TYPES);
    const reeferCargo = kind === 'reefer' ? rng.pick(REEFER_COMMODITIES) : undefined;
    const cargo = reeferCargo ?? rng.pick(COMMODITIES);
    const client = rng.pick(this.master.client);
    const consignee = client.shipperConsignee as { id: string; name: string };
    const nbr = this.numbers.container(spec.visit.operatorId);
    const inTerminal = ['ECIN', 'YARD', 'ECOUT', 'LOADED', 'DEPARTED', 'RETIRED'].includes(spec.state);
    const gone = spec.state === 'DEPARTED' || spec.state === 'RETIRED';
    const unit: TerminalUnit = {
      id: nbr,
      unitNbr: nbr,
      category: 'IMPORT',
      visitId: spec.visit.id,
      line: spec.visit.operatorId,
      transitState: spec.state,
      isoType: type.iso,
      typeLength: type.typeLength,
      blNumbers: [`${OWNER_OF_LINE[spec.visit.operatorId] ?? 'BL'}${rng.letters(2)}${rng.digits(8)}`],
      pol: rng.pick(PORTS_OF_LOADING),
      consigneeId: String(consignee.id),
      consigneeName: consignee.name,
      commodityCode: cargo.code,
      commodityName: cargo.name,
      weightKg: type.tare + rng.int(4, 26) * 1000 + rng.int(0, 9) * 100,
      tareWeightKg: type.tare,
      reefer: reeferCargo ? { tempReqC: reeferCargo.tempReqC, rfrType: 'INTEGRAL' } : null,
      hazards: kind === 'hazard' ? [rng.pick(HAZARDOUS)] : [],
      oog: kind === 'oog' ? { topCm: rng.int(10, 80), frontCm: 0, backCm: 0, leftCm: rng.int(0, 30), rightCm: rng.int(0, 30) } : null,
      inspeccionSAG: spec.sag ?? (rng.chance(0.15) ? 'INSPECCION' : 'SIN INSPECCION'),
      aforo: rng.chance(0.1),
      storekeeperId: spec.storekeeper?.id ?? null,
      storekeeperCode: spec.storekeeper?.code ?? null,
      agentId: spec.agent?.id ?? null,
      fechaPlanificada: spec.fechaPlanificada ?? null,
      specialStow: kind === 'hazard' ? 'IMO' : null,
      transito: rng.chance(0.05),
      operationId: null,
      appointmentId: null,
      patente: gone ? plate(rng) : null,
      timeIn: inTerminal ? (spec.visit.ata ?? iso(-24)) : null,
      timeOut: gone ? iso(-rng.int(2, 90)) : null,
      impediments: rng.chance(0.05) ? ['RETENCION ADUANA'] : [],
    };
    this.db.terminalUnit.push(unit);
    return unit;
  }

  truckingOf(agent: Agent): string {
    const link = this.master.agentTrucking.find((l) => l.agentId === agent.id);
    return link?.truckingId ?? this.master.truckingcompany[0]!.id;
  }

  operation(unit: TerminalUnit, agent: Agent, condicionRetiro: PickupCondition, extra: Partial<ImportOperation> = {}): ImportOperation {
    const op: ImportOperation = {
      id: this.numbers.operation++,
      draftNumber: this.numbers.draft++,
      operationType: condicionRetiro === 'INDIRECTO' && unit.storekeeperId ? 'COORD_ENTREGA' : 'IMPORTACION',
      status: 'ACTIVE',
      unitId: unit.id,
      vesselVisitId: unit.visitId,
      agentId: agent.id,
      truckingId: this.truckingOf(agent),
      condicionRetiro,
      documentType: this.rng.pick(['DIN', 'DIN', 'DIN', 'DIN EN TRAMITE', 'MICDTA', 'DAPI']),
      documentNbrs: [this.rng.digits(10)],
      consigneeId: unit.consigneeId,
      consigneeName: unit.consigneeName,
      sagCondition: unit.inspeccionSAG,
      includeSF: condicionRetiro === 'DIRECTO' && unit.hazards.length === 0,
      checkGuia: this.rng.chance(0.3),
      weighing: this.rng.chance(0.2),
      turno3er: false,
      cda: this.rng.chance(0.5) ? this.rng.digits(8) : null,
      tatc: null,
      guiaDespacho: null,
      date: iso(-this.rng.int(24, 96)),
      cancelledAt: null,
      createdBy: agent.user.login,
      ...extra,
    };
    unit.operationId = op.id;
    unit.agentId = agent.id;
    this.db.importOperation.push(op);
    return op;
  }

  /** Books the slot (dayOffset from the epoch's day, slot start) if it has room; else the next one that has. */
  appointment(unit: TerminalUnit, op: ImportOperation, dayOffset: number, start: string): Appointment | undefined {
    const startIndex = Math.max(0, SLOTS.findIndex((s) => s.start === start));
    for (let k = 0; k < SLOTS.length * 3; k++) {
      const slot = SLOTS[(startIndex + k) % SLOTS.length]!;
      const day = addDays(TODAY, dayOffset + Math.floor((startIndex + k) / SLOTS.length));
      const q = this.quotas.get(quotaId(unit.visitId, day, slot.start));
      if (!q || q.used >= q.capacity) continue;
      q.used++;
      const a: Appointment = {
        id: this.numbers.appointment++, unitId: unit.id, operationId: op.id, quotaId: q.id, visitId: unit.visitId,
        day: q.day, start: q.start, end: q.end, truckingId: op.truckingId ?? this.master.truckingcompany[0]!.id, status: 'BOOKED',
        createdAt: iso(-this.rng.int(1, 20)),
      };
      unit.appointmentId = a.id;
      this.db.appointment.push(a);
      return a;
    }
    return undefined;
  }

  /** Random units of a visit, with operations and appointments as their state suggests. */
  fill(visit: VesselVisit, count: number, agents: readonly Agent[], storekeepers: readonly Storekeeper[]): void {
    const rng = this.rng;
    for (let i = 0; i < count; i++) {
      const state = rng.pick(STATES_BY_PHASE[visit.phase]);
      const r = rng.next();
      const kind = r < 0.12 ? 'reefer' : r < 0.18 ? 'hazard' : r < 0.22 ? 'oog' : 'dry';
      const agent = rng.pick(agents);
      const storekeeper = rng.chance(0.25) ? rng.pick(storekeepers) : null;
      const unit = this.unit({ visit, state, agent, storekeeper, kind });
      if (state === 'INBOUND' && rng.chance(0.35) && (kind !== 'hazard' || visit.etaForImo)) this.operation(unit, agent, 'DIRECTO');
      else if (state === 'YARD' && rng.chance(0.55)) {
        const op = this.operation(unit, agent, rng.chance(0.8) ? 'INDIRECTO' : 'DIRECTO');
        if (op.condicionRetiro === 'INDIRECTO' && rng.chance(0.6)) this.appointment(unit, op, rng.int(0, 3), rng.pick(SLOTS).start);
      } else if (['ECOUT', 'LOADED'].includes(state)) {
        const op = this.operation(unit, agent, 'INDIRECTO');
        this.appointment(unit, op, 0, '08:00');
      } else if (state === 'DEPARTED' || state === 'RETIRED') {
        const op = this.operation(unit, agent, rng.chance(0.3) ? 'DIRECTO' : 'INDIRECTO');
        if (op.condicionRetiro === 'INDIRECTO') this.appointment(unit, op, -rng.int(1, 6), rng.pick(SLOTS).start);
      }
    }
  }
}

/** The demo units, in the order seedDemoUnits creates them (the first units of terminalUnit). */
export const DEMO_UNITS = [
  'agaInbound', 'agaHazard', 'agaYard', 'agaToBook', 'agaBooked', 'agaDirectPassed', 'agaDeparted', 'agaInspection', 'agaOog',
  'a71Passed', 'a71ToBook', 'a71Inbound', 'otherPassed', 'reeferHazard',
] as const;
export type DemoUnit = (typeof DEMO_UNITS)[number];

/** Demo unit name → container number, from a seeded terminal. */
export const demoUnitNumbers = (db: Pick<TerminalDb, 'terminalUnit'>): Record<DemoUnit, string> =>
  Object.fromEntries(DEMO_UNITS.map((name, i) => [name, db.terminalUnit[i]!.unitNbr])) as Record<DemoUnit, string>;

/**
 * The units the demo accounts act on (docs/terminal-model.md): 'aga' (and its 'funcionario')
 * has one unit per pickup situation; 'bodega' is the A-71 storekeeper; 'clave' a storekeeper
 * without A-71; 'agn' works with MSC, the line of the first visit.
 */
function seedDemoUnits(s: TerminalSeeder, master: TerminalMaster): void {
  const [working, inbound] = s.db.vesselVisit as [VesselVisit, VesselVisit];
  const [aga, aga2] = master.agent as [Agent, Agent];
  const [bodega, clave] = master.storekeeper as [Storekeeper, Storekeeper];
  const noInspection = { sag: 'SIN INSPECCION' as const };

  s.unit({ visit: inbound, state: 'INBOUND', agent: aga, storekeeper: null, ...noInspection });
  s.unit({ visit: inbound, state: 'INBOUND', agent: aga, storekeeper: null, kind: 'hazard', ...noInspection });
  s.unit({ visit: working, state: 'YARD', agent: aga, storekeeper: null, ...noInspection });
  const toBook = s.unit({ visit: working, state: 'YARD', agent: aga, storekeeper: null, ...noInspection });
  s.operation(toBook, aga, 'INDIRECTO', { includeSF: false });
  const booked = s.unit({ visit: working, state: 'YARD', agent: aga, storekeeper: null, kind: 'reefer', ...noInspection });
  s.appointment(booked, s.operation(booked, aga, 'INDIRECTO', { checkGuia: true, weighing: true }), 0, '14:00');
  const directPassed = s.unit({ visit: working, state: 'YARD', agent: aga, storekeeper: null, ...noInspection });
  s.appointment(directPassed, s.operation(directPassed, aga, 'DIRECTO', { includeSF: true }), -1, '08:00');
  const departed = s.unit({ visit: working, state: 'DEPARTED', agent: aga, storekeeper: null, ...noInspection });
  s.appointment(departed, s.operation(departed, aga, 'INDIRECTO'), -2, '10:00');
  const inspected = s.unit({ visit: working, state: 'YARD', agent: aga, storekeeper: null, sag: 'INSPECCION' });
  s.operation(inspected, aga, 'INDIRECTO', { includeSF: false, checkGuia: false, weighing: false });
  const oog = s.unit({ visit: inbound, state: 'INBOUND', agent: aga, storekeeper: null, kind: 'oog', ...noInspection });
  s.operation(oog, aga, 'DIRECTO', { includeSF: true });

  const a71Passed = s.unit({ visit: working, state: 'YARD', agent: aga2, storekeeper: bodega, ...noInspection });
  s.appointment(a71Passed, s.operation(a71Passed, aga2, 'DIRECTO'), -1, '10:00');
  const a71ToBook = s.unit({ visit: working, state: 'YARD', agent: aga2, storekeeper: bodega, ...noInspection });
  s.operation(a71ToBook, aga2, 'INDIRECTO');
  s.unit({ visit: inbound, state: 'INBOUND', agent: aga2, storekeeper: bodega, ...noInspection });
  const otherPassed = s.unit({ visit: working, state: 'YARD', agent: aga2, storekeeper: clave, ...noInspection });
  s.appointment(otherPassed, s.operation(otherPassed, aga2, 'DIRECTO'), -1, '12:00');
  // A reefer that also carries a hazard (tracking shows both).
  const reeferHazard = s.unit({ visit: working, state: 'YARD', agent: aga, storekeeper: null, kind: 'reefer', ...noInspection });
  reeferHazard.hazards = [{ ...HAZARDOUS[2] }];
  reeferHazard.specialStow = 'IMO';
}

export function seedTerminal(master: TerminalMaster, scale = 1): TerminalDb {
  // The first storekeeper (the demo 'bodega' account) is the storekeeper A-71 of D2 §9 (Q32).
  if (master.storekeeper[0]) master.storekeeper[0].code = A71;
  const s = new TerminalSeeder(master, scale);
  seedDemoUnits(s, master);
  const agents = master.agent.filter((a) => a.user.activated && (a.role === 'AGENTE' || a.role === 'FORWARDER'));
  const storekeepers = master.storekeeper.filter((k) => k.user.activated);
  const perVisit = 40 * Math.max(1, Math.round(Math.sqrt(scale)));
  for (const visit of s.db.vesselVisit) s.fill(visit, perVisit, agents.length ? agents : master.agent, storekeepers);
  return s.db;
}

/** For tests and docs: the instant a seeded appointment starts. */
export const appointmentStart = (a: Pick<Appointment, 'day' | 'start'>) => santiagoInstant(a.day, a.start);
