/** Mock seed: deterministic, realistic, every RUT valid and canonical, demo users hashed. */
import { describe, expect, it } from 'vitest';
import { clientIdFor, giroCode, isChilean } from '../../src/domain/clients';
import { isValidRut } from '../../src/domain/rut';
import { validateRecord } from '../../src/resources/validate';
import { verifyPassword } from '../../mock-server/passwords';
import { containerCheckDigit, RutPool } from '../../mock-server/seed/codes';
import { seedClients } from '../../mock-server/seed/clients';
import { sizesFor } from '../../mock-server/seed/context';
import { DEMO_PASSWORD, DEMO_USERS } from '../../mock-server/seed/demoUsers';
import { buildSeed } from '../../mock-server/seed/index';
import type { Db, Rec } from '../../mock-server/types';
import { MOCK_ONLY } from './helpers';

/** Keys that hold a RUT wherever they appear. */
const RUT_KEYS = new Set([
  'rut',
  'agent_id',
  'storekeeper',
  'agn',
  'deposito',
  'agentRut',
  'storekpRut',
  'agnRut',
  'cardId',
  'agentId',
  'truckingId',
]);
/** Collections whose ids are RUTs. */
const RUT_ID_COLLECTIONS = [
  'agent',
  'storekeeper',
  'deposito',
  'shippingAgent',
  'truckingcompany',
  'customer',
  'client',
];
const CANONICAL = /^[1-9]\d{6,7}-[\dK]$/;

/** Clients (and their customer records) of another country: a free identification, not a RUT (P29). */
const foreignIds = (db: Db) =>
  new Set(
    db.client.filter((c) => !isChilean((c.customer as { countryName?: unknown }).countryName)).map((c) => String(c.id)),
  );

