/**
 * Adding a mock area for real: a throwaway area (tests/mock/support/throwawayArea.ts), one
 * registry line and its permission row, made here at run time before the mock is loaded — and the
 * mock serves it, guards it by role and by the unit's reach, and lists it in its route table (so
 * the reliability harness covers it). Nothing else is written for it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MOCK_AREAS } from '../../mock-server/areas/registry';
import type { MockArea } from '../../mock-server/areas/types';
import { PERMISSIONS } from '../../src/domain/permissions';
import { importUnits } from '../support/terminalSeed';
import { throwawayMockArea } from './support/throwawayArea';
import { terminalDemo, seededDb } from './terminal/demo';
import { contractBaseUrl, type Mock } from './helpers';

// The registry line and the permissions row a developer writes, at run time.
(MOCK_AREAS as MockArea[]).push(throwawayMockArea);
PERMISSIONS.testDock = { show: ['ROLE_CUSTOMER_SERVICE', 'ROLE_SHIPPINGCO'] };

let mock: Mock;

beforeAll(async () => {
  const { startMock } = await import('./helpers');
  mock = await startMock();
});

afterAll(async () => {
  await mock?.dispose();
});

it.skipIf(contractBaseUrl !== undefined)('the mock serves a new area, guards it by its row and by the unit\'s reach', async () => {
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
});
