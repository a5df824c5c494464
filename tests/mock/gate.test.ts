/**
 * Mock server, the gate (D2 §2, §3, §7 Gate; GATE-001…012, ROLE-010, CONST-045, VAL-023; the
 * gate rulings): the gates catalogue, a box's arrival and its checks, the confirmation that gates
 * it in and writes the truck's pass, the late-arrival and SAG queries, the boxes at the gate, and
 * who may do what. The checks are set through the gate's demo controls and time moves through the
 * demo clock (/__mock), so the whole file is mock-only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../mock-server/modules/bookings/types';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import type { ContainerVisit, GateVisit } from '../../mock-server/terminalModel/types';
import type { Db } from '../../mock-server/types';
import { withCheckDigit } from '../../src/domain/iso6346';
import { gateMessages } from '../../src/i18n/gateMessages';
import { exportUnits, importUnits, preadviceOf } from '../support/terminalSeed';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';
import { rolesAdmitted } from './roleSwitch';
import { seededDb } from './terminal/demo';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const r = gateMessages.refusals;
const ARRIVE = '/api/unitfacilityvisit/arribogate';
const CONFIRM = '/api/unitfacilityvisit/arribogateupdate';
const AT_GATE = '/api/unitfacilityvisit/getallecin';
const EPOCH = Date.parse(TERMINAL_EPOCH);

let mock: Mock;
let gate: Call;
let jefe: Call;
let security: Call;
let seed: Db;
/** Export boxes on their way with a pre-advice, on a booking whose stacking is open at the epoch (ON_TIME), not yet used by a test. */
let onTime: ContainerVisit[];
/** One on the booking whose stacking has passed but whose late date has not (LATE at the epoch). */
let late: ContainerVisit;

const bookingOf = (u: ContainerVisit): Booking => seed.booking.find((b) => b.id === preadviceOf(seed, u)!.bookingId)!;
const next = () => onTime.shift()!;
const db = () => mock.store!.db;
const unitNow = (u: ContainerVisit) => db().unitVisit.find((x) => x.id === u.id) as ContainerVisit;
const passesOf = (u: ContainerVisit): GateVisit[] => db().gateVisit.filter((g) => g.unitVisitId === u.id);
const setCheck = (u: ContainerVisit, check: string, value?: unknown) =>
  mock.call('POST', `/__mock/gate/${u.unitNbr}/${check}`, { json: value === undefined ? {} : { value } });
const setClock = (now: string) => mock.call('POST', '/__mock/clock', { json: { now } });
/** Within a few seconds of `iso` (the demo clock runs on from where it was set). */
const near = (value: string | null | undefined, iso: string) =>
  Math.abs(Date.parse(String(value)) - Date.parse(iso)) < 10_000;

beforeAll(async () => {
  mock = await startMock();
  [gate, jefe, security] = await Promise.all([mock.as('gate'), mock.as('jefegate'), mock.as('seguridad')]);
  seed = await seededDb();
  const inbound = exportUnits(seed).filter((u) => u.transitState === 'INBOUND' && preadviceOf(seed, u));
  const window = (u: ContainerVisit) => bookingOf(u);
  onTime = inbound.filter((u) => {
    const b = window(u);
    return Date.parse(b.stackingStart) < EPOCH && EPOCH < Date.parse(b.stackingEnd) && u.reefer === null;
  });
  late = inbound.find((u) => Date.parse(window(u).stackingEnd) < EPOCH && EPOCH < Date.parse(window(u).lateDate))!;
  expect(onTime.length).toBeGreaterThan(8);
  expect(late).toBeDefined();
});

afterAll(async () => {
  await mock?.dispose();
});

