/**
 * Before a signed-in call: each terminal module's settle (kinds/module.ts), the work the terminal
 * does by itself on its demo clock; committed before the call goes on, so its answer and the
 * journal agree.
 */
import type { RequestHandler } from 'express';
import type { AppContext } from './context';
import { TERMINAL_MODULES } from './kinds/registry';

export const terminalSettle =
  (ctx: AppContext): RequestHandler =>
  (_req, _res, next) => {
    let changed = false;
    for (const m of TERMINAL_MODULES) if (m.settle?.(ctx)) changed = true;
    if (!changed) return next();
    ctx.store.commit().then(() => next(), next);
  };
