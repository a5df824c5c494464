/**
 * Invoicing's calls (D3 §7.2; INV-017…069; rulings P67, P68): the charges pending invoicing, a
 * draft generated from them, an invoice read, searched, previewed (its draft PDF), finalized,
 * printed and deleted, and the allowed tax ids of the only-SF search. Roles per the invoice rows
 * (src/domain/invoicing/invoicePermissions.ts; Q28, Q29); reach by the user's scope.
 */
import type { Request, Response } from 'express';
import { invoiceContract } from '../../../src/domain/invoicing/contract';
import {
  chargeSearch as chargeSearchCall,
  creditForDraft as creditForDraftCall,
  deleteDraft as deleteDraftCall,
  generateDraft as generateDraftCall,
  invoiceExport,
  invoiceSearch as invoiceSearchCall,
  invoiceSearchSf,
  markPaid as markPaidCall,
  type InvoiceSearch,
} from '../../../src/domain/invoicing/calls';
import { formatDate } from '../../../src/domain/formats';
import { can } from '../../../src/domain/permissions';
import { invoiceExportMessages as x } from '../../../src/i18n/invoiceDocumentMessages';
import { invoiceRuleMessages as r } from '../../../src/i18n/invoiceRuleMessages';
import { appMessages } from '../../../src/i18n/appMessages';
import { notFound } from '../../errors';
import { callRoute } from '../../route';
import { scopeOf } from '../../terminalModel/access';
import { refused } from '../../terminalModel/errors';
import { terminalHttp } from '../../terminalModel/http';
import { creditAt, creditForDraft, creditView } from '../../modules/invoicing/credits';
import { invoicePdf } from '../../modules/invoicing/documents';
import {
  chargeView,
  customerProfile,
  deleteDraft,
  finalizeDraft,
  generateDraft,
  invoiceAt,
  markPreviewed,
  searchCharges,
} from '../../modules/invoicing/drafts';
import { markPaid } from '../../modules/invoicing/markPaid';
import { searchInvoices } from '../../modules/invoicing/search';
import { invoiceListView, invoiceView, totalsOf } from '../../modules/invoicing/views';
import { sendPdf } from '../../documents/pdf';
import { sendXlsx, workbook } from '../../documents/spreadsheet';
import { defineMockArea } from '../types';

const ROW = 'invoices';
const clients = appMessages.clients;
/** INV-006, INV-007: the tax ids allowed the only-SF search; an empty list allows everyone. */
const ALLOWED_RUTS: readonly string[] = [];

