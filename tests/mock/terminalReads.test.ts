/** Mock server, terminal model: the seed and the read calls (vessel visits, units, tracking, quotas). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidContainerNumber } from '../../src/domain/iso6346';
import { MOCK_ONLY, startMock, type Mock, type Rec, type Reply } from './helpers';
import { rolesAdmitted } from './roleSwitch';
import { TRACKING_ROLES } from '../unit/tracking/trackingRoles';
import { seededDb, terminalDemo, type TerminalDemo } from './terminal/demo';
import { importUnits } from '../support/terminalSeed';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let cs: Call;
let aga: Call;
let bodega: Call;
let demo: TerminalDemo;

beforeAll(async () => {
  mock = await startMock({ port: 8600 });
  [cs, aga, bodega, demo] = await Promise.all([mock.as('servicio'), mock.as('aga'), mock.as('bodega'), terminalDemo()]);
});
afterAll(async () => {
  await mock?.dispose();
});

describe('vessel visits and their units', () => {
  it('VV-003: active visits are the INBOUND and WORKING ones, with the D2 §3 fields', async () => {
    const r = await aga('GET', '/api/vesselvisit/actives');
    expect(r.status).toBe(200);
    expect(r.body.length).toBe(6);
    for (const v of r.body) {
      expect(['INBOUND', 'WORKING']).toContain(v.phase);
      expect(v).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          manifestNumber: expect.stringMatching(/^\d{1,20}$/),
          inVoyNbr: expect.any(String),
          vesselName: expect.any(String),
          operatorId: expect.any(String),
        }),
      );
    }
    expect((await aga('GET', '/api/vesselvisit/actives2')).body.length).toBe(10);
    expect((await aga('GET', `/api/vesselvisit/${demo.workingVisit}`)).body).toMatchObject({
      id: demo.workingVisit,
      phase: 'WORKING',
      operatorId: 'MSC',
    });
    expect((await aga('GET', '/api/vesselvisit/NOEXISTE')).status).toBe(404);
  });

  it('VV-006 VV-010 VV-014: the units of a visit, with the list fields, filtered by container prefix and paged (X-Total-Count)', async () => {
    const all = await aga('GET', `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/ALL/false/false`);
    expect(all.status).toBe(200);
    // An agent's list holds its own units only (the other agent's A-71 unit is not there).
    const listed = all.body.map((u: Rec) => u.unitNbr);
    expect(listed).toEqual(
      expect.arrayContaining([
        demo.units.agaYard,
        demo.units.agaToBook,
        demo.units.agaBooked,
        demo.units.agaDirectPassed,
        demo.units.agaDeparted,
      ]),
    );
    expect(listed).not.toContain(demo.units.a71Passed);
    expect(Object.keys(all.body[0]).sort()).toEqual(
      expect.arrayContaining([
        'apptNbr',
        'apptTime',
        'condicionDeRetiro',
        'patente',
        'transitState',
        'truckingCo',
        'typeLength',
        'unitNbr',
      ]),
    );
    const page = await aga(
      'GET',
      `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/ALL/false/false?page=1&size=4`,
    );
    expect(page.body).toEqual(all.body.slice(4, 8));
    expect(page.headers.get('x-total-count')).toBe(String(all.body.length));
    const nbr = demo.units.agaBooked;
    const one = await aga(
      'GET',
      `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/${nbr.slice(0, 9)}/false/false`,
    );
    expect(one.body.map((u: Rec) => u.unitNbr)).toContain(nbr);
    for (const u of one.body) expect(u.unitNbr.startsWith(nbr.slice(0, 9))).toBe(true);
  });

  it('VV-007 VV-008: Despachados are DEPARTED or RETIRED units; Secuenciados have an appointment', async () => {
    const all = (await aga('GET', `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/ALL/false/false`))
      .body as Rec[];
    const nbrs = (rows: Rec[]) => rows.map((u) => u.unitNbr);
    const dep = await aga('GET', `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/ALL/true/false`);
    expect(dep.body.length).toBeGreaterThan(0);
    // Exactly the listed units that left: none kept back, none still in the terminal.
    expect(nbrs(dep.body)).toEqual(nbrs(all.filter((u) => ['DEPARTED', 'RETIRED'].includes(u.transitState))));
    const seq = await aga('GET', `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/ALL/false/true`);
    expect(seq.body.length).toBeGreaterThan(0);
    expect(seq.body.length).toBeLessThan(all.length);
    expect(nbrs(seq.body)).toEqual(nbrs(all.filter((u) => typeof u.apptNbr === 'number')));
  });

  it('VV-013 VV-036: a storekeeper sees only its own units; the demo storekeeper is A-71', async () => {
    const r = await bodega('GET', `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/ALL/false/false`);
    expect(r.body.map((u: Rec) => u.unitNbr)).toEqual(
      expect.arrayContaining([demo.units.a71Passed, demo.units.a71ToBook]),
    );
    for (const u of r.body) expect(u.storekeeperCode).toBe('A-71');
    const none = await bodega(
      'GET',
      `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/ZZZU0000000/false/false`,
    );
    expect(none).toMatchObject({ status: 200, body: [] });
  });

  it('VV-002: the visit list is refused to roles outside D2 §6 (403)', async () => {
    const fin = await mock.as('finanzas');
    expect(
      (await fin('GET', `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/ALL/false/false`)).status,
    ).toBe(403);
  });
});

describe('the seed', () => {
  it('the seed: every unit has a valid ISO 6346 number and references seeded agents, clients, storekeepers and trucking companies; every transit state occurs', async () => {
    const db = await seededDb();
    const ids = (rows: readonly unknown[]) => new Set(rows.map((r) => String((r as { id: unknown }).id)));
    const [agents, clients, storekeepers, truckings, visits] = [
      ids(db.agent),
      ids(db.client),
      ids(db.storekeeper),
      ids(db.truckingcompany),
      ids(db.vesselVisit),
    ];
    const states = new Set(importUnits(db).map((u) => u.transitState));
    for (const s of ['ADVISED', 'INBOUND', 'ECIN', 'YARD', 'ECOUT', 'LOADED', 'DEPARTED', 'RETIRED'])
      expect(states).toContain(s);
    for (const u of importUnits(db)) {
      expect(isValidContainerNumber(u.unitNbr), u.unitNbr).toBe(true);
      expect(clients.has(u.consigneeId)).toBe(true);
      expect(visits.has(u.visitId!)).toBe(true);
      if (u.agentId) expect(agents.has(u.agentId)).toBe(true);
      if (u.storekeeperId) expect(storekeepers.has(u.storekeeperId)).toBe(true);
    }
    for (const op of db.operation) {
      expect(agents.has(op.agentId!)).toBe(true);
      if (op.truckingId) expect(truckings.has(op.truckingId)).toBe(true);
    }
    expect(importUnits(db).some((u) => u.reefer)).toBe(true);
    expect(importUnits(db).some((u) => u.hazards.length > 0)).toBe(true);
    expect(importUnits(db).some((u) => u.oog)).toBe(true);
    expect(db.storekeeper[0]!.code).toBe('A-71');
  });

  it('the seed: every quota counts exactly its booked appointments, never more than its capacity', async () => {
    const db = await seededDb();
    const booked = new Map<string, number>();
    for (const a of db.appointment) if (a.status === 'BOOKED') booked.set(a.quotaId, (booked.get(a.quotaId) ?? 0) + 1);
    for (const q of db.appointmentQuota) {
      expect(q.used).toBe(booked.get(q.id) ?? 0);
      expect(q.used).toBeLessThanOrEqual(q.capacity);
    }
  });

  it('IMP-042: the import unit shows reefer, hazard and OOG data', async () => {
    const detail = (await cs('GET', `/api/import/${demo.units.agaBooked}`)).body;
    expect(detail).toMatchObject({
      reefer: { tempReqC: expect.any(Number) },
      contents: { weightKg: expect.any(Number), consigneeName: expect.any(String), commodityName: expect.any(String) },
      container: { type: expect.stringMatching(/^\d\d[A-Z]\d$/) },
    });
    expect((await cs('GET', `/api/import/${demo.units.agaHazard}`)).body.hazards[0]).toMatchObject({
      imdgClass: expect.any(String),
      unna: expect.stringMatching(/^\d{4}$/),
    });
    expect((await cs('GET', `/api/import/${demo.units.agaOog}`)).body).toMatchObject({
      oog: true,
      od: { topCm: expect.any(Number) },
    });
  });
});

describe('tracking', () => {
  it('TRK-004 TRK-006 TRK-007: by container number and by BL, with the tracking fields and hazards', async () => {
    const r = await cs('GET', `/api/tracking/search/${demo.units.agaHazard}`);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(1);
    expect(r.body[0]).toMatchObject({
      unitNbr: demo.units.agaHazard,
      category: 'Import',
      transitState: 'INBOUND',
      hazardous: true,
      hazards: [{ unna: expect.any(String), imdgClass: expect.any(String), properName: expect.any(String) }],
    });
    const bl = r.body[0].blNumbers[0];
    expect((await cs('GET', `/api/tracking/search/${bl}`)).body.map((u: Rec) => u.unitNbr)).toContain(
      demo.units.agaHazard,
    );
  });

  it('TRK-002: a booking finds the units of its live pre-advices, typed in any case', MOCK_ONLY, async () => {
    const db = mock.store!.db;
    const op = db.operation.find(
      (o) => o.status === 'ACTIVE' && typeof (o as { bookingId?: unknown }).bookingId === 'string',
    ) as unknown as { bookingId: string };
    const expected = db.operation
      .filter((o) => o.status === 'ACTIVE' && (o as unknown as { bookingId?: string }).bookingId === op.bookingId)
      .flatMap((o) => o.unitVisitIds ?? [o.unitVisitId])
      .map((id) => db.unitVisit.find((u) => u.id === id)!.unitNbr);
    expect(expected.length).toBeGreaterThan(0);
    const found = (await cs('GET', `/api/tracking/search/${op.bookingId.toLowerCase()}`)).body as Rec[];
    expect(found.map((u) => u.unitNbr).sort()).toEqual([...new Set(expected)].sort());
    expect(found.every((u) => u.category === 'Export' || u.category === 'Storage')).toBe(true);
  });

  it('TRK-005: nothing found is an empty list; a role outside the tracking list gets 403', async () => {
    expect((await cs('GET', '/api/tracking/search/NOEXISTE123')).body).toEqual([]);
    const gate = await mock.as('gate');
    expect((await gate('GET', '/api/tracking/search/NOEXISTE123')).status).toBe(403);
  });
});

describe('tracking by role', () => {
  // MOCK_ONLY: a test user added to the store. The console's side: tests/unit/tracking/trackingSearch.test.ts ('TRK-001: …').
  it(
    'TRK-001: the mock answers the tracking search to exactly the nine tracking roles, of every role; 403 {code, message} to the rest',
    MOCK_ONLY,
    async () => {
      expect(await rolesAdmitted(mock, (call) => call('GET', '/api/tracking/search/NOEXISTE123'))).toEqual(
        [...TRACKING_ROLES].sort(),
      );
    },
  );
});

describe('appointment quotas', () => {
  it('IMP-033 IMP-034: quotas from today (+1 day for a physical inspection), date dd-mm-yyyy, slots {start, end} with places left', async () => {
    const today = await aga('GET', `/api/appointmentrules/quotasForImport/0/${demo.workingVisit}`);
    expect(today.status).toBe(200);
    expect(today.body[0]).toMatchObject({ date: '05-11-2025', day: '2025-11-05' });
    // At 10:00 the 08:00 and 10:00 slots have begun: the first one offered is 12:00.
    expect(today.body[0].quotas[0]).toMatchObject({ start: '12:00', end: '14:00', available: expect.any(Number) });
    const inspection = await aga('GET', `/api/appointmentrules/quotasForImport/1/${demo.workingVisit}`);
    expect(inspection.body[0].date).toBe('06-11-2025');
    expect(inspection.body[0].quotas[0].start).toBe('08:00');
    expect((await aga('GET', `/api/appointmentrules/quotasForImport/2/${demo.workingVisit}`)).status).toBe(400);
  });
});
