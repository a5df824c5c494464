/**
 * The car report calls (D3 §7.6; CAR-026…030, CAR-067; Q23, Q26, Q38; ruling P65): a visit's report
 * of a type by its manifest, gate control over a date range, and a VIN's item sheet (at
 * /autos/report/item/{id} and, per Q26, /autos/item/{id}). Each holds only the vehicles the user
 * reaches, as the VIN search decides (modules/carTerminal/reach.ts; ruling P78): a client's, its own.
 */
import type { Request, Response } from 'express';
import { isCarReportType } from '../../../src/domain/cars/carReports';
import {
  carGateControlReport,
  carManifestReport,
  type DateRange,
  type ManifestReport,
} from '../../../src/domain/cars/calls';
import { santiagoDay } from '../../../src/domain/santiagoTime';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../errors';
import { callRoute, type Route } from '../../route';
import { findVehicle, vehicles } from '../../modules/carTerminal/cars';
import { gateInReach, vehicleReach } from '../../modules/carTerminal/reach';
import { terminalHttp } from '../../terminalModel/http';
import { sendXlsx, workbook } from '../../documents/spreadsheet';
import type { VehicleVisit } from '../../modules/carTerminal/types';
import type { UserRecord } from '../../types';
import { pathDay } from './pathDay';
import { gateControlSheet, itemSheet, visitSheet, type Sheet } from './reportSheets';

const m = operationsMessages.cars;

export function reportRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);
  const send = async (res: Response, sheet: Sheet, file: string) =>
    sendXlsx(res, await workbook(sheet.name, sheet.headers, sheet.rows), file);
  /** The vehicles of the list the user sees, as the VIN search decides (modules/carTerminal/reach.ts). */
  const mine = (user: UserRecord, list: readonly VehicleVisit[]) => list.filter(vehicleReach(store, user).sees);
  async function byManifest(request: ManifestReport, _req: Request, res: Response) {
    const type = request.type.toUpperCase();
    if (!isCarReportType(type) || type === 'GG') throw invalid({ rprtype: m.reportType });
    const visit = store.db.carVisit.find((v) => v.mftoNumber === request.manifest.trim());
    if (!visit) throw notFound(m.visitNotFound);
    const list = mine(
      http.user(res),
      vehicles(store.db).filter((v) => v.visitId === visit.id),
    );
    await send(res, visitSheet(store, visit, type, list), `reporte-${type}-${visit.mftoNumber}`);
  }

  /** GG: the trucks that came for vehicles the user reaches, as the VIN search decides (a client: its own), with only those VINs (ruling P78). */
  async function gateControl(range: DateRange, _req: Request, res: Response) {
    const [from, to] = [pathDay(range.from, 'from'), pathDay(range.to, 'to')];
    if (from > to) throw invalid({ to: operationsMessages.carYard.rangeOrder });
    const reach = vehicleReach(store, http.user(res));
    const trucks = store.db.carGate.map((g) => gateInReach(store, reach, g, 'sees')).filter((x) => x !== undefined);
    await send(
      res,
      gateControlSheet(trucks, from, to, (iso) => santiagoDay(new Date(iso))),
      `control-gate-${from}-${to}`,
    );
  }

  async function item(req: Request, res: Response) {
    const vin = http.param(req, 'id').trim().toUpperCase();
    const v = findVehicle(store, vin);
    if (!v || mine(http.user(res), [v]).length === 0) throw notFound(m.vinNotFound.replace('{vin}', vin));
    await send(res, itemSheet(v), `vin-${vin}`);
  }

  return [
    callRoute(carManifestReport, ['carReports', 'list'], byManifest),
    callRoute(carGateControlReport, ['carReports', 'list'], gateControl),
    { method: 'get', path: '/autos/report/item/:id', permission: ['vehicles', 'show'], handler: item },
    { method: 'get', path: '/autos/item/:id', permission: ['vehicles', 'show'], handler: item },
  ];
}
