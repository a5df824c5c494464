/**
 * Customers (finance view: giro, bloqueado) and clients (shipper/consignee + customer data) of
 * the same companies, plus the giro catalogue. This is the collection SEED_SCALE grows linearly.
 */
import type { Rec } from '../types';
import { emailFor, mobileDigits } from './codes';
import type { SeedContext } from './context';
import { COMMUNES, GIROS, TRADE_WORDS } from './names';
import { address, core, personName, suffix, surname } from './naming';
import { Random } from './random';

export const seedGiros = (): Rec[] => GIROS.map((g) => ({ id: g.id, name: g.name }));

export interface ClientSeed {
  customers: Rec[];
  clients: Rec[];
}

export function seedClients({ ruts, sizes }: SeedContext): ClientSeed {
  const rng = new Random('clients');
  const customers: Rec[] = [];
  const clients: Rec[] = [];
  for (let i = 0; i < sizes.clients; i++) {
    const id = ruts.company('clients');
    const name = `${rng.pick(TRADE_WORDS)} ${rng.chance(0.5) ? core(rng) : surname(rng)} ${suffix(rng)}`;
    const giro = rng.pick(GIROS);
    const commune = rng.pick(COMMUNES);
    const contact = personName(rng);
    const blocked = rng.chance(0.05) ? 'SI' : 'NO';
    const email = emailFor('contacto', name);
    const diasDeCredito = rng.pick([0, 0, 0, 15, 30, 60]);
    customers.push({
      id, name, giro: `${giro.id} - ${giro.name}`, bloqueado: blocked, diasDeCredito, codigoImputacion: 1999,
      customer: { giro: giro.id, communes: [commune] },
      // Mock-only: what GET /api/customer/getinvoiceinformation/{id} answers (one in 17, no extra draw).
      invoiceOverdue: i % 17 === 3,
    });
    clients.push({
      id,
      shipperConsignee: {
        id,
        name,
        notes: rng.chance(0.1) ? 'Consignatario frecuente' : null,
        contactInfo: { contactAddress: address(rng), contactCity: commune, contactPhone: mobileDigits(rng), contactEmail: email, contactName: contact.short },
      },
      customer: {
        countryName: 'CL',
        stateName: commune,
        giro: giro.id,
        diasDeCredito,
        sigla: name.split(' ').slice(0, 2).map((w) => w[0]).join('').toUpperCase(),
        cobranzaDirecta: rng.chance(0.2) ? 'SI' : 'NO',
        clienteRelacionado: 'NO',
        codigoImputacion: 1999,
        validado: rng.chance(0.6) ? 'SI' : 'NO',
        mailCode: email,
        observacion: null,
        bloqueado: blocked,
      },
      userEnabled: rng.chance(0.15),
      clientTracking: rng.chance(0.3),
      clientCar: giro.id === '451001',
      existBilling: rng.chance(0.7),
      clientChile: true,
    });
  }
  return { customers, clients };
}
