/**
 * Mock server: 'Por sus propios medios' for units picked on the vessel-visit list (VV-026, P42).
 * The mass call takes a trucking company only, so the list sends one reassignTrucking per unit;
 * here a storekeeper does that for its own units, and the list and the rules follow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsMessages } from '../../src/i18n/operationsMessages';
import { startMock, type Mock, type Reply } from './helpers';
import { terminalDemo, type TerminalDemo } from './terminal/demo';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
const r = operationsMessages.refusals;
let mock: Mock;
let bodega: Call;
let demo: TerminalDemo;

beforeAll(async () => {
  mock = await startMock();
  [bodega, demo] = await Promise.all([mock.as('bodega'), terminalDemo()]);
});
afterAll(async () => {
  await mock?.dispose();
});

const ownMeans = (nbr: string, driverRuts: unknown[]) =>
  bodega('POST', `/api/import/${nbr}/reassignTrucking`, { ownMeans: true, driverRuts });
const rowOf = async (nbr: string) =>
  (await bodega('GET', `/api/unitfacilityvisit/byVesselAndAlmacenista/${demo.workingVisit}/${nbr}/false/false`))
    .body[0];

describe('own-means reassignment from the visit list', () => {
  it("VV-026: the storekeeper's units, one call each: driver RUTs required; each unit succeeds or is refused on its own", async () => {
    expect((await ownMeans(demo.units.a71ToBook, [])).body).toMatchObject({
      code: '400',
      fields: { driverRuts: 'Requerido' },
    });
    // Nothing changed by the refused call.
    expect((await rowOf(demo.units.a71ToBook)).ownMeans).toBe(false);

    const outcomes = await Promise.all(
      [demo.units.a71ToBook, demo.units.a71Passed, demo.units.a71Inbound, demo.units.agaBooked].map((nbr) =>
        ownMeans(nbr, ['11.111.111-1', '22222222-2']),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual([200, 200, 409, 403]);
    expect(outcomes[0]!.body).toMatchObject({
      message: 'Transportista asignado correctamente',
      ownMeans: true,
      driverRuts: ['11111111-1', '22222222-2'],
    });
    // The unit without a pickup: the reason the result page lists beside it.
    expect(outcomes[2]!.body).toEqual({ code: '409', message: r.noOperation });
  });

  it('VV-026: the list shows the own means, and a transport it is: booking and the gate pass are not refused for want of a company', async () => {
    const row = await rowOf(demo.units.a71ToBook);
    expect(row).toMatchObject({ ownMeans: true, truckingCo: 'Por sus propios medios', truckingId: null });
    const unit = (await bodega('GET', `/api/import/${demo.units.a71ToBook}`)).body;
    expect(unit.actions).toContain('bookAppointment');
    const passed = (await bodega('GET', `/api/report/canPrintGatePass/${demo.units.a71Passed}`)).body;
    expect(passed.errors).not.toContain(r.noTrucking);
  });
});
