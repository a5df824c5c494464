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

/**
 * Foreign shippers and consignees (P29): a free identification (the country's own tax id,
 * upper-cased, at least 4 characters), a free-text giro and no commune. Fixed rows, so that the
 * screens always show the same few foreign companies beside the Chilean ones.
 */
interface ForeignClient {
  id: string;
  country: string;
  name: string;
  giro: string;
  address: string;
  city: string;
  phone: string;
  contactName: string;
  email: string;
  sigla: string;
  diasDeCredito: number;
  tracking: boolean;
  portalUser: boolean;
}

const FOREIGN_CLIENTS: readonly ForeignClient[] = [
  {
    id: '30-70912345-8',
    country: 'AR',
    name: 'Bodegas y Viñedos Los Andes S.A.',
    giro: 'Elaboración y exportación de vinos',
    address: 'Av. San Martín 1450',
    city: 'Mendoza',
    phone: '542614291234',
    contactName: 'Martín Fernández',
    email: 'comex@bodegaslosandes.com.ar',
    sigla: 'BVLA',
    diasDeCredito: 0,
    tracking: false,
    portalUser: false,
  },
  {
    id: '20512345678',
    country: 'PE',
    name: 'Frutas del Pacífico S.A.C.',
    giro: 'Exportación de frutas y hortalizas frescas',
    address: 'Av. Javier Prado Este 2465',
    city: 'Lima',
    phone: '5112215678',
    contactName: 'Rosa Quispe',
    email: 'logistica@agropacifico.com.pe',
    sigla: 'FDP',
    diasDeCredito: 30,
    tracking: true,
    portalUser: true,
  },
  {
    id: '91330200MA2H1X7Q3K',
    country: 'CN',
    name: 'Ningbo Oriental Machinery Co., Ltd.',
    giro: 'Fabricación de maquinaria industrial',
    address: 'No. 88 Zhongshan East Road, Haishu',
    city: 'Ningbo',
    phone: '8657487654321',
    contactName: 'Li Wei',
    email: 'export@nbomachinery.cn',
    sigla: 'NOM',
    diasDeCredito: 0,
    tracking: false,
    portalUser: false,
  },
  {
    id: 'DE811234567',
    country: 'DE',
    name: 'Hamburger Maschinenbau GmbH',
    giro: 'Fabricación de maquinaria agrícola',
    address: 'Am Sandtorkai 41',
    city: 'Hamburgo',
    phone: '49403012345',
    contactName: 'Jonas Becker',
    email: 'vertrieb@hh-maschinenbau.de',
    sigla: 'HMB',
    diasDeCredito: 0,
    tracking: true,
    portalUser: false,
  },
  {
    id: '12345678000195',
    country: 'BR',
    name: 'Cerâmica Paulista Ltda.',
    giro: 'Fabricación de revestimientos cerámicos',
    address: 'Rua Vergueiro 3185',
    city: 'São Paulo',
    phone: '551132456789',
    contactName: 'Ana Souza',
    email: 'exportacao@ceramicapaulista.com.br',
    sigla: 'CPL',
    diasDeCredito: 0,
    tracking: false,
    portalUser: false,
  },
  {
    id: '94-3179210',
    country: 'US',
    name: 'Pacific Coast Produce Inc.',
    giro: 'Importación y distribución de fruta fresca',
    address: '1200 S Alameda St',
    city: 'Los Angeles',
    phone: '12135550148',
    contactName: 'Emily Carter',
    email: 'imports@pacificcoastproduce.com',
    sigla: 'PCP',
    diasDeCredito: 15,
    tracking: true,
    portalUser: false,
  },
];

/** A foreign client and its customer record (the finance view keeps the free-text giro, no communes). */
function foreignClient(f: ForeignClient): { client: Rec; customer: Rec } {
  const customer: Rec = {
    id: f.id,
    name: f.name,
    giro: f.giro,
    bloqueado: 'NO',
    diasDeCredito: f.diasDeCredito,
    codigoImputacion: 1999,
    countryName: f.country,
    customer: { giro: f.giro, communes: [] },
    invoiceOverdue: false,
    convenio: 'NO',
  };
  const client: Rec = {
    id: f.id,
    shipperConsignee: {
      id: f.id,
      name: f.name,
      notes: null,
      contactInfo: {
        contactAddress: f.address,
        contactCity: f.city,
        contactPhone: f.phone,
        contactEmail: f.email,
        contactName: f.contactName,
      },
    },
    customer: {
      countryName: f.country,
      stateName: null,
      giro: f.giro,
      diasDeCredito: f.diasDeCredito,
      sigla: f.sigla,
      cobranzaDirecta: 'NO',
      clienteRelacionado: 'NO',
      codigoImputacion: 1999,
      validado: 'SI',
      mailCode: f.email,
      observacion: null,
      bloqueado: 'NO',
    },
    userEnabled: f.portalUser,
    clientTracking: f.tracking,
    clientCar: false,
    existBilling: true,
    clientChile: false,
  };
  return { client, customer };
}

/** The foreign clients are part of the count (SEED_SCALE=500 still gives 100,000 clients), after the Chilean ones. */
export function seedClients({ ruts, sizes }: SeedContext): ClientSeed {
  const rng = new Random('clients');
  const customers: Rec[] = [];
  const clients: Rec[] = [];
  const foreign = FOREIGN_CLIENTS.slice(0, Math.floor(sizes.clients / 2));
  for (let i = 0; i < sizes.clients - foreign.length; i++) {
    const id = ruts.company('clients');
    const name = `${rng.pick(TRADE_WORDS)} ${rng.chance(0.5) ? core(rng) : surname(rng)} ${suffix(rng)}`;
    const giro = rng.pick(GIROS);
    const commune = rng.pick(COMMUNES);
    const contact = personName(rng);
    const blocked = rng.chance(0.05) ? 'SI' : 'NO';
    const email = emailFor('contacto', name);
    const diasDeCredito = rng.pick([0, 0, 0, 15, 30, 60]);
    customers.push({
      id,
      name,
      giro: `${giro.id} - ${giro.name}`,
      bloqueado: blocked,
      diasDeCredito,
      codigoImputacion: 1999,
      customer: { giro: giro.id, communes: [commune] },
      // Mock-only: what GET /api/customer/getinvoiceinformation/{id} answers (one in 17, no extra draw).
      invoiceOverdue: i % 17 === 3,
      // The invoicing profile's agreement (convenio, INV-060; ruling P68): SI or STI for a few, no extra draw.
      convenio: i % 23 === 5 ? 'SI' : i % 29 === 7 ? 'STI' : 'NO',
    });
    clients.push({
      id,
      shipperConsignee: {
        id,
        name,
        notes: rng.chance(0.1) ? 'Consignatario frecuente' : null,
        contactInfo: {
          contactAddress: address(rng),
          contactCity: commune,
          contactPhone: mobileDigits(rng),
          contactEmail: email,
          contactName: contact.short,
        },
      },
      customer: {
        countryName: 'CL',
        stateName: commune,
        giro: giro.id,
        diasDeCredito,
        sigla: name
          .split(' ')
          .slice(0, 2)
          .map((w) => w[0])
          .join('')
          .toUpperCase(),
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
  for (const f of foreign) {
    const { client, customer } = foreignClient(f);
    clients.push(client);
    customers.push(customer);
  }
  return { customers, clients };
}
