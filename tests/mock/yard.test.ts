/**
 * The yard on the live mock (D3 §2.4, §4, §5, §7.4, §8.3 Sequencing; D2 §2, §7 Sequence; YBS, SEQ,
 * ROLE-011, ROLE-024): the blocks, a sequencing saved, processed on the demo clock, informed and
 * cancelled with what it does to the units (their turns on the unit, in the visit's 'Secuenciados',
 * in the history, in the agents' notifications), the refusals with the spec's texts, and the agent's
 * sequence query with its spreadsheet read back.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { santiagoDateTime } from '../../src/domain/santiagoTime';
import { blockFor } from '../../src/domain/yard/layout';
import { yardMessages } from '../../src/i18n/yardMessages';
import { PROCESSING_MS } from '../../mock-server/modules/sequencing/transitions';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';
import { MOCK_ONLY, startMock, type Mock, type Reply } from './helpers';
import { terminalDemo, type TerminalDemo } from './terminal/demo';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let operador: Call;
let aga: Call;
let demo: TerminalDemo;
const m = yardMessages;
const FORBIDDEN = { code: '403', message: 'No tiene permisos para realizar esta operación.' };
const NOT_OPERATORS = ['aga', 'funcionario', 'servicio', 'admin', 'gate', 'finanzas', 'bodega', 'naviera'];

const clockNow = async () => Date.parse((await mock.call('GET', '/__mock/clock')).body.now as string);
const moveClock = async (ms: number) =>
  mock.call('POST', '/__mock/clock', { json: { now: new Date(ms).toISOString() } });

/** A plan over the whole block, its first turn an hour from the terminal's now. */
async function plan(block: string, over: Record<string, unknown> = {}) {
  return {
    block,
    sectionFrom: '1',
    sectionTo: '80',
    rowFrom: 'a',
    rowTo: 'z',
    intervalDirects: '15',
    dateInitation: santiagoDateTime(new Date((await clockNow()) + 3_600_000)),
    method: '0',
    sentido: '0',
    sentidoStack: '0',
    ...over,
  };
}

/** Saves a plan and lets the terminal's clock run past its processing. */
async function sequenced(block: string, over: Record<string, unknown> = {}) {
  const saved = await operador('POST', '/api/sequencing', await plan(block, over));
  expect(saved.status).toBe(201);
  await moveClock((await clockNow()) + PROCESSING_MS + 1000);
  const detail = await operador('GET', `/api/sequencing/${saved.body.id}`);
  return { saved, detail };
}

let agaBlock: string;

beforeAll(async () => {
  mock = await startMock({ port: 9410 });
  [operador, aga, demo] = await Promise.all([mock.as('operador'), mock.as('aga'), terminalDemo()]);
  // The agent's direct pickup of a box still on the ship (through the API); then the ship discharges it
  // into the yard — the terminal's own fact, which no call sets — so a sequencing can give it a turn.
  const nbr = demo.units.agaInbound;
  const pickup = await aga('POST', `/api/import/${nbr}/saveRetiro`, {
    documentType: 'DIN',
    documentNbrs: '1234567890',
    uniqueInvoice: true,
    outType: 'DIRECTO',
    consigneeGiro: '463000',
    sagCondition: 'SIN INSPECCION',
    truckingId: demo.agaTrucking,
  });
  expect(pickup.status).toBe(201);
  if (mock.store) {
    const unit = mock.store.db.unitVisit.find((u): u is ContainerVisit => u.kind === 'container' && u.unitNbr === nbr)!;
    unit.transitState = 'YARD';
    mock.store.touch('unitVisit', unit);
  }
  agaBlock = blockFor('IMPORT', false, nbr);
});
afterAll(async () => {
  await mock?.dispose();
});

