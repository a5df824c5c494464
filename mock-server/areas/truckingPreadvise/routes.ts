/**
 * The trucking pre-advice lookup (D2 §2 Trucking pre-advice; TPA-001…008; ruling P58): GET
 * /api/trucking/preadvise/{id} answers the export unit's pre-advice as its carrier sees it — the
 * container, the agent and its tax id, the delivery appointment or none — within the user's reach
 * (a trucking company: the units it carries; a storekeeper: those bound to it). No pre-advice is 404
 * with the notice to search again.
 */
import type { Request, Response } from 'express';
import type { PreadviseItem } from '../../../src/domain/terminalWire/exportPreadvice';
import { truckingPreadviseContract } from '../../../src/domain/truckingPreadvise/contract';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { notFound } from '../../errors';
import { exportContextOf, findExportUnit } from '../../kinds/exportPreadvice/context';
import { santiagoInstant } from '../../../src/domain/santiagoTime';
import { onExportUnit } from '../../terminalModel/http';
import { defineMockArea } from '../types';

export const truckingPreadviseMockArea = defineMockArea({
  contracts: [truckingPreadviseContract],
  routes: (ctx) => {
    const { store } = ctx;
    function lookup(req: Request, res: Response) {
      const key = String(req.params.id ?? '')
        .trim()
        .toUpperCase();
      const unit = findExportUnit(store, key);
      const c = unit && exportContextOf(store, unit);
      if (!c?.op) throw notFound(operationsMessages.exportRefusals.noPreadvice.replace('{unit}', key));
      const a = c.appointment;
      const item: PreadviseItem = {
        id: c.unit.unitNbr,
        agentId: c.op.agentId ?? '',
        agentName: store.db.agent.find((x) => x.id === c.op!.agentId)?.name ?? null,
        dateApp: a ? santiagoInstant(a.day, a.start).toISOString() : null,
        appNbr: a?.id ?? null,
      };
      res.json(item);
    }
    return [
      {
        method: 'get',
        path: '/trucking/preadvise/:id',
        permission: onExportUnit(ctx, 'truckingPreadvice', 'list'),
        handler: lookup,
      },
    ];
  },
});
