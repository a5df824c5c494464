/** Mock server, a car visit's BL actions (D2 §6, §7 Vehicles; ruling P66): BL items, aforo, warehouse receipt and delivery, each by its roles. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleVisit } from '../../mock-server/modules/carTerminal/types';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { startMock, type Mock, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
type Item = {
  blNbr: string;
  vehiculos: number;
  enPatio: number;
  aforo: number;
  recibidos: number;
  entregados: number;
  inscrito: boolean;
};
const m = operationsMessages.cars;
let mock: Mock;
let customerAutos: Call;
let operatorAutos: Call;
let documentaryAutos: Call;

/** The documentary account given the car terminal's documentary role for these checks. */
function asRole(login: string, role: string) {
  const user = mock.store!.db.user.find((u) => u.login === login)!;
  user.authorities = [role];
  mock.store!.touch('user', user);
}

beforeAll(async () => {
  mock = await startMock({ port: 8617 });
  asRole('documental', 'ROLE_DOCUMENTARY_AUTOS');
  [customerAutos, operatorAutos, documentaryAutos] = await Promise.all([
    mock.as('servicioautos'),
    mock.as('operadorautos'),
    mock.as('documental'),
  ]);
});
afterAll(async () => {
  await mock?.dispose();
});

describe("a car visit's BLs", () => {
  it("CAR-018: the visit's BLs with their vehicles in the yard, under aforo and in the warehouse", async () => {
    const items = (await documentaryAutos('GET', '/api/autos/vesselvisit/vesselbookingsitems/ONEHT2611'))
      .body as Item[];
    expect(items.length).toBeGreaterThan(10);
    expect(items.reduce((n, i) => n + i.vehiculos, 0)).toBe(
      mock.store!.db.unitVisit.filter((u) => u.kind === 'vehicle' && u.visitId === 'ONEHT2611').length,
    );
    expect(items[0]).toMatchObject({
      blNbr: expect.any(String),
      aforo: 0,
      recibidos: 0,
      entregados: 0,
      inscrito: expect.any(Boolean),
    });
    // Each BL's counts with the terminal's values: its vehicles, those discharged or inspected (in the yard), inscribed or not.
    const db = mock.store!.db;
    for (const i of items) {
      const own = db.unitVisit.filter((u): u is VehicleVisit => u.kind === 'vehicle' && u.blNbr === i.blNbr);
      const last = (u: VehicleVisit) => u.registros.at(-1)!.type;
      expect(i, i.blNbr).toMatchObject({
        vehiculos: own.length,
        enPatio: own.filter((u) => ['DESCARGA', 'INSPECCION'].includes(last(u))).length,
        inscrito: db.operation.some(
          (o) => o.kind === 'carInscription' && o.status === 'ACTIVE' && (o as { blNbr?: string }).blNbr === i.blNbr,
        ),
      });
    }
    expect(items.some((i) => i.inscrito)).toBe(true);
    expect(items.some((i) => !i.inscrito)).toBe(true);
    // A client reads only its own BLs and vehicles.
    const own = (await (await mock.as('cliente'))('GET', '/api/autos/vesselvisit/vesselbookingsitems/ONEHT2611'))
      .body as Item[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(items.length);
  });

  it("CAR-019: customer service autos sets aforo on a BL's vehicles; a vehicle under aforo leaves only once inspected; no one else may set it", async () => {
    const items = (await customerAutos('GET', '/api/autos/vesselvisit/vesselbookingsitems/ONEHT2611')).body as Item[];
    const ofBl = (blNbr: string) =>
      mock.store!.db.unitVisit.filter((u): u is VehicleVisit => u.kind === 'vehicle' && u.blNbr === blNbr);
    const discharged = (u: { registros: { type: string }[] }) => u.registros.at(-1)!.type === 'DESCARGA';
    const bl = items.find((i) => ofBl(i.blNbr).some(discharged))!;
    const notGone = ofBl(bl.blNbr).filter((u) => !u.registros.some((r) => r.type === 'DESPACHO')).length;
    const res = await customerAutos('POST', '/api/autos/vesselvisit/setaforos/ONEHT2611', {
      bls: [bl.blNbr],
      aforo: true,
    });
    expect(res.body.message).toBe(m.aforoSet.replace('{n}', String(notGone)));
    const vin = ofBl(bl.blNbr).find(discharged)!.unitNbr;
    const out = await mock.call('POST', `/__mock/cars/${vin}/dispatch`);
    expect(out.status).toBe(409);
    expect(out.body.message).toBe(m.aforoPending);
    expect((await mock.call('POST', `/__mock/cars/${vin}/inspect`)).status).toBe(200);
    expect((await mock.call('POST', `/__mock/cars/${vin}/dispatch`)).status).toBe(200);
    expect(
      (await operatorAutos('POST', '/api/autos/vesselvisit/setaforos/ONEHT2611', { bls: [bl.blNbr] })).status,
    ).toBe(403);
    expect(
      (await customerAutos('POST', '/api/autos/vesselvisit/setaforos/ONEHT2611', { bls: [] })).body.fields,
    ).toEqual({ bls: m.blsRequired });
  });

  it("CAR-020 CAR-021: the operator receives a BL's yard vehicles into the warehouse and documentary delivers them; once done there is nothing left to do", async () => {
    const items = (await operatorAutos('GET', '/api/autos/vesselvisit/vesselbookingsitems/ONEHT2611')).body as Item[];
    const bl = items.find((i) => i.enPatio > 1 && i.recibidos === 0)!;
    expect(
      (await documentaryAutos('POST', '/api/autos/vesselvisit/entregaalmacen/ONEHT2611', { bls: [bl.blNbr] })).body
        .message,
    ).toBe(m.noneToDeliver);
    const received = await operatorAutos('POST', '/api/autos/vesselvisit/recepcionalmacen/ONEHT2611', {
      bls: [bl.blNbr],
    });
    expect(received.body.message).toBe(m.received.replace('{n}', String(bl.enPatio)));
    expect(
      (await operatorAutos('POST', '/api/autos/vesselvisit/recepcionalmacen/ONEHT2611', { bls: [bl.blNbr] })).body
        .message,
    ).toBe(m.noneToReceive);
    expect(
      (await operatorAutos('POST', '/api/autos/vesselvisit/entregaalmacen/ONEHT2611', { bls: [bl.blNbr] })).status,
    ).toBe(403);
    const delivered = await documentaryAutos('POST', '/api/autos/vesselvisit/entregaalmacen/ONEHT2611', {
      bls: [bl.blNbr],
    });
    expect((delivered.body.items as Item[]).find((i) => i.blNbr === bl.blNbr)).toMatchObject({
      recibidos: bl.enPatio,
      entregados: bl.enPatio,
    });
  });
});
