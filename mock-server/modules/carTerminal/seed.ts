/**
 * The car terminal's seed (D2 §3 Car vessel visit to Vehicle): four car vessel visits — one still
 * inbound (nothing discharged, no direct pickup yet), two working (vehicles along the movement
 * sequence, damage and inspection cases) and one closed (all dispatched) — their BLs (some mother
 * BLs with children), the makes and a few thousand vehicles (× √SEED_SCALE), each with its VIN
 * (ISO 3779, check digit), model, type, weight and movements. After the containers, on its own
 * random stream: the container seed keeps its numbers.
 */
import { withVinCheckDigit } from '../../../src/domain/cars/identifiers';
import { Random } from '../../seed/random';
import { CAR_BRANDS, CAR_MODELS, CAR_WMI } from './catalog';
import { iso, type TerminalSeeder } from '../../terminalModel/seed';
import type { CarBl, CarVisit, VehicleRecord, VehicleVisit } from './types';

const PORTS = ['JPYOK', 'KRPTK', 'CNSHA', 'THLCH', 'INMAA', 'MXZLO'] as const;
/** The visits: [id, vessel, voyage, line, estado, eta in hours from the epoch, vehicles]. */
const PLAN = [
  ['ONEHT2611', 'HOEGH TRIGGER', '2611N', 'ONE', 'WORKING', -20, 700],
  ['HMMGS2612', 'GLOVIS SUNRISE', '2612S', 'HMM', 'INBOUND', 30, 500],
  ['CMAMC2610', 'MORNING CLARA', '2610N', 'CMACGM', 'WORKING', -60, 600],
  ['ONEDG2609', 'DRIVE GREEN HIGHWAY', '2609S', 'ONE', 'CLOSED', -240, 400],
] as const;

function visitOf([id, nave, viaje, line, estado, eta]: (typeof PLAN)[number], rng: Random): CarVisit {
  const arrived = estado !== 'INBOUND';
  return {
    id,
    estado,
    naveId: id.slice(0, 5),
    naveNombre: nave,
    viaje,
    mftoNumber: `2025${rng.digits(6)}`,
    line,
    cierreDirectos: iso(eta - 24),
    entregaIndirectos: iso(eta + 72),
    despachoDirectos: iso(eta + 24),
    eta: iso(eta),
    ata: arrived ? iso(eta + 2) : null,
    atd: estado === 'CLOSED' ? iso(eta + 48) : null,
    // The working visits allow direct pickups; the inbound one not yet (CAR-047).
    etaForDirecto: estado === 'WORKING' ? iso(eta) : null,
  };
}

/** Movements of a vehicle of a visit: on board at arrival, then along the sequence as far as `reached`. */
function registrosOf(visit: CarVisit, reached: number, inspected: boolean, rng: Random): VehicleRecord[] {
  const out: VehicleRecord[] = [{ fecha: visit.eta, type: 'EN BARCO' }];
  if (reached < 1 || !visit.ata) return out;
  const at = new Date(visit.ata).getTime();
  // The sequence spans up to 46 hours after arrival; a visit that arrived more recently has it compressed, so no movement lies ahead of the demo clock.
  const since = (new Date(iso(0)).getTime() - at) / 3_600_000;
  const scale = Math.min(1, Math.max(0, since - 0.5) / 46);
  const h = (hours: number) => new Date(at + hours * scale * 3_600_000).toISOString();
  out.push({ fecha: h(rng.int(1, 8)), type: 'DESCARGA' });
  if (inspected && reached >= 2) out.push({ fecha: h(rng.int(10, 20)), type: 'INSPECCION' });
  if (reached >= 3) out.push({ fecha: h(rng.int(22, 44)), type: 'DESPACHO' });
  return out;
}