describe('the gate', MOCK_ONLY, () => {
  it('GATE-003 CONST-045: the gates are offered as "Puerta N", the first by default; an arrival without a gate is at gate 1', async () => {
    const gates = await gate('GET', '/api/appointmentrules/gates');
    expect(gates.status).toBe(200);
    expect(gates.body).toEqual([
      { id: 1, name: 'Puerta 1', default: true },
      { id: 2, name: 'Puerta 2', default: false },
      { id: 3, name: 'Puerta 3', default: false },
      { id: 4, name: 'Puerta 4', default: false },
    ]);
    const unit = next();
    const arrived = await gate('POST', ARRIVE, { unitNbr: unit.unitNbr });
    expect(arrived.status).toBe(200);
    expect(arrived.body.gate).toBe(1);
  });

  it('GATE-004 VAL-023: the container must be a container number ("Ingrese un valor válido"), the gate one of the catalogue; a scanned number is trimmed and upper-cased', async () => {
    const before = db().gateArrival.length;
    for (const unitNbr of ['', 'MSCU12', 'MSCU1234567X', 'MSCU-123456', null]) {
      const refused = await gate('POST', ARRIVE, { unitNbr, gate: 1 });
      expect(refused.status, String(unitNbr)).toBe(400);
      expect(refused.body.fields, String(unitNbr)).toEqual({ unitNbr: 'Ingrese un valor válido' });
    }
    const unit = next();
    const badGate = await gate('POST', ARRIVE, { unitNbr: unit.unitNbr, gate: 9 });
    expect(badGate).toMatchObject({ status: 400, body: { fields: { gate: r.unknownGate } } });
    expect(db().gateArrival.length).toBe(before);
    // What a scanner sends: lower case, surrounding spaces and its line end.
    const scanned = await gate('POST', ARRIVE, { unitNbr: ` ${unit.unitNbr.toLowerCase()}\n`, gate: '2' });
    expect(scanned.status).toBe(200);
    expect(scanned.body).toMatchObject({ unitNbr: unit.unitNbr, gate: 2 });
  });

  it('GATE-002 GATE-006 GATE-011: registering a box at a gate answers gate, pregate, aforo, escaner, rechazoZP, arriboGate and validateGate, with the unit items portOfDischarge1 and lineOp', async () => {
    const unit = next();
    await setCheck(unit, 'aforo', false);
    expect((await gate('GET', AT_GATE)).body.map((a: { unitNbr: string }) => a.unitNbr)).not.toContain(unit.unitNbr);
    const arrived = await gate('POST', ARRIVE, { unitNbr: unit.unitNbr, gate: 2 });
    expect(arrived.status).toBe(200);
    expect(arrived.body).toMatchObject({
      unitNbr: unit.unitNbr,
      gate: 2,
      pregate: true,
      aforo: false,
      escaner: false,
      rechazoZP: false,
      arriboGate: true,
      validateGate: false,
      portOfDischarge1: bookingOf(unit).portOfDischarge1,
      lineOp: unit.line,
      transitState: 'INBOUND',
      blocks: [],
    });
    expect(arrived.body.portOfDischarge1).toMatch(/^[A-Z]{5}$/);
    // Registering is the notice, not the entry: the box is still on its way, and now at the gate.
    expect(unitNow(unit).transitState).toBe('INBOUND');
    expect(passesOf(unit)).toEqual([]);
    const board = (await gate('GET', AT_GATE)).body.find((a: { unitNbr: string }) => a.unitNbr === unit.unitNbr);
    expect(board).toMatchObject({ gate: 2, arriboGate: true, validateGate: false });
    const events = db().operationEvent.filter((e) => e.unitVisitId === unit.id && e.event === 'gateArrival');
    expect(events.map((e) => [e.login, e.to])).toEqual([['gate', 'Puerta 2']]);
    // The same again changes nothing.
    expect((await gate('POST', ARRIVE, { unitNbr: unit.unitNbr, gate: 2 })).body).toEqual(arrived.body);
    expect(db().operationEvent.filter((e) => e.unitVisitId === unit.id && e.event === 'gateArrival')).toHaveLength(1);

    // Each check as the terminal and customs say (demo controls): its value, and whether it holds the entry back.
    const checks: [string, unknown, Record<string, boolean>, string[]][] = [
      ['aforo', true, { aforo: true }, []],
      ['escaner', true, { escaner: true }, ['escaner']],
      ['rechazoZP', true, { rechazoZP: true }, ['escaner', 'rechazoZP']],
      ['pregate', false, { pregate: false }, ['pregate', 'escaner', 'rechazoZP']],
    ];
    for (const [check, value, shows, blocks] of checks) {
      expect((await setCheck(unit, check, value)).status, check).toBe(200);
      const again = await gate('POST', ARRIVE, { unitNbr: unit.unitNbr, gate: 2 });
      expect(again.body, check).toMatchObject(shows);
      expect(
        again.body.blocks.map((b: { field: string }) => b.field),
        check,
      ).toEqual(blocks);
    }
    for (const key of ['gate', 'pregate', 'aforo', 'escaner', 'rechazoZP', 'arriboGate', 'validateGate'])
      expect(arrived.body, key).toHaveProperty(key);
    expect(typeof arrived.body.gate).toBe('number');
    for (const key of ['pregate', 'aforo', 'escaner', 'rechazoZP', 'arriboGate', 'validateGate'])
      expect(typeof arrived.body[key], key).toBe('boolean');
  });

  it("GATE-007: confirming sends unitNbr, gate and arriboGate and sets validateGate; a blocking check refuses it naming the check; the box gates in and its truck's pass is written", async () => {
    const at = '2025-11-05T11:30:00-03:00';
    expect((await setClock(at)).status).toBe(200);
    const unit = next();
    await gate('POST', ARRIVE, { unitNbr: unit.unitNbr, gate: 3 });
    await setCheck(unit, 'escaner', true);
    const blocked = await gate('POST', CONFIRM, { unitNbr: unit.unitNbr, gate: 3, arriboGate: true });
    expect(blocked).toMatchObject({
      status: 409,
      body: { code: '409', message: r.escaner, fields: { escaner: r.escaner } },
    });
    expect(unitNow(unit).transitState).toBe('INBOUND');
    await setCheck(unit, 'escaner', false);
    expect(await gate('POST', CONFIRM, { unitNbr: unit.unitNbr, gate: 1, arriboGate: true })).toMatchObject({
      status: 409,
      body: { fields: { gate: 'El arribo del contenedor está registrado en la Puerta 3.' } },
    });
    expect(await gate('POST', CONFIRM, { unitNbr: unit.unitNbr, gate: 3, arriboGate: false })).toMatchObject({
      status: 409,
      body: { fields: { arriboGate: r.notConfirming } },
    });
    const notRegistered = next();
    expect(await gate('POST', CONFIRM, { unitNbr: notRegistered.unitNbr, gate: 1, arriboGate: true })).toMatchObject({
      status: 409,
      body: { fields: { arriboGate: r.notRegistered } },
    });
    expect(passesOf(unit)).toEqual([]);

    const confirmed = await gate('POST', CONFIRM, { unitNbr: unit.unitNbr, gate: 3, arriboGate: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      unitNbr: unit.unitNbr,
      gate: 3,
      arriboGate: true,
      validateGate: true,
      transitState: 'ECIN',
      blocks: [],
    });
    expect(near(confirmed.body.confirmedAt, at)).toBe(true);
    // INBOUND → ECIN (P53 gateIn) on the terminal's clock, and one truck's pass: gate, the carrier's truck and driver, the time.
    const now = unitNow(unit);
    expect(now.transitState).toBe('ECIN');
    expect(near(now.timeIn, at)).toBe(true);
    const op = preadviceOf(seed, unit)!;
    const carrier = db().truckingcompany.find((c) => c.id === op.truckingId)!;
    const [pass, ...more] = passesOf(unit);
    expect(more).toEqual([]);
    expect(pass).toMatchObject({
      move: 'DELIVERY',
      gate: 3,
      truckingId: op.truckingId,
      plate: carrier.trucks[0]!.license,
      driverRut: carrier.drivers[0]!.cardId,
      timeOut: null,
    });
    expect(near(pass!.timeIn, at)).toBe(true);
    expect(confirmed.body).toMatchObject({
      plate: pass!.plate,
      driverRut: pass!.driverRut,
      truckingName: carrier.name,
    });
    expect(
      db()
        .operationEvent.filter((e) => e.unitVisitId === unit.id && e.event === 'gateIn')
        .map((e) => [e.login, e.from, e.to]),
    ).toEqual([['gate', 'INBOUND', 'ECIN']]);
    // Confirmed again: answered as it stands, nothing written twice.
    const again = await gate('POST', CONFIRM, { unitNbr: unit.unitNbr, gate: 3, arriboGate: true });
    expect(again.body.confirmedAt).toBe(confirmed.body.confirmedAt);
    expect(passesOf(unit)).toHaveLength(1);
    // The export side sees it at the gate.
    const servicio = await mock.as('servicio');
    expect((await servicio('GET', `/api/export/byoperation/${unit.unitNbr}`)).body.unit.transitState).toBe('ECIN');
    await setClock(TERMINAL_EPOCH);
  });

  it("GATE-008 GATE-009 GATE-010: the late-arrival query answers valor, unitNbr, late, lateDate, obactualVisit, lineOp, bookingNbr, portOfDischarge1 and destino on the terminal's clock", async () => {
    await setClock(TERMINAL_EPOCH);
    const b = bookingOf(late);
    const lateNow = await gate('GET', `/api/unitfacilityvisit/consultacutoff/${late.unitNbr}/${late.line}`);
    expect(lateNow.status).toBe(200);
    expect(lateNow.body).toMatchObject({
      valor: true,
      unitNbr: late.unitNbr,
      late: true,
      lateDate: b.lateDate,
      obactualVisit: b.visitId,
      lineOp: late.line,
      bookingNbr: b.id,
      portOfDischarge1: b.portOfDischarge1,
      destino: b.destination,
      status: 'LATE',
    });
    const onTimeUnit = onTime[0]!;
    expect(
      (await security('GET', `/api/unitfacilityvisit/consultacutoff/${onTimeUnit.unitNbr}/${onTimeUnit.line}`)).body,
    ).toMatchObject({ valor: true, late: false, status: 'ON_TIME', bookingNbr: bookingOf(onTimeUnit).id });

    // Past the late date: not received any more, and the confirmation says why.
    await gate('POST', ARRIVE, { unitNbr: late.unitNbr, gate: 1 });
    const after = new Date(Date.parse(b.lateDate) + 60_000).toISOString();
    await setClock(after);
    expect(
      (await gate('GET', `/api/unitfacilityvisit/consultacutoff/${late.unitNbr}/${late.line}`)).body,
    ).toMatchObject({ valor: false, late: true, status: 'CLOSED' });
    const refused = await gate('POST', CONFIRM, { unitNbr: late.unitNbr, gate: 1, arriboGate: true });
    expect(refused.status).toBe(409);
    expect(refused.body.fields.cutOff).toContain(`del booking ${b.id}`);
    expect(unitNow(late).transitState).toBe('INBOUND');
    await setClock(TERMINAL_EPOCH);
    expect((await gate('GET', `/api/unitfacilityvisit/consultacutoff/${late.unitNbr}/${late.line}`)).body.valor).toBe(
      true,
    );

    // The line must be the box's; a box the terminal does not know is 404.
    expect(await gate('GET', `/api/unitfacilityvisit/consultacutoff/${late.unitNbr}/HLAG`)).toMatchObject({
      status: 400,
      body: { fields: { line: 'La línea HLAG no corresponde a la del contenedor.' } },
    });
    expect(
      await gate('GET', `/api/unitfacilityvisit/consultacutoff/${withCheckDigit('ZZZU000001')}/MSC`),
    ).toMatchObject({ status: 404, body: { message: r.unknownUnit } });
  });

  it("GATE-012: the SAG query answers unit, tipoInspeccion, estado and observaciones of the box's inspection", async () => {
    const unit = next();
    const read = async () => {
      const answer = await security('GET', `/api/unitfacilityvisit/consultasag/${unit.unitNbr}`);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['estado', 'observaciones', 'tipoInspeccion', 'unit']);
      return answer.body;
    };
    expect(await read()).toEqual({
      unit: unit.unitNbr,
      tipoInspeccion: 'SIN INSPECCION',
      estado: 'NO REQUERIDA',
      observaciones: 'La carga no requiere inspección del SAG.',
    });
    await setCheck(unit, 'sag', 'INSPECCION');
    expect(await read()).toEqual({
      unit: unit.unitNbr,
      tipoInspeccion: 'INSPECCION',
      estado: 'PENDIENTE',
      observaciones: 'La carga requiere inspección del SAG antes del embarque.',
    });
    await setCheck(unit, 'sag', 'BLOQUEO POR INSPECCION');
    expect(await read()).toMatchObject({ tipoInspeccion: 'BLOQUEO POR INSPECCION', estado: 'BLOQUEADO' });
  });

  it('GATE-001 ROLE-010: the gate and the gate chief register and confirm; security reads the gate, the late and SAG queries but may not register or confirm; no other role of every role reaches the gate', async () => {
    const unit = next();
    const reads = [
      '/api/appointmentrules/gates',
      AT_GATE,
      `/api/unitfacilityvisit/consultacutoff/${unit.unitNbr}/${unit.line}`,
      `/api/unitfacilityvisit/consultasag/${unit.unitNbr}`,
    ];
    for (const path of reads) expect((await security('GET', path)).status, path).toBe(200);
    const before = db().gateArrival.length;
    expect(await security('POST', ARRIVE, { unitNbr: unit.unitNbr, gate: 1 })).toMatchObject({
      status: 403,
      body: { code: '403' },
    });
    expect(db().gateArrival.length).toBe(before);
    expect((await jefe('POST', ARRIVE, { unitNbr: unit.unitNbr, gate: 4 })).status).toBe(200);
    expect(await security('POST', CONFIRM, { unitNbr: unit.unitNbr, gate: 4, arriboGate: true })).toMatchObject({
      status: 403,
      body: { code: '403' },
    });
    expect(unitNow(unit).transitState).toBe('INBOUND');
    const byChief = await jefe('POST', CONFIRM, { unitNbr: unit.unitNbr, gate: 4, arriboGate: true });
    expect(byChief.body).toMatchObject({ validateGate: true, transitState: 'ECIN' });
    // Of every role, exactly these (a test user whose role is switched in the store; refusals 403 {code, message}).
    for (const path of reads)
      expect(await rolesAdmitted(mock, (call) => call('GET', path)), path).toEqual([
        'ROLE_GATE',
        'ROLE_JEFE_GATE',
        'ROLE_SEGURIDAD',
      ]);
    // An empty body: admitted, a 400 for the missing container — never an arrival.
    for (const path of [ARRIVE, CONFIRM])
      expect(await rolesAdmitted(mock, (call) => call('POST', path, {})), path).toEqual([
        'ROLE_GATE',
        'ROLE_JEFE_GATE',
      ]);
  });

  it('the boxes the gate takes: an export box on its way with a pre-advice, full or empty; not one announced only, an import box, one already in or unknown', async () => {
    const advised = exportUnits(seed).find((u) => u.transitState === 'ADVISED')!;
    expect(await gate('POST', ARRIVE, { unitNbr: advised.unitNbr, gate: 1 })).toMatchObject({
      status: 409,
      body: { fields: { unitNbr: r.notQualifying } },
    });
    const imported = importUnits(seed).find(
      (u) => u.transitState === 'YARD' && !exportUnits(seed).some((e) => e.unitNbr === u.unitNbr),
    )!;
    expect(await gate('POST', ARRIVE, { unitNbr: imported.unitNbr, gate: 1 })).toMatchObject({
      status: 409,
      body: { fields: { unitNbr: r.notQualifying } },
    });
    const inYard = exportUnits(seed).find((u) => u.transitState === 'YARD')!;
    expect(await gate('POST', ARRIVE, { unitNbr: inYard.unitNbr, gate: 1 })).toMatchObject({
      status: 409,
      body: { message: 'El contenedor ya ingresó al terminal (en patio).' },
    });
    expect(await gate('POST', ARRIVE, { unitNbr: withCheckDigit('ZZZU000002'), gate: 1 })).toMatchObject({
      status: 404,
      body: { fields: { unitNbr: r.unknownUnit } },
    });

    // An empty pre-advised by its line (P60) arrives and enters like a full box; it has no carrier on record.
    const naviera = await mock.as('naviera');
    const mty = seed.booking.find((b) => b.eqStatus === 'MTY' && b.line === 'MSC')!;
    const empty = withCheckDigit('TGHU777001');
    expect(
      (
        await naviera('POST', '/api/export/preadvicemty2', {
          bookingId: mty.id,
          unitlist: [{ contenedor: empty, isocode: mty.items[0]!.equipmentType, tara_kg: 2200 }],
          deleteList: [],
        })
      ).status,
    ).toBe(200);
    expect((await gate('POST', ARRIVE, { unitNbr: empty, gate: 2 })).body).toMatchObject({
      freight: 'MTY',
      arriboGate: true,
      bookingNbr: mty.id,
      lineOp: 'MSC',
    });
    const entered = await gate('POST', CONFIRM, { unitNbr: empty, gate: 2, arriboGate: true });
    expect(entered.body).toMatchObject({ validateGate: true, transitState: 'ECIN', plate: null, driverRut: null });
  });

  it('GET /unitfacilityvisit/getallecin is served on its own path: the boxes at the gate, those registered and those in', async () => {
    const answer = await security('GET', AT_GATE);
    expect(answer.status).toBe(200);
    const nbrs = answer.body.map((a: { unitNbr: string }) => a.unitNbr);
    // A box the seed put at the gate (ECIN) without the gate's arrival is in: arrived and validated.
    const seededIn = exportUnits(seed).find((u) => u.transitState === 'ECIN')!;
    expect(answer.body.find((a: { unitNbr: string }) => a.unitNbr === seededIn.unitNbr)).toMatchObject({
      arriboGate: true,
      validateGate: true,
      transitState: 'ECIN',
    });
    expect(nbrs).toContain(late.unitNbr);
    for (const row of answer.body) expect(['INBOUND', 'ECIN']).toContain(row.transitState);
  });

  it("the gate's demo controls refuse an unknown check or value and a box the gate does not take", async () => {
    const unit = onTime[0]!;
    expect(await setCheck(unit, 'otro', true)).toMatchObject({
      status: 400,
      body: { fields: { check: r.unknownCheck } },
    });
    expect(await setCheck(unit, 'escaner', 'sí')).toMatchObject({
      status: 400,
      body: { fields: { value: r.badValue } },
    });
    expect(await setCheck(unit, 'sag', 'TAL VEZ')).toMatchObject({
      status: 400,
      body: { fields: { value: r.badValue } },
    });
    const imported = importUnits(seed).find(
      (u) => u.transitState === 'YARD' && !exportUnits(seed).some((e) => e.unitNbr === u.unitNbr),
    )!;
    expect(await setCheck(imported, 'escaner', true)).toMatchObject({
      status: 409,
      body: { fields: { unit: r.notQualifying } },
    });
  });
});
