/** Mock server, the car import (D2 §7 Vehicles, Car import; ruling P62): BL lookup, inscription, detail, cancel, reassignment, files and charges. */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import type { CarImportDetailWire, CarImportWire } from '../../src/domain/terminalWire/cars';
import { pdfText } from '../support/pdfText';
import { startMock, type Mock, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
type BlRow = {
  blNbr: string;
  visit: string;
  estado: string;
  mother: boolean;
  motherBl: string | null;
  vehicles: number;
  dispatched: number;
  operationId: number | null;
  agentId: string;
};
const m = operationsMessages.cars;
const v = appMessages.validation;
let mock: Mock;
let cs: Call;
let autos: Call;
let aga: Call;
let cliente: Call;
let bls: BlRow[];
let autosAgent: string;
let truckingCar: string;

const bl = (pred: (b: BlRow) => boolean) => bls.find(pred)!;
/** The grid as the form sends it: every VIN with one document, condition and client. */
const itemsFor = (answer: CarImportWire, condicion = 'INDIRECTO', clientId = answer.bl.consigneeId) =>
  answer.items.map((i) => ({
    type: 'VEHICULO',
    code: i.code,
    vinCorregido: null,
    documType: 'DIN',
    documentacion: '12345678',
    condicionRetiro: condicion,
    clientId,
    description: i.description,
  }));

beforeAll(async () => {
  mock = await startMock({ port: 8613 });
  [cs, autos, aga, cliente] = await Promise.all([
    mock.as('servicio'),
    mock.as('autos'),
    mock.as('aga'),
    mock.as('cliente'),
  ]);
  bls = (await mock.call('GET', '/__mock/cars/bls')).body as BlRow[];
  autosAgent = mock.store!.db.user.find((u) => u.login === 'autos')!.agentId!;
  truckingCar = ((await cs('GET', '/api/truckingcompany/forcars')).body as { id: string }[])[0]!.id;
});
afterAll(async () => {
  await mock?.dispose();
});

describe('the car import BL lookup', () => {
  it('CAR-032 CAR-034 CAR-035 CAR-041: a BL not inscribed answers its detail, its visit with the windows and its VINs to fill; typed lower case or with a slash it is the same BL', async () => {
    const free = bl((b) => b.estado === 'WORKING' && !b.mother && b.operationId === null);
    const res = await autos('GET', `/api/autos/import/${free.blNbr.toLowerCase()}`);
    expect(res.status).toBe(200);
    const answer = res.body as CarImportWire;
    expect(answer.operation).toBeNull();
    expect(answer.bl).toMatchObject({
      number: free.blNbr,
      cantidadVehiculos: free.vehicles,
      portOfLoading: expect.any(String),
      weight: expect.any(Number),
      cantidadBultos: free.vehicles,
    });
    expect(answer.vv).toMatchObject({
      id: free.visit,
      estado: 'WORKING',
      vesselName: expect.any(String),
      mftoNumber: expect.any(String),
      cierreDirectos: expect.any(String),
      despachoDirectos: expect.any(String),
      entregaIndirectos: expect.any(String),
    });
    // CAR-041: every field with the terminal's value (the BL's and its visit's records).
    const db = mock.store!.db;
    const rec = db.carBl.find((x) => x.blNbr === free.blNbr)!;
    const visit = db.carVisit.find((x) => x.id === free.visit)!;
    expect(answer.bl).toEqual({
      number: rec.blNbr,
      portOfLoading: rec.portOfLoading,
      weight: rec.weightKg,
      cantidadVehiculos: rec.cantidadVehiculos,
      cantidadBultos: rec.cantidadBultos,
      consigneeId: rec.consigneeId,
    });
    expect(answer.vv).toEqual({
      id: visit.id,
      vesselNumber: visit.naveId,
      vesselName: visit.naveNombre,
      mftoNumber: visit.mftoNumber,
      cierreDirectos: visit.cierreDirectos,
      despachoDirectos: visit.despachoDirectos,
      entregaIndirectos: visit.entregaIndirectos,
      estado: visit.estado,
      etaForDirecto: visit.etaForDirecto,
    });
    expect(answer.items).toHaveLength(free.vehicles);
    expect(answer.items.every((i) => i.documType === null && i.type === 'VEHICULO')).toBe(true);
  });

  it('CAR-036: an inscribed BL answers its operation, whose detail gives the quantity, weight, truckings and drivers', async () => {
    const done = bl((b) => b.operationId !== null && b.estado === 'WORKING');
    const res = await cs('GET', `/api/autos/import/${done.blNbr}`);
    expect((res.body as CarImportWire).operation?.id).toBe(done.operationId);
    const detail = (await cs('GET', `/api/autos/import/byoperation/${done.operationId}`)).body as CarImportDetailWire;
    expect(detail).toMatchObject({ id: done.operationId, blNbr: done.blNbr, importCarQty: done.vehicles });
    expect(detail.truckingCos.length + detail.drivers.length).toBeGreaterThan(0);
    const items = (await cs('GET', `/api/autos/item/byoperation/${done.operationId}`)).body as {
      code: string;
      documType: string;
    }[];
    expect(items).toHaveLength(done.vehicles);
    expect(items.every((i) => ['DIN', 'DAPI', 'DTI'].includes(i.documType))).toBe(true);
  });

  it('CAR-037: an unknown BL is 214 BL no encontrado', async () => {
    const res = await autos('GET', '/api/autos/import/NOEXISTE123');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: m.blNotFound, legacyCode: '214' });
  });

  it('CAR-038: a mother BL is 215, naming its child BLs', async () => {
    const mother = bl((b) => b.mother);
    const children = bls.filter((b) => b.motherBl === mother.blNbr).map((b) => b.blNbr);
    const res = await autos('GET', `/api/autos/import/${mother.blNbr}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      legacyCode: '215',
      message: `El BL no se puede inscribir porque es madre. Tiene los BLs Hijos: ${children.join(', ')}`,
      children,
    });
  });

  it('CAR-039: a BL of a closed visit that was never inscribed has no operation in the portal', async () => {
    const closed = bl((b) => b.estado === 'CLOSED' && !b.mother);
    // A closed visit's BLs were all inscribed in the seed: this one's inscription is taken away (no call cancels a dispatched BL's).
    mock
      .store!.db.operation.filter((o) => o.kind === 'carInscription' && (o as { blNbr: string }).blNbr === closed.blNbr)
      .forEach((o) => {
        o.status = 'CANCELLED';
        mock.store!.touch('operation', o);
      });
    const res = await cs('GET', `/api/autos/import/${closed.blNbr}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'No existe operación en el portal' });
  });

  it("ROLE-018: the car import is the vehicle agent's and customer service's; another agent's inscription is refused to an agent", async () => {
    const free = bl((b) => !b.mother && b.operationId === null && b.estado !== 'CLOSED');
    expect((await aga('GET', `/api/autos/import/${free.blNbr}`)).status).toBe(403);
    expect((await cliente('GET', `/api/autos/import/${free.blNbr}`)).status).toBe(403);
    const others = bl((b) => b.operationId !== null && b.agentId !== autosAgent && b.estado !== 'CLOSED');
    const res = await autos('GET', `/api/autos/import/${others.blNbr}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(m.notYours);
  });
});

describe('inscribing a BL', () => {
  it("CAR-044 CAR-045 CAR-046 CAR-048: the server refuses the grid with the form's messages: letters in a document number, a condition the visit does not allow, no carrier; nothing is written", async () => {
    const inbound = bl((b) => b.estado === 'INBOUND' && !b.mother && b.operationId === null);
    const answer = (await autos('GET', `/api/autos/import/${inbound.blNbr}`)).body as CarImportWire;
    const items = itemsFor(answer, 'DIRECTO');
    items[0]!.documentacion = '12A45';
    const before = mock.store!.db.operation.length;
    const res = await autos('POST', '/api/autos/import/inscribe', {
      bl: inbound.blNbr,
      items,
      truckinsCOs: [],
      drivers: [],
      weight: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Debe corregir el Número de documentación marcado.');
    expect(res.body.fields).toMatchObject({
      'items[0].documentacion': 'Numero de documento contiene letras',
      'items[1].condicionRetiro': v.required,
      truckingIds: v.required,
    });
    expect(mock.store!.db.operation.length).toBe(before);
  });

  it("CAR-043 CAR-050: OTRO and the chosen agent are customer service's: an agent sending OTRO is refused, customer service without an agent too", async () => {
    const free = bl((b) => b.estado === 'WORKING' && !b.mother && b.operationId === null);
    const answer = (await autos('GET', `/api/autos/import/${free.blNbr}`)).body as CarImportWire;
    const items = itemsFor(answer).map((i) => ({ ...i, documType: 'OTRO' }));
    const byAgent = await autos('POST', '/api/autos/import/inscribe', {
      bl: free.blNbr,
      items,
      truckinsCOs: [truckingCar],
    });
    expect(byAgent.status).toBe(400);
    expect(byAgent.body.fields['items[0].documType']).toBe(v.required);
    const byCs = await cs('POST', '/api/autos/import/inscribe', { bl: free.blNbr, items, truckinsCOs: [truckingCar] });
    expect(byCs.status).toBe(400);
    expect(byCs.body.fields).toEqual({ agentId: v.required });
    const agents = (await cs('GET', '/api/agent/listagentscar')).body as { id: string }[];
    expect(agents.map((a) => a.id)).toContain(autosAgent);
  });

  it('CAR-054 CAR-055 CAR-049 CAR-051: the agent inscribes a BL by its own drivers; the VINs carry the documents, the detail the weight and drivers, and the ledger its charges', async () => {
    const free = bl((b) => b.estado === 'WORKING' && !b.mother && b.operationId === null && b.vehicles >= 3);
    const answer = (await autos('GET', `/api/autos/import/${free.blNbr}`)).body as CarImportWire;
    const items = itemsFor(answer, 'DIRECTO');
    const bad = await autos('POST', '/api/autos/import/inscribe', {
      bl: free.blNbr,
      items,
      drivers: ['12345678-0'],
      weight: 'mil',
    });
    expect(bad.body.fields).toMatchObject({ driverRuts: v.rut, weight: 'Debe ser un número' });
    const res = await autos('POST', '/api/autos/import/inscribe', {
      bl: free.blNbr,
      items,
      drivers: ['12.345.678-5'],
      weight: '4200,5',
    });
    expect(res.status).toBe(201);
    const detail = res.body.operation as CarImportDetailWire;
    expect(detail).toMatchObject({
      importCarQty: free.vehicles,
      weightKg: 4200.5,
      drivers: ['12345678-5'],
      truckingCos: [],
      agent: { id: autosAgent },
    });
    expect(detail.charges.summaryCharges.map((c) => [c.tarifId, c.quantity])).toEqual([
      ['PCE-V110', free.vehicles],
      ['PCE-V120', free.vehicles],
    ]);
    expect(detail.charges.totalCharges).toBe((28 + 9.5) * free.vehicles);
    const vehicle = (await cs('GET', `/api/autos/item/bycode/${items[0]!.code}/0`)).body as {
      documType: string;
      documentacion: string;
      condicionRetiro: string;
    };
    expect(vehicle).toMatchObject({ documType: 'DIN', documentacion: '12345678', condicionRetiro: 'DIRECTO' });
    // CAR-054: every VIN of the BL kept as sent, type VEHICULO with code, vinCorregido, documents, condition, client and description.
    const kept = (await autos('GET', `/api/autos/import/${free.blNbr}`)).body as CarImportWire;
    expect(kept.operation?.id).toBe(detail.id);
    expect(
      kept.items.map(
        ({ type, code, vinCorregido, documentacion, documType, condicionRetiro, clientId, description }) => ({
          type,
          code,
          vinCorregido,
          documType,
          documentacion,
          condicionRetiro,
          clientId,
          description,
        }),
      ),
    ).toEqual(items);
    const again = await autos('POST', '/api/autos/import/inscribe', { bl: free.blNbr, items, drivers: ['12345678-5'] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.alreadyInscribed);
  });

  it('CAR-047: on a visit without direct pickups the agent may only inscribe INDIRECTO; customer service may choose direct there', async () => {
    const inbound = bls.filter((b) => b.estado === 'INBOUND' && !b.mother && b.operationId === null);
    const first = (await autos('GET', `/api/autos/import/${inbound[0]!.blNbr}`)).body as CarImportWire;
    expect(first.vv.etaForDirecto).toBeNull();
    const direct = await autos('POST', '/api/autos/import/inscribe', {
      bl: inbound[0]!.blNbr,
      items: itemsFor(first, 'DIRECTO'),
      truckinsCOs: [truckingCar],
    });
    expect(direct.body.fields['items[0].condicionRetiro']).toBe(v.required);
    expect(
      (
        await autos('POST', '/api/autos/import/inscribe', {
          bl: inbound[0]!.blNbr,
          items: itemsFor(first, 'INDIRECTO'),
          truckinsCOs: [truckingCar],
        })
      ).status,
    ).toBe(201);
    const second = (await cs('GET', `/api/autos/import/${inbound[1]!.blNbr}`)).body as CarImportWire;
    expect(
      (
        await cs('POST', '/api/autos/import/inscribe', {
          bl: inbound[1]!.blNbr,
          items: itemsFor(second, 'P. DESPACHO'),
          truckinsCOs: [truckingCar],
          agentId: autosAgent,
        })
      ).status,
    ).toBe(201);
  });
});

describe('an inscription after', () => {
  it('CAR-059 CAR-060: its carrier is reassigned to trucking companies or to drivers by their own means; none is Requerido', async () => {
    const done = bl((b) => b.operationId !== null && b.agentId === autosAgent && b.estado !== 'CLOSED');
    const empty = await autos('POST', `/api/autos/import/reassigntrucking/${done.operationId}`, { truckingCos: [] });
    expect(empty.body.fields).toEqual({ truckingIds: v.required });
    const res = await autos('POST', `/api/autos/import/reassigntrucking/${done.operationId}`, {
      truckingCos: [{ id: truckingCar }],
    });
    expect(res.body).toMatchObject({
      message: 'Transportista asignado correctamente',
      operation: { truckingCos: [{ id: truckingCar }], drivers: [] },
    });
    const drivers = await autos('POST', `/api/autos/import/reassigndrivers/${done.operationId}`, {
      drivers: ['11.111.111-1'],
    });
    expect(drivers.body.operation).toMatchObject({ truckingCos: [], drivers: ['11111111-1'] });
    expect(
      (await autos('POST', `/api/autos/import/reassigndrivers/${done.operationId}`, { drivers: [] })).body.fields,
    ).toEqual({ driverRuts: v.required });
  });

  it('CAR-058: cancelling returns the BL to be inscribed, its VINs without documents and its charges voided; with a vehicle dispatched it is refused', async () => {
    const free = bl(
      (b) =>
        b.estado === 'WORKING' &&
        !b.mother &&
        b.operationId === null &&
        b.dispatched === 0 &&
        b.vehicles >= 2 &&
        b.blNbr !== bls.find((x) => x.operationId === null)?.blNbr,
    );
    const answer = (await cs('GET', `/api/autos/import/${free.blNbr}`)).body as CarImportWire;
    const made = await cs('POST', '/api/autos/import/inscribe', {
      bl: free.blNbr,
      items: itemsFor(answer),
      truckinsCOs: [truckingCar],
      agentId: autosAgent,
    });
    const id = (made.body.operation as CarImportDetailWire).id;
    const res = await cs('GET', `/api/autos/import/cancel/${id}`);
    expect(res.body).toMatchObject({ valor: true, message: 'Inscripción cancelada correctamente', blNbr: free.blNbr });
    expect(((await cs('GET', `/api/autos/import/${free.blNbr}`)).body as CarImportWire).operation).toBeNull();
    expect(mock.store!.db.charge.filter((c) => c.operationId === id).every((c) => c.status === 'VOIDED')).toBe(true);
    expect(
      ((await cs('GET', `/api/autos/item/bycode/${answer.items[0]!.code}/0`)).body as { documType: string | null })
        .documType,
    ).toBeNull();
    const left = bl((b) => b.operationId !== null && b.dispatched > 0 && b.estado === 'WORKING');
    const refused = await cs('GET', `/api/autos/import/cancel/${left.operationId}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ legacyCode: '200', message: m.cancelDispatched });
  });
});

