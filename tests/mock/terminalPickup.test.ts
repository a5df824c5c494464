/** Mock server, terminal model: pickup requests, cancellation, edits and the condition change, with their state rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMessages } from '../../src/i18n/appMessages';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { contractBaseUrl, MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';
import { terminalDemo, type TerminalDemo } from './terminal/demo';
import { importUnits, pickupOf } from '../support/terminalSeed';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const r = operationsMessages.refusals;
let mock: Mock;
let cs: Call;
let aga: Call;
let aga2: Call;
let agn: Call;
let demo: TerminalDemo;

const pickup = (over: Record<string, unknown> = {}) => ({
  documentType: 'DIN',
  documentNbrs: '1234567890',
  uniqueInvoice: true,
  outType: 'DIRECTO',
  consigneeGiro: '463000',
  sagCondition: 'SIN INSPECCION',
  ...over,
});

beforeAll(async () => {
  mock = await startMock({ port: 8601 });
  [cs, aga, aga2, agn, demo] = await Promise.all([
    mock.as('servicio'),
    mock.as('aga'),
    mock.as('aga2'),
    mock.as('agn'),
    terminalDemo(),
  ]);
});
afterAll(async () => {
  await mock?.dispose();
});

describe('pickup request (saveRetiro)', () => {
  it('IMP-022 IMP-025 IMP-043 IMP-041: a direct request on an INBOUND unit creates an IMPORTACION operation with a draft number, the agent and the trucking company', async () => {
    const nbr = demo.units.agaInbound;
    const before = await aga('GET', `/api/import/${nbr}`);
    expect(before.body).toMatchObject({ operationId: null, actions: ['requestDirect'] });
    const res = await aga('POST', `/api/import/${nbr}/saveRetiro`, pickup({ truckingId: demo.agaTrucking }));
    expect(res.status).toBe(201);
    expect(res.body.next).toBe('detail');
    expect(res.body.operation).toMatchObject({
      operationType: 'IMPORTACION',
      condicionRetiro: 'DIRECTO',
      agent: { id: demo.agaId },
      truckingId: demo.agaTrucking,
      includeSF: true,
      draftNumber: expect.any(Number),
      appointmentNbr: null,
    });
    const op = await aga('GET', `/api/import/byoperation/${res.body.operation.id}`);
    expect(op.body).toMatchObject({ id: res.body.operation.id, unitNbr: nbr, vesselId: demo.inboundVisit });
    // A second request on the same unit is refused by the server.
    expect(await aga('POST', `/api/import/${nbr}/saveRetiro`, pickup())).toMatchObject({
      status: 409,
      body: { code: '409', message: r.operationExists },
    });
  });

  it('IMP-024 IMP-022: indirect only in the yard, direct only while inbound (409 with the reason)', async () => {
    expect(
      (
        await aga(
          'POST',
          `/api/import/${demo.units.a71Inbound}/saveRetiro`,
          pickup({ outType: 'INDIRECTO', truckingId: demo.agaTrucking }),
        )
      ).body,
    ).toEqual({ code: '409', message: r.indirectNeedsYard });
    expect((await aga('POST', `/api/import/${demo.units.agaYard}/saveRetiro`, pickup())).body).toEqual({
      code: '409',
      message: r.directNeedsInbound,
    });
  });

  it('IMP-023: a hazardous INBOUND unit is inscribed for a direct pickup when the visit allows it (etaForImo)', async () => {
    const res = await aga('POST', `/api/import/${demo.units.agaHazard}/saveRetiro`, pickup({ uniqueInvoice: false }));
    expect(res.status).toBe(201);
    expect(res.body.operation).toMatchObject({ condicionRetiro: 'DIRECTO', etaForImo: expect.any(String) });
  });

  it('IMP-016 IMP-017 IMP-019 DECISIONS Q18: validation with field messages; trucking required for an indirect pickup', async () => {
    const res = await aga('POST', `/api/import/${demo.units.agaYard}/saveRetiro`, {
      outType: 'INDIRECTO',
      documentType: 'DIN',
      documentNbrs: '12A',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      documentNbrs: appMessages.validation.number,
      consigneeGiro: 'Requerido',
      truckingId: 'Requerido',
    });
    const unknownTrucking = await aga(
      'POST',
      `/api/import/${demo.units.agaYard}/saveRetiro`,
      pickup({ outType: 'INDIRECTO', truckingId: '11111111-1' }),
    );
    expect(unknownTrucking).toMatchObject({ status: 404, body: { message: appMessages.server.truckingNotFound } });
  });

  it('IMP-030: the dispatch-guide option is refused to a role the form disables it for (documentary), nothing written', async () => {
    const documental = await mock.as('documental');
    const nbr = demo.units.agaYard;
    const refused = await documental(
      'POST',
      `/api/import/${nbr}/saveRetiro`,
      pickup({ outType: 'INDIRECTO', truckingId: demo.agaTrucking, agent_id: demo.agaId, checkGuia: true }),
    );
    expect(refused).toMatchObject({ status: 400, body: { fields: { checkGuia: r.guideNotOffered } } });
    expect((await aga('GET', `/api/import/${nbr}`)).body.operationId).toBeNull();
  });

  it('IMP-011 IMP-012 IMP-008 DECISIONS Q23: DIN EN TRAMITE only for customer service and documentary, who also choose the agent', async () => {
    const refused = await aga(
      'POST',
      `/api/import/${demo.units.agaYard}/saveRetiro`,
      pickup({ outType: 'INDIRECTO', truckingId: demo.agaTrucking, documentType: 'DIN EN TRAMITE' }),
    );
    expect(refused.body.fields).toEqual({ documentType: r.documentTypeNotOffered });
    // IMP-012: DAPI is not the agency's (AGN) to choose; nothing is written.
    const dapi = await agn('POST', `/api/import/${demo.units.agaBooked}/saveRetiro`, pickup({ documentType: 'DAPI' }));
    expect(dapi).toMatchObject({ status: 400, body: { fields: { documentType: r.documentTypeNotOffered } } });
    const noAgent = await cs(
      'POST',
      `/api/import/${demo.units.agaYard}/saveRetiro`,
      pickup({ outType: 'INDIRECTO', truckingId: demo.agaTrucking, documentType: 'DIN EN TRAMITE' }),
    );
    expect(noAgent.body.fields).toEqual({ agent_id: 'Requerido' });
    const ok = await cs(
      'POST',
      `/api/import/${demo.units.agaYard}/saveRetiro`,
      pickup({
        outType: 'INDIRECTO',
        truckingId: demo.agaTrucking,
        documentType: 'DIN EN TRAMITE',
        documentNbrs: '',
        agent_id: demo.agaId,
      }),
    );
    expect(ok.status).toBe(201);
    // IMP-026: no inspection pending → the calendar is next.
    expect(ok.body).toMatchObject({
      next: 'appointment',
      operation: { condicionRetiro: 'INDIRECTO', agent: { id: demo.agaId } },
    });
  });

  it('IMP-045 IMP-046 IMP-047: cancelling returns the unit to requestable; the wrong kind of cancel is refused with code 200', async () => {
    const nbr = demo.units.agaYard;
    expect((await aga('GET', `/api/import/cancelRetiroDirecto/${nbr}`)).body).toEqual({
      code: '409',
      legacyCode: '200',
      message: r.wrongCancel,
    });
    const ok = await aga('GET', `/api/import/cancelRetiroIndirecto/${nbr}`);
    expect(ok).toMatchObject({ status: 200, body: { valor: true } });
    expect((await aga('GET', `/api/import/${nbr}`)).body).toMatchObject({
      operationId: null,
      actions: ['requestIndirect', 'drc'],
    });
    expect((await aga('GET', `/api/import/cancelRetiroIndirecto/${nbr}`)).body).toEqual({
      code: '409',
      legacyCode: '200',
      message: r.noOperation,
    });
    // A departed unit's operation cannot be cancelled.
    expect((await aga('GET', `/api/import/cancelRetiroIndirecto/${demo.units.agaDeparted}`)).body.legacyCode).toBe(
      '200',
    );
  });

  it(
    'IMP-026: an indirect request with an inspection goes to the calendar when the unit has a planned date (fechaPlanificada)',
    MOCK_ONLY,
    async () => {
      const store = mock.store!;
      const unit = importUnits(store.db).find(
        (u) =>
          u.transitState === 'YARD' &&
          !pickupOf(store.db, u) &&
          u.hazards.length === 0 &&
          !Object.values(demo.units).includes(u.unitNbr),
      )!;
      unit.fechaPlanificada = '2025-11-07';
      store.touch('unitVisit', unit);
      await store.commit();
      const res = await cs(
        'POST',
        `/api/import/${unit.unitNbr}/saveRetiro`,
        pickup({
          outType: 'INDIRECTO',
          truckingId: demo.agaTrucking,
          sagCondition: 'INSPECCION',
          agent_id: unit.agentId ?? demo.agaId,
        }),
      );
      expect(res).toMatchObject({
        status: 201,
        body: { next: 'appointment', operation: { condicionRetiro: 'INDIRECTO' } },
      });
      expect((await cs('GET', `/api/import/${unit.unitNbr}`)).body.fechaPlanificada).toBe('2025-11-07');
      expect((await cs('GET', `/api/import/cancelRetiroIndirecto/${unit.unitNbr}`)).status).toBe(200);
    },
  );

  it("IMP-026 IMP-027: an indirect request with an inspection goes to the detail, and the unit then offers no booking (the request's SAG condition wins)", async () => {
    const res = await aga(
      'POST',
      `/api/import/${demo.units.reeferHazard}/saveRetiro`,
      pickup({ outType: 'INDIRECTO', truckingId: demo.agaTrucking, sagCondition: 'INSPECCION' }),
    );
    expect(res.body.next).toBe('detail');
    const unit = (await aga('GET', `/api/import/${demo.units.reeferHazard}`)).body;
    expect(unit.actions).not.toContain('bookAppointment');
    expect((await aga('GET', `/api/import/cancelRetiroIndirecto/${demo.units.reeferHazard}`)).status).toBe(200);
  });

  it("ROLE-002: an agent cannot act on another agent's operation (403), nor may SHIPPINGCO-like readers request", async () => {
    expect((await aga2('GET', `/api/import/cancelRetiroIndirecto/${demo.units.agaBooked}`)).status).toBe(403);
    expect((await aga2('GET', `/api/import/byoperation/${demo.units.agaBooked}`)).status).toBe(403);
    const fin = await mock.as('finanzas');
    expect((await fin('POST', `/api/import/${demo.units.agaInbound}/saveRetiro`, pickup())).status).toBe(403);
  });
});

describe('edits on an operation', () => {
  it('IMP-057 IMP-058 IMP-059 DECISIONS Q19: CDA digits only, at most 80', async () => {
    const nbr = demo.units.agaBooked;
    expect((await aga('GET', `/api/import/editCDA/${nbr}/12A4`)).body.fields).toEqual({
      cda: appMessages.validation.number,
    });
    expect((await aga('GET', `/api/import/editCDA/${nbr}/${'9'.repeat(81)}`)).body.fields).toEqual({
      cda: appMessages.validation.maxLength,
    });
    expect((await aga('GET', `/api/import/editCDA/${nbr}/123456`)).body).toEqual({
      cda: '123456',
      message: 'Código CDA actualizado correctamente',
    });
    expect((await aga('GET', `/api/import/byoperation/${nbr}`)).body.cda).toBe('123456');
  });

  it('IMP-061 IMP-065 IMP-066 IMP-067: TATC by AGN roles; 588 when empty, 0 or not numeric; 589 when refused', async () => {
    const nbr = demo.units.agaBooked; // an MSC unit: a line of the agn account's agency
    expect((await agn('GET', `/api/import/updateTatcNbr/${nbr}/AB12`)).body).toEqual({
      code: '400',
      legacyCode: '588',
      message: r.tatcFormat,
    });
    expect((await agn('GET', `/api/import/updateTatcNbr/${nbr}/000`)).body.legacyCode).toBe('588');
    expect((await agn('GET', `/api/import/updateTatcNbr/${nbr}/778899`)).body).toEqual({
      tatc: '778899',
      message: 'Numero de TATC modificado correctamente.',
    });
    expect((await agn('GET', `/api/import/updateTatcNbr/${demo.units.agaDeparted}/778899`)).body).toEqual({
      code: '409',
      legacyCode: '589',
      message: r.departed,
    });
    expect((await aga('GET', `/api/import/updateTatcNbr/${nbr}/778899`)).status).toBe(403);
    // IMP-062: the TATC number is shown to AGN and customer service, not to the agent.
    expect((await cs('GET', `/api/import/byoperation/${nbr}`)).body.tatc).toBe('778899');
    expect((await aga('GET', `/api/import/byoperation/${nbr}`)).body).not.toHaveProperty('tatc');
  });

  it("IMP-070 IMP-072: trucking reassignment; an unknown company, or one not on the agent's list, is refused with the spec text", async () => {
    const nbr = demo.units.agaBooked;
    const unknown = { code: '404', message: 'No se encontró una companía de transporte asociada' };
    expect((await aga('POST', `/api/import/${nbr}/reassignTrucking`, { truckingId: 'nadie' })).body).toEqual(unknown);
    // VV-024: picked from the agent's own list (ruling P78) — another company on record reads as unknown, and nothing changes.
    expect((await aga('POST', `/api/import/${nbr}/reassignTrucking`, { truckingId: demo.otherTrucking })).body).toEqual(
      unknown,
    );
    expect((await aga('GET', `/api/appointment/${nbr}`)).body.truckingId).not.toBe(demo.otherTrucking);
    expect(
      (await aga('POST', `/api/import/${nbr}/reassignTrucking`, { truckingId: demo.agaSecondTrucking })).body.message,
    ).toBe('Transportista asignado correctamente');
    expect((await aga('GET', `/api/appointment/${nbr}`)).body.truckingId).toBe(demo.agaSecondTrucking);
  });

  it("VV-026 IMP-071: 'Por sus propios medios' takes the drivers' RUTs instead of a company", async () => {
    const nbr = demo.units.agaBooked;
    expect(
      (await aga('POST', `/api/import/${nbr}/reassignTrucking`, { ownMeans: true, driverRuts: [] })).body.fields,
    ).toEqual({ driverRuts: 'Requerido' });
    expect(
      (await aga('POST', `/api/import/${nbr}/reassignTrucking`, { ownMeans: true, driverRuts: ['12345678-0'] })).body
        .fields,
    ).toEqual({ driverRuts: 'Rut inválido' });
    const ok = await aga('POST', `/api/import/${nbr}/reassignTrucking`, {
      ownMeans: true,
      driverRuts: ['12.531.909-2'],
    });
    expect(ok.body).toMatchObject({ truckingId: null, ownMeans: true, driverRuts: ['12531909-2'] });
    expect((await aga('GET', `/api/import/byoperation/${nbr}`)).body).toMatchObject({
      truckingId: null,
      ownMeans: true,
      driverRuts: ['12531909-2'],
    });
    expect((await aga('GET', `/api/appointment/${nbr}`)).body).toMatchObject({
      trucking_name: 'Por sus propios medios',
      truckingId: null,
      driverRuts: ['12531909-2'],
    });
    expect((await aga('GET', `/api/report/canPrintGatePass/${nbr}`)).body.valor).toBe(true);
    expect(
      (await aga('POST', `/api/import/${nbr}/reassignTrucking`, { truckingId: demo.agaTrucking })).body.ownMeans,
    ).toBe(false);
  });

  it('VV-023 VV-027: mass reassignment answers finalized and error per unit', async () => {
    const bodega = await mock.as('bodega');
    const res = await bodega('POST', `/api/import/reassigntruckingmassive/${demo.agaTrucking}`, {
      containers: [demo.units.a71ToBook, demo.units.agaBooked, 'ZZZU0000000'],
    });
    expect(res.body).toEqual({
      finalized: [demo.units.a71ToBook],
      error: [
        { unitNbr: demo.units.agaBooked, msg: r.notYourUnit },
        { unitNbr: 'ZZZU0000000', msg: r.unitNotFound },
      ],
    });
  });

  it('IMP-055 IMP-056: the customs document can be edited only in the states D2 §4 allows', async () => {
    const res = await aga('POST', `/api/import/updateDIN/${demo.units.agaDeparted}`, {
      documentType: 'DIN',
      documentNbrs: '555',
    });
    expect(res.body).toEqual({ code: '409', message: r.documentEdit });
  });
});

describe('condition change and the demo clock', () => {
  it(
    'IMP-077 IMP-078 DECISIONS Q17: DIRECTO → INDIRECTO only once the appointment has passed, by the demo clock',
    MOCK_ONLY,
    async () => {
      const nbr = demo.units.agaDirectPassed; // DIRECTO, YARD, appointment yesterday 08:00–10:00
      // During the appointment (yesterday 09:00 Santiago) it has not passed yet.
      expect((await mock.call('POST', '/__mock/clock', { json: { now: '2025-11-04T09:00:00-03:00' } })).body.now).toBe(
        '2025-11-04T12:00:00.000Z',
      );
      expect((await aga('GET', `/api/import/changeCondition/${nbr}`)).body).toEqual({
        code: '409',
        message: r.conditionChange,
      });
      await mock.call('POST', '/__mock/clock', { json: { now: '2025-11-05T10:00:00-03:00' } });
      expect((await aga('GET', `/api/import/changeCondition/${nbr}`)).body).toEqual({
        valor: true,
        mensaje: operationsMessages.success.conditionChanged,
      });
      expect((await aga('GET', `/api/import/byoperation/${nbr}`)).body).toMatchObject({
        condicionRetiro: 'INDIRECTO',
        appointmentNbr: null,
      });
      // IMP-077: not for customer service.
      expect((await cs('GET', `/api/import/changeCondition/${nbr}`)).status).toBe(403);
    },
  );

  it('the demo clock: GET tells it, POST moves it, a bad value is 400', MOCK_ONLY, async () => {
    const before = await mock.call('GET', '/__mock/clock');
    expect(Date.parse(before.body.now)).toBeGreaterThanOrEqual(Date.parse('2025-11-05T13:00:00Z'));
    expect((await mock.call('POST', '/__mock/clock', { json: { now: 'mañana' } })).status).toBe(400);
  });

  it('VV-034 VV-035 VV-037: the visit-list condition change needs A-71; refusals carry valor false and mensaje', async () => {
    const bodega = await mock.as('bodega');
    const clave = await mock.as('clave');
    // Its own day (the seed's), not whatever the tests before it left the clock at.
    if (!contractBaseUrl) await mock.call('POST', '/__mock/clock', { json: { now: '2025-11-05T10:00:00-03:00' } });
    const other = await clave('GET', `/api/import/changeConditionExtraportuarios/${demo.units.otherPassed}`);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ valor: false, mensaje: r.conditionChangeA71 });
    expect((await bodega('GET', `/api/import/changeConditionExtraportuarios/${demo.units.otherPassed}`)).status).toBe(
      403,
    );
    // The storekeeper's code as it is now counts: renamed, it is no longer A-71.
    const sk = (await cs('GET', `/api/storekeeper/${demo.bodegaId}`)).body;
    expect((await cs('PUT', `/api/storekeeper/${demo.bodegaId}`, { ...sk, code: 'BOD1' })).status).toBe(200);
    expect(
      (await bodega('GET', `/api/import/changeConditionExtraportuarios/${demo.units.a71Passed}`)).body.mensaje,
    ).toBe(r.conditionChangeA71);
    expect((await cs('PUT', `/api/storekeeper/${demo.bodegaId}`, { ...sk, code: 'A-71' })).status).toBe(200);
    expect((await bodega('GET', `/api/import/changeConditionExtraportuarios/${demo.units.a71Passed}`)).body).toEqual({
      valor: true,
      mensaje: operationsMessages.success.conditionChanged,
    });
  });
});

describe('dispatch guide upload', () => {
  const upload = async (login: string, file: Blob | undefined, filename: string, unit: string) => {
    const form = new FormData();
    if (file) form.append('file', file, filename);
    form.append('guiaDespachoUnit', unit);
    const res = await fetch(`${mock.url}/api/import/guiaDespacho`, {
      method: 'POST',
      headers: { 'x-auth-token': await mock.login(login) },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  };

  it('IMP-068 IMP-069: a PDF is recorded on the operation; anything else is refused with the spec text', async () => {
    const nbr = demo.units.agaToBook;
    expect(await upload('aga', new Blob(['hola']), 'guia.txt', nbr)).toEqual({
      status: 400,
      body: {
        code: '400',
        message: appMessages.server.validation,
        fields: { file: 'La guía de despacho debe ser en formato PDF' },
      },
    });
    expect((await upload('aga', undefined, '', nbr)).body.fields).toEqual({ file: 'Requerido' });
    const ok = await upload('aga', new Blob(['%PDF-1.4\n%fake\n']), 'guia-123.pdf', nbr);
    expect(ok).toEqual({
      status: 200,
      body: { message: 'Guía de Despacho cargada correctamente', guiaDespacho: 'guia-123.pdf' },
    });
    expect((await aga('GET', `/api/import/byoperation/${nbr}`)).body.guiaDespacho).toBe('guia-123.pdf');
    expect((await upload('aga2', new Blob(['%PDF-1.4']), 'g.pdf', nbr)).status).toBe(403);
  });
});

describe('charges', () => {
  it('IMP-075 IMP-028 IMP-031 CONST-050 CONST-051: security fee PCE-B126 USD 15.00; guide PCE-E213; weighing PCE-E244 + PCE-E231', async () => {
    const direct = await aga('GET', `/api/import/chargesdir/${demo.units.agaOog}`);
    expect(direct.body.summaryCharges).toEqual([
      expect.objectContaining({ tarifId: 'PCE-B126', currency: 'USD', totalAmount: 15 }),
    ]);
    const booked = await aga('GET', `/api/import/chargesdir/${demo.units.agaBooked}`);
    expect(booked.body.summaryCharges.map((c: { tarifId: string }) => c.tarifId)).toEqual([
      'PCE-E213',
      'PCE-E244',
      'PCE-E231',
    ]);
    expect(booked.body.totalCharges).toBe(42);
  });

  it('IMP-076 IMP-005: no charges → the spec text; AGN may not read costs', async () => {
    const none = await aga('GET', `/api/import/chargesdir/${demo.units.agaInspection}`);
    expect(none.body).toMatchObject({ summaryCharges: [], message: 'La opereración actual no tiene cargos asociados' });
    expect((await agn('GET', `/api/import/chargesdir/${demo.units.agaBooked}`)).status).toBe(403);
  });
});
