/**
 * The car inscriptions of the seed (D2 §3 Car inscription): every BL with a vehicle already
 * dispatched was inscribed, about half of the working visits' other BLs and a quarter of the
 * inbound visit's; the rest wait for an agent (the demo's BLs to inscribe). Direct pickups only
 * where the visit allows them (CAR-047). Each inscription's charges go into the ledger. On its own
 * random stream, after the car terminal's seed.
 */
import { CAR_DOCUMENT_TYPES } from '../../../src/domain/cars/inscriptionRules';
import { rutCheckDigit } from '../../../src/domain/rut';
import { Random } from '../../seed/random';
import { seedChargesOf, type TerminalSeeder } from '../../terminalModel/seed';
import type { VehicleVisit } from '../../modules/carTerminal/types';
import { owedByInscription } from './charges';
import { CAR_INSCRIPTION, type CarInscriptionOperation } from './types';

export function seedCarInscriptions(s: TerminalSeeder): void {
  const rng = new Random('terminal:carInscriptions');
  const db = s.db;
  const truckings = s.master.truckingcompany.filter((t) => t.truckingCar);
  const vehiclesOf = new Map<string, VehicleVisit[]>();
  for (const u of db.unitVisit) {
    if (u.kind !== 'vehicle') continue;
    const list = vehiclesOf.get(u.blNbr) ?? [];
    list.push(u);
    vehiclesOf.set(u.blNbr, list);
  }
  for (const bl of db.carBl) {
    if (bl.isMother) continue;
    const visit = db.carVisit.find((v) => v.id === bl.carVisitId)!;
    const vehicles = vehiclesOf.get(bl.blNbr) ?? [];
    const dispatched = vehicles.some((x) => x.registros.some((r) => r.type === 'DESPACHO'));
    const chance = visit.estado === 'INBOUND' ? 0.25 : 0.5;
    if (!dispatched && !(visit.estado !== 'CLOSED' && rng.chance(chance))) continue;
    const conditions = visit.etaForDirecto ? ['INDIRECTO', 'INDIRECTO', 'DIRECTO', 'P. DESPACHO'] : ['INDIRECTO'];
    const documType = rng.pick(CAR_DOCUMENT_TYPES.slice(0, 3));
    const documentacion = rng.digits(8);
    const byOwnMeans = truckings.length === 0 || rng.chance(0.2);
    const items = vehicles.map((x) => ({
      code: x.unitNbr,
      vinCorregido: null,
      documType,
      documentacion,
      condicionRetiro: rng.pick(conditions),
      clientId: bl.consigneeId,
      description: `${x.brandName} ${x.model}`,
    }));
    const date = new Date(new Date(visit.eta).getTime() - rng.int(24, 96) * 3_600_000).toISOString();
    const truckingIds = byOwnMeans
      ? []
      : [...new Set([rng.pick(truckings).id, ...(rng.chance(0.3) ? [rng.pick(truckings).id] : [])])];
    const driverRuts = byOwnMeans
      ? [rng.int(10_000_000, 24_999_999)].map((b) => `${b}-${rutCheckDigit(String(b))}`)
      : [];
    const op: CarInscriptionOperation = {
      id: s.numbers.operation++,
      kind: CAR_INSCRIPTION,
      unitVisitId: vehicles[0]!.id,
      unitVisitIds: vehicles.map((x) => x.id),
      status: 'ACTIVE',
      draftNumber: s.numbers.draft++,
      agentId: bl.agentId,
      truckingId: truckingIds[0] ?? null,
      date,
      cancelledAt: null,
      createdBy: 'seed',
      blNbr: bl.blNbr,
      carVisitId: visit.id,
      items,
      weightKg: rng.chance(0.5) ? bl.weightKg : null,
      truckingIds,
      driverRuts,
    };
    db.operation.push(op);
    for (const x of vehicles) {
      const item = items.find((i) => i.code === x.unitNbr)!;
      Object.assign(x, {
        documType: item.documType,
        documentacion: item.documentacion,
        condicionRetiro: item.condicionRetiro,
      });
    }
  }
  seedChargesOf(s, CAR_INSCRIPTION, owedByInscription);
}
