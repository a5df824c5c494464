/**
 * Multi-move truck visits over a live mock (issue 31 §3; beyond-spec): a trucking company joins a
 * delivery and an import pickup of one truck and one slot into one visit with one code; its gate
 * pass lists both moves under that code; the gate's gate-in by the code moves both boxes (each
 * checked by its own rules first: a customs order on the drop holds back the whole visit, nothing
 * moved), the gate-out takes the import box away. Set up through the API as customer service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import { book, freeImportUnits, requestPickup, startLive, type Call, type Live } from './appointmentCheckInSetup';

let live: Live;
let cs: Call;
let trucker: Call;
let own: string;
let agent: string;
let drop: string;
let pickup: string;
let otherSlot: string;

const setClock = (iso: string) =>
  fetch(`${live.server.url}/__mock/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: iso }),
  });
const db = () => live.store.db;
const apptOf = (nbr: string) => {
  const unit = db()
    .unitVisit.filter((u) => u.unitNbr === nbr)
    .pop()!;
  return db()
    .appointment.filter((a) => a.unitVisitId === unit.id)
    .pop()!;
};
const unitOf = (nbr: string) =>
  db()
    .unitVisit.filter((u) => u.unitNbr === nbr)
    .pop()!;

beforeAll(async () => {
  live = await startLive(9210);
  cs = await live.as('servicio');
  trucker = await live.as('transportista');
  own = String(db().user.find((u) => u.login === 'transportista')!.ownerId);
  agent = db().agent.find((a) => a.user.activated)!.id;
  await setClock('2025-11-05T10:00:00-03:00');
  const { units } = freeImportUnits(live.store);
  const clean = units.filter(
    (nbr) => unitOf(nbr).kind === 'container' && (unitOf(nbr) as { impediments: string[] }).impediments.length === 0,
  );
  [pickup, otherSlot] = clean.slice(-2) as [string, string];
  for (const nbr of [pickup, otherSlot]) expect((await requestPickup(cs, nbr, own, agent)).status).toBe(201);
  expect((await book(cs, pickup, '06-11-2025 10:00', own)).status).toBe(201);
  expect((await book(cs, otherSlot, '06-11-2025 12:00', own)).status).toBe(201);
  // An export box on its way whose delivery customer service gives to the company and coordinates in the same slot.
  const slotStart = Date.parse('2025-11-06T13:00:00Z');
  for (const u of db().unitVisit) {
    if (u.kind !== 'container' || u.category !== 'EXPORT' || u.transitState !== 'INBOUND' || u.reefer !== null)
      continue;
    const op = db().operation.find((o) => o.unitVisitId === u.id && o.status === 'ACTIVE') as
      | { bookingId?: string; operationType?: string }
      | undefined;
    const booking = db().booking.find((b) => b.id === op?.bookingId);
    if (
      op?.operationType !== 'COORD_ENTREGA' ||
      !booking ||
      !(Date.parse(booking.stackingStart) < slotStart && slotStart < Date.parse(booking.stackingEnd))
    )
      continue;
    if ((await cs('POST', `/api/export/${u.unitNbr}/reassignTrucking`, { truckingId: own })).status >= 300) continue;
    if (
      (await cs('POST', `/api/export/saveCoordinacion/${u.unitNbr}`, { appointmentDate: '2025-11-06', start: '10:00' }))
        .status < 300
    ) {
      drop = u.unitNbr;
      break;
    }
  }
  expect(drop, 'an export box coordinated for the company on 06/11 10:00').toBeDefined();
}, 120_000);

afterAll(async () => live?.close());

describe('a multi-move truck visit', () => {
  it("joins only checked-in appointments of one truck and one slot, one drop and one pickup; the join is the company's own", async () => {
    const [d, p, o] = [apptOf(drop), apptOf(pickup), apptOf(otherSlot)];
    expect([d.kind, p.kind, d.truckingId, p.truckingId]).toEqual(['exportDelivery', 'importPickup', own, own]);
    const join = (ids: number[], as = trucker) => as('POST', '/api/appointmentrules/truckvisits', { ids });
    expect(await join([d.id, p.id])).toMatchObject({
      status: 409,
      body: {
        message: `Presente la cita ${d.id} con la patente del camión antes de unirla a una visita.`,
        fields: { ids: expect.any(String) },
      },
    });
    const { plates } = (await trucker('GET', '/api/appointmentrules/appointments')).body as { plates: string[] };
    for (const a of [d, p, o])
      expect(
        (await trucker('POST', `/api/appointmentrules/appointments/${a.id}/checkin`, { plate: plates[0] })).status,
      ).toBe(200);
    expect((await join([d.id, o.id])).body.message).toBe(
      'Las citas deben ser del mismo horario (06/11/2025 10:00–12:00 y 06/11/2025 12:00–14:00).',
    );
    expect((await join([p.id, o.id])).body.message).toBe(
      'Una visita une una entrega de exportación y un retiro de importación.',
    );
    expect((await join([d.id, 0])).status).toBe(400);
    // Customer service lists visits but does not join (the company names its own truck); another company's appointments are 403.
    expect((await join([d.id, p.id], cs)).status).toBe(403);
    expect((await join([d.id, p.id], await live.as('recupera'))).status).toBe(403);

    const joined = await join([p.id, d.id]);
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({
      code: 'V800000',
      plate: plates[0],
      day: '2025-11-06',
      start: '10:00',
      end: '12:00',
      state: 'RESERVADA',
      moves: [
        { role: 'drop', appointmentId: d.id, unitNbr: drop, transitState: 'INBOUND' },
        { role: 'pickup', appointmentId: p.id, unitNbr: pickup, transitState: 'YARD' },
      ],
    });
    expect((await join([d.id, p.id])).body.message).toBe(`La cita ${d.id} ya es parte de la visita V800000.`);
    // The history names the visit on both boxes.
    for (const nbr of [drop, pickup]) {
      expect(
        db()
          .operationEvent.filter((e) => e.unitVisitId === unitOf(nbr).id && e.event === 'truckVisitJoined')
          .map((e) => [e.login, e.to]),
      ).toEqual([['transportista', 'V800000']]);
    }
    expect((await trucker('GET', '/api/appointmentrules/truckvisits')).body).toHaveLength(1);
    expect((await cs('GET', '/api/appointmentrules/truckvisits')).body.map((v: { code: string }) => v.code)).toContain(
      'V800000',
    );
  });

  it('its gate pass lists both moves under the one code; only the company prints it', async () => {
    const res = await fetch(`${live.server.url}/api/report/truckvisitpass/V800000`, {
      headers: { 'x-auth-token': await tokenOf('transportista') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBe(1);
    const text = pdfText(pdf);
    for (const s of [
      'Pase de puerta — visita de camión',
      'V800000',
      '06/11/2025',
      '10:00–12:00',
      'Movimiento 1: Entrega',
      drop,
      String(apptOf(drop).id),
      'Movimiento 2: Retiro',
      pickup,
      String(apptOf(pickup).id),
    ])
      expect(text).toContain(s);
    expect((await cs('GET', '/api/report/truckvisitpass/V800000')).status).toBe(403);
    expect((await trucker('GET', '/api/report/truckvisitpass/V999999')).status).toBe(404);
    expect((await trucker('GET', '/api/report/truckvisitpass/nada')).status).toBe(400);
  });

  it('the gate-in by the code moves both boxes, each checked by its own rules first; the gate-out takes the import box away', async () => {
    await setClock('2025-11-06T10:05:00-03:00');
    const gate = await live.as('gate');
    // The gate and security read the visit by its code; the company does not (its list is 'Mis citas').
    expect((await (await live.as('seguridad'))('GET', '/api/appointmentrules/truckvisits/v800000')).body).toMatchObject(
      { code: 'V800000', state: 'RESERVADA' },
    );
    expect((await trucker('GET', '/api/appointmentrules/truckvisits/V800000')).status).toBe(403);
    expect((await gate('GET', '/api/appointmentrules/truckvisits/V999999')).status).toBe(404);
    expect((await trucker('POST', '/api/appointmentrules/truckvisits/V800000/gatein', { gate: 2 })).status).toBe(403);
    expect(
      (await (await live.as('seguridad'))('POST', '/api/appointmentrules/truckvisits/V800000/gatein', { gate: 2 }))
        .status,
    ).toBe(403);
    // Customs ordered a scanner on the drop: the whole visit waits, nothing moved.
    await fetch(`${live.server.url}/__mock/gate/${drop}/escaner`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: true }),
    });
    const held = await gate('POST', '/api/appointmentrules/truckvisits/V800000/gatein', { gate: 2 });
    expect(held.status).toBe(409);
    expect(held.body.message).toMatch(
      new RegExp(`^La cita ${apptOf(drop).id} \\(${drop}\\) no puede pasar por la puerta: Aduana ordenó escáner`),
    );
    expect([
      unitOf(drop).transitState,
      unitOf(pickup).transitState,
      apptOf(drop).status,
      apptOf(pickup).status,
    ]).toEqual(['INBOUND', 'YARD', 'BOOKED', 'BOOKED']);
    await fetch(`${live.server.url}/__mock/gate/${drop}/escaner`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ value: false }),
    });

    const inside = await gate('POST', '/api/appointmentrules/truckvisits/V800000/gatein', { gate: 2 });
    expect(inside.status).toBe(200);
    expect(inside.body.timeIn.slice(0, 16)).toBe('2025-11-06T13:05');
    expect(inside.body).toMatchObject({
      state: 'EN_TERMINAL',
      gate: 2,
      moves: [
        { unitNbr: drop, transitState: 'ECIN' },
        { unitNbr: pickup, transitState: 'ECOUT' },
      ],
    });
    expect([apptOf(drop).status, apptOf(pickup).status]).toEqual(['USED', 'USED']);
    const passes = [drop, pickup].map(
      (nbr) =>
        db()
          .gateVisit.filter((g) => g.unitVisitId === unitOf(nbr).id)
          .pop()!,
    );
    expect(passes.map((g) => [g.move, g.gate, g.plate, g.appointmentId, g.timeIn])).toEqual([
      ['DELIVERY', 2, inside.body.plate, apptOf(drop).id, inside.body.timeIn],
      ['PICKUP', 2, inside.body.plate, apptOf(pickup).id, inside.body.timeIn],
    ]);
    expect((await gate('POST', '/api/appointmentrules/truckvisits/V800000/gatein', { gate: 2 })).body.message).toBe(
      'La visita V800000 ya ingresó al terminal.',
    );
    // The dropped box, received at the gate, has its DRC (ruling P85), which its export detail offers.
    const drc = await fetch(`${live.server.url}/api/report/drc/${drop}/${unitOf(drop).visitId}`, {
      headers: { 'x-auth-token': await tokenOf('servicio') },
    });
    expect(drc.status).toBe(200);
    expect(pdfText(Buffer.from(await drc.arrayBuffer()))).toContain(drop);

    await setClock('2025-11-06T10:40:00-03:00');
    const out = await gate('POST', '/api/appointmentrules/truckvisits/V800000/gateout');
    expect(out.body).toMatchObject({ state: 'SALIDA', moves: [{ transitState: 'ECIN' }, { transitState: 'RETIRED' }] });
    expect(out.body.timeOut.slice(0, 16)).toBe('2025-11-06T13:40');
    expect(passes.map((g) => g.timeOut)).toEqual([out.body.timeOut, out.body.timeOut]);
    expect(
      db()
        .operationEvent.filter((e) => e.unitVisitId === unitOf(pickup).id)
        .slice(-2)
        .map((e) => [e.event, e.from, e.to]),
    ).toEqual([
      ['gateIn', 'YARD', 'ECOUT'],
      ['gateOut', 'ECOUT', 'RETIRED'],
    ]);
    expect((await gate('POST', '/api/appointmentrules/truckvisits/V800000/gateout')).body.message).toBe(
      'La visita V800000 ya salió del terminal.',
    );
  });
});

async function tokenOf(login: string): Promise<string> {
  const res = await fetch(`${live.server.url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login, password: 'Puerto#2026' }),
  });
  return ((await res.json()) as { token: string }).token;
}
