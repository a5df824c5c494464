/**
 * Invoicing's calls (D3 §7.2; INV-017…069; rulings P67, P68): the charges pending invoicing, a
 * draft generated from them, an invoice read, searched, previewed (its draft PDF), finalized,
 * printed and deleted, and the allowed tax ids of the only-SF search. Roles per the invoice rows
 * (src/domain/invoicing/invoicePermissions.ts; Q28, Q29); reach by the user's scope.
 */
import type { Request, Response } from 'express';
import { invoiceArea } from '../../../src/custom/invoice/area';
import { chargeSearchErrors } from '../../../src/domain/invoicing/invoiceSearchRules';
import { formatDate } from '../../../src/domain/formats';
import { can } from '../../../src/domain/permissions';
import { invoiceExportMessages as x } from '../../../src/i18n/invoiceDocumentMessages';
import { invoiceRuleMessages as r } from '../../../src/i18n/invoiceRuleMessages';
import { appMessages } from '../../../src/i18n/appMessages';
import { badRequest, notFound } from '../../errors';
import { bodyObject, toText } from '../../records';
import { scopeOf } from '../../terminalModel/access';
import { refused } from '../../terminalModel/errors';
import { terminalHttp } from '../../terminalModel/http';
import { creditAt, creditForDraft, creditView } from '../../terminalModel/invoicing/credits';
import { invoicePdf } from '../../terminalModel/invoicing/documents';
import { chargeView, customerProfile, deleteDraft, finalizeDraft, generateDraft, invoiceAt, markPreviewed, pendingUnits, type Category, type ChargeFilters } from '../../terminalModel/invoicing/drafts';
import { markPaid } from '../../terminalModel/invoicing/markPaid';
import { searchInvoices } from '../../terminalModel/invoicing/search';
import { invoiceListView, invoiceView, totalsOf } from '../../terminalModel/invoicing/views';
import { sendPdf } from '../../terminalModel/pdf';
import { sendXlsx, workbook } from '../../terminalModel/spreadsheet';
import type { Invoice } from '../../terminalModel/types';
import { defineMockArea } from '../types';

const ROW = 'invoices';
const clients = appMessages.clients;
/** INV-006, INV-007: the tax ids allowed the only-SF search; an empty list allows everyone. */
const ALLOWED_RUTS: readonly string[] = [];

