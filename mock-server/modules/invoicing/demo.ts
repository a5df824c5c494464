/**
 * GET /__mock/invoicing/pending?login=…&category=IMPORT|EXPORT (no sign-in, like the other demo
 * controls): the units with charges pending invoicing within that login's reach, with their
 * consignee's invoicing profile — so the demo and the tests pick a unit to pre-invoice (one whose
 * customer may finalize, or an agreement customer's) without clicking through visits.
 */
import type { RequestHandler } from 'express';
import { isAgreementCustomer } from '../../../src/domain/invoicing/invoiceLifecycle';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { customerProfile, pendingUnits, type Category } from './drafts';

export const pendingInvoicingList =
  (ctx: AppContext): RequestHandler =>
  (req, res) => {
    const store = ctx.store;
    const user = store.db.user.find((u) => u.login === String(req.query.login ?? ''));
    if (!user) throw notFound();
    const category: Category = req.query.category === 'EXPORT' ? 'EXPORT' : 'IMPORT';
    const visits = new Set(
      store.db.charge
        .filter((c) => c.status === 'PENDING')
        .map((c) => store.findById('unitVisit', c.unitVisitId)?.visitId)
        .filter((v): v is string => Boolean(v)),
    );
    const rows = [...visits].flatMap((visit) =>
      pendingUnits(store, { visit, category }, user).map((p) => {
        const profile = p.unit.consigneeId ? customerProfile(store, p.unit.consigneeId) : undefined;
        return {
          visit,
          unitNbr: p.unit.unitNbr,
          operationId: p.op?.id ?? null,
          category,
          consigneeId: p.unit.consigneeId || null,
          pendingAmount: p.lines.reduce((s, l) => s + l.amountMinor, 0),
          customer: profile
            ? {
                known: true,
                clientChile: profile.clientChile,
                agreement: isAgreementCustomer(profile.convenio),
                hasCredit: profile.hasCredit,
              }
            : { known: false },
        };
      }),
    );
    res.json(rows);
  };

/**
 * GET /__mock/invoicing/cash-units (no sign-in): import containers in the terminal whose consignee
 * may be invoiced and finalized (known, in Chile, with credit, no agreement) — a unit to demo a cash event with.
 */
export const cashUnitList =
  (ctx: AppContext): RequestHandler =>
  (_req, res) => {
    const store = ctx.store;
    const rows = store.db.unitVisit.flatMap((u) => {
      if (u.kind !== 'container' || u.category !== 'IMPORT' || !u.consigneeId) return [];
      const p = customerProfile(store, u.consigneeId);
      return p && p.clientChile && p.hasCredit && !isAgreementCustomer(p.convenio)
        ? [{ unitNbr: u.unitNbr, consigneeId: u.consigneeId, consigneeName: p.name }]
        : [];
    });
    res.json(rows.slice(0, 50));
  };
