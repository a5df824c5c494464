/**
 * The gate pass report (type 12; D3 §7.6, §8.4; RPT-043…046, RPT-051; ruling P89): a unit's gate
 * pass for the driver who comes for it — ['OK', file] or 409 'Ocurrieron errores.' with at most six
 * lines (the unit's reasons, then the driver's against its carrier on record) —, the mass gate pass
 * of the units whose appointment falls in a period ({pdfFile}; none: 'No existen datos para generar
 * el documento.'), and the download of a file by its name, by its maker only.
 */
import type { Request, Response } from 'express';
import {
  driverRefusals,
  gatePassByDriver,
  gatePassErrorLines,
  gatePassFile,
  massGatePassReport,
  type GatePassByDriverQuery,
  type GatePassFileQuery,
  type MassGatePassQuery,
} from '../../../src/domain/reports/gatePassReport';
import { minimumDesde2 } from '../../../src/domain/reports/reportForm';
import { dayKey, isoDay, parseDay, santiagoToday } from '../../../src/domain/calendarDay';
import { fillText } from '../../../src/i18n/fillText';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { reportMessages } from '../../../src/i18n/reportMessages';
import type { AppContext } from '../../context';
import { gatePassPdf } from '../../documents/gatePassSheet';
import { sendPdf } from '../../documents/pdf';
import { invalid, notFound } from '../../errors';
import { unitGatePass, type UnitGatePass } from '../../modules/gatePasses/unitGatePass';
import { callRoute, type Route } from '../../route';
import { reaches } from '../../terminalModel/access';
import { refused } from '../../terminalModel/errors';
import { terminalHttp } from '../../terminalModel/http';
import { fileFor, keepFile } from './gatePassFiles';

const GATE_PASS_ROW = ['report.12', 'list'] as const;

export function gatePassReportRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);

  /** The unit's gate pass when it exists and is within the user's reach. */
  function passFor(unitNbr: string, res: Response): UnitGatePass | undefined {
    const pass = unitGatePass(store, unitNbr, http.now());
    return pass && reaches(http.scope(res), pass.unit, pass.active) ? pass : undefined;
  }

  function byDriver({ driver, unitNbr }: GatePassByDriverQuery, _req: Request, res: Response) {
    const pass = passFor(unitNbr, res);
    if (!pass) throw notFound(operationsMessages.refusals.unitNotFound);
    const carrier = pass.truckingId ? store.findById('truckingcompany', pass.truckingId) : undefined;
    const today = santiagoToday(http.now());
    const lines = gatePassErrorLines(
      pass.reasons,
      driverRefusals(driver, carrier ? { name: carrier.name, drivers: carrier.drivers } : null, today),
    );
    if (lines.length > 0) throw refused(reportMessages.gatePassErrors, undefined, { errors: lines });
    const file = keepFile(store, {
      login: http.user(res).login,
      kind: 'gatePass',
      unitNbrs: [pass.unitNbr],
      createdAt: http.now().toISOString(),
    });
    res.json(['OK', file.name]);
  }

  function massive({ desde, hasta, unitNbrs }: MassGatePassQuery, _req: Request, res: Response) {
    const today = santiagoToday(http.now());
    const min = minimumDesde2(today);
    if (dayKey(parseDay(desde)!) < dayKey(parseDay(min)!))
      throw invalid({ desde2: fillText(reportMessages.refusals.desde2BeforeMinimum, { date: min }) });
    if (dayKey(parseDay(hasta)!) < dayKey(parseDay(desde)!))
      throw invalid({ hasta: reportMessages.refusals.hastaBeforeDesde });
    const [from, to] = [isoDay(parseDay(desde)!), isoDay(parseDay(hasta)!)];
    const printable = unitNbrs
      .map((nbr) => passFor(nbr, res))
      .filter((p): p is UnitGatePass => p !== undefined && p.reasons.length === 0)
      .filter((p) => {
        const day = p.sheet.appointment?.day;
        return day !== undefined && day >= from && day <= to;
      });
    if (printable.length === 0) throw notFound(reportMessages.empty.document);
    const file = keepFile(store, {
      login: http.user(res).login,
      kind: 'gatePass',
      unitNbrs: printable.map((p) => p.unitNbr),
      createdAt: http.now().toISOString(),
    });
    res.json({ pdfFile: file.name });
  }

  async function download({ filename }: GatePassFileQuery, _req: Request, res: Response) {
    const file = fileFor(store, filename, http.user(res).login, http.now());
    if (!file) throw notFound(reportMessages.fileNotFound);
    const sheets = file.unitNbrs
      .map((nbr) => unitGatePass(store, nbr, new Date(file.createdAt))?.sheet)
      .filter((s) => s !== undefined);
    if (sheets.length === 0) throw notFound(reportMessages.fileNotFound);
    sendPdf(
      res,
      await gatePassPdf(store.db, sheets, ctx.terminalName, new Date(file.createdAt)),
      file.name.replace(/\.pdf$/, ''),
    );
  }

  return [
    callRoute(gatePassByDriver, GATE_PASS_ROW, byDriver),
    callRoute(massGatePassReport, GATE_PASS_ROW, massive),
    callRoute(gatePassFile, GATE_PASS_ROW, download),
  ];
}