/** Every RUT-valued field of the db, with where it was found (foreign clients' ids are not RUTs). */
function rutsOf(db: Db): { where: string; value: string }[] {
  const foreign = foreignIds(db);
  const found: { where: string; value: string }[] = [];
  const walk = (value: unknown, where: string, collection: string, depth: number) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}[${i}]`, collection, depth + 1));
    if (!value || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      const isRutId =
        k === 'id' && (depth === 1 ? RUT_ID_COLLECTIONS.includes(collection) : where.endsWith('shipperConsignee'));
      const ownerRut = k === 'ownerId' && typeof v === 'string';
      if (typeof v === 'string' && foreign.has(v) && (isRutId || ownerRut)) continue;
      if (typeof v === 'string' && (RUT_KEYS.has(k) || isRutId || ownerRut))
        found.push({ where: `${where}.${k}`, value: v });
      else walk(v, `${where}.${k}`, collection, depth + 1);
    }
  };
  for (const [name, items] of Object.entries(db)) walk(items, name, name, 0);
  return found;
}

// MOCK_ONLY: the in-process seed, not the server under test.
describe('seed', MOCK_ONLY, async () => {
  const db = await buildSeed(1);

  it('VAL-013 VAL-011: every RUT of the seed is valid and canonical', () => {
    const ruts = rutsOf(db);
    expect(ruts.length).toBeGreaterThan(2000);
    const bad = ruts.filter((r) => !isValidRut(r.value) || !CANONICAL.test(r.value));
    expect(bad).toEqual([]);
    // Entity logins are RUTs too, except the demo users' and a foreign client's (its identification).
    const demo = new Set(DEMO_USERS.map((u) => u.login));
    const foreign = foreignIds(db);
    expect(db.user.filter((u) => !demo.has(u.login) && !foreign.has(u.login) && !isValidRut(u.login))).toEqual([]);
  });

  it('VAL-013: a few foreign clients (free identification ≥ 4 upper-cased, free-text giro, no commune); Chilean ones have valid RUTs', () => {
    const foreign = db.client.filter((c) => c.clientChile === false);
    expect(foreign.length).toBeGreaterThanOrEqual(4);
    expect(new Set(foreign.map((c) => (c.customer as Rec).countryName)).size).toBe(foreign.length);
    for (const c of foreign) {
      const customer = c.customer as Rec;
      expect(isChilean(customer.countryName)).toBe(false);
      expect(String(c.id)).toBe(clientIdFor(c.id, customer.countryName));
      expect(String(c.id).length).toBeGreaterThanOrEqual(4);
      expect(isValidRut(c.id)).toBe(false);
      expect(customer.stateName).toBeNull();
      expect(giroCode(customer.giro)).toBeUndefined();
      expect(db.customer.find((x) => x.id === c.id)).toMatchObject({ giro: customer.giro, customer: { communes: [] } });
      const account = db.user.find((u) => u.login === c.id);
      if (c.userEnabled === true) expect(account).toMatchObject({ rut: null, authorities: ['ROLE_CLIENT'] });
    }
    for (const c of db.client.filter((x) => x.clientChile !== false)) {
      expect(isValidRut(c.id) && CANONICAL.test(String(c.id))).toBe(true);
      expect((c.customer as Rec).countryName).toBe('CL');
    }
    // Every seeded client passes the client form's rules, the financial ones included.
    for (const c of db.client)
      expect(validateRecord('clients', c, { mode: 'edit', roles: ['ROLE_FINANCIAL'] })).toEqual({});
  });

  it('VAL-013: companies are 76–79 million, persons 5–25 million, no two records share one', () => {
    const foreign = foreignIds(db);
    for (const c of RUT_ID_COLLECTIONS) {
      for (const r of (db[c as keyof Db] as { id: string }[]).filter((x) => !foreign.has(x.id))) {
        const body = Number(r.id.split('-')[0]);
        expect(body).toBeGreaterThanOrEqual(76_000_000);
        expect(body).toBeLessThan(80_000_000);
      }
    }
    const persons = [
      ...db.functionary.map((f) => f.rut),
      ...db.truckingcompany.flatMap((t) => t.drivers.map((d) => d.cardId)),
    ];
    for (const p of persons) {
      const body = Number(p.split('-')[0]);
      expect(body).toBeGreaterThanOrEqual(5_000_000);
      expect(body).toBeLessThanOrEqual(25_000_000);
    }
    const companies = ['agent', 'storekeeper', 'deposito', 'shippingAgent', 'truckingcompany', 'client'].flatMap((c) =>
      (db[c as keyof Db] as { id: string }[]).map((r) => r.id),
    );
    expect(new Set(companies).size).toBe(companies.length);
    expect(new Set(persons).size).toBe(persons.length);
  });

  it('ADM-STK-002: collection sizes and cross-references', () => {
    expect(db.agent).toHaveLength(60);
    expect(db.truckingcompany).toHaveLength(80);
    expect(db.storekeeper).toHaveLength(15);
    expect(db.deposito).toHaveLength(8);
    expect(db.shippingAgent).toHaveLength(12);
    expect(db.lineOperator).toHaveLength(25);
    expect(db.client).toHaveLength(200);
    expect(db.customer).toHaveLength(200);
    const agentIds = new Set(db.agent.map((a) => a.id));
    const truckingIds = new Set(db.truckingcompany.map((t) => t.id));
    for (const l of db.agentTrucking) {
      expect(agentIds.has(l.agentId) && truckingIds.has(l.truckingId)).toBe(true);
      expect(l.role).toBe('HAULIER');
    }
    const lineIds = new Set(db.lineOperator.map((l) => l.id));
    for (const a of db.shippingAgent) for (const l of a.linesOperators) expect(lineIds.has(l.id)).toBe(true);
    for (const f of db.functionary)
      expect([f.agent_id, f.storekeeper, f.agn, f.deposito].filter(Boolean)).toHaveLength(1);
    for (const owner of [
      'agent',
      'storekeeper',
      'deposito',
      'shippingAgent',
      'truckingcompany',
      'functionary',
    ] as const) {
      for (const e of db[owner] as { user: { login: string } }[])
        expect(db.user.some((u) => u.login === e.user.login)).toBe(true);
    }
  });

  it('ADM-STK-007 ADM-STK-011: seeded agents, storekeepers and line operators pass their form rules', () => {
    for (const roles of [['ROLE_CUSTOMER_SERVICE'], ['ROLE_FINANCIAL'], ['ROLE_SUPERVISOR_CUSTOMER_SERVICE']]) {
      for (const a of db.agent) expect(validateRecord('agents', a, { mode: 'edit', roles })).toEqual({});
    }
    for (const s of db.storekeeper)
      expect(validateRecord('storekeepers', s, { mode: 'edit', roles: ['ROLE_ADMIN'] })).toEqual({});
    for (const l of db.lineOperator)
      expect(validateRecord('lineOperators', l, { mode: 'edit', roles: ['ROLE_CUSTOMER_SERVICE'] })).toEqual({});
  });

  it('ADM-TRK-006 CONST-003: drivers and trucks look real (DD/MM/YYYY dates, phones, plates, status OK)', () => {
    for (const t of db.truckingcompany) {
      for (const d of t.drivers) {
        expect(d.cardExpiration).toMatch(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/20\d\d$/);
        expect(d.license).toMatch(/^56 9\d{8}$/);
        expect(d).toMatchObject({ status: 'OK', truckingId: t.id });
      }
      for (const tr of t.trucks) {
        expect(tr.license).toMatch(/^([A-Z]{2}\d{4}|[BCDFGHJKLPRSTVWXYZ]{4}\d{2})$/);
        expect(tr.licenseExpiration).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(tr.status).toBe('OK');
      }
    }
  });

  it('notifications include APPOINTMENT and DRC with valid container numbers', () => {
    expect(containerCheckDigit('CSQU305438')).toBe('3'); // ISO 6346's own example, CSQU3054383
    const types = new Set(db.notification.map((n) => n.type));
    expect(types.has('APPOINTMENT') && types.has('DRC')).toBe(true);
    for (const n of db.notification.filter((x) => x.container)) {
      expect(n.container).toMatch(/^[A-Z]{3}U\d{7}$/);
      expect(n.container!.slice(10)).toBe(containerCheckDigit(n.container!.slice(0, 10)));
    }
    expect(db.notification.filter((n) => n.login === 'aga').length).toBeGreaterThan(5);
  });

  it('demo users exist with their roles; passwords are only stored as salted scrypt hashes (the demo accounts share one)', async () => {
    for (const demo of DEMO_USERS) {
      const user = db.user.find((u) => u.login === demo.login)!;
      expect(user.authorities).toEqual(demo.roles);
      expect(user.passwordHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    }
    const hashes = DEMO_USERS.map((d) => db.user.find((u) => u.login === d.login)!.passwordHash);
    // One hash of the published demo password for every demo account (the seed's CPU); a random salt each seed.
    expect(new Set(hashes).size).toBe(1);
    expect((await buildSeed(1)).user.find((u) => u.login === DEMO_USERS[0]!.login)!.passwordHash).not.toBe(hashes[0]);
    expect(await verifyPassword(DEMO_PASSWORD, hashes[0])).toBe(true);
    expect(await verifyPassword('otra', hashes[0])).toBe(false);
    expect(JSON.stringify(db)).not.toContain(DEMO_PASSWORD);
  });

  it('the seed is deterministic (apart from password salts)', async () => {
    const again = await buildSeed(1);
    const strip = (d: Db) => JSON.stringify({ ...d, user: d.user.map((u) => ({ ...u, passwordHash: null })) });
    expect(strip(again)).toBe(strip(db));
  });

  // Its speed is measured by `npm run bench`, not asserted here; the clients alone are built at
  // full scale (the whole seed at 500 takes ~20 s), the rest at a smaller one.
  it('SEED_SCALE=500 gives 100,000 distinct clients; a scaled seed keeps the demo entities', async () => {
    const big = seedClients({ ruts: new RutPool(), sizes: sizesFor(500) });
    expect(big.clients).toHaveLength(100_000);
    expect(big.customers).toHaveLength(100_000);
    expect(new Set(big.clients.map((c) => c.id)).size).toBe(100_000);
    const scaled = await buildSeed(5);
    expect(scaled.client).toHaveLength(1_000);
    expect(scaled.agent[0]!.id).toBe(db.agent[0]!.id);
    expect(scaled.user.map((u) => u.login)).toEqual(expect.arrayContaining(db.user.map((u) => u.login)));
  });
});
