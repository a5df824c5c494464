/**
 * Mock server, answers that handed out other people's data (issue 29 item 6; ruling P78). For each,
 * a pair of users of one role where one reaches for the other's objects:
 * - the vehicle agents' list (CAR-050): customer service's chooser, names only; a vehicle agent 403;
 * - the car terminal (P61, P65): a client's gate control and reports, a vehicle agent's VIN search,
 *   sheet and visit BLs hold only the vehicles it reaches, as the VIN search decides;
 * - tracking: any tracking role looks a unit up, the customer's facts only for those who work it;
 * - empties (P60): a booking's rows are read by all who work it, cancelled only by the sender.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleVisit } from '../../mock-server/modules/carTerminal/types';
import { DEMO_PASSWORD } from '../../mock-server/seed/demoUsers';
import { carChoosesAgent } from '../../src/domain/cars/inscriptionRules';
import { canDeleteRow } from '../../src/domain/emptyPreadvice/emptyRows';
import { withCheckDigit } from '../../src/domain/iso6346';
import { CUSTOMER_TRACKING_FACTS } from '../../src/domain/terminalWire/tracking';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { addTestAccounts } from '../harness/support/testAccounts';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';
import { terminalDemo, type TerminalDemo } from './terminal/demo';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
type BlRow = { blNbr: string; visit: string; mother: boolean; operationId: number | null; agentId: string };
let mock: Mock;
let demo: TerminalDemo;

/** Extra accounts of one role, bound as the test needs (another client, another vehicle agent, a depot functionary…). */
async function accounts(list: { login: string; authorities: string[]; bind: Partial<Rec> }[]) {
  const store = mock.store!;
  const users = await addTestAccounts(
    store,
    list.map(({ login, authorities }) => ({ login, authorities })),
    DEMO_PASSWORD,
  );
  users.forEach((u, i) => Object.assign(u, list[i]!.bind));
  store.touch('user', ...users);
  await store.commit();
}

async function sheet(user: string, path: string) {
  const res = await mock.fetch('GET', path, { token: await mock.login(user) });
  if (res.status !== 200) return { status: res.status, rows: [] as unknown[][] };
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  return {
    status: res.status,
    rows: book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1)),
  };
}

const OTHER_CLIENT = '77198932-2';
const OTHER_CAR_AGENT = '79732507-4';

beforeAll(async () => {
  mock = await startMock();
  demo = await terminalDemo();
  if (!mock.store) return;
  await accounts([
    // A second client with vehicles on the seed's trucks, a second vehicle agent with inscriptions of its own.
    { login: 'test.cliente2', authorities: ['ROLE_CLIENT'], bind: { ownerType: 'client', ownerId: OTHER_CLIENT } },
    {
      login: 'test.autos2',
      authorities: ['ROLE_AGA', 'ROLE_AGA_AUTOS'],
      bind: { ownerType: 'agent', ownerId: OTHER_CAR_AGENT, agentId: OTHER_CAR_AGENT },
    },
    { login: 'test.guias', authorities: ['ROLE_GUIA_DESPACHO'], bind: {} },
    { login: 'test.tracking', authorities: ['ROLE_CONSULTA_TRACKING'], bind: {} },
    // A functionary of the deposit 'deposito' (the seed's first depot functionary).
    {
      login: 'test.depot',
      authorities: ['ROLE_FUNCTIONARY_DEPOT'],
      bind: {
        ownerType: 'functionary',
        ownerId: mock.store.db.functionary.find(
          (f) => f.deposito === mock.store!.db.user.find((u) => u.login === 'deposito')!.ownerId,
        )!.id,
      },
    },
  ]);
});
afterAll(async () => {
  await mock?.dispose();
});

describe("the vehicle agents' list (CAR-050)", () => {
  it("customer service gets the vehicle agents by id and name only; a vehicle agent is refused as on another agent's record, and its form does not ask", async () => {
    const list = await (await mock.as('servicio'))('GET', '/api/agent/listagentscar');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(1);
    for (const row of list.body as Rec[]) expect(Object.keys(row).sort()).toEqual(['id', 'name']);
    const autos = await mock.as('autos');
    const other = (list.body as { id: string }[]).at(-1)!;
    expect((await autos('GET', '/api/agent/listagentscar')).status).toBe(403);
    expect((await autos('GET', `/api/agent/${other.id}`)).status).toBe(403);
    expect(carChoosesAgent(['ROLE_AGA', 'ROLE_AGA_AUTOS'])).toBe(false);
    expect(carChoosesAgent(['ROLE_CUSTOMER_SERVICE'])).toBe(true);
  });
});

