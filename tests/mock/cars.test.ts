/** Mock server, the vehicle terminal's visits, vehicles and brand figures (D2 §7 Vehicles; ruling P61), and its demo controls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleVisit } from '../../mock-server/modules/carTerminal/types';
import { isVin } from '../../src/domain/cars/identifiers';
import { appMessages } from '../../src/i18n/appMessages';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { startMock, type Mock, type Reply } from './helpers';
import { seededDb } from './terminal/demo';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const m = operationsMessages.cars;
let mock: Mock;
let cs: Call;
let operador: Call;
let cliente: Call;
let gate: Call;
let vehicles: VehicleVisit[];

beforeAll(async () => {
  mock = await startMock({ port: 8612 });
  const db = await seededDb();
  vehicles = db.unitVisit.filter((u): u is VehicleVisit => u.kind === 'vehicle');
  [cs, operador, cliente, gate] = await Promise.all([
    mock.as('servicio'),
    mock.as('operador'),
    mock.as('cliente'),
    mock.as('gate'),
  ]);
});
afterAll(async () => {
  await mock?.dispose();
});

describe('the car terminal', () => {
  it('CAR-022 CONST-067: a few thousand vehicles on four car visits; the active list holds the INBOUND and WORKING ones', async () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(2000);
    expect(vehicles.every((v) => isVin(v.unitNbr))).toBe(true);
    expect(new Set(vehicles.map((v) => v.brandName)).size).toBeGreaterThanOrEqual(12);
    const active = (await cs('GET', '/api/autos/vesselvisit/allactives')).body as {
      id: string;
      estado: string;
      mftoNbr: string;
    }[];
    expect(active.map((v) => v.estado).sort()).toEqual(['INBOUND', 'WORKING', 'WORKING']);
    // Each with its manifest, voyage and vessel name, as seeded.
    const seeded = (await seededDb()).carVisit.filter((v) => v.estado !== 'CLOSED');
    expect(active).toEqual(
      seeded.map((v) => ({
        id: v.id,
        mftoNbr: v.mftoNumber,
        viaje: v.viaje,
        naveNombre: v.naveNombre,
        estado: v.estado,
      })),
    );
    const one = await cs('GET', `/api/autos/vesselvisit/bymanifest/${active[0]!.mftoNbr}`);
    expect(one.body).toMatchObject({
      id: active[0]!.id,
      mftoNumber: active[0]!.mftoNbr,
      line: { id: expect.any(String), name: expect.any(String) },
      cierreDirectos: expect.any(String),
    });
    expect((await cs('GET', '/api/autos/vesselvisit/NOEXISTE')).status).toBe(404);
  });

  it('CAR-005: a car visit record carries id, estado, nave, naveId, naveNombre, viaje, mftoNumber, line, cierreDirectos, entregaIndirectos, despachoDirectos, ata, atd with their seeded values', async () => {
    const db = await seededDb();
    expect(db.carVisit.length).toBeGreaterThanOrEqual(4);
    // The seed has visits that arrived and left: ata and atd are asserted with values, not only as nulls.
    expect(db.carVisit.some((v) => v.ata && v.atd)).toBe(true);
    for (const v of db.carVisit) {
      const res = await cs('GET', `/api/autos/vesselvisit/${v.id}`);
      expect(res.status, v.id).toBe(200);
      expect(res.body, v.id).toEqual({
        id: v.id,
        estado: v.estado,
        nave: { id: v.naveId, nombre: v.naveNombre },
        naveId: v.naveId,
        naveNombre: v.naveNombre,
        viaje: v.viaje,
        mftoNumber: v.mftoNumber,
        line: { id: v.line, name: db.lineOperator.find((l) => l.id === v.line)!.name },
        cierreDirectos: v.cierreDirectos,
        entregaIndirectos: v.entregaIndirectos,
        despachoDirectos: v.despachoDirectos,
        ata: v.ata,
        atd: v.atd,
        etaForDirecto: v.etaForDirecto,
      });
      expect(typeof res.body.line.name).toBe('string');
    }
  });

  it('CAR-003: the visit search by manifest answers the full record and the short one (id, mftoNbr, viaje, naveNombre, estado); an unknown manifest or visit is 404', async () => {
    const db = await seededDb();
    for (const v of db.carVisit) {
      const full = await cs('GET', `/api/autos/vesselvisit/bymanifest/${v.mftoNumber}`);
      expect(full.body, v.id).toEqual((await cs('GET', `/api/autos/vesselvisit/${v.id}`)).body);
      expect((await cs('GET', `/api/autos/vesselvisit/shortbymanifest/${v.mftoNumber}`)).body, v.id).toEqual({
        id: v.id,
        mftoNbr: v.mftoNumber,
        viaje: v.viaje,
        naveNombre: v.naveNombre,
        estado: v.estado,
      });
    }
    expect((await cs('GET', '/api/autos/vesselvisit/bymanifest/999999999')).status).toBe(404);
    expect((await cs('GET', '/api/autos/vesselvisit/shortbymanifest/999999999')).status).toBe(404);
    expect((await cs('GET', '/api/autos/vesselvisit/NOEXISTE')).status).toBe(404);
    expect((await gate('GET', `/api/autos/vesselvisit/bymanifest/${db.carVisit[0]!.mftoNumber}`)).status).toBe(403);
  });

  it("CAR-006 CAR-010 CAR-011 CAR-017: a new visit is saved with its message; the form's rules refuse a bad one; an operator may not move its dates", async () => {
    const visit = {
      visit: 'NYKTEST01',
      line: 'ONE',
      estado: 'INBOUND',
      mftoNumber: '2025999001',
      cierreDirectos: '2025-11-10T12:00:00Z',
      despachoDirectos: '2025-11-11T12:00:00Z',
      entregaIndirectos: '2025-11-13T12:00:00Z',
    };
    expect(await cs('POST', '/api/autos/vesselvisit/new', { ...visit, line: '', cierreDirectos: '' })).toMatchObject({
      status: 400,
      body: { fields: { line: appMessages.validation.required, cierreDirectos: appMessages.validation.required } },
    });
    const created = await cs('POST', '/api/autos/vesselvisit/new', visit);
    expect(created).toMatchObject({
      status: 201,
      body: { message: 'La visita fue almacenada correctamente.', visit: { id: 'NYKTEST01', estado: 'INBOUND' } },
    });
    expect(
      await operador('POST', '/api/autos/vesselvisit/NYKTEST01', { ...visit, cierreDirectos: '2025-11-12T12:00:00Z' }),
    ).toMatchObject({ status: 409, body: { message: m.operatorLocked } });
    expect((await operador('POST', '/api/autos/vesselvisit/NYKTEST01', { ...visit, estado: 'WORKING' })).status).toBe(
      200,
    );
  });

  it("CAR-002 CAR-025 ROLE-019: a client follows only its own vehicles: their makes and movements; another's VIN is not found", async () => {
    const makes = (await cliente('GET', '/api/autos/marcas/byClient/0')).body as { nombre: string }[];
    const moves = (await cliente('GET', '/api/autos/movspormarcabyclientid/cliente')).body as {
      vehiTotalGral: number;
      marcas: { marca: string }[];
    };
    expect(moves.marcas.map((x) => x.marca)).toEqual(makes.map((x) => x.nombre));
    const all = (await cs('GET', '/api/autos/movspormarcabyclientid/servicio')).body as { vehiTotalGral: number };
    expect(moves.vehiTotalGral).toBeLessThan(all.vehiTotalGral);
    const theirs = new Set(
      (await cliente('GET', '/api/autos/movspormarcabyclientid/cliente')).body.marcas.map(
        (x: { marca: string }) => x.marca,
      ),
    );
    const other = vehicles.find((v) => !theirs.has(v.brandName))!;
    expect((await cliente('GET', `/api/autos/item/bycode/${other.unitNbr}/0`)).status).toBe(404);
  });

  it("CAR-010 ROLE-018: the visit form's line operators, for the car roles; a customs agent of containers has no car screens", async () => {
    const lines = (await cs('GET', '/api/autos/lineoperators')).body as { id: string; name: string }[];
    expect(lines).toContainEqual({ id: 'ONE', name: 'Ocean Network Express' });
    expect((await gate('GET', '/api/autos/vesselvisit/allactives')).status).toBe(403);
    expect((await (await mock.as('aga'))('GET', '/api/autos/vesselvisit/allactives')).status).toBe(403);
  });

  it('CAR-061 CAR-063 CAR-064 CAR-066: the VIN search answers the vehicle and its movements; an unknown VIN says there are no records', async () => {
    // An inscribed vehicle, so its document and pickup condition are values (the seed's vehicles carry no plate).
    const dispatched = vehicles.find((v) => v.registros.length === 4 && v.documType && v.condicionRetiro)!;
    const res = await cs('GET', `/api/autos/item/bycode/${dispatched.unitNbr}/0`);
    expect(res.body).toMatchObject({
      code: dispatched.unitNbr,
      categoria: dispatched.categoria,
      condicionRetiro: dispatched.condicionRetiro,
      documType: dispatched.documType,
      documentacion: dispatched.documentacion,
      marca: { nombre: dispatched.brandName },
      patente: null,
    });
    expect([res.body.categoria, res.body.condicionRetiro, res.body.documType, res.body.documentacion]).not.toContain(
      null,
    );
    expect(res.body.registros.every((r: { fecha: string }) => !Number.isNaN(Date.parse(r.fecha)))).toBe(true);
    expect(res.body.registros.map((r: { type: string }) => r.type)).toEqual([
      'EN BARCO',
      'DESCARGA',
      'INSPECCION',
      'DESPACHO',
    ]);
    expect(await cs('GET', '/api/autos/item/bycode/JTDBT9230S0000000/0')).toMatchObject({
      status: 404,
      body: { message: m.vinNotFound.replace('{vin}', 'JTDBT9230S0000000') },
    });
    expect((await gate('GET', `/api/autos/item/bycode/${dispatched.unitNbr}/0`)).status).toBe(403);
  });

  it('CAR-023 CAR-024 CAR-031: the brand figures of a visit follow its vehicles; the demo controls discharge, inspect and dispatch one step at a time', async () => {
    const onBoard = vehicles.find(
      (v) =>
        v.registros.length === 1 &&
        v.transitState === 'INBOUND' &&
        v.visitId &&
        vehicles.some((w) => w.visitId === v.visitId && w.registros.length > 1),
    )!;
    const visitId = onBoard.visitId!;
    const stats = async () =>
      (
        (await cs('GET', `/api/autos/item/statsclient/${visitId}`)).body as {
          marcaStateDTOs: { marcaName: string; enBarco: number; enPatio: number; despachados: number }[];
        }
      ).marcaStateDTOs.find((s) => s.marcaName === onBoard.brandName)!;
    const before = await stats();
    expect((await mock.call('POST', `/__mock/cars/${onBoard.unitNbr}/dispatch`)).status).toBe(409);
    for (const e of ['discharge', 'inspect'])
      expect((await mock.call('POST', `/__mock/cars/${onBoard.unitNbr}/${e}`)).status).toBe(200);
    expect(await stats()).toMatchObject({
      enBarco: before.enBarco - 1,
      enPatio: before.enPatio + 1,
      despachados: before.despachados,
    });
    expect((await mock.call('POST', `/__mock/cars/${onBoard.unitNbr}/dispatch`)).status).toBe(200);
    expect(await stats()).toMatchObject({ enPatio: before.enPatio, despachados: before.despachados + 1 });
    const manifest = (await cs('GET', `/api/autos/vesselvisit/${visitId}`)).body.mftoNumber;
    const moves = (await cs('GET', `/api/autos/movspormarca/${manifest}/servicio`)).body;
    expect(moves.vehiTotalGral).toBe(vehicles.filter((v) => v.visitId === visitId).length);
    expect(
      (await cs('GET', `/api/autos/item/bycode/${onBoard.unitNbr}/0`)).body.registros.map(
        (r: { type: string }) => r.type,
      ),
    ).toEqual(['EN BARCO', 'DESCARGA', 'INSPECCION', 'DESPACHO']);
  });
});
