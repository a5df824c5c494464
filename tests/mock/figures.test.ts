/**
 * Mock server, the terminal's figures (issue 33 §3; the mock's own paths, beyond-spec): customer
 * service and operators read the terminal's, a trucking company, a customs agent and a shipping
 * company their own (the server scopes: the figures are the domain's over the scoped history),
 * other roles none; the XLSX by day reads back as the answer's days. Reads the in-process store, so mock-only.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../src/domain/figures/calls';
import { figuresOf } from '../../src/domain/figures/compute';
import { scopedHistory, type FigureScope } from '../../src/domain/figures/facts';
import { slashedDay } from '../../src/domain/santiagoTime';
import { figuresMessages } from '../../src/i18n/figuresMessages';
import { punctualityMessages } from '../../src/i18n/punctualityMessages';
import { figureHistory } from '../../mock-server/areas/figures/facts';
import { TERMINAL_EPOCH } from '../../mock-server/terminalModel/clock';
import type { Db } from '../../mock-server/types';
import { MOCK_ONLY, startMock, type Mock, type Rec } from './helpers';

const PATH = '/api/figures';
const now = new Date(Date.parse(TERMINAL_EPOCH));
let mock: Mock;

beforeAll(async () => {
  mock = await startMock({ port: 9300 });
});

afterAll(async () => {
  await mock?.dispose();
});

/** The figures the domain computes over the store's history as one scope sees it. */
function expected(scope: FigureScope, from: string | null = null, to: string | null = null) {
  const period = periodOf({ from, to }, now);
  return { ...figuresOf(scopedHistory(figureHistory(mock.store!, now), scope), period, now, 15), ...period };
}

describe('the terminal figures', MOCK_ONLY, () => {
  it.each<[string, (db: Db) => FigureScope, 'terminal' | 'company']>([
    ['servicio', () => ({ kind: 'terminal' }), 'terminal'],
    ['operador', () => ({ kind: 'terminal' }), 'terminal'],
    [
      'transportista',
      (db) => ({ kind: 'trucking', truckingId: String(db.user.find((u) => u.login === 'transportista')!.ownerId) }),
      'company',
    ],
    ['aga', (db) => ({ kind: 'agent', agentId: String(db.user.find((u) => u.login === 'aga')!.agentId) }), 'company'],
    ['naviera', (db) => ({ kind: 'lines', lines: db.user.find((u) => u.login === 'naviera')!.lines ?? [] }), 'company'],
  ])(
    '%s reads the figures of its scope, as the domain computes them over the records',
    async (login, scopeOf, kind) => {
      const res = await (await mock.as(login))('GET', PATH);
      expect(res.status).toBe(200);
      const { scope, scopeName, graceMinutes, today, ...figures } = res.body;
      expect({ scope, graceMinutes, today }).toEqual({ scope: kind, graceMinutes: 15, today: '2025-11-05' });
      expect(typeof scopeName).toBe('string');
      expect(figures).toEqual(expected(scopeOf(mock.store!.db)));
      // The seed makes them meaningful: no-shows, turn times over 90 min at the terminal, third-shift passes.
      if (kind === 'terminal') {
        expect(res.body).toMatchObject({
          from: '2025-10-29',
          to: '2025-11-05',
          scopeName: figuresMessages.terminalName,
        });
        expect(res.body.appointments.noShows).toBeGreaterThan(0);
        expect(res.body.turn.long).toBeGreaterThan(0);
        expect(res.body.thirdShift.thirdShift).toBeGreaterThan(0);
        expect(res.body.overdue.count).toBeGreaterThan(0);
        expect(res.body.slots.capacity).toBeGreaterThan(0);
      } else {
        expect(res.body.slots.capacity).toBeNull();
      }
    },
  );

  it("a company's figures are a part of the terminal's; a period it names is read", async () => {
    const [service, company] = await Promise.all([mock.as('servicio'), mock.as('transportista')]);
    const all = (await service('GET', `${PATH}?from=2025-10-30&to=2025-11-04`)).body;
    const own = (await company('GET', `${PATH}?from=2025-10-30&to=2025-11-04`)).body;
    expect([all.from, all.to, own.from, own.to]).toEqual(['2025-10-30', '2025-11-04', '2025-10-30', '2025-11-04']);
    expect(all.daily).toHaveLength(6);
    expect(own.turn.samples).toBeGreaterThan(0);
    expect(own.turn.samples).toBeLessThan(all.turn.samples);
    expect(own.appointments.total).toBeLessThan(all.appointments.total);
  });

  it('a recorded change of the history shows at the next read (the read history is kept only until then)', async () => {
    const service = await mock.as('servicio');
    const before = (await service('GET', `${PATH}?from=2025-11-04&to=2025-11-04`)).body;
    const store = mock.store!;
    const template = store.db.gateVisit[0]!;
    // A pass on 04/11/2025 at 03:00 Santiago (third shift), 100 minutes inside.
    store.insert('gateVisit', {
      ...template,
      id: 99_999_001,
      appointmentId: null,
      timeIn: '2025-11-04T06:00:00.000Z',
      timeOut: '2025-11-04T07:40:00.000Z',
    });
    await store.commit();
    const after = (await service('GET', `${PATH}?from=2025-11-04&to=2025-11-04`)).body;
    expect(after.thirdShift.visits).toBe(before.thirdShift.visits + 1);
    expect(after.thirdShift.thirdShift).toBe(before.thirdShift.thirdShift + 1);
    expect(after.turn.long).toBe(before.turn.long + 1);
  });

  it('other roles read no figures (403); a bad period is 400 naming the field, in Spanish', async () => {
    const [gate, service] = await Promise.all([mock.as('gate'), mock.as('servicio')]);
    expect((await gate('GET', PATH)).status).toBe(403);
    expect((await gate('GET', `${PATH}/xlsx`)).status).toBe(403);
    const bad = await service('GET', `${PATH}?from=2025-11-05&to=2025-11-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ to: punctualityMessages.refusals.order });
    const badDay = await service('GET', `${PATH}/xlsx?from=05/11/2025`);
    expect(badDay.status).toBe(400);
    expect(badDay.body.fields).toEqual({ from: punctualityMessages.refusals.badDay });
  });

  it('the XLSX holds the figures by day, as the answer gives them', async () => {
    const token = await mock.login('servicio');
    const res = await mock.fetch('GET', `${PATH}/xlsx?from=2025-10-30&to=2025-11-04`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('cifras-2025-10-30-2025-11-04.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet(figuresMessages.xlsx.sheet)!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual([...figuresMessages.xlsx.headers]);
    const answer = (await mock.call('GET', `${PATH}?from=2025-10-30&to=2025-11-04`, { token })).body;
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[5], r[6], r[9]])).toEqual(
      answer.daily.map((d: Rec) => [slashedDay(d.day), d.booked, d.used, d.noShows, d.visits, d.thirdShift]),
    );
  });
});
