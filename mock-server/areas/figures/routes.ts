/**
 * The terminal's figures (issue 33 §3; the mock's own paths, beyond-spec): `GET /figures` answers
 * the tiles and the daily series, `GET /figures/xlsx` the figures by day as a spreadsheet. Customer
 * service and operators read the terminal; a trucking company, customs agent or shipping company
 * its own facts (the scope is the server's: the caller's company from its record). Reads only.
 */
import type { Response } from 'express';
import { figuresCall, figuresXlsxCall, periodOf, type FiguresQuery } from '../../../src/domain/figures/calls';
import { figuresContract } from '../../../src/domain/figures/contract';
import { figuresOf, type DayFigures } from '../../../src/domain/figures/compute';
import { scopedHistory, type FigureScope } from '../../../src/domain/figures/facts';
import type { FiguresWire } from '../../../src/domain/figures/wire';
import { DEFAULT_GRACE_MINUTES } from '../../../src/domain/appointmentFigures/punctuality';
import { can } from '../../../src/domain/permissions';
import { santiagoDay, slashedDay } from '../../../src/domain/santiagoTime';
import { figuresMessages as t } from '../../../src/i18n/figuresMessages';
import { fillText } from '../../../src/i18n/fillText';
import { sendXlsx, workbook, type Cell } from '../../documents/spreadsheet';
import { notFound } from '../../errors';
import { callRoute } from '../../route';
import { terminalHttp } from '../../terminalModel/http';
import { defineMockArea } from '../types';
import { historyReader } from './facts';

export const figuresMockArea = defineMockArea({
  contracts: [figuresContract],
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);
    const historyAt = historyReader(store);

    /** The caller's scope and its name: the terminal for its staff rows, else the company on its record. */
    function scopeFor(res: Response): { scope: FigureScope; name: string } {
      if (can(http.user(res).authorities, 'figures', 'terminal'))
        return { scope: { kind: 'terminal' }, name: t.terminalName };
      const s = http.scope(res);
      if (s.kind === 'trucking')
        return { scope: s, name: store.db.truckingcompany.find((c) => c.id === s.truckingId)?.name ?? s.truckingId };
      if (s.kind === 'agent')
        return { scope: s, name: store.db.agent.find((a) => a.id === s.agentId)?.name ?? s.agentId };
      if (s.kind === 'lines') return { scope: { kind: 'lines', lines: [...s.lines] }, name: [...s.lines].join(', ') };
      // A company user with no company on record has no figures (as its lists are empty): 404, not a refusal of the role.
      throw notFound(t.refusals.noCompany);
    }

    function answer(q: FiguresQuery, res: Response): FiguresWire {
      const now = http.now();
      const { scope, name } = scopeFor(res);
      const period = periodOf(q, now);
      const figures = figuresOf(scopedHistory(historyAt(now), scope), period, now, DEFAULT_GRACE_MINUTES);
      return {
        ...figures,
        ...period,
        scope: scope.kind === 'terminal' ? 'terminal' : 'company',
        scopeName: name,
        graceMinutes: DEFAULT_GRACE_MINUTES,
        today: santiagoDay(now),
      };
    }

    const row = (d: DayFigures): Cell[] => [
      slashedDay(d.day),
      d.booked,
      d.used,
      d.released,
      d.judged,
      d.noShows,
      d.visits,
      d.turnMedian,
      d.longTurns,
      d.thirdShift,
      d.pickups,
      d.dwellMedianDays,
    ];

    return [
      callRoute(figuresXlsxCall, ['figures', 'list'], async (q, _req, res) => {
        const a = answer(q, res);
        const name = fillText(t.xlsx.file, { from: a.from, to: a.to });
        sendXlsx(res, await workbook(t.xlsx.sheet, t.xlsx.headers, a.daily.map(row)), name);
      }),
      callRoute(figuresCall, ['figures', 'list'], (q, _req, res) => res.json(answer(q, res))),
    ];
  },
});
