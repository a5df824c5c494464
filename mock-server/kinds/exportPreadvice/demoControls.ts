/**
 * The terminal's own export events as demo controls (POST /__mock/export/{unit}/{event}, no
 * sign-in, like the demo clock): gate in, stack, to ship, load, sail, withdraw. They move the
 * unit's current export visit one step along its life (ruling P53) and never jump: a demo or a
 * test can show every state the way the terminal reaches it.
 */
import type { RequestHandler } from 'express';
import { exportStateLabel } from '../../../src/domain/transitStates';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../errors';
import { activeOperations, findUnitVisit } from '../../terminalModel/unitVisits';
import { moveExportUnit, TERMINAL_EVENTS, type TerminalEvent } from './transitions';
import { isExportOperation } from './types';

/** Who the history names for the terminal's own events. */
const TERMINAL_LOGIN = 'terminal';

export const exportDemoControl =
  (ctx: AppContext): RequestHandler =>
  async (req, res) => {
    const event = String(req.params.event) as TerminalEvent;
    if (!TERMINAL_EVENTS.includes(event)) throw badRequest(operationsMessages.exportRefusals.unknownEvent);
    const unit = findUnitVisit(ctx.store, String(req.params.unit), 'EXPORT');
    if (!unit || unit.kind !== 'container' || unit.category !== 'EXPORT')
      throw notFound(operationsMessages.refusals.unitNotFound);
    const op = activeOperations(ctx.store, unit.id).find(isExportOperation) ?? null;
    moveExportUnit(ctx.store, unit, event, op, { now: ctx.clock.now(), login: TERMINAL_LOGIN });
    await ctx.store.commit();
    res.json({ unitNbr: unit.unitNbr, transitState: unit.transitState, label: exportStateLabel(unit.transitState) });
  };
