/**
 * The gate's demo controls (POST /__mock/gate/{unit}/{check}, no sign-in, like the export life's):
 * what the pre-gate, customs and the SAG say of a box, so a demo or a test can show an arrival held
 * back and then cleared. Body `{value}`: true or false for pregate, aforo, escaner and rechazoZP
 * (absent: true); a SAG condition for sag ('INSPECCION', 'BLOQUEO POR INSPECCION', 'SIN INSPECCION').
 */
import type { RequestHandler } from 'express';
import { SAG_ORDER, type SagConditionValue } from '../../../src/domain/gate/sag';
import { gateMessages } from '../../../src/i18n/gateMessages';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { refused } from '../../terminalModel/errors';
import {
  arrivalContextOf,
  flagsOf,
  GATE_DEMO_CHECKS,
  gateUnitAt,
  sagConditionOf,
  setGateCheck,
  type GateDemoCheck,
} from './arrivals';

const TERMINAL_LOGIN = 'terminal';

export const gateDemoControl =
  (ctx: AppContext): RequestHandler =>
  async (req, res) => {
    const check = String(req.params.check) as GateDemoCheck;
    if (!GATE_DEMO_CHECKS.includes(check))
      throw badRequest(gateMessages.refusals.unknownCheck, { check: gateMessages.refusals.unknownCheck });
    const raw = (req.body as { value?: unknown } | undefined)?.value;
    const value = check === 'sag' ? raw : raw === undefined ? true : raw;
    const valid = check === 'sag' ? (SAG_ORDER as readonly unknown[]).includes(value) : typeof value === 'boolean';
    if (!valid) throw badRequest(gateMessages.refusals.badValue, { value: gateMessages.refusals.badValue });
    const unit = gateUnitAt(ctx.store, String(req.params.unit), 'unit');
    // The pre-gate and customs' orders are of a box arriving for export; aforo and the SAG of any box.
    if (unit.category !== 'EXPORT' && check !== 'aforo' && check !== 'sag')
      throw refused(gateMessages.refusals.notQualifying, undefined, {
        fields: { unit: gateMessages.refusals.notQualifying },
      });
    setGateCheck(ctx.store, unit, check, value as boolean | SagConditionValue, {
      now: ctx.clock.now(),
      login: TERMINAL_LOGIN,
    });
    await ctx.store.commit();
    const c = arrivalContextOf(ctx.store, unit);
    res.json({ unitNbr: unit.unitNbr, ...flagsOf(c), sag: sagConditionOf(c) });
  };
