/**
 * The terminal core's deterministic seed: vessel visits (inbound, working, departed), per-visit
 * daily quotas of the appointment kinds the registered kinds book (their quota plans), the tariff
 * table it is given, and the means to add unit visits (ISO 6346 container numbers that never
 * repeat, containers with realistic facts) and gate visits. Kinds and terminal modules seed their
 * records on top of it (kinds/registry.ts). Dates are relative to TERMINAL_EPOCH (the demo clock's default).
 */
import { DEFAULT_COORDINATION, slotsOf } from '../../src/domain/appointments';
import { withCheckDigit } from '../../src/domain/iso6346';
import { addDays, santiagoDay } from '../../src/domain/santiagoTime';
import type { TransitState } from '../../src/domain/transitStates';
import { plate } from '../seed/codes';
import { Random } from '../seed/random';
import type { Agent, AgentTrucking, Rec, Storekeeper, TruckingCompany } from '../types';
import { quotaId } from './appointments';
import {
  COMMODITIES,
  HAZARDOUS,
  ISO_TYPES,
  OOG_TYPES,
  OWNER_OF_LINE,
  PORTS_OF_LOADING,
  REEFER_COMMODITIES,
  REEFER_TYPES,
  VESSELS,
} from './catalog';
import { TERMINAL_EPOCH } from './clock';
import { unitVisitKey } from './ids';
import type { ChargeRequest } from './ledger';
import {
  TERMINAL_CORE_COLLECTIONS,
  type OperationKind,
  type Operation,
  type OperationKinds,
  type AppointmentKind,
  type AppointmentQuota,
  type ContainerVisit,
  type GateVisit,
  type SagCondition,
  type Tariff,
  type TerminalDb,
  type UnitCategory,
  type VesselVisit,
  type VisitPhase,
} from './types';

export interface TerminalMaster {
  agent: readonly Agent[];
  /** The customers (finance's records): their overdue marks are made true by real invoices (ruling P70). */
  customer?: readonly Rec[];
  storekeeper: Storekeeper[];
  client: readonly Rec[];
  truckingcompany: readonly TruckingCompany[];
  agentTrucking: readonly AgentTrucking[];
}

const EPOCH = new Date(TERMINAL_EPOCH);
export const TODAY = santiagoDay(EPOCH);
export const HOUR = 3_600_000;
export const iso = (hoursFromEpoch: number) => new Date(EPOCH.getTime() + hoursFromEpoch * HOUR).toISOString();
/** Quotas exist for these days around the epoch (a week back for the history, ten days ahead). */
export const QUOTA_DAYS = { from: -7, to: 10 } as const;
export const SLOTS = slotsOf(DEFAULT_COORDINATION.start, DEFAULT_COORDINATION.end, DEFAULT_COORDINATION.slotMinutes);

