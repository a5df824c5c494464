/** Mock server, export calls (D2 §7 Export and empties; rulings P54–P57): the pre-advice, its booking, coordination, edit and cancel, with their rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportOperation } from '../../mock-server/kinds/exportPreadvice/types';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import type { Booking } from '../../mock-server/modules/bookings/types';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';
import { appMessages } from '../../src/i18n/appMessages';
import { withCheckDigit } from '../../src/domain/iso6346';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { exportUnits, preadviceOf } from '../support/terminalSeed';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';
import { seededDb, terminalDemo, type TerminalDemo } from './terminal/demo';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const r = operationsMessages.exportRefusals;
const v = appMessages.validation;
let mock: Mock;
let cs: Call;
let aga: Call;
let naviera: Call;
let gate: Call;
let transportista: Call;
let bodega: Call;
let demo: TerminalDemo;
let announced: ContainerVisit[];
let booking: (unit: ContainerVisit) => Booking;
let inbound: { unit: ContainerVisit; op: ExportOperation };

/** A complete, valid pre-advice of a dry unit (D2 §3 Export form payload). */
const payload = (b: Booking, unit: ContainerVisit, over: Record<string, unknown> = {}) => ({
  documentType: 'DUS',
  duses: '5012345678',
  guias: '123456',
  seals: ['CL1234567'],
  pesoVGM: true,
  romana: false,
  truckingId: demo.agaTrucking,
  bookingId: b.id,
  equipmentType: unit.isoType,
  shipperId: '76.086.428-5',
  shipperName: 'Exportadora del Pacífico',
  shipperAddress: 'Av. Costanera 100',
  shipperCity: 'San Antonio',
  shipperState: 'Valparaíso',
  shipperGiro: 'Exportación de frutas',
  shipperCountryName: 'CL',
  sagCondition: 'SIN INSPECCION',
  grossWeight: '24500',
  cmdtyShortName: '080610',
  condition: true,
  ...over,
});

beforeAll(async () => {
  mock = await startMock({ port: 8607 });
  [cs, aga, naviera, gate, transportista, bodega, demo] = await Promise.all([
    mock.as('servicio'),
    mock.as('aga'),
    mock.as('naviera'),
    mock.as('gate'),
    mock.as('transportista'),
    mock.as('bodega'),
    terminalDemo(),
  ]);
  const db = await seededDb();
  booking = (unit) => db.booking.find((b) => b.reservedContainers.includes(unit.unitNbr))!;
  // Announced dry units on bookings whose stacking window is open on the demo clock.
  const open = (b: Booking | undefined) => !!b && b.stackingStart < b.lateDate && b.stackingEnd > TERMINAL_EPOCH;
  announced = exportUnits(db).filter(
    (u) =>
      u.transitState === 'ADVISED' && u.reefer === null && u.oog === null && u.hazards.length === 0 && open(booking(u)),
  );
  const pre = exportUnits(db)
    .map((u) => ({ unit: u, op: preadviceOf(db, u) }))
    .find(
      (x) =>
        x.unit.transitState === 'INBOUND' &&
        x.op?.operationType === 'COORD_ENTREGA' &&
        open(db.booking.find((b) => b.id === x.op!.bookingId)),
    );
  inbound = pre as { unit: ContainerVisit; op: ExportOperation };
});
afterAll(async () => {
  await mock?.dispose();
});