describe('the car import files', () => {
  it("CAR-052 CAR-053: the model comes with the BL's VINs; filled and uploaded it fills the grid, other VINs listed apart", async () => {
    const free = bl((b) => b.estado === 'WORKING' && !b.mother && b.operationId === null);
    const token = await mock.login('autos');
    const model = await fetch(`${mock.url}/api/autos/import/importcar`, {
      method: 'POST',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ blNbr: free.blNbr }),
    });
    expect(model.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await model.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('RUT cliente');
    expect(sheet.rowCount).toBe(free.vehicles + 1);
    sheet.getRow(2).getCell(3).value = 'DAPI';
    sheet.getRow(2).getCell(4).value = '998877';
    sheet.getRow(2).getCell(5).value = 'INDIRECTO';
    sheet.addRow(['ZZZZZZZZZZZZZZZZZ', null, 'DIN', '1', 'INDIRECTO']);
    const form = new FormData();
    form.append('blnbr', free.blNbr);
    form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), 'inscripcion.xlsx');
    const res = await fetch(`${mock.url}/api/autos/import/getbyfile`, {
      method: 'POST',
      headers: { 'x-auth-token': token },
      body: form,
    });
    const body = (await res.json()) as { items: CarImportWire['items']; rejected: { code: string; mensaje: string }[] };
    expect(body.items[0]).toMatchObject({ documType: 'DAPI', documentacion: '998877', condicionRetiro: 'INDIRECTO' });
    expect(body.rejected).toEqual([{ code: 'ZZZZZZZZZZZZZZZZZ', mensaje: 'no pertenece al BL' }]);
    const blank = await mock.fetch('GET', '/api/file/importcar', { token });
    expect(blank.status).toBe(200);
  });

  it('CAR-056 CAR-057: the detail sheet lists the inscribed VINs; the labels PDF carries each VIN with the visit and BL', async () => {
    const done = bl((b) => b.operationId !== null && b.estado === 'WORKING' && b.vehicles <= 16);
    const token = await mock.login('servicio');
    const sheet = await mock.fetch('GET', `/api/autos/report/importCarDetail/${done.operationId}`, { token });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await sheet.arrayBuffer());
    expect(book.worksheets[0]!.rowCount).toBe(done.vehicles + 1);
    const pdf = await mock.fetch('GET', `/api/report/etiquetasstaticvisit/${done.visit}/${done.blNbr}`, { token });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    const vins = ((await cs('GET', `/api/autos/item/byoperation/${done.operationId}`)).body as { code: string }[]).map(
      (x) => x.code,
    );
    for (const vin of vins) expect(text).toContain(vin);
    expect(text).toContain(`BL ${done.blNbr}`);
  });
});
