/**
 * The VGM report (type 9; D3 §7.6; RPT-027…031; ruling P90): the agent's pre-advised export boxes
 * with their verified gross mass, and the VGM certificates by unit and by booking (PDF, one page a
 * box; none with a VGM: 'No existen datos para generar el documento.'). Customer service names the
 * agent; anyone else reads its own agent's, whatever the path says (a shipping company: its lines').
 */
import type { Request, Response } from 'express';
import { choosesAgent } from '../../../src/domain/reports/agentScope';
import { reportFormErrors } from '../../../src/domain/reports/reportForm';
import {
  vgmPdfByBooking,
  vgmPdfByUnit,
  vgmReport,
  vgmReportRows,
  type VgmFact,
  type VgmReportInput,
} from '../../../src/domain/reports/vgm';
import { santiagoToday } from '../../../src/domain/calendarDay';
import { formatDateTime } from '../../../src/domain/formats';
import { reportMessages } from '../../../src/i18n/reportMessages';
import type { AppContext } from '../../context';
import { header, render, row, sendPdf, type Doc } from '../../documents/pdf';
import { invalid, notFound } from '../../errors';
import { callRoute, type Route } from '../../route';
import type { Scope } from '../../terminalModel/access';
import { terminalHttp } from '../../terminalModel/http';
import type { ContainerVisit, Operation } from '../../terminalModel/types';
import type { UserRecord } from '../../types';
import type { Store } from '../../store';

const VGM_ROW = ['report.9', 'list'] as const;
const v = reportMessages.vgm;

type ExportOp = Operation & {
  bookingId: string;
  vgmKg: number | null;
  weighbridge: boolean;
  grossWeightKg: number;
  shipperName: string;
  vesselVisitId: string;
};
interface ScopedVgm extends VgmFact {
  line: string;
  op: ExportOp;
  unit: ContainerVisit;
}

function vgmFacts(store: Store): ScopedVgm[] {
  const units = new Map(store.db.unitVisit.map((u) => [u.id, u]));
  return (store.db.operation as ExportOp[])
    .filter((o) => o.status === 'ACTIVE' && typeof o.bookingId === 'string' && typeof o.weighbridge === 'boolean')
    .flatMap((op) => {
      const unit = units.get(op.unitVisitId);
      if (unit?.kind !== 'container' || unit.category !== 'EXPORT') return [];
      const weighed = op.weighbridge ? unit.timeIn : op.date;
      return [
        {
          unitNbr: unit.unitNbr,
          bookingId: op.bookingId,
          agentId: op.agentId,
          romaneado: op.weighbridge,
          vgmKg: op.weighbridge ? (unit.timeIn ? op.grossWeightKg : null) : op.vgmKg,
          verifiedAt: weighed ?? null,
          line: unit.line,
          op,
          unit,
        },
      ];
    });
}

/** The agent whose boxes the user reads: the path's for customer service, else the user's own (its scope). */
function agentFor(user: UserRecord, scope: Scope, named: string): string | undefined {
  if (choosesAgent(user.authorities) || scope.kind === 'all') return named || undefined;
  return scope.kind === 'agent' ? scope.agentId : named || undefined;
}

const visible = (scope: Scope, f: ScopedVgm) => scope.kind !== 'lines' || scope.lines.has(f.line);

function certificate(doc: Doc, store: Store, f: ScopedVgm, terminalName: string, now: Date) {
  header(doc, v.certificateTitle, terminalName);
  const visit = store.findById('vesselVisit', f.op.vesselVisitId);
  row(doc, v.container, f.unitNbr);
  row(doc, v.booking, f.bookingId);
  row(doc, v.vessel, visit ? `${visit.vesselName} (${visit.outVoyNbr})` : null);
  row(doc, v.shipper, f.op.shipperName);
  row(doc, v.method, f.romaneado ? v.methodWeighed : v.methodDeclared);
  row(doc, v.mass, f.vgmKg === null ? null : `${f.vgmKg.toLocaleString('es-CL')} kg`);
  row(doc, v.verifiedAt, f.verifiedAt ? formatDateTime(f.verifiedAt) : null);
  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#4a6b80')
    .text(v.issuedAt.replace('{at}', formatDateTime(now.toISOString())));
}

export function vgmReportRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);

  function report({ rut, request }: VgmReportInput, _req: Request, res: Response) {
    if (request.operationType !== 9) throw invalid({ operationType: reportMessages.refusals.wrongCall });
    const user = http.user(res);
    const scope = http.scope(res);
    const chooses = choosesAgent(user.authorities);
    const errors = reportFormErrors(
      { ...request, agentId: chooses ? rut : '', batchNbr: '', unitNbrs: '' },
      { today: santiagoToday(http.now()), agentKnown: !chooses },
    );
    if (Object.keys(errors).length > 0) throw invalid(errors as Record<string, string>);
    const agent = agentFor(user, scope, rut);
    if (!agent) throw invalid({ agentId: reportMessages.refusals.required });
    res.json(
      vgmReportRows(
        vgmFacts(store).filter((f) => visible(scope, f)),
        request,
        agent,
      ),
    );
  }

  async function send(res: Response, facts: readonly ScopedVgm[], name: string) {
    const ready = facts.filter((f) => f.vgmKg !== null);
    if (ready.length === 0) throw notFound(reportMessages.empty.document);
    const now = http.now();
    const pdf = await render(
      (doc) =>
        ready.forEach((f, i) => {
          if (i > 0) doc.addPage();
          certificate(doc, store, f, ctx.terminalName, now);
        }),
      v.certificateTitle,
    );
    sendPdf(res, pdf, name);
  }

  async function byUnit({ unitNbr }: { unitNbr: string }, _req: Request, res: Response) {
    const user = http.user(res);
    const scope = http.scope(res);
    const own =
      choosesAgent(user.authorities) || scope.kind === 'all'
        ? undefined
        : scope.kind === 'agent'
          ? scope.agentId
          : null;
    const facts = vgmFacts(store).filter(
      (f) => f.unitNbr === unitNbr && visible(scope, f) && (own === undefined || f.agentId === own),
    );
    await send(res, facts, `vgm-${unitNbr}`);
  }

  async function byBooking({ bookingId, rut }: { bookingId: string; rut: string }, _req: Request, res: Response) {
    const scope = http.scope(res);
    const agent = agentFor(http.user(res), scope, rut);
    const facts = vgmFacts(store).filter(
      (f) => f.bookingId === bookingId && visible(scope, f) && (!agent || f.agentId === agent),
    );
    await send(res, facts, `vgm-${bookingId}`);
  }

  return [
    callRoute(vgmReport, VGM_ROW, report),
    callRoute(vgmPdfByUnit, VGM_ROW, byUnit),
    callRoute(vgmPdfByBooking, VGM_ROW, byBooking),
  ];
}
