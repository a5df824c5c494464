/**
 * Cash events' calls (D3 §7.3; CASH-001…018; Q35; ruling P75): the counter's catalogue, and the draft
 * invoice of a container's events. Roles per the cash row (src/domain/payments/paymentPermissions.ts).
 */
import { cashEvent } from '../../../src/domain/cash/calls';
import { cashContract } from '../../../src/domain/cash/contract';
import { invoiceRuleMessages as ir } from '../../../src/i18n/invoiceRuleMessages';
import { callRoute } from '../../route';
import { terminalHttp } from '../../terminalModel/http';
import { cashEventDraft, eventCatalogue } from '../../modules/invoicing/cashEvents';
import { defineMockArea } from '../types';

export const cashMockArea = defineMockArea({
  contracts: [cashContract],
  routes: (ctx) => {
    const http = terminalHttp(ctx);
    return [
      {
        method: 'get',
        path: '/eventtype',
        permission: ['cashEvents', 'list'],
        handler: (_req, res) => res.json(eventCatalogue()),
      },
      callRoute(cashEvent, ['cashEvents', 'create'], async (request, _req, res) => {
        const draft = cashEventDraft(ctx.store, request, http.user(res), http.moment(res));
        await ctx.store.commit();
        res.status(201).json({ value: draft.id, draftNumber: draft.id, message: ir.generated });
      }),
    ];
  },
});