/** Phase and times of the visits: 3 inbound, 3 working, 4 departed. */
const VISIT_PLAN: readonly { phase: VisitPhase; etaHours: number }[] = [
  { phase: 'WORKING', etaHours: -30 },
  { phase: 'INBOUND', etaHours: 20 },
  { phase: 'WORKING', etaHours: -50 },
  { phase: 'INBOUND', etaHours: 70 },
  { phase: 'DEPARTED', etaHours: -120 },
  { phase: 'WORKING', etaHours: -10 },
  { phase: 'DEPARTED', etaHours: -200 },
  { phase: 'INBOUND', etaHours: 110 },
  { phase: 'DEPARTED', etaHours: -300 },
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

/** Counters shared by the whole seed, so numbers never repeat. */
class Numbers {
  operation = 1000;
  draft = 500_000;
  appointment = 700_000;
  unitVisit = 1000;
  gateVisit = 1;
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

export interface ContainerSpec {
  /** The vessel visit (import: arrived on; export: to leave on); null for an empty brought by truck. */
  visit: VesselVisit | null;
  line?: string;
  state: TransitState;
  category?: UnitCategory;
  /** An existing number (a box's next visit); a new one when absent. */
  unitNbr?: string;
  agent: Agent | null;
  storekeeper: Storekeeper | null;
  kind?: 'dry' | 'reefer' | 'hazard' | 'oog';
  sag?: SagCondition;
  fechaPlanificada?: string | null;
  createdAt?: string;
}

/** An appointment kind with daily quotas per visit, and its slots: what a kind registers when it books places. */
export interface QuotaPlan {
  kind: AppointmentKind;
  slots: readonly { start: string; end: string }[];
}

/** What the registry gives the core's seed: the kinds' quota plans, the tariff table, the modules' collections. */
export interface SeedPlan {
  quotas: readonly QuotaPlan[];
  tariffs: readonly Tariff[];
  /** The registered kinds' and modules' own collections (empty until they seed them). */
  collections: readonly string[];
}

export class TerminalSeeder {
  readonly db: TerminalDb;
  readonly rng = new Random('terminal:units');
  readonly numbers = new Numbers(new Random('terminal:containers'));
  readonly quotas = new Map<string, AppointmentQuota>();

  constructor(
    readonly master: TerminalMaster,
    scale: number,
    plan: SeedPlan,
  ) {
    const vesselVisit = seedVisits();
    const db: Record<string, unknown[]> = {};
    for (const c of [...TERMINAL_CORE_COLLECTIONS, ...plan.collections]) db[c] = [];
    this.db = Object.assign(db, { vesselVisit, tariff: plan.tariffs.map((t) => ({ ...t })) }) as unknown as TerminalDb;
    const capacity = 3 + Math.round(Math.sqrt(scale));
    for (const { kind, slots } of plan.quotas) {
      for (const v of vesselVisit) {
        for (let d = QUOTA_DAYS.from; d <= QUOTA_DAYS.to; d++) {
          const day = addDays(TODAY, d);
          for (const s of slots) {
            const q: AppointmentQuota = {
              id: quotaId(kind, v.id, day, s.start),
              kind,
              visitId: v.id,
              day,
              start: s.start,
              end: s.end,
              capacity,
              used: 0,
            };
            this.quotas.set(q.id, q);
            this.db.appointmentQuota.push(q);
          }
        }
      }
    }
  }

  /** A container's visit with realistic facts. */
  container(spec: ContainerSpec): ContainerVisit {
    const rng = this.rng;
    const kind = spec.kind ?? 'dry';
    const type =
      kind === 'reefer' ? rng.pick(REEFER_TYPES) : kind === 'oog' ? rng.pick(OOG_TYPES) : rng.pick(ISO_TYPES);
    const reeferCargo = kind === 'reefer' ? rng.pick(REEFER_COMMODITIES) : undefined;
    const cargo = reeferCargo ?? rng.pick(COMMODITIES);
    const client = rng.pick(this.master.client);
    const consignee = client.shipperConsignee as { id: string; name: string };
    const line = spec.line ?? spec.visit?.operatorId ?? 'MSC';
    const nbr = spec.unitNbr ?? this.numbers.container(line);
    const inTerminal = ['ECIN', 'YARD', 'ECOUT', 'LOADED', 'DEPARTED', 'RETIRED'].includes(spec.state);
    const unit: ContainerVisit = {
      id: unitVisitKey(this.numbers.unitVisit++),
      kind: 'container',
      unitNbr: nbr,
      category: spec.category ?? 'IMPORT',
      freight: spec.category === 'STORAGE' ? 'MTY' : 'FCL',
      visitId: spec.visit?.id ?? null,
      line,
      transitState: spec.state,
      isoType: type.iso,
      typeLength: type.typeLength,
      blNumbers: [`${OWNER_OF_LINE[line] ?? 'BL'}${rng.letters(2)}${rng.digits(8)}`],
      pol: rng.pick(PORTS_OF_LOADING),
      consigneeId: String(consignee.id),
      consigneeName: consignee.name,
      commodityCode: cargo.code,
      commodityName: cargo.name,
      weightKg: type.tare + rng.int(4, 26) * 1000 + rng.int(0, 9) * 100,
      tareWeightKg: type.tare,
      reefer: reeferCargo ? { tempReqC: reeferCargo.tempReqC, rfrType: 'INTEGRAL' } : null,
      hazards: kind === 'hazard' ? [rng.pick(HAZARDOUS)] : [],
      oog:
        kind === 'oog'
          ? { topCm: rng.int(10, 80), frontCm: 0, backCm: 0, leftCm: rng.int(0, 30), rightCm: rng.int(0, 30) }
          : null,
      inspeccionSAG: spec.sag ?? (rng.chance(0.15) ? 'INSPECCION' : 'SIN INSPECCION'),
      aforo: rng.chance(0.1),
      storekeeperId: spec.storekeeper?.id ?? null,
      storekeeperCode: spec.storekeeper?.code ?? null,
      agentId: spec.agent?.id ?? null,
      fechaPlanificada: spec.fechaPlanificada ?? null,
      specialStow: kind === 'hazard' ? 'IMO' : null,
      transito: rng.chance(0.05),
      impediments: rng.chance(0.05) ? ['RETENCION ADUANA'] : [],
      timeIn: inTerminal ? (spec.visit?.ata ?? iso(-24)) : null,
      createdAt: spec.createdAt ?? spec.visit?.eta ?? iso(-48),
    };
    this.db.unitVisit.push(unit);
    return unit;
  }

  /** A truck's pass that took the unit out (or brought it in), hours before the epoch. */
  gateVisit(
    unit: ContainerVisit,
    move: GateVisit['move'],
    hoursAgo: number,
    truckingId: string | null,
    appointmentId: number | null = null,
  ): GateVisit {
    const out = iso(-hoursAgo);
    const g: GateVisit = {
      id: this.numbers.gateVisit++,
      unitVisitId: unit.id,
      move,
      appointmentId,
      plate: plate(this.rng),
      driverRut: null,
      truckingId,
      timeIn: iso(-hoursAgo - 1),
      timeOut: out,
    };
    this.db.gateVisit.push(g);
    return g;
  }
}

/** The ledger lines of one kind's seeded operations: what each owes, as its transitions would have recorded. */
export function seedChargesOf<K extends OperationKind>(
  s: TerminalSeeder,
  kind: K,
  owed: (op: OperationKinds[K]) => ChargeRequest[],
  operations: readonly Operation[] = s.db.operation,
): void {
  let id = s.db.charge.reduce((max, c) => Math.max(max, c.id), 0);
  for (const op of operations) {
    if (op.kind !== kind) continue;
    for (const { tariffId, quantity } of owed(op as OperationKinds[K])) {
      const t = s.db.tariff.find((x) => x.id === tariffId);
      if (!t) continue;
      s.db.charge.push({
        id: ++id,
        operationId: op.id,
        operationKind: op.kind,
        unitVisitId: op.unitVisitId,
        tariffId,
        description: t.description,
        quantity,
        quantityUnit: t.quantityUnit,
        currency: t.currency,
        unitAmountMinor: t.amountMinor,
        amountMinor: t.amountMinor * quantity,
        status: 'PENDING',
        createdAt: op.date,
        voidedAt: null,
      });
    }
  }
}
