/**
 * Mock server: POST /api/appointment books the unit its guard judged (issue 28). The guard used to
 * check container.eqid only when it was a non-empty text, while the booking also took unitNbr,
 * numbers (an operation number), and one-element lists: an agent could book another agent's
 * pickup. Now both read the call's decoded unit (src/domain/import/calls.ts, importBook), so every
 * such spelling is refused with nothing changed, and the owner still books with them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBaseUrl, startMock, type Mock, type Reply } from './helpers';
import { terminalDemo, type TerminalDemo } from './terminal/demo';
import { pickupOf } from '../support/terminalSeed';

type Call = (method: string, path: string, json?: unknown) => Promise<Reply>;
let mock: Mock;
let aga: Call;
let aga2: Call;
let demo: TerminalDemo;

describe.skipIf(contractBaseUrl !== undefined)("booking another agent's unit", () => {
  beforeAll(async () => {
    mock = await startMock();
    [aga, aga2, demo] = await Promise.all([mock.as('aga'), mock.as('aga2'), terminalDemo()]);
  });
  afterAll(async () => {
    await mock?.dispose();
  });

  it('is refused however the body names the unit (empty eqid + unitNbr, a number, a one-element list), and nothing changes', async () => {
    const db = mock.store!.db;
    const nbr = demo.units.agaToBook;
    const unit = db.unitVisit.find((u) => u.kind === 'container' && u.category === 'IMPORT' && u.unitNbr === nbr)!;
    const op = pickupOf(db, unit)!;
    expect(op.agentId).toBe(demo.agaId);
    const booked = () => db.appointment.filter((a) => a.unitVisitId === unit.id && a.status === 'BOOKED').length;
    const places = () => db.appointmentQuota.reduce((n, q) => n + q.used, 0);
    const [before, usedBefore, count] = [booked(), places(), db.appointment.length];
    expect(before).toBe(0);

    const at = { appointmentDate: '06-11-2025 10:00' };
    const attempts: unknown[] = [
      { ...at, container: { eqid: '' }, unitNbr: nbr },
      { ...at, container: { eqid: '  ' }, unitNbr: nbr },
      { ...at, container: { eqid: op.id } },
      { ...at, container: { eqid: String(op.id) } },
      { ...at, container: { eqid: [nbr] } },
      { ...at, unitNbr: op.id },
      { ...at, unitNbr: [nbr] },
    ];
    for (const body of attempts) {
      const res = await aga2('POST', '/api/appointment', body);
      expect([403, 404], JSON.stringify(body)).toContain(res.status);
    }
    expect([booked(), places(), db.appointment.length]).toEqual([0, usedBefore, count]);

    // The owner books it through the same spelling: the guard and the booking read one unit.
    const own = await aga('POST', '/api/appointment', { ...at, container: { eqid: '' }, unitNbr: nbr });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body).toMatchObject({ unitNbr: nbr, slotStartTime: '10:00' });
    expect([booked(), places()]).toEqual([1, usedBefore + 1]);
  });
});