describe('the car terminal holds each party to its own vehicles', MOCK_ONLY, () => {
  const GG = '/api/autos/report/reportGateControl/01-11-2025/05-11-2025';
  const vehicle = (vin: string) =>
    mock.store!.db.unitVisit.find((u): u is VehicleVisit => u.kind === 'vehicle' && u.unitNbr === vin)!;

  it("CAR-028: a client's gate control lists only the trucks that came for its vehicles, with only its VINs; the other client's drivers and plates are not there", async () => {
    const all = await sheet('servicioautos', GG);
    const own = await sheet('cliente', GG);
    const other = await sheet('test.cliente2', GG);
    expect(all.rows.length - 1).toBe(mock.store!.db.carGate.length);
    for (const [doc, consignee] of [
      [own, '77388556-7'],
      [other, OTHER_CLIENT],
    ] as const) {
      expect(doc.status).toBe(200);
      expect(doc.rows.length - 1).toBeGreaterThan(0);
      expect(doc.rows.length).toBeLessThan(all.rows.length);
      for (const row of doc.rows.slice(1)) {
        const vins = String(row[6] ?? '')
          .split(' ')
          .filter(Boolean);
        expect(vins.length).toBeGreaterThan(0);
        for (const vin of vins) expect(vehicle(vin).consigneeId).toBe(consignee);
      }
    }
    const plates = (rows: unknown[][]) => new Set(rows.slice(1).map((r) => r[0]));
    for (const plate of plates(other.rows)) expect(plates(own.rows).has(plate)).toBe(false);
  });

  it("CAR-026 CAR-067: a client's visit reports and a VIN's sheet: its own vehicles only; the other client's VIN answers 404 at every path", async () => {
    const theirs = mock.store!.db.unitVisit.find(
      (u): u is VehicleVisit => u.kind === 'vehicle' && u.consigneeId === OTHER_CLIENT,
    )!;
    const visit = mock.store!.db.carVisit.find((v) => v.id === theirs.visitId)!;
    const report = await sheet('cliente', `/api/autos/report/rsmmanifest/${visit.mftoNumber}/EN/cliente`);
    expect(report.rows.slice(1).map((r) => r[0])).not.toContain(theirs.unitNbr);
    for (const path of [
      `/api/autos/report/item/${theirs.unitNbr}`,
      `/api/autos/item/${theirs.unitNbr}`,
      `/api/autos/item/bycode/${theirs.unitNbr}/0`,
    ]) {
      expect((await (await mock.as('cliente'))('GET', path)).status, path).toBe(404);
      expect((await (await mock.as('test.cliente2'))('GET', path)).status, path).toBe(200);
    }
  });

  it("CAR-061 CAR-018: a vehicle agent reads the vehicles not inscribed yet and its own inscriptions'; another agent's inscribed VIN is not found and its BLs are not in the visit's list", async () => {
    const bls = (await mock.call('GET', '/__mock/cars/bls?mother=false')).body as BlRow[];
    const autosAgent = mock.store!.db.user.find((u) => u.login === 'autos')!.agentId!;
    const ofAutos = bls.find((b) => b.operationId !== null && b.agentId === autosAgent)!;
    const ofOther =
      bls.find((b) => b.operationId !== null && b.agentId === OTHER_CAR_AGENT && b.visit === ofAutos.visit) ??
      bls.find((b) => b.operationId !== null && b.agentId === OTHER_CAR_AGENT)!;
    const free = bls.find((b) => b.operationId === null && b.visit === ofAutos.visit)!;
    const vinOf = (bl: string) =>
      mock.store!.db.unitVisit.find((u): u is VehicleVisit => u.kind === 'vehicle' && u.blNbr === bl)!.unitNbr;
    const [autos, autos2] = [await mock.as('autos'), await mock.as('test.autos2')];
    expect((await autos('GET', `/api/autos/item/bycode/${vinOf(ofAutos.blNbr)}/0`)).status).toBe(200);
    expect((await autos2('GET', `/api/autos/item/bycode/${vinOf(ofAutos.blNbr)}/0`)).status).toBe(404);
    expect((await autos('GET', `/api/autos/item/bycode/${vinOf(ofOther.blNbr)}/0`)).status).toBe(404);
    expect((await autos2('GET', `/api/autos/item/bycode/${vinOf(ofOther.blNbr)}/0`)).status).toBe(200);
    expect((await autos2('GET', `/api/autos/report/item/${vinOf(ofAutos.blNbr)}`)).status).toBe(404);
    for (const agent of [autos, autos2])
      expect((await agent('GET', `/api/autos/item/bycode/${vinOf(free.blNbr)}/0`)).status).toBe(200);
    const listed = async (call: Call) =>
      (
        (await call('GET', `/api/autos/vesselvisit/vesselbookingsitems/${ofAutos.visit}`)).body as { blNbr: string }[]
      ).map((b) => b.blNbr);
    expect(await listed(autos)).toEqual(expect.arrayContaining([ofAutos.blNbr, free.blNbr]));
    expect(await listed(autos2)).toContain(free.blNbr);
    expect(await listed(autos2)).not.toContain(ofAutos.blNbr);
  });

  it('GD-001 (Q27, P63): the guide desk sees every truck inside, as customer service; each agent the trucks of its own inscriptions', async () => {
    const trucks = async (user: string) =>
      ((await (await mock.as(user))('GET', '/api/autos/gate/activelicensesforaga')).body as { id: number }[])
        .map((t) => t.id)
        .sort();
    const all = await trucks('servicio');
    expect(all.length).toBeGreaterThan(0);
    expect(await trucks('test.guias')).toEqual(all);
    const [own, other] = [await trucks('autos'), await trucks('test.autos2')];
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    expect(own.filter((id) => other.includes(id))).toEqual([]);
  });
});

