/**
 * Adding a mock area for real: a throwaway area (tests/mock/support/throwawayArea.ts) and its one
 * registry line, made here at run time before the mock starts — and the mock serves it, guards it
 * by the rows of its console manifest and by the unit's reach, keeps its own collection (seeded,
 * journalled, back after a restart) and lists it in its route table (so the reliability harness
 * covers it). Nothing else is written for it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerMockAreas } from '../../mock-server/areas/registry';
import { importUnits } from '../support/terminalSeed';
import { throwawayMockArea } from './support/throwawayArea';
import { terminalDemo, seededDb } from './terminal/demo';
import { contractBaseUrl, startMock, type Mock } from './helpers';

// The registry line a developer writes, at run time.
registerMockAreas(throwawayMockArea);

let mock: Mock;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.dispose();
});

it.skipIf(contractBaseUrl !== undefined)(
  "the mock serves a new area, guards it by its row and by the unit's reach",
  async () => {
    const demo = await terminalDemo();
    const cs = await mock.as('servicio');
    const own = await cs('GET', `/api/testdock/history/${demo.units.agaBooked}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual([{ id: expect.stringMatching(/^UV\d{7}$/), category: 'IMPORT', transitState: 'YARD' }]);
    expect((await cs('GET', '/api/testdock/history/ZZZU0000001')).status).toBe(404);
    // Role row: gate has none.
    expect((await (await mock.as('gate'))('GET', `/api/testdock/history/${demo.units.agaBooked}`)).status).toBe(403);
    // Reach: the shipping company (MSC and MAERSK) does not reach another line's unit.
    const foreign = importUnits(await seededDb()).find((u) => !['MSC', 'MAERSK'].includes(u.line))!;
    const naviera = await mock.as('naviera');
    expect((await naviera('GET', `/api/testdock/history/${foreign.unitNbr}`)).status).toBe(403);
    expect((await naviera('GET', `/api/testdock/history/${demo.units.agaBooked}`)).status).toBe(200);
  },
);

it.skipIf(contractBaseUrl !== undefined)(
  "the area's own collection is seeded from the core, written by its routes and kept across a restart",
  async () => {
    const visits = (await seededDb()).vesselVisit;
    const cs = await mock.as('servicio');
    const seeded = await cs('GET', '/api/testdock/notes');
    expect(seeded.body).toHaveLength(visits.length);
    expect(seeded.body[0]).toEqual({ id: 'N1', vesselVisitId: visits[0]!.id, text: `Atraque de ${visits[0]!.id}` });

    expect((await cs('POST', '/api/testdock/notes', { vesselVisitId: visits[0]!.id, text: '' })).status).toBe(400);
    const added = await cs('POST', '/api/testdock/notes', {
      vesselVisitId: visits[0]!.id,
      text: 'Grúa 3 en mantención',
    });
    expect(added.status).toBe(201);
    // The row's roles: the shipping company reads but does not write; the gate does neither.
    expect(
      (await (await mock.as('naviera'))('POST', '/api/testdock/notes', { vesselVisitId: visits[0]!.id, text: 'x' }))
        .status,
    ).toBe(403);
    expect((await (await mock.as('gate'))('GET', '/api/testdock/notes')).status).toBe(403);

    await mock.close();
    mock = await startMock({}, mock.dataDir);
    const after = await (await mock.as('servicio'))('GET', '/api/testdock/notes');
    expect(after.body).toHaveLength(visits.length + 1);
    expect(after.body.at(-1)).toEqual(added.body);
  },
);
