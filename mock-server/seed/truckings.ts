/** Trucking companies with their drivers and trucks, and their links to agents (role HAULIER). */
import type { Agent, AgentTrucking, Driver, Truck, TruckingCompany } from '../types';
import { companyContact, core, personName, suffix, surname, UniqueNames } from './naming';
import { ddmmyyyy, driverPhone, emailFor, plate } from './codes';
import type { SeedContext } from './context';
import { linkId } from '../lookups';
import { demoEntity } from './demoUsers';
import { Random } from './random';

function companyName(rng: Random): string {
  const r = rng.next();
  if (r < 0.35) return `Transportes ${surname(rng)} ${suffix(rng)}`;
  if (r < 0.65) return `Transportes ${core(rng)} ${suffix(rng)}`;
  if (r < 0.85) return `Logística y Transportes ${core(rng)} SpA`;
  return `${surname(rng)} Hermanos Ltda.`;
}

/** The first company is the demo 'transportista' account's, the second 'recupera''s (with its fixed RUT). */
export function seedTruckings({ ruts, sizes }: SeedContext): TruckingCompany[] {
  const rng = new Random('truckings');
  const names = new UniqueNames();
  const plates = new Set<string>();
  const out: TruckingCompany[] = [];
  for (let i = 0; i < sizes.truckings; i++) {
    const name = names.take(companyName(rng));
    const demo = demoEntity('truckingcompany', i);
    // Drawn even when the demo account fixes the RUT, so the other companies keep theirs.
    const pooled = ruts.company('truckings');
    const id = demo?.rut ?? pooled;
    const contact = personName(rng);
    const drivers: Driver[] = [];
    for (let d = rng.int(2, 6); d > 0; d--) {
      drivers.push({
        cardId: ruts.person('drivers'),
        name: personName(rng).full,
        cardExpiration: ddmmyyyy(rng.int(30, 3600)),
        license: driverPhone(rng),
        status: 'OK',
        truckingId: id,
      });
    }
    const trucks: Truck[] = [];
    for (let t = rng.int(2, 6); t > 0; t--) {
      let p = plate(rng);
      while (plates.has(p)) p = plate(rng);
      plates.add(p);
      trucks.push({ id: p, license: p, licenseExpiration: ddmmyyyy(rng.int(10, 365)), status: 'OK' });
    }
    out.push({
      id,
      name,
      user: {
        login: demo?.login ?? id,
        email: emailFor('contacto', name),
        activated: i === 0 || rng.chance(0.92) || demo !== undefined,
      },
      userStoreKeeper: false,
      emailPersonal: rng.chance(0.4) ? emailFor(`${contact.first}.${contact.last}`, name) : null,
      truckingCar: rng.chance(0.15),
      contactInfo: companyContact(rng, contact, (local) => emailFor(local, name)),
      notes: rng.chance(0.2) ? 'Flota con GPS' : null,
      drivers,
      trucks,
    });
  }
  return out;
}

/** Each agent works with 0–4 trucking companies; the first agent with the 2nd to 4th (not the first). */
export function seedAgentTruckings(agents: readonly Agent[], truckings: readonly TruckingCompany[]): AgentTrucking[] {
  const rng = new Random('agentTruckings');
  const out: AgentTrucking[] = [];
  agents.forEach((agent, index) => {
    const chosen = index === 0 ? truckings.slice(1, 4) : rng.sample(truckings, rng.int(0, 4));
    for (const t of chosen)
      out.push({ id: linkId(agent.id, t.id), agentId: agent.id, truckingId: t.id, role: 'HAULIER' });
  });
  return out;
}