describe(
  "tracking: a lookup for any tracking role, the customer's facts for those who work the unit",
  MOCK_ONLY,
  () => {
    const search = async (user: string, nbr: string) => {
      const r = await (await mock.as(user))('GET', `/api/tracking/search/${nbr}`);
      expect(r.status, user).toBe(200);
      expect(r.body, user).toHaveLength(1);
      return r.body[0] as Rec;
    };
    const expectPublicOnly = (row: Rec, nbr: string) => {
      expect(row).toMatchObject({
        unitNbr: nbr,
        category: 'Import',
        transitState: expect.any(String),
        typeIso: expect.any(String),
        vesselVisit: expect.any(String),
        customerFacts: false,
      });
      for (const key of CUSTOMER_TRACKING_FACTS) expect(row, key).not.toHaveProperty(key);
    };

    it('two agents: the agent of the pickup reads its trucking company, appointment and condition; the other (403 on the unit) only the public facts', async () => {
      const nbr = demo.units.agaBooked;
      const own = await search('aga', nbr);
      expect(own).toMatchObject({
        truckingCo: expect.any(String),
        apptTime: expect.any(String),
        condicionDeRetiro: 'INDIRECTO',
        blNumbers: expect.any(Array),
      });
      expect(own).not.toHaveProperty('customerFacts');
      expect((await (await mock.as('aga2'))('GET', `/api/import/${nbr}`)).status).toBe(403);
      expectPublicOnly(await search('aga2', nbr), nbr);
      // By its BL, the same.
      expectPublicOnly(
        (
          (await (await mock.as('aga2'))('GET', `/api/tracking/search/${String(own.blNumbers[0]).replace(/\//g, '_')}`))
            .body as Rec[]
        ).find((u) => u.unitNbr === nbr)!,
        nbr,
      );
      expect(await search('servicio', nbr)).toMatchObject({ truckingCo: own.truckingCo, apptTime: own.apptTime });
    });

    it("two storekeepers and two shipping agencies: the unit's storekeeper and the agency of its line read the customer's facts, the others the public ones; the tracking-only role the public ones", async () => {
      const a71 = demo.units.a71Passed;
      expect(await search('bodega', a71)).toMatchObject({
        almacenista: 'A-71',
        apptTime: expect.any(String),
        condicionDeRetiro: 'DIRECTO',
      });
      expectPublicOnly(await search('clave', a71), a71);
      const msc = demo.units.agaBooked;
      expect(
        mock
          .store!.db.shippingAgent.find((a) => a.id === mock.store!.db.user.find((u) => u.login === 'perfil')!.ownerId)!
          .linesOperators.map((l) => l.id),
      ).not.toContain('MSC');
      expect(await search('agn', msc)).toMatchObject({ truckingCo: expect.any(String) });
      expectPublicOnly(await search('perfil', msc), msc);
      expectPublicOnly(await search('test.tracking', msc), msc);
    });
  },
);

