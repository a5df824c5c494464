/**
 * Mock server, POST /export/save/{id} with an Idempotency-Key (issue 30 §5: each grid row of a
 * multi-container pre-advice sends its own): the same user's same request answers the pre-advice it
 * made, another request under the key is 422, a refused request leaves the key free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import type { Booking } from '../../mock-server/modules/bookings/types';
import type { ContainerVisit } from '../../mock-server/terminalModel/types';
import { appMessages } from '../../src/i18n/appMessages';
import { exportUnits } from '../support/terminalSeed';
import { MOCK_ONLY, startMock, type Mock } from './helpers';
import { seededDb, terminalDemo, type TerminalDemo } from './terminal/demo';

let mock: Mock;
let token: string;
let demo: TerminalDemo;
let units: { unit: ContainerVisit; booking: Booking }[];

const payload = (b: Booking, over: Record<string, unknown> = {}) => ({
  documentType: 'DUS',
  duses: '5012345678',
  guias: '123456',
  seals: ['CL1234567'],
  pesoVGM: true,
  romana: false,
  truckingId: demo.agaTrucking,
  bookingId: b.id,
  equipmentType: '',
  shipperId: '76086428-5',
  shipperName: 'Exportadora del Pacífico',
  shipperState: 'Valparaíso',
  shipperGiro: 'Exportación de frutas',
  shipperCountryName: 'CL',
  sagCondition: 'SIN INSPECCION',
  grossWeight: '24500',
  cmdtyShortName: '080610',
  ...over,
});
const save = (unit: ContainerVisit, json: unknown, key?: string) =>
  mock.call('POST', `/api/export/save/${unit.unitNbr}`, {
    token,
    json,
    headers: key ? { 'Idempotency-Key': key } : {},
  });

beforeAll(async () => {
  mock = await startMock({ port: 9111 });
  [token, demo] = await Promise.all([mock.login('aga'), terminalDemo()]);
  const db = await seededDb();
  const open = (b: Booking | undefined) => !!b && b.stackingStart < b.lateDate && b.stackingEnd > TERMINAL_EPOCH;
  units = exportUnits(db).flatMap((unit) => {
    const booking = db.booking.find((b) => b.reservedContainers.includes(unit.unitNbr));
    const item = booking?.items.find((i) => i.equipmentType === unit.isoType);
    return unit.transitState === 'ADVISED' &&
      !unit.reefer &&
      !unit.oog &&
      unit.hazards.length === 0 &&
      open(booking) &&
      item &&
      item.used < item.quantity
      ? [{ unit, booking: booking! }]
      : [];
  });
});
afterAll(async () => {
  await mock?.dispose();
});

describe.skipIf(MOCK_ONLY.skip)('POST /export/save/{id} with an Idempotency-Key', () => {
  it('the same request again answers the pre-advice it made (200, same draft); without the key it is refused as already on its way', async () => {
    const { unit, booking } = units[0]!;
    const first = await save(unit, payload(booking), 'row-1');
    expect(first.status).toBe(201);
    const again = await save(unit, payload(booking), 'row-1');
    expect(again.status).toBe(200);
    expect(again.body.operation.draftNumber).toBe(first.body.operation.draftNumber);
    expect((await save(unit, payload(booking))).status).toBe(409);
  });

  it('another request under a used key is 422 and writes nothing; a refused request leaves its key free for the corrected one', async () => {
    const { unit, booking } = units[1]!;
    const refused = await save(unit, payload(booking, { grossWeight: '' }), 'row-2');
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toMatchObject({ grossWeight: appMessages.validation.required });
    const fixed = await save(unit, payload(booking), 'row-2');
    expect(fixed.status).toBe(201);
    const other = await save(unit, payload(booking, { grossWeight: '25000' }), 'row-2');
    expect(other.status).toBe(422);
    expect(other.body.message).toContain(appMessages.server.idempotencyKeyReused);
  });
});