describe('the yard blocks and the sequencing roles', () => {
  it("YBS-001 YBS-005 YBS-007 ROLE-024: the blocks, the list, the save, the detail, inform and cancel are the operator's; every other role is refused (403)", async () => {
    const blocks = await operador('GET', '/api/yardblock');
    expect(blocks.status).toBe(200);
    expect(blocks.body.map((b: { id: string }) => b.id)).toEqual(['A1', 'A2', 'B1', 'B2', 'R1', 'V1']);
    expect(blocks.body[0]).toMatchObject({
      name: 'Bloque A1',
      use: 'IMPORT',
      stacks: 80,
      rows: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      tiers: 5,
      occupied: expect.any(Number),
    });
    for (const login of NOT_OPERATORS) {
      const as = await mock.as(login);
      for (const [method, path] of [
        ['GET', '/api/yardblock'],
        ['GET', '/api/sequencing'],
        ['POST', '/api/sequencing'],
        ['GET', '/api/sequencing/1'],
        ['POST', '/api/sequencing/inform/1'],
        ['POST', '/api/sequencing/cancel/1'],
      ] as const) {
        expect(
          (await as(method, path, method === 'POST' ? await plan('A1') : undefined)).body,
          `${login} ${method} ${path}`,
        ).toEqual(FORBIDDEN);
      }
    }
  });

  it("in the seed's busiest block, sequencing by appointments lifts fewer boxes than either fixed order (turns from 10:30 every 30 minutes)", async () => {
    const blocks = (await operador('GET', '/api/yardblock')).body as { id: string; use: string; occupied: number }[];
    const busiest = blocks.filter((b) => b.use === 'IMPORT').sort((a, b) => b.occupied - a.occupied)[0]!;
    const preview = await operador(
      'POST',
      '/api/sequencing/rehandles',
      await plan(busiest.id, { dateInitation: '05/11/2025 10:30', intervalDirects: '30' }),
    );
    expect(preview.status).toBe(200);
    const { 0: byRow, 1: byHeight, 2: byAppointments } = preview.body.rehandles as Record<0 | 1 | 2, number>;
    expect(byAppointments).toBeLessThan(Math.min(byRow, byHeight));
  });

  it(
    'every box in the yard has a place, none shared, none floating (the seed, then a discharged box)',
    MOCK_ONLY,
    async () => {
      await operador('GET', '/api/yardblock');
      const db = mock.store!.db;
      const inYard = db.unitVisit
        .filter((u) => u.kind === 'container' && (u.transitState === 'YARD' || u.transitState === 'ECIN'))
        .map((u) => u.id)
        .sort();
      expect(db.yardPosition.map((p) => p.id).sort()).toEqual(inYard);
      const taken = new Set(db.yardPosition.map((p) => `${p.block}|${p.stack}|${p.row}|${p.tier}`));
      expect(taken.size).toBe(db.yardPosition.length);
      for (const p of db.yardPosition)
        if (p.tier > 1) expect(taken.has(`${p.block}|${p.stack}|${p.row}|${p.tier - 1}`)).toBe(true);
      expect(db.yardPosition.find((p) => p.unitNbr === demo.units.agaInbound)?.block).toBe(agaBlock);
    },
  );

  it(
    'a box arriving at the gate takes a place, keeps it when stacked, and frees it when it leaves for the ship',
    MOCK_ONLY,
    async () => {
      const db = mock.store!.db;
      const box = db.unitVisit.find(
        (u): u is ContainerVisit =>
          u.kind === 'container' && u.category === 'EXPORT' && u.transitState === 'INBOUND' && u.reefer === null,
      )!;
      const placeOf = async () => {
        await operador('GET', '/api/yardblock');
        return db.yardPosition.find((p) => p.id === box.id);
      };
      expect(await placeOf()).toBeUndefined();
      expect((await mock.call('POST', `/__mock/export/${box.unitNbr}/gateIn`)).body.transitState).toBe('ECIN');
      const arrived = await placeOf();
      expect(arrived).toMatchObject({ block: expect.stringMatching(/^B[12]$/), unitNbr: box.unitNbr });
      expect((await mock.call('POST', `/__mock/export/${box.unitNbr}/stack`)).body.transitState).toBe('YARD');
      expect(await placeOf()).toEqual(arrived);
      expect((await mock.call('POST', `/__mock/export/${box.unitNbr}/toShip`)).body.transitState).toBe('ECOUT');
      expect(await placeOf()).toBeUndefined();
    },
  );
});