describe(
  "empties: a booking's rows are read by all who work it, cancelled only by the company that sent them",
  MOCK_ONLY,
  () => {
    const box = (n: number) => withCheckDigit(`ZDPU${String(200000 + n)}`);

    it("a depot reads another depot's pre-advice but may not cancel it (403, nothing changes); the sender and its own functionary may", async () => {
      const mty = mock.store!.db.booking.find((b) => b.eqStatus === 'MTY' && b.line === 'MSC')!;
      const [deposito, deposito2, naviera, depot] = [
        await mock.as('deposito'),
        await mock.as('deposito2'),
        await mock.as('naviera'),
        await mock.as('test.depot'),
      ];
      const sent = await deposito('POST', '/api/export/preadvicemty2', {
        bookingId: mty.id,
        unitlist: [1, 2, 3].map((n) => ({ contenedor: box(n), isocode: '22G1', tara_kg: 2200 })),
        deleteList: [],
      });
      expect(sent.body).toMatchObject({ sent: 3 });
      expect(sent.body.resultados.every((r: Rec) => r.propio === true)).toBe(true);

      const seen = (await deposito2('GET', `/api/export/preadvicemty/${mty.id}`)).body as Rec[];
      expect(seen.map((r) => r.contenedor)).toEqual([box(1), box(2), box(3)]);
      expect(seen.every((r) => r.propio === false && !canDeleteRow(r as never))).toBe(true);
      const capacity = async () => (await deposito('GET', `/api/booking/${mty.id}/22G1`)).body.capacity.used as number;
      const before = await capacity();
      for (const [who, call] of [
        ['deposito2', deposito2],
        ['naviera', naviera],
      ] as const) {
        const refused = await call('POST', '/api/export/preadvicemty2', {
          bookingId: mty.id,
          unitlist: [],
          deleteList: [box(1)],
        });
        expect(refused, who).toMatchObject({
          status: 403,
          body: { message: operationsMessages.empties.notYours.replace('{n}', box(1)) },
        });
      }
      // All or nothing: a send that also cancels another's row writes nothing, not even its new row.
      expect(
        (
          await deposito2('POST', '/api/export/preadvicemty2', {
            bookingId: mty.id,
            unitlist: [{ contenedor: box(9), isocode: '22G1', tara_kg: 2200 }],
            deleteList: [box(2)],
          })
        ).status,
      ).toBe(403);
      expect(
        ((await deposito('GET', `/api/export/preadvicemty/${mty.id}`)).body as Rec[]).map((r) => [
          r.contenedor,
          r.estado,
          r.propio,
        ]),
      ).toEqual([
        [box(1), 'INBOUND', true],
        [box(2), 'INBOUND', true],
        [box(3), 'INBOUND', true],
      ]);
      expect(await capacity()).toBe(before);

      expect(
        (await deposito('POST', '/api/export/preadvicemty2', { bookingId: mty.id, unitlist: [], deleteList: [box(1)] }))
          .body,
      ).toMatchObject({ cancelled: 1 });
      expect(
        (await depot('POST', '/api/export/preadvicemty2', { bookingId: mty.id, unitlist: [], deleteList: [box(2)] }))
          .body,
      ).toMatchObject({ cancelled: 1 });
      expect(
        ((await deposito2('GET', `/api/export/preadvicemty/${mty.id}`)).body as Rec[]).map((r) => r.contenedor),
      ).toEqual([box(3)]);
      expect(await capacity()).toBe(before - 2);
    });
  },
);
