/** The import pickup's reading of the path: the terminal routes' helpers (terminalModel/http.ts) plus the import unit the path names, in its context. */
import type { Request } from 'express';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { terminalHttp } from '../../terminalModel/http';
import { contextOf, findUnit, type UnitContext } from './context';

export function importHttp(ctx: AppContext) {
  const http = terminalHttp(ctx);
  return {
    ...http,
    /** The import unit the path names (container number or operation number), or 404. */
    unitAt(req: Request, name = 'id'): UnitContext {
      const unit = findUnit(ctx.store, http.param(req, name));
      if (!unit) throw notFound(operationsMessages.refusals.unitNotFound);
      return contextOf(ctx.store, unit);
    },
  };
}