describe('search and booking', () => {
  it('EXP-002 EXP-006: a unit the line announced answers without a pre-advice (the new form); an unknown one is 404', async () => {
    const unit = announced[0]!;
    const res = await cs('GET', `/api/export/byoperation/${unit.unitNbr}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      operation: null,
      unit: { number: unit.unitNbr, transitState: 'ADVISED', booking: { id: booking(unit).id } },
      actions: {},
    });
    expect((await cs('GET', '/api/export/byoperation/MSCU0000000')).status).toBe(404);
  });

  it('EXP-003 VAL-026 EXP-054 EXP-055: a booking with its items, units and the capacity of the asked type; none is "Número de Booking vacio."', async () => {
    const unit = announced[0]!;
    const b = booking(unit);
    const res = await cs('GET', `/api/booking/${b.id}/${unit.isoType}`);
    expect(res.status).toBe(200);
    const item = b.items.find((i) => i.equipmentType === unit.isoType)!;
    expect(res.body).toMatchObject({
      nbr: b.id,
      eqStatus: 'FCL',
      line: b.line,
      portOfLoading: 'CLSAI',
      enableVGM: true,
      reserveIsoCode: unit.isoType,
      capacity: { maximum: item.quantity, used: item.used, free: item.quantity - item.used },
    });
    expect(res.body.unitlist).toContainEqual({
      unitNbr: unit.unitNbr,
      transitState: 'ADVISED',
      isoType: unit.isoType,
      reefer: false,
    });
    // Every booking datum the row lists, with the seed's value (D2 §3 Booking).
    const db = await seededDb();
    const visit = db.vesselVisit.find((x) => x.id === b.visitId)!;
    expect(res.body).toMatchObject({
      nave: visit.vesselName,
      viaje: visit.outVoyNbr,
      portOfDischarge1: b.portOfDischarge1,
      destination: b.destination,
      stacking: { start: b.stackingStart, end: b.stackingEnd, reeferStart: b.stackingReeferStart },
      lateDate: b.lateDate,
      storekeeper: b.storekeeperId ? expect.any(String) : null,
      manifestNumber: visit.manifestNumber ?? '',
      shipperId: b.shipperId,
      shipperName: b.shipperName,
    });
    // Every item with its type/description, quantities, reefer, hazards, atmosphere S/N, OOG and feature.
    expect(res.body.items).toEqual(
      b.items.map((i) =>
        expect.objectContaining({
          equipmentType: i.equipmentType,
          equipmentDesc: i.equipmentDesc,
          quantity: i.quantity,
          availableQuantity: i.quantity - i.used,
          reefer: i.reefer,
          hazards: i.hazards,
          atmosphereControl: i.atmosphereControl ? 'S' : 'N',
          isOog: i.isOog,
          featureId: i.featureId,
        }),
      ),
    );
    // A hazardous item carries imdg, un and imdgDescription.
    const hazardous = db.booking.find((x) => x.items.some((i) => i.hazards.length > 0))!;
    const hazardItem = hazardous.items.find((i) => i.hazards.length > 0)!;
    const hz = (await cs('GET', `/api/booking/${hazardous.id}/${hazardItem.equipmentType}`)).body;
    expect(
      hz.items.find((i: { equipmentType: string }) => i.equipmentType === hazardItem.equipmentType).hazards,
    ).toEqual(hazardItem.hazards.map((h) => ({ imdg: h.imdg, un: h.un, imdgDescription: h.imdgDescription })));
    expect(hazardItem.hazards[0]!.imdg).toMatch(/^\d/);
    expect(await cs('GET', '/api/booking/NOEXISTE1/ALL')).toMatchObject({
      status: 404,
      body: { message: 'Número de Booking vacio.' },
    });
  });

  it("EXP-009: the equipment features, each with its description; the form's booking is the unit's container type", async () => {
    const res = await aga('GET', '/api/export/getalleqfeatures');
    expect(res.body).toEqual([
      { id: 'FG', description: 'Food grade' },
      { id: 'HT', description: 'Alto cúbico (high cube)' },
      { id: 'CA', description: 'Atmósfera controlada' },
      { id: 'SW', description: 'Piso reforzado' },
      { id: 'GN', description: 'Con generador (genset)' },
    ]);
    const unit = announced[0]!;
    const asked = (await aga('GET', `/api/booking/${booking(unit).id}/${unit.isoType}`)).body;
    expect(asked.reserveIsoCode).toBe(unit.isoType);
  });

  it('EXP-052 EXP-053 CONST-052: the weighing value is PCE-E244 + PCE-E231 from the tariff table', async () => {
    const res = await aga('GET', `/api/export/romaneo/${announced[0]!.unitNbr}`);
    expect(res.body).toEqual({ valor: 33.5, currency: 'USD', tariffs: ['PCE-E244', 'PCE-E231'] });
  });

  it('EXP-001 ROLE-013: the gate is not an export role (403 on every export call)', async () => {
    expect((await gate('GET', `/api/export/byoperation/${announced[0]!.unitNbr}`)).status).toBe(403);
    expect((await gate('GET', '/api/export/getalleqfeatures')).status).toBe(403);
  });
});

describe('pre-advice', () => {
  it("EXP-017 EXP-020 EXP-022 EXP-023 EXP-024 EXP-026 EXP-027 EXP-035 EXP-037 EXP-041: the server refuses a bad payload with the form's field messages", async () => {
    const unit = announced[1]!;
    const b = booking(unit);
    const res = await aga(
      'POST',
      `/api/export/save/${unit.unitNbr}`,
      payload(b, unit, {
        truckingId: '',
        guias: '',
        seals: ['A', 'B', 'C', 'D', 'E'],
        cmdtyShortName: '08061',
        shipperId: '12.345.678-9',
        shipperGiro: '',
        grossWeight: 'x',
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      truckingId: v.required,
      guias: v.required,
      seals: operationsMessages.exportForm.tooManySeals,
      cmdtyShortName: v.exactLength,
      shipperId: v.rut,
      shipperGiro: v.required,
      grossWeight: v.number,
    });
    const long = await aga(
      'POST',
      `/api/export/save/${unit.unitNbr}`,
      payload(b, unit, { seals: ['X'.repeat(16)], cmdtyShortName: '08A610' }),
    );
    expect(long.body.fields).toEqual({ seals: v.maxLength, cmdtyShortName: v.number });
  });

  it("VAL-008 VAL-009: the route applies D1 §5's exact length to the tariff code (6) and its numeric range (0 to 20) to O2 and CO2", async () => {
    const db = await seededDb();
    // A reefer unit announced on a booking whose item has atmosphere control (the gases are required).
    const unit = exportUnits(db).find(
      (u) =>
        u.transitState === 'ADVISED' &&
        u.reefer !== null &&
        u.oog === null &&
        u.hazards.length === 0 &&
        !!booking(u)?.items.some((i) => i.atmosphereControl && i.equipmentType === u.isoType),
    )!;
    const save = (over: Record<string, unknown>) =>
      aga('POST', `/api/export/save/${unit.unitNbr}`, payload(booking(unit), unit, over));
    const outside = await save({ cmdtyShortName: '0806101', o2pct: '-1', co2pct: '20,5' });
    expect(outside.status).toBe(400);
    expect(outside.body.fields).toEqual({
      cmdtyShortName: 'Cantidad de caracteres inválida',
      o2pct: 'Rango de valores invalido',
      co2pct: 'Rango de valores invalido',
    });
    // The range's ends pass: only the 5-digit tariff code is refused.
    const ends = await save({ cmdtyShortName: '08061', o2pct: '0', co2pct: '20' });
    expect(ends.body.fields).toEqual({ cmdtyShortName: 'Cantidad de caracteres inválida' });
  });

  it("EXP-014: a chooser outside the agent screens (the shipping company) reads the agents' ids and names and the chosen agent's truckings (they were 403)", async () => {
    const agents = await naviera('GET', '/api/agent/list');
    expect(agents.status).toBe(200);
    expect(agents.body).toContainEqual({ id: demo.agaId, name: expect.any(String) });
    expect(Object.keys(agents.body[0]).sort()).toEqual(['id', 'name']);
    const truckings = await naviera('GET', `/api/truckingcompany/truckingcobyaga/${demo.agaId}`);
    expect(truckings.status).toBe(200);
    expect(truckings.body.length).toBeGreaterThan(0);
    // Not a chooser: the customs agent reads no other agent's companies.
    expect((await aga('GET', '/api/truckingcompany/truckingcobyaga/aga2')).status).toBe(403);
  });

  it("EXP-011 EXP-012 EXP-029 EXP-030: CABOTAJE is the shipping company's only, and then needs no document number", async () => {
    const unit = announced.find((u) => booking(u).line === 'MSC') ?? announced[2]!;
    const b = booking(unit);
    const agaTry = await aga(
      'POST',
      `/api/export/save/${unit.unitNbr}`,
      payload(b, unit, { documentType: 'CABOTAJE', duses: '' }),
    );
    expect(agaTry.body.fields).toEqual({ documentType: v.other });
    const noNumbers = await aga('POST', `/api/export/save/${unit.unitNbr}`, payload(b, unit, { duses: '' }));
    expect(noNumbers.body.fields).toEqual({ documentNbrs: v.required });
  });

  it("EXP-010 EXP-007 EXP-015: a pre-advice takes a booking place and sends the unit on its way as a delivery coordination of the agent's own login", async () => {
    const unit = announced[3]!;
    const b = booking(unit);
    const before = (await aga('GET', `/api/booking/${b.id}/${unit.isoType}`)).body.capacity;
    const res = await aga('POST', `/api/export/save/${unit.unitNbr}`, payload(b, unit));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      next: 'exportApp',
      unit: { transitState: 'INBOUND', seals: { values: ['CL1234567'] } },
      operation: {
        operationType: 'COORD_ENTREGA',
        agent: { id: demo.agaId },
        draftNumber: expect.any(Number),
        bookingOrBl: b.id,
      },
      actions: { cancelPreadvice: null, editPreadvice: null },
    });
    const after = (await aga('GET', `/api/booking/${b.id}/${unit.isoType}`)).body.capacity;
    expect(after).toEqual({ maximum: before.maximum, used: before.used + 1, free: before.free - 1 });
    expect(res.body.unit.verifiedGrossMass).toBe(unit.routingGroup === 'ROM' ? null : 24500);
    // The unit is no longer new: a second pre-advice is refused in its state.
    expect((await aga('POST', `/api/export/save/${unit.unitNbr}`, payload(b, unit))).status).toBe(409);
  });

  it(
    "the server's facts win: a pre-advice naming another item's equipment type is refused on that field and takes no place of either item",
    MOCK_ONLY,
    async () => {
      const unit = announced.find((u) => booking(u).items.some((i) => i.equipmentType !== u.isoType))!;
      const b = booking(unit);
      const other = b.items.find((i) => i.equipmentType !== unit.isoType)!;
      const before = await Promise.all(
        [unit.isoType, other.equipmentType].map(
          async (t) => (await aga('GET', `/api/booking/${b.id}/${t}`)).body.capacity,
        ),
      );
      const res = await aga(
        'POST',
        `/api/export/save/${unit.unitNbr}`,
        payload(b, unit, { equipmentType: other.equipmentType }),
      );
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ equipmentType: r.equipmentMismatch });
      const after = await Promise.all(
        [unit.isoType, other.equipmentType].map(
          async (t) => (await aga('GET', `/api/booking/${b.id}/${t}`)).body.capacity,
        ),
      );
      expect(after).toEqual(before);
      expect((await aga('GET', `/api/export/byoperation/${unit.unitNbr}`)).body).toMatchObject({
        operation: null,
        unit: { transitState: 'ADVISED' },
      });
    },
  );

  it('EXP-008 EXP-049 EXP-065: an EXPORTACION pre-advice goes to the detail and offers no coordination; the detail carries the unit, reefer and booking dates', async () => {
    const db = await seededDb();
    const reefer = exportUnits(db).find(
      (u) =>
        u.reefer &&
        u.transitState === 'ADVISED' &&
        db.booking.find(
          (b) =>
            b.reservedContainers.includes(u.unitNbr) &&
            b.stackingEnd > TERMINAL_EPOCH &&
            b.items.some((i) => i.reefer && !i.atmosphereControl),
        ),
    )!;
    const b = booking(reefer);
    const res = await cs(
      'POST',
      `/api/export/save/${reefer.unitNbr}`,
      payload(b, reefer, { operationType: 'EXPORTACION', agent_id: demo.agaId, condition: true }),
    );
    expect(res.status).toBe(201);
    const item = b.items.find((i) => i.equipmentType === reefer.isoType)!;
    expect(res.body).toMatchObject({
      next: 'exportDetail',
      operation: { operationType: 'EXPORTACION' },
      actions: { coordinate: r.noCoordination },
      unit: {
        reefer: {
          tempReq: item.reefer!.tempReqdC,
          o2Pct: null,
          co2Pct: null,
          ventValue: item.reefer!.ventRequiredValue,
          ventUnit: item.reefer!.ventRequiredUnit,
          humidityPct: item.reefer!.humidityPct,
        },
      },
      stackingDateStart: b.stackingStart,
      stackingDateEnd: b.stackingEnd,
      stackingReeferDateStart: b.stackingReeferStart,
      lateDate: b.lateDate,
      early: false,
      vesselName: db.vesselVisit.find((x) => x.id === b.visitId)!.vesselName,
      dateApp: null,
      // Created by customer service, not a functionary; the storekeeper is the booking's warehouse, if any.
      fctnary_id: null,
      fctnary_name: null,
      storekeeperId: b.storekeeperId ?? null,
    });
    expect(res.body.unit).toMatchObject({
      transitState: 'INBOUND',
      dateIn: null,
      dateLoad: null,
      dateOut: null,
      receive: false,
    });
  });

  it('EXP-051 EXP-052: the routing group locks the weighing whatever the payload asks: VPA the VGM weight, ROM the weighbridge', async () => {
    for (const [group, romana, vgm] of [
      ['VPA', true, 24500],
      ['ROM', false, null],
    ] as const) {
      const unit = announced.slice(5).find((u) => u.routingGroup === group)!;
      const res = await aga(
        'POST',
        `/api/export/save/${unit.unitNbr}`,
        payload(booking(unit), unit, { romana, pesoVGM: !romana }),
      );
      expect(res.body).toMatchObject({
        unit: { routing: { group }, verifiedGrossMass: vgm },
        operation: { weighbridge: group === 'ROM' },
      });
    }
  });

  it(
    "EXP-010: 100 concurrent pre-advices against an item's last free places: exactly as many succeed, the rest are refused; capacity never negative nor over-used",
    MOCK_ONLY,
    async () => {
      const store = mock.store!;
      const b = booking(announced[0]!);
      const item = b.items.find((i) => i.equipmentType === announced[0]!.isoType)!;
      // 100 more announced boxes of the item's type on the booking, and only 7 places left.
      const template = announced[0]!;
      const boxes = Array.from({ length: 100 }, (_, i) => ({
        ...template,
        id: `UVC${String(i).padStart(4, '0')}`,
        unitNbr: withCheckDigit(`CCRU${String(500000 + i)}`),
      }));
      for (const u of boxes) store.insert('unitVisit', u);
      const live = store.findById('booking', b.id)!;
      live.reservedContainers.push(...boxes.map((u) => u.unitNbr));
      const liveItem = live.items.find((i) => i.equipmentType === item.equipmentType)!;
      liveItem.quantity = liveItem.used + 7;
      store.touch('booking', live);
      await store.commit();
      const answers = await Promise.all(
        boxes.map((u) => cs('POST', `/api/export/save/${u.unitNbr}`, payload(live, u, { agent_id: demo.agaId }))),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(7);
      expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === r.bookingFull)).toBe(true);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(93);
      const capacity = (await cs('GET', `/api/booking/${b.id}/${item.equipmentType}`)).body.capacity;
      expect(capacity).toEqual({ maximum: liveItem.quantity, used: liveItem.quantity, free: 0 });
    },
  );
});

describe('coordination, edit, reassign and cancel', () => {
  it('EXP-059 EXP-061: the delivery slots lie in the stacking window; booking then re-coordinating moves the appointment', async () => {
    const nbr = inbound.unit.unitNbr;
    const days = (
      await cs('POST', '/api/appointmentrules/quotasForExport', {
        start: '2000-01-01',
        end: '2100-01-01',
        unitNbr: nbr,
      })
    ).body as { day: string; quotas: { start: string }[] }[];
    const open = days.filter((d) => d.quotas.length > 0);
    expect(open.length).toBeGreaterThan(1);
    // The third shift is a delivery slot of its own, to the next morning.
    expect(open[0]!.quotas).toContainEqual(expect.objectContaining({ start: '23:00', end: '06:30' }));
    const [first, second] = [open[0]!, open[1]!];
    const booked = await cs('POST', `/api/export/saveCoordinacion/${nbr}`, {
      appointmentDate: first.day,
      start: first.quotas[0]!.start,
    });
    expect(booked.status).toBe(201);
    const moved = await cs('POST', `/api/export/saveCoordinacion/${nbr}`, {
      appointmentDate: second.day,
      start: second.quotas[0]!.start,
    });
    expect(moved.status).toBe(201);
    expect(moved.body.appointmentNbr).not.toBe(booked.body.appointmentNbr);
    const detail = (await cs('GET', `/api/export/byoperation/${nbr}`)).body;
    expect(detail.appointment).toMatchObject({ nbr: moved.body.appointmentNbr });
    expect(
      await cs('POST', `/api/export/saveCoordinacion/${nbr}`, { appointmentDate: '2099-01-01', start: '08:00' }),
    ).toMatchObject({ status: 409, body: { message: r.outsideStacking } });
  });

  it('EXP-070 EXP-071 EXP-072: the data are edited while INBOUND, not by a non-editing role; gross weight required and numeric', async () => {
    const nbr = inbound.unit.unitNbr;
    // The shipping company is an export role but not an editing one (D2 §6).
    expect((await naviera('POST', `/api/export/update/${nbr}`, { grossWeight: '25000' })).status).toBe(403);
    expect((await cs('POST', `/api/export/update/${nbr}`, { grossWeight: '' })).body.fields).toEqual({
      grossWeight: v.required,
    });
    expect((await cs('POST', `/api/export/update/${nbr}`, { grossWeight: '2x' })).body.fields).toEqual({
      grossWeight: v.number,
    });
    const ok = await cs('POST', `/api/export/update/${nbr}`, {
      grossWeight: '25100',
      seals: ['CL7654321', 'CL7654322'],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      message: operationsMessages.success.exportUpdated,
      unit: { contents: { weightKg: 25100 }, seals: { values: ['CL7654321', 'CL7654322'] } },
    });
  });

  it("a gross weight written the Chilean way is that many kilograms: '25.300' is 25300 kg (it read as 25), '25300,6' rounds to 25301", async () => {
    const nbr = inbound.unit.unitNbr;
    const grouped = await cs('POST', `/api/export/update/${nbr}`, { grossWeight: '25.300' });
    expect(grouped.body).toMatchObject({ unit: { contents: { weightKg: 25300 } } });
    const decimal = await cs('POST', `/api/export/update/${nbr}`, { grossWeight: '25300,6' });
    expect(decimal.body).toMatchObject({ unit: { contents: { weightKg: 25301 } } });
  });

  it('EXP-073 EXP-074: the trucking is reassigned while INBOUND; it is required', async () => {
    const nbr = inbound.unit.unitNbr;
    expect((await cs('POST', `/api/export/${nbr}/reassignTrucking`, {})).body.fields).toEqual({
      truckingId: v.required,
    });
    const ok = await cs('POST', `/api/export/${nbr}/reassignTrucking`, { truckingId: demo.otherTrucking });
    expect(ok.body).toEqual({ message: 'Transportista asignado correctamente', truckingId: demo.otherTrucking });
  });

  it(
    'EXP-067 EXP-068 EXP-069 DECISIONS Q40: cancel by visit and draft; a wrong draft or a finalized invoice is refused with valor false and the message',
    MOCK_ONLY,
    async () => {
      const nbr = inbound.unit.unitNbr;
      const { vesselVisitId: visit, draftNumber: draft } = inbound.op;
      expect((await cs('GET', `/api/export/cancelPreadvice/${nbr}/${visit}/${draft + 1}`)).body).toMatchObject({
        valor: false,
        mensaje: r.wrongDraft,
      });
      const op = mock.store!.db.operation.find((o) => o.id === inbound.op.id) as ExportOperation;
      op.invoiceFinalized = true;
      expect((await cs('GET', `/api/export/cancelPreadvice/${nbr}/${visit}/${draft}`)).body).toMatchObject({
        valor: false,
        mensaje: r.invoiceFinalized,
      });
      op.invoiceFinalized = false;
      const ok = await cs('GET', `/api/export/cancelPreadvice/${nbr}/${visit}/${draft}`);
      expect(ok.body).toEqual({ valor: true, mensaje: operationsMessages.success.preadviceCancelled });
      expect((await cs('GET', `/api/export/byoperation/${nbr}`)).body).toMatchObject({
        operation: null,
        unit: { transitState: 'ADVISED' },
      });
    },
  );

  it('EXP-067 EXP-070: once the unit is at the gate, neither cancel nor edit (409 with the reason)', async () => {
    const unit = announced[4]!;
    const b = booking(unit);
    expect((await aga('POST', `/api/export/save/${unit.unitNbr}`, payload(b, unit))).status).toBe(201);
    expect((await mock.call('POST', `/__mock/export/${unit.unitNbr}/gateIn`)).status).toBe(200);
    const detail = (await aga('GET', `/api/export/byoperation/${unit.unitNbr}`)).body;
    expect(detail.actions).toMatchObject({ cancelPreadvice: r.notInbound, editPreadvice: r.notInbound, eir: null });
    expect((await aga('POST', `/api/export/update/${unit.unitNbr}`, { grossWeight: '20000' })).body).toMatchObject({
      message: r.notInbound,
    });
    expect(
      (await aga('GET', `/api/export/cancelPreadvice/${unit.unitNbr}/${detail.operation.vesselVisitId}`)).body,
    ).toMatchObject({ valor: false, mensaje: r.notInbound });
  });

  it("TPA-001 TPA-005 TPA-006 TPA-007 TPA-008 DECISIONS Q27: a trucking company queries the pre-advices it carries; another one's is 403; none is the notice", async () => {
    const db = await seededDb();
    const company = db.truckingcompany[0]!.id;
    const carried = exportUnits(db)
      .map((u) => ({ u, op: preadviceOf(db, u) }))
      .find((x) => x.op?.truckingId === company)!;
    const other = exportUnits(db)
      .map((u) => ({ u, op: preadviceOf(db, u) }))
      .find((x) => x.op && x.op.truckingId !== company)!;
    const res = await transportista('GET', `/api/trucking/preadvise/${carried.u.unitNbr}`);
    expect(res.body).toEqual({
      id: carried.u.unitNbr,
      agentId: carried.op!.agentId,
      agentName: db.agent.find((a) => a.id === carried.op!.agentId)!.name,
      dateApp: null,
      appNbr: null,
    });
    expect((await transportista('GET', `/api/trucking/preadvise/${other.u.unitNbr}`)).status).toBe(403);
    const advised = announced[announced.length - 1]!.unitNbr;
    expect(await cs('GET', `/api/trucking/preadvise/${advised}`)).toMatchObject({ status: 403 });
    expect(await bodega('GET', `/api/trucking/preadvise/${advised}`)).toMatchObject({ status: 403 });
    const own = exportUnits(db).find((u) => u.storekeeperId === db.storekeeper[0]!.id && preadviceOf(db, u))!;
    expect((await bodega('GET', `/api/trucking/preadvise/${own.unitNbr}`)).status).toBe(200);
    // One no other test of this file pre-advises (they take announced[0…4] and routed units).
    const used = new Set(announced.slice(0, 5).map((u) => u.unitNbr));
    const announcedOwn = exportUnits(db)
      .filter(
        (u) =>
          u.storekeeperId === db.storekeeper[0]!.id &&
          u.transitState === 'ADVISED' &&
          !u.routingGroup &&
          !used.has(u.unitNbr),
      )
      .pop()!;
    expect(await bodega('GET', `/api/trucking/preadvise/${announcedOwn.unitNbr}`)).toMatchObject({
      status: 404,
      body: { message: r.noPreadvice.replace('{unit}', announcedOwn.unitNbr) },
    });
  });

  it("TPA-006 TPA-008: a carried pre-advice with a booked delivery answers the slot's instant (America/Santiago) and the appointment's number", async () => {
    const db = await seededDb();
    const company = db.truckingcompany[0]!.id;
    // A delivery coordination it carries, on an open booking, that no other test of this file books.
    const unit = exportUnits(db).find((u) => {
      const op = preadviceOf(db, u);
      const b = db.booking.find((x) => x.id === op?.bookingId);
      return (
        u.transitState === 'INBOUND' &&
        op?.operationType === 'COORD_ENTREGA' &&
        op.truckingId === company &&
        u.unitNbr !== inbound.unit.unitNbr &&
        !!b &&
        b.stackingStart < b.lateDate &&
        b.stackingEnd > TERMINAL_EPOCH
      );
    })!;
    const days = (
      await cs('POST', '/api/appointmentrules/quotasForExport', {
        start: '2000-01-01',
        end: '2100-01-01',
        unitNbr: unit.unitNbr,
      })
    ).body as { day: string; quotas: { start: string }[] }[];
    const day = days.find((d) => d.quotas.length > 0)!;
    const booked = await cs('POST', `/api/export/saveCoordinacion/${unit.unitNbr}`, {
      appointmentDate: day.day,
      start: day.quotas[0]!.start,
    });
    expect(booked.status).toBe(201);
    const item = (await transportista('GET', `/api/trucking/preadvise/${unit.unitNbr}`)).body;
    expect(item).toMatchObject({
      id: unit.unitNbr,
      // The demo clock's November: Santiago is on summer time, UTC−3.
      dateApp: new Date(`${day.day}T${day.quotas[0]!.start}:00-03:00`).toISOString(),
      appNbr: booked.body.appointmentNbr,
    });
  });

  it("a shipping company sees only its own lines' bookings (ruling P57)", async () => {
    const db = await seededDb();
    const lines = new Set(db.booking.map((b) => b.line));
    const results = await Promise.all(
      [...lines].map(
        async (line) =>
          (await naviera('GET', `/api/booking/${db.booking.find((b) => b.line === line)!.id}/ALL`)).status,
      ),
    );
    expect(results).toContain(200);
    expect(results).toContain(403);
  });
});