export const invoiceMockArea = defineMockArea({
  area: invoiceArea,
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);

    function filtersOf(req: Request): ChargeFilters {
      const b = bodyObject(req);
      const s = (k: string) => toText(b[k]) ?? '';
      const category: Category = s('category').toUpperCase() === 'EXPORT' ? 'EXPORT' : 'IMPORT';
      const onlySF = b.onlySF === true || b.isOnlySF === true;
      const errors = chargeSearchErrors({ visit: s('visit') || s('vesselVisit'), blOrBooking: s('blOrBooking'), unit: s('unit'), onlySF });
      if (Object.keys(errors).length > 0) throw badRequest(undefined, errors as Record<string, string>);
      return { visit: s('visit') || s('vesselVisit'), category, blOrBooking: s('blOrBooking'), unit: s('unit'), client: s('client'), storekeeper: s('storekeeper'), agent: s('agent'), onlySF };
    }

    const invoice = (req: Request, res: Response) => invoiceAt(store, http.param(req, 'id'), http.user(res));

    /** POST /invoice/search (INV-039…041): by numbers, or by dates, status and the filters; scoped to the user. */
    const search = (req: Request, res: Response) => res.json(matching(req, res).map((i) => invoiceListView(store, i, http.user(res).login, http.now())));

    /** POST /invoice/export (INV-045): the same search as a spreadsheet; finance also gets the taxable flag and the agent (INV-051). */
    async function exportSheet(req: Request, res: Response) {
      const user = http.user(res);
      const financial = can(user.authorities, ROW, 'financialColumns');
      const rows = matching(req, res).map((i) => {
        const v = invoiceView(store, i, user.login, http.now());
        return [v.draftNumber, v.finalNumber, v.status, formatDate(v.created), v.finalizedDate ? formatDate(v.finalizedDate) : null, v.payeeCustomerName, v.payeeCustomerId,
          v.vesselVisitId, v.bookingOrBl, v.forUnits.join(' '), v.totalCharges, v.totalTaxes, v.totalTotal, v.totalLocalTotal, v.paid ? x.yes : x.no,
          ...(financial ? [v.afecta ? x.yes : x.no, v.agentId] : [])];
      });
      const headers = [x.draft, x.final, x.status, x.created, x.finalized, x.customer, x.customerId, x.visit, x.blOrBooking, x.units, x.subtotal, x.taxes, x.total, x.totalClp, x.paid,
        ...(financial ? [x.afecta, x.agent] : [])];
      sendXlsx(res, await workbook(x.sheet, headers, rows), 'facturas');
    }

    const matching = (req: Request, res: Response): Invoice[] => searchInvoices(store, http.user(res), bodyObject(req));

    return [
      { method: 'get', path: '/invoice/getallowedruts', permission: [ROW, 'list'], handler: (_req, res) => res.json(ALLOWED_RUTS) },
      // The lists and the profile the spec names without a path (ruling P71).
      { method: 'get', path: '/invoice/customers', permission: [ROW, 'customers'], handler: (_req, res) => res.json(store.db.customer.map((c) => ({ id: String(c.id), name: String(c.name) }))) },
      { method: 'get', path: '/invoice/agents', permission: [ROW, 'agents'], handler: (_req, res) => res.json(store.db.agent.map((a) => ({ id: String(a.id), name: String(a.name) }))) },
      // A storekeeper's own only: its filter is fixed to it.
      { method: 'get', path: '/invoice/storekeepers', permission: [ROW, 'charges'], handler: (_req, res) => {
        const scope = scopeOf(store.db, http.user(res));
        const list = scope.kind === 'storekeeper' ? store.db.storekeeper.filter((k) => k.id === scope.storekeeperId) : store.db.storekeeper;
        res.json(list.map((k) => ({ id: k.code, name: k.user.name ?? k.code })));
      } },
      { method: 'get', path: '/invoice/customerprofile/:id', permission: [ROW, 'customers'], handler: (req, res) => {
        const id = http.param(req, 'id');
        const p = customerProfile(store, id);
        if (!p) throw notFound(clients.unknown);
        res.json({ id, name: p.name, clientChile: p.clientChile, convenio: p.convenio, hasCredit: p.hasCredit, diasDeCredito: p.diasDeCredito });
      } },
      { method: 'post', path: '/invoice/searchallcues', permission: [ROW, 'charges'], handler: (req, res) => res.json(pendingUnits(store, filtersOf(req), http.user(res)).map(chargeView)) },
      { method: 'post', path: '/invoice/generate-sf', permission: [ROW, 'generate'], handler: async (req, res) => {
        const b = bodyObject(req);
        const units = (Array.isArray(b.units) ? b.units : []).map((u) => (typeof u === 'object' && u !== null ? (u as { unitNbr?: unknown }).unitNbr : u)).map(String);
        const draft = generateDraft(store, { ...filtersOf(req), units, client: toText(b.client) ?? '', clientRole: toText(b.clientRole) ?? undefined }, http.user(res), http.moment(res));
        await store.commit();
        res.status(201).json({ value: draft.id, message: r.generated });
      } },
      { method: 'post', path: '/invoice/search', permission: [ROW, 'list'], handler: search },
      { method: 'post', path: '/invoice/search-sf', permission: [ROW, 'list'], handler: search },
      { method: 'post', path: '/invoice/export', permission: [ROW, 'list'], handler: exportSheet },
      { method: 'get', path: '/invoice/draftpdf/:id', permission: [ROW, 'preview'], handler: async (req, res) => {
        const inv = invoice(req, res);
        markPreviewed(store, inv, http.user(res).login);
        await store.commit();
        sendPdf(res, await invoicePdf(inv, ctx.terminalName, http.now()), `prefactura-${inv.id}`);
      } },
      { method: 'get', path: '/invoice/pdf/:id', permission: [ROW, 'show'], handler: async (req, res) => {
        const inv = invoice(req, res);
        if (inv.status !== 'FINAL') throw refused(r.pdfNotReady);
        sendPdf(res, await invoicePdf(inv, ctx.terminalName, http.now()), `factura-${inv.finalNumber}`);
      } },
      { method: 'get', path: '/invoice/finalize/:id', permission: [ROW, 'finalize'], handler: async (req, res) => {
        const inv = invoice(req, res);
        finalizeDraft(store, inv, totalsOf(inv).totalMinor, http.moment(res));
        await store.commit();
        res.json({ message: r.finalized, invoice: invoiceView(store, inv, http.user(res).login, http.now()) });
      } },
      { method: 'post', path: '/invoice/markpaid', permission: [ROW, 'markPaid'], handler: async (req, res) => {
        const b = bodyObject(req);
        const done = markPaid(store, Array.isArray(b.drafts) ? b.drafts : [], http.user(res), http.moment(res));
        await store.commit();
        res.json({ message: r.markedPaid.replace('{n}', String(done.length)), invoices: done.map((i) => invoiceListView(store, i, http.user(res).login, http.now())) });
      } },
      { method: 'delete', path: '/invoice/delete/:id', permission: [ROW, 'delete'], handler: async (req, res) => {
        deleteDraft(store, invoice(req, res));
        await store.commit();
        res.json({ message: r.deleted });
      } },
      // Credit notes (ruling P69): by number, and by number for a draft's customer.
      { method: 'get', path: '/credit/bynbr/:id', permission: [ROW, 'credit'], handler: (req, res) => res.json(creditView(creditAt(store, http.param(req, 'id')))) },
      { method: 'get', path: '/credit/bynbrAndDraft/:id/:draft', permission: [ROW, 'credit'], handler: (req, res) => {
        const draft = invoiceAt(store, http.param(req, 'draft'), http.user(res));
        res.json(creditView(creditForDraft(store, http.param(req, 'id'), draft.payeeCustomerId)));
      } },
      { method: 'get', path: '/invoice/:id', permission: [ROW, 'show'], handler: (req, res) => res.json(invoiceView(store, invoice(req, res), http.user(res).login, http.now())) },
    ];
  },
});