describe("a sequencing's life", () => {
  it('YBS-002 YBS-004 YBS-006 YBS-023 YBS-024: saved PROCESANDO ("Secuencia agregada correctamente"), listed, FINALIZADA on the demo clock with its counts and duration; the turns step by the interval in the plan\'s order', async () => {
    const saved = await operador('POST', '/api/sequencing', await plan(agaBlock, { intervalDirects: '20' }));
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      message: 'Secuencia agregada correctamente',
      state: 'PROCESANDO',
      block: agaBlock,
      sectionFrom: 1,
      sectionTo: 80,
      rowFrom: 'A',
      rowTo: 'Z',
      method: 0,
      sentido: 0,
      sentidoStack: 0,
      intervalDirects: 20,
      dateEnd: null,
      qtyTotal: null,
      qtyOk: null,
      durationSeconds: null,
      actions: ['cancel'],
    });
    const list = await operador('GET', '/api/sequencing');
    expect(list.body[0]).toMatchObject({ id: saved.body.id, state: 'PROCESANDO' });
    expect((await operador('GET', `/api/sequencing/${saved.body.id}`)).body.state).toBe('PROCESANDO');

    await moveClock(Date.parse(saved.body.date) + PROCESSING_MS);
    const detail = (await operador('GET', `/api/sequencing/${saved.body.id}`)).body;
    expect(detail).toMatchObject({
      state: 'FINALIZADA',
      durationSeconds: PROCESSING_MS / 1000,
      actions: ['cancel', 'inform'],
    });
    expect(detail.qtyOk).toBeGreaterThan(0);
    expect(detail.qtyTotal).toBeGreaterThanOrEqual(detail.qtyOk);
    expect(detail.turns).toHaveLength(detail.qtyOk);
    expect(detail.turns.map((t: { unitNbr: string }) => t.unitNbr)).toContain(demo.units.agaInbound);
    detail.turns.forEach((t: { time: string; order: number; stack: number; row: string; tier: number }, i: number) => {
      expect(t.order).toBe(i + 1);
      expect(Date.parse(t.time)).toBe(Date.parse(detail.dateInitation) + i * 20 * 60_000);
      if (i > 0) {
        const p = detail.turns[i - 1];
        // fila/columna, 01→80, A→Z: positions never go back; a position's boxes from the top down.
        expect(p.stack * 100 + p.row.charCodeAt(0)).toBeLessThanOrEqual(t.stack * 100 + t.row.charCodeAt(0));
        if (p.stack === t.stack && p.row === t.row) expect(t.tier).toBeLessThan(p.tier);
      }
    });
    const listed = (await operador('GET', '/api/sequencing')).body.find((s: { id: number }) => s.id === saved.body.id);
    expect(listed).toMatchObject({
      state: 'FINALIZADA',
      durationSeconds: 120,
      qtyTotal: detail.qtyTotal,
      qtyOk: detail.qtyOk,
    });
  });

  it("each turn is on its unit (number and time), in the visit's 'Secuenciados' and in the history; qtyTotal counts the direct pickups in range", async () => {
    const { detail } = await sequenced(agaBlock, { sectionFrom: '1', sectionTo: '80' });
    // The first sequencing gave these boxes their turns: this one finds them in range but gives none again.
    expect(detail.body).toMatchObject({ state: 'FINALIZADA', qtyOk: 0 });
    expect(detail.body.qtyTotal).toBeGreaterThan(0);
    const first = (await operador('GET', '/api/sequencing')).body.find((s: { qtyOk: number }) => s.qtyOk > 0);
    const turns = (await operador('GET', `/api/sequencing/${first.id}`)).body.turns as {
      unitNbr: string;
      apptNbr: number;
      time: string;
    }[];
    const servicio = await mock.as('servicio');
    const mine = turns.find((t) => t.unitNbr === demo.units.agaInbound)!;
    const unit = await servicio('GET', `/api/unitfacilityvisit/getunitbynbr/${mine.unitNbr}`);
    expect(unit.body).toMatchObject({
      condicionRetiro: 'DIRECTO',
      appointmentNbr: mine.apptNbr,
      apptTime: santiagoDateTime(new Date(mine.time)),
    });
    const seq = await aga('GET', `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.inboundVisit}/-/false/true`);
    expect(seq.body.find((r: { unitNbr: string }) => r.unitNbr === mine.unitNbr)).toMatchObject({
      apptNbr: mine.apptNbr,
      condicionDeRetiro: 'DIRECTO',
    });
    if (mock.store) {
      const db = mock.store.db;
      const events = db.operationEvent.filter((e) => e.event === 'turnAssigned');
      expect(events).toHaveLength(turns.length);
      const visit = db.unitVisit.find((u) => u.unitNbr === mine.unitNbr && u.category === 'IMPORT')!;
      expect(events.find((e) => e.unitVisitId === visit.id)?.to).toBe(
        `Turno ${mine.apptNbr} · ${santiagoDateTime(new Date(mine.time))}`,
      );
      // qtyTotal: the block's import boxes in the yard whose active pickup is DIRECTO.
      const directs = db.yardPosition.filter((p) => {
        const u = db.unitVisit.find((x) => x.id === p.id)!;
        const op = db.operation.find(
          (o) => o.unitVisitId === p.id && o.status === 'ACTIVE' && o.kind === 'importPickup',
        );
        return (
          p.block === agaBlock &&
          u.transitState === 'YARD' &&
          u.category === 'IMPORT' &&
          (op as { condicionRetiro?: string } | undefined)?.condicionRetiro === 'DIRECTO'
        );
      });
      expect(detail.body.qtyTotal).toBe(directs.length);
    }
  });

  it('YBS-027 YBS-028: inform is refused while PROCESANDO, then informs ("Secuencia informada correctamente!") and notifies the agents of the units; it may be informed again', async () => {
    const saved = await operador('POST', '/api/sequencing', await plan('A1', { sectionFrom: '80', sectionTo: '80' }));
    expect(await operador('POST', `/api/sequencing/inform/${saved.body.id}`)).toMatchObject({
      status: 409,
      body: { code: '409', message: m.refusals.informNeedsFinished },
    });
    const first = (await operador('GET', '/api/sequencing')).body.find((s: { qtyOk: number }) => s.qtyOk > 0);
    const before = (await aga('GET', '/api/notification')).body.length;
    const informed = await operador('POST', `/api/sequencing/inform/${first.id}`);
    expect(informed.status).toBe(200);
    expect(informed.body).toMatchObject({
      message: 'Secuencia informada correctamente!',
      state: 'INFORMADA',
      actions: ['cancel', 'inform'],
    });
    const notes = (await aga('GET', '/api/notification')).body as { title: string; content: string }[];
    expect(notes.length).toBe(before + 1);
    expect(notes.find((n) => n.title === m.notification.informedTitle)?.content).toContain(
      `La secuenciación ${first.id} del bloque ${agaBlock}`,
    );
    // The agent's functionary is told too.
    const funcionario = await mock.as('funcionario');
    expect(
      (await funcionario('GET', '/api/notification')).body.some(
        (n: { title: string }) => n.title === m.notification.informedTitle,
      ),
    ).toBe(true);
    expect((await operador('POST', `/api/sequencing/inform/${first.id}`)).body.state).toBe('INFORMADA');
  });

  it('YBS-025 YBS-026: cancel takes the turns back ("Secuencia cancelada correctamente!"): the unit has no turn any more, the agents are told; a CANCELADA one refuses cancel and inform', async () => {
    const first = (await operador('GET', '/api/sequencing')).body.find((s: { qtyOk: number }) => s.qtyOk > 0);
    const cancelled = await operador('POST', `/api/sequencing/cancel/${first.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: 'Secuencia cancelada correctamente!',
      state: 'CANCELADA',
      actions: [],
    });
    expect(cancelled.body.turns.every((t: { status: string }) => t.status === 'CANCELLED')).toBe(true);
    const servicio = await mock.as('servicio');
    expect((await servicio('GET', `/api/unitfacilityvisit/getunitbynbr/${demo.units.agaInbound}`)).body).toMatchObject({
      appointmentNbr: null,
      apptTime: null,
    });
    expect(
      (await aga('GET', '/api/notification')).body.some(
        (n: { title: string }) => n.title === m.notification.cancelledTitle,
      ),
    ).toBe(true);
    expect(await operador('POST', `/api/sequencing/cancel/${first.id}`)).toMatchObject({
      status: 409,
      body: { code: '409', message: m.refusals.alreadyCancelled },
    });
    expect(await operador('POST', `/api/sequencing/inform/${first.id}`)).toMatchObject({
      status: 409,
      body: { code: '409', message: m.refusals.informNeedsFinished },
    });
    // A sequencing cancelled while processing ends with no turn.
    const saved = await operador('POST', '/api/sequencing', await plan(agaBlock));
    expect((await operador('POST', `/api/sequencing/cancel/${saved.body.id}`)).body).toMatchObject({
      state: 'CANCELADA',
      qtyOk: null,
      turns: [],
    });
  });

  it("YBS-008 YBS-009 YBS-012 YBS-013 YBS-014 YBS-015 YBS-017 YBS-018: a bad plan is 400 naming each field with the form's text; unknown sequencings 404", async () => {
    const bad = await operador(
      'POST',
      '/api/sequencing',
      await plan('A1', {
        sectionFrom: '',
        sectionTo: 'x',
        rowFrom: 'AB',
        rowTo: '',
        intervalDirects: 'diez',
        method: '3',
      }),
    );
    expect(bad).toMatchObject({
      status: 400,
      body: {
        code: '400',
        fields: {
          sectionFrom: 'Requerido',
          sectionTo: 'Debe ser un número',
          rowFrom: 'Longitud máxima superada',
          rowTo: 'Requerido',
          intervalDirects: 'Debe ser un número',
          method: 'Ingrese un valor válido',
        },
      },
    });
    const past = santiagoDateTime(new Date((await clockNow()) - 3_600_000));
    expect((await operador('POST', '/api/sequencing', await plan('A1', { dateInitation: past }))).body.fields).toEqual({
      dateInitation: m.refusals.startInPast,
    });
    expect((await operador('POST', '/api/sequencing', await plan('A1', { dateInitation: '' }))).body.fields).toEqual({
      dateInitation: 'Requerido',
    });
    expect(
      (await operador('POST', '/api/sequencing', await plan('A1', { dateInitation: '2025-11-05T10:00' }))).body.fields,
    ).toEqual({ dateInitation: 'Fecha inválida' });
    expect(await operador('POST', '/api/sequencing', await plan('ZZ'))).toMatchObject({
      status: 400,
      body: { fields: { block: m.refusals.unknownBlock } },
    });
    expect((await operador('POST', '/api/sequencing', [1, 2])).status).toBe(400);
    for (const id of ['999999', 'abc']) {
      expect(await operador('GET', `/api/sequencing/${id}`)).toMatchObject({
        status: 404,
        body: { code: '404', message: m.refusals.notFound },
      });
      expect((await operador('POST', `/api/sequencing/cancel/${id}`)).status).toBe(404);
    }
  });
});

describe('sequencing by appointments (beyond the spec, issue 32 §3)', () => {
  it("the rehandles each method would cause are shown before saving; a 'por citas' sequencing gives the same turn times, its order chosen by the appointments", async () => {
    const preview = await operador('POST', '/api/sequencing/rehandles', await plan(agaBlock));
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      block: agaBlock,
      directs: expect.any(Number),
      rehandles: { 0: expect.any(Number), 1: expect.any(Number), 2: expect.any(Number) },
    });
    expect(preview.body.directs).toBeGreaterThan(0);
    expect(preview.body.rehandles[2]).toBeLessThanOrEqual(
      Math.min(preview.body.rehandles[0], preview.body.rehandles[1]),
    );
    expect(
      (await operador('POST', '/api/sequencing/rehandles', await plan(agaBlock, { rowTo: '' }))).body.fields,
    ).toEqual({ rowTo: 'Requerido' });
    expect((await aga('POST', '/api/sequencing/rehandles', await plan(agaBlock))).body).toEqual(FORBIDDEN);

    const { detail } = await sequenced(agaBlock, { method: '2', intervalDirects: '30' });
    expect(detail.body).toMatchObject({ state: 'FINALIZADA', method: 2, qtyOk: preview.body.directs });
    detail.body.turns.forEach((t: { time: string }, i: number) => {
      expect(Date.parse(t.time)).toBe(Date.parse(detail.body.dateInitation) + i * 30 * 60_000);
    });
    // Its turns taken back, so the sequence query below starts from a yard without turns.
    expect((await operador('POST', `/api/sequencing/cancel/${detail.body.id}`)).body.state).toBe('CANCELADA');
  });
});

describe('the sequence query', () => {
  async function sheet(login: string, visit: string, agentId: string) {
    const res = await mock.fetch('POST', `/api/sequencevisit/exportxls/${visit}/${agentId}`, {
      token: await mock.login(login),
    });
    if (res.status !== 200) return { status: res.status, rows: [] as unknown[][], body: await res.json() };
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    return {
      status: 200,
      rows: book.worksheets[0]!.getSheetValues()
        .filter(Boolean)
        .map((r) => (r as unknown[]).slice(1)),
      body: null,
    };
  }

  it('SEQ-001 SEQ-002 SEQ-003 SEQ-004 ROLE-011: the agent and its functionary find the visits and their own sequenced units with their turns (paged), and download them as XLSX', async () => {
    const { detail } = await sequenced(agaBlock, { intervalDirects: '10' });
    const mine = detail.body.turns.find((t: { unitNbr: string }) => t.unitNbr === demo.units.agaInbound);
    expect(mine).toBeDefined();
    for (const login of ['aga', 'funcionario']) {
      const as = await mock.as(login);
      const visits = await as('GET', '/api/vesselvisit/sequenced');
      expect(visits.status).toBe(200);
      expect(visits.body.map((v: { id: string }) => v.id)).toContain(demo.inboundVisit);
      const all = await as('GET', `/api/vesselvisit/info/${demo.inboundVisit}/${demo.agaId}`);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({
        id: demo.inboundVisit,
        vesselName: expect.any(String),
        agentId: demo.agaId,
        sequencedCount: all.body.units.length,
      });
      expect(all.body.units.find((u: { unitNbr: string }) => u.unitNbr === mine.unitNbr)).toMatchObject({
        apptNbr: mine.apptNbr,
        apptTime: santiagoDateTime(new Date(mine.time)),
        condicionDeRetiro: 'DIRECTO',
        block: agaBlock,
        place: expect.stringMatching(/^\d{2}[A-Z]\d$/),
      });
      const page = await as('GET', `/api/vesselvisit/info/${demo.inboundVisit}/${demo.agaId}?page=0&size=8`);
      expect(page.headers.get('x-total-count')).toBe(String(all.body.units.length));
      expect(page.body.units).toEqual(all.body.units.slice(0, 8));
      const file = await sheet(login, demo.inboundVisit, demo.agaId);
      expect(file.status).toBe(200);
      expect(file.rows[0]).toEqual([...m.sheet.headers]);
      expect(file.rows.slice(1).map((r) => r[0])).toEqual(all.body.units.map((u: { unitNbr: string }) => u.unitNbr));
      expect(file.rows.find((r) => r[0] === mine.unitNbr)?.slice(2, 5)).toEqual([
        mine.apptNbr,
        santiagoDateTime(new Date(mine.time)),
        'Directo',
      ]);
    }
  });

  it("SEQ-001 ROLE-011: another agent's units, and every role but AGA and functionary, are refused (403); a visit without the agent's turns has no document", async () => {
    const other = await mock.as('aga');
    expect((await other('GET', `/api/vesselvisit/info/${demo.inboundVisit}/99999999-9`)).body).toEqual(FORBIDDEN);
    expect((await sheet('aga', demo.inboundVisit, '99999999-9')).body).toEqual(FORBIDDEN);
    for (const login of ['operador', 'servicio', 'admin', 'bodega', 'naviera', 'gate']) {
      expect((await sheet(login, demo.inboundVisit, demo.agaId)).body, login).toEqual(FORBIDDEN);
    }
    const closed = (await aga('GET', '/api/vesselvisit/actives2')).body
      .map((v: { id: string }) => v.id)
      .find((id: string) => id !== demo.inboundVisit && id !== demo.workingVisit);
    expect((await sheet('aga', closed, demo.agaId)).body).toEqual({
      code: '404',
      message: 'No existen datos para generar el documento.',
    });
    expect((await sheet('aga', 'ZZZZ99X', demo.agaId)).body).toEqual({
      code: '404',
      message: m.refusals.visitNotFound,
    });
  });
});
