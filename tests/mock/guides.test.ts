/** Mock server, the dispatch guides of the car terminal (D2 §7 Dispatch guide; ruling P63): trucks inside, loading, confirm, state, remove, print, VIN lists, configuration. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { pdfText } from '../support/pdfText';
import { startMock, type Mock, type Reply } from './helpers';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
type Truck = { id: number; license: string; code: string; blNbr: string; confirmed: boolean };
const g = operationsMessages.guides;
let mock: Mock;
let cs: Call;
let autos: Call;
let aga: Call;
let cliente: Call;
let all: Truck[];
let mine: Truck[];
/** The agent's trucks by their state in the store: loaded without a guide, and not loaded yet. */
let open: Truck[];
let unloaded: Truck;

const minimalPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
async function withFile(gate: number, data: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${mock.url}/api/autos/gate/confirmguiawithfile/${gate}`, {
    method: 'POST',
    headers: { 'x-auth-token': await mock.login('autos') },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  mock = await startMock({ port: 8614 });
  [cs, autos, aga, cliente] = await Promise.all([
    mock.as('servicio'),
    mock.as('autos'),
    mock.as('aga'),
    mock.as('cliente'),
  ]);
  all = (await cs('GET', '/api/autos/gate/activelicensesforaga')).body as Truck[];
  mine = (await autos('GET', '/api/autos/gate/activelicensesforaga')).body as Truck[];
  const gate = (t: Truck) => mock.store!.db.carGate.find((x) => x.id === t.id)!;
  open = mine.filter((t) => gate(t).carguio !== null && gate(t).guia === null);
  unloaded = mine.find((t) => gate(t).carguio === null)!;
});
afterAll(async () => {
  await mock?.dispose();
});

describe('dispatch guides', () => {
  it('GD-001 GD-002: customer service sees every truck inside; an agent the trucks carrying its vehicles; another agent none', async () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.length).toBeLessThan(all.length);
    expect(all[0]).toMatchObject({ license: expect.stringMatching(/^[A-Z]{4}\d{2}$/), code: expect.any(String) });
    expect((await aga('GET', '/api/autos/gate/activelicensesforaga')).body).toEqual([]);
    expect((await cliente('GET', '/api/autos/gate/activelicensesforaga')).status).toBe(403);
    const others = all.find((x) => !mine.some((m) => m.id === x.id))!;
    expect((await autos('GET', `/api/autos/gate/carguioinfo/${others.id}`)).status).toBe(404);
  });

  it("GD-003 GD-004 GD-007 GD-009: a loaded truck's guide confirmed without a file is confirmed and printed by the terminal with its VINs", async () => {
    const truck = open[0]!;
    const info = (await autos('GET', `/api/autos/gate/carguioinfo/${truck.id}`)).body;
    expect(info).toMatchObject({
      gate: { license: truck.license, conductor: { name: expect.any(String) }, gateIn: expect.any(String) },
      carguio: { fecha: expect.any(String) },
      guia: null,
    });
    expect((await autos('GET', `/api/autos/gate/confirmguiawithoutfile/${unloaded.id}`)).body.message).toBe(
      g.notLoaded,
    );
    expect((await autos('GET', `/api/autos/gate/checkguiastate/${truck.id}`)).body).toMatchObject({ confirmed: false });
    const done = await autos('GET', `/api/autos/gate/confirmguiawithoutfile/${truck.id}`);
    expect(done.body).toMatchObject({ id: expect.any(Number), message: g.confirmed });
    expect((await autos('GET', `/api/autos/gate/checkguiastate/${truck.id}`)).body).toMatchObject({
      confirmed: true,
      withFile: false,
    });
    const pdf = await mock.fetch('GET', `/api/report/printguiadespacho/${truck.id}`, {
      token: await mock.login('autos'),
    });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    const vins = (await autos('GET', `/api/autos/gate/getvinsforaga/${truck.id}`)).body as { vin: string }[];
    expect(text).toContain(truck.license);
    for (const v of vins) expect(text).toContain(v.vin);
    expect((await autos('GET', `/api/autos/gate/confirmguiawithoutfile/${truck.id}`)).status).toBe(409);
  });

  it('GD-006 GD-015 GD-011 GD-012: a guide file must be a PDF by its bytes; confirmed with one, print answers the file; removed once, a second removal is Error al eliminar la guía de despacho.', async () => {
    const arrived = await mock.call('POST', '/__mock/cars/gate', { json: { vins: [], license: 'ZZZZ99' } });
    expect(arrived.status).toBe(400);
    const truck = open[1]!;
    const png = await withFile(truck.id, Buffer.from('\x89PNG....'), 'guia.pdf');
    expect(png.status).toBe(400);
    expect(png.body.fields.file).toBe('La guía de despacho debe ser en formato PDF');
    const ok = await withFile(truck.id, minimalPdf, 'guia.pdf');
    expect(ok.body.id).toEqual(expect.any(Number));
    const printed = await mock.fetch('GET', `/api/report/printguiadespacho/${truck.id}`, {
      token: await mock.login('autos'),
    });
    expect(Buffer.from(await printed.arrayBuffer()).equals(minimalPdf)).toBe(true);
    expect((await autos('GET', `/api/autos/gate/removeguia/${truck.id}`)).body).toMatchObject({ valor: true });
    const again = await autos('GET', `/api/autos/gate/removeguia/${truck.id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Error al eliminar la guía de despacho.');
    expect((await autos('GET', `/api/report/printguiadespacho/${truck.id}`)).body.fields.gateId).toBe(
      'Error al imprimir la guía de despacho.',
    );
  });

  it("GD-013 GD-014: both VIN lists answer the truck's VINs with their brand and documents; a truck leaving with its guide dispatches them", async () => {
    const truck = all.find((x) => x.confirmed)!;
    const vins = (await cs('GET', `/api/autos/gate/getvinsforaga/${truck.id}`)).body as {
      vin: string;
      marca: string;
      documType: string;
    }[];
    expect(vins.length).toBeGreaterThan(0);
    expect(vins[0]).toMatchObject({ marca: expect.any(String), documType: expect.any(String) });
    expect((await cs('GET', `/api/autos/gate/getvinsforfunctionary/${truck.id}`)).body).toEqual(vins);
    expect((await mock.call('POST', `/__mock/cars/gate/${truck.id}/out`)).status).toBe(200);
    const vehicle = (await cs('GET', `/api/autos/item/bycode/${vins[0]!.vin}/0`)).body as {
      registros: { type: string }[];
    };
    expect(vehicle.registros.at(-1)!.type).toBe('DESPACHO');
    expect(
      ((await cs('GET', '/api/autos/gate/activelicensesforaga')).body as Truck[]).some((x) => x.id === truck.id),
    ).toBe(false);
  });

  it('GD-005: an agent with a guide configuration reads it; one without is told to contact customer service', async () => {
    expect((await autos('GET', '/api/agent/guideconfiguration')).body).toMatchObject({ agent_id: expect.any(String) });
    const user = mock.store!.db.user.find((u) => u.login === 'aga')!;
    const agent = mock.store!.db.agent.find((a) => a.id === user.agentId)!;
    agent.emailGuiaDespacho = null;
    mock.store!.touch('agent', agent);
    const res = await aga('GET', '/api/agent/guideconfiguration');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No existe configuración de guía, favor comunicarse con Servicio al Cliente.');
  });
});