export const invoiceMockArea = defineMockArea({
  contracts: [invoiceContract],
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    const invoice = (req: Request, res: Response) => invoiceAt(store, http.param(req, 'id'), http.user(res));

    /** POST /invoice/search (INV-039…041): by numbers, or by dates, status and the filters; scoped to the user. */
    const search = (filters: InvoiceSearch, _req: Request, res: Response) =>
      res.json(
        searchInvoices(store, http.user(res), filters).map((i) =>
          invoiceListView(store, i, http.user(res).login, http.now()),
        ),
      );

    /** POST /invoice/export (INV-045): the same search as a spreadsheet; finance also gets the taxable flag and the agent (INV-051). */
    async function exportSheet(filters: InvoiceSearch, _req: Request, res: Response) {
      const user = http.user(res);
      const financial = can(user.authorities, ROW, 'financialColumns');
      const rows = searchInvoices(store, user, filters).map((i) => {
        const v = invoiceView(store, i, user.login, http.now());
        return [
          v.draftNumber,
          v.finalNumber,
          v.status,
          formatDate(v.created),
          v.finalizedDate ? formatDate(v.finalizedDate) : null,
          v.payeeCustomerName,
          v.payeeCustomerId,
          v.vesselVisitId,
          v.bookingOrBl,
          v.forUnits.join(' '),
          v.totalCharges,
          v.totalTaxes,
          v.totalTotal,
          v.totalLocalTotal,
          v.paid ? x.yes : x.no,
          ...(financial ? [v.afecta ? x.yes : x.no, v.agentId] : []),
        ];
      });
      const headers = [
        x.draft,
        x.final,
        x.status,
        x.created,
        x.finalized,
        x.customer,
        x.customerId,
        x.visit,
        x.blOrBooking,
        x.units,
        x.subtotal,
        x.taxes,
        x.total,
        x.totalClp,
        x.paid,
        ...(financial ? [x.afecta, x.agent] : []),
      ];
      sendXlsx(res, await workbook(x.sheet, headers, rows), 'facturas');
    }

    return [
      {
        method: 'get',
        path: '/invoice/getallowedruts',
        permission: [ROW, 'list'],
        handler: (_req, res) => res.json(ALLOWED_RUTS),
      },
      // The lists and the profile the spec names without a path (ruling P71).
      {
        method: 'get',
        path: '/invoice/customers',
        permission: [ROW, 'customers'],
        handler: (_req, res) => res.json(store.db.customer.map((c) => ({ id: String(c.id), name: String(c.name) }))),
      },
      {
        method: 'get',
        path: '/invoice/agents',
        permission: [ROW, 'agents'],
        handler: (_req, res) => res.json(store.db.agent.map((a) => ({ id: String(a.id), name: String(a.name) }))),
      },
      // A storekeeper's own only: its filter is fixed to it.
      {
        method: 'get',
        path: '/invoice/storekeepers',
        permission: [ROW, 'charges'],
        handler: (_req, res) => {
          const scope = scopeOf(store.db, http.user(res));
          const list =
            scope.kind === 'storekeeper'
              ? store.db.storekeeper.filter((k) => k.id === scope.storekeeperId)
              : store.db.storekeeper;
          res.json(list.map((k) => ({ id: k.code, name: k.user.name ?? k.code })));
        },
      },
      {
        method: 'get',
        path: '/invoice/customerprofile/:id',
        permission: [ROW, 'customers'],
        handler: (req, res) => {
          const id = http.param(req, 'id');
          const p = customerProfile(store, id);
          if (!p) throw notFound(clients.unknown);
          res.json({
            id,
            name: p.name,
            clientChile: p.clientChile,
            convenio: p.convenio,
            hasCredit: p.hasCredit,
            diasDeCredito: p.diasDeCredito,
          });
        },
      },
      callRoute(chargeSearchCall, [ROW, 'charges'], (filters, _req, res) =>
        res.json(searchCharges(store, filters, http.user(res)).map(chargeView)),
      ),
      callRoute(
        generateDraftCall,
        [ROW, 'generate'],
        async ({ units, client, clientRole, vesselVisit: _alias, ...filters }, _req, res) => {
          const draft = generateDraft(
            store,
            { ...filters, units, client, clientRole: clientRole || undefined },
            http.user(res),
            http.moment(res),
          );
          await store.commit();
          res.status(201).json({ value: draft.id, message: r.generated });
        },
      ),
      callRoute(invoiceSearchCall, [ROW, 'list'], search),
      callRoute(invoiceSearchSf, [ROW, 'list'], search),
      callRoute(invoiceExport, [ROW, 'list'], exportSheet),
      {
        method: 'get',
        path: '/invoice/draftpdf/:id',
        permission: [ROW, 'preview'],
        handler: async (req, res) => {
          const inv = invoice(req, res);
          markPreviewed(store, inv, http.user(res).login);
          await store.commit();
          sendPdf(res, await invoicePdf(inv, ctx.terminalName, http.now()), `prefactura-${inv.id}`);
        },
      },
      {
        method: 'get',
        path: '/invoice/pdf/:id',
        permission: [ROW, 'show'],
        handler: async (req, res) => {
          const inv = invoice(req, res);
          if (inv.status !== 'FINAL') throw refused(r.pdfNotReady);
          sendPdf(res, await invoicePdf(inv, ctx.terminalName, http.now()), `factura-${inv.finalNumber}`);
        },
      },
      {
        method: 'get',
        path: '/invoice/finalize/:id',
        permission: [ROW, 'finalize'],
        handler: async (req, res) => {
          const inv = invoice(req, res);
          finalizeDraft(store, inv, totalsOf(inv).totalMinor, http.moment(res));
          await store.commit();
          res.json({ message: r.finalized, invoice: invoiceView(store, inv, http.user(res).login, http.now()) });
        },
      },
      callRoute(markPaidCall, [ROW, 'markPaid'], async ({ drafts }, _req, res) => {
        const done = markPaid(store, drafts, http.user(res), http.moment(res));
        await store.commit();
        res.json({
          message: r.markedPaid.replace('{n}', String(done.length)),
          invoices: done.map((i) => invoiceListView(store, i, http.user(res).login, http.now())),
        });
      }),
      callRoute(deleteDraftCall, [ROW, 'delete'], async ({ draft }, _req, res) => {
        deleteDraft(store, invoiceAt(store, draft, http.user(res)));
        await store.commit();
        res.json({ message: r.deleted });
      }),
      // Credit notes (ruling P69): by number, and by number for a draft's customer.
      {
        method: 'get',
        path: '/credit/bynbr/:id',
        permission: [ROW, 'credit'],
        handler: (req, res) => res.json(creditView(creditAt(store, http.param(req, 'id')))),
      },
      callRoute(creditForDraftCall, [ROW, 'credit'], ({ number, draft: draftNbr }, _req, res) => {
        const draft = invoiceAt(store, draftNbr, http.user(res));
        res.json(creditView(creditForDraft(store, number, draft.payeeCustomerId)));
      }),
      {
        method: 'get',
        path: '/invoice/:id',
        permission: [ROW, 'show'],
        handler: (req, res) => res.json(invoiceView(store, invoice(req, res), http.user(res).login, http.now())),
      },
    ];
  },
});
