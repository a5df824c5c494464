/**
 * Mock server: a pickup request by a storekeeper (the coordination of a delivery of a unit bound to
 * it) is a COORD_ENTREGA operation, an agent's an IMPORTACION one (D2 §3 Container import operation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './helpers';
import { terminalDemo, type TerminalDemo } from './terminal/demo';

let mock: Mock;
let demo: TerminalDemo;

beforeAll(async () => {
  mock = await startMock();
  demo = await terminalDemo();
});
afterAll(async () => {
  await mock?.dispose();
});

describe('pickup request by a storekeeper', () => {
  it("IMP-043: a storekeeper's direct request on its INBOUND unit is a COORD_ENTREGA operation", async () => {
    const bodega = await mock.as('bodega');
    const res = await bodega('POST', `/api/import/${demo.units.a71Inbound}/saveRetiro`, {
      documentType: 'DIN',
      documentNbrs: '1234567890',
      outType: 'DIRECTO',
      consigneeGiro: '463000',
      sagCondition: 'SIN INSPECCION',
    });
    expect(res.status).toBe(201);
    expect(res.body.operation).toMatchObject({
      operationType: 'COORD_ENTREGA',
      condicionRetiro: 'DIRECTO',
      draftNumber: expect.any(Number),
    });
    expect((await bodega('GET', `/api/import/byoperation/${demo.units.a71Inbound}`)).body.operationType).toBe(
      'COORD_ENTREGA',
    );
    // Not its unit: refused before anything is written.
    expect(
      (await bodega('POST', `/api/import/${demo.units.agaInbound}/saveRetiro`, { outType: 'DIRECTO' })).status,
    ).toBe(403);
  });
});