export function seedCars(s: TerminalSeeder, scale: number): void {
  const rng = new Random('terminal:cars');
  const db = s.db;
  db.brand = CAR_BRANDS.map((nombre, i) => ({ id: String(i + 1), nombre }));
  const factor = Math.max(1, Math.round(Math.sqrt(scale)));
  const portalClient = s.master.client.find((c) => c.userEnabled === true);
  // The BLs' customs agents are the vehicle agents (the demo account 'autos' is the first).
  const carAgents = s.master.agent.filter((a) => a.isAgentCar);
  const agents = carAgents.length > 0 ? carAgents : s.master.agent;
  let blId = 1;
  let serial = 100000;
  for (const plan of PLAN) {
    const visit = visitOf(plan, rng);
    db.carVisit.push(visit);
    const bls: CarBl[] = [];
    const total = plan[6] * factor;
    // BLs of 5 to 60 vehicles; every fifth is a mother BL split in two or three child BLs. The first
    // BL of each visit is the first client with a portal user's: it follows its vehicles (ROLE_CLIENT).
    for (let left = total; left > 0; ) {
      const owner = bls.length === 0 ? (portalClient ?? rng.pick(s.master.client)) : rng.pick(s.master.client);
      const client = owner.shipperConsignee as { id: string };
      const agent = rng.pick(agents);
      const size = Math.min(left, rng.int(5, 60));
      left -= size;
      const blNbr = `${plan[3]}${plan[0].slice(3, 5)}${rng.digits(7)}`;
      const base = {
        carVisitId: visit.id,
        portOfLoading: rng.pick(PORTS),
        consigneeId: String(client.id),
        agentId: agent.id,
        cantidadBultos: 0,
        weightKg: 0,
      };
      if (bls.length % 5 === 4 && size >= 6) {
        bls.push({ ...base, id: blId++, blNbr, mother: null, isMother: true, cantidadVehiculos: size });
        const parts = size >= 20 ? 3 : 2;
        for (let p = 0; p < parts; p++) {
          const n = p < parts - 1 ? Math.floor(size / parts) : size - Math.floor(size / parts) * (parts - 1);
          bls.push({
            ...base,
            id: blId++,
            blNbr: `${blNbr}-${p + 1}`,
            mother: blNbr,
            isMother: false,
            cantidadVehiculos: n,
          });
        }
      } else {
        bls.push({ ...base, id: blId++, blNbr, mother: null, isMother: false, cantidadVehiculos: size });
      }
    }
    for (const bl of bls.filter((b) => !b.isMother)) {
      // On a working visit, two BLs in five have nothing dispatched yet (their agents may still inscribe them).
      const cap = visit.estado === 'WORKING' && rng.chance(0.4) ? 2 : 3;
      const brandName = rng.pick(CAR_BRANDS);
      const brandId = String(CAR_BRANDS.indexOf(brandName) + 1);
      for (let i = 0; i < bl.cantidadVehiculos; i++) {
        const m = rng.pick(CAR_MODELS[brandName]!);
        const vin = withVinCheckDigit(
          `${CAR_WMI[brandName]}${rng.letters(5, 'ABCDEFGHJKLMNPRSTUVWXYZ')}0S${rng.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${serial++}`,
        );
        // INBOUND: on board; CLOSED: dispatched; WORKING: along the sequence.
        const reached =
          visit.estado === 'INBOUND'
            ? 0
            : visit.estado === 'CLOSED'
              ? 3
              : Math.min(cap, rng.pick([0, 1, 1, 2, 2, 3, 3, 3]));
        const registros = registrosOf(visit, reached, rng.chance(0.25), rng);
        const vehicle: VehicleVisit = {
          id: `UV${String(s.numbers.unitVisit++).padStart(7, '0')}`,
          kind: 'vehicle',
          unitNbr: vin,
          category: 'IMPORT',
          visitId: visit.id,
          line: visit.line,
          transitState: reached === 0 ? 'INBOUND' : reached === 3 ? 'DEPARTED' : 'YARD',
          timeIn: reached > 0 ? registros[1]!.fecha : null,
          createdAt: visit.eta,
          brand: brandId,
          brandName,
          model: m.model,
          categoria: m.categoria,
          blNbr: bl.blNbr,
          consigneeId: bl.consigneeId,
          documType: null,
          documentacion: null,
          condicionRetiro: null,
          patente: null,
          weightKg: m.kg + rng.int(0, 9) * 10,
          damaged: rng.chance(0.03),
          registros,
        };
        db.unitVisit.push(vehicle);
        bl.weightKg += vehicle.weightKg;
        bl.cantidadBultos++;
      }
    }
    for (const mother of bls.filter((b) => b.isMother)) {
      const children = bls.filter((b) => b.mother === mother.blNbr);
      mother.weightKg = children.reduce((n, c) => n + c.weightKg, 0);
      mother.cantidadBultos = children.reduce((n, c) => n + c.cantidadBultos, 0);
    }
    db.carBl.push(...bls);
  }
}
