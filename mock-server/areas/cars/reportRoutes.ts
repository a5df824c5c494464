/**
 * The car report calls (D3 §7.6; CAR-026…030, CAR-067; Q23, Q26, Q38; ruling P65): a visit's report
 * of a type by its manifest, gate control over a date range, and a VIN's item sheet (at
 * /autos/report/item/{id} and, per Q26, /autos/item/{id}). A client's reports hold its own vehicles.
 */
import type { Request, Response } from 'express';
import { isCarReportType } from '../../../src/domain/cars/carReports';
import { santiagoDay } from '../../../src/domain/santiagoTime';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../errors';
import type { Route } from '../../route';
import { scopeOf } from '../../terminalModel/access';
import { findVehicle, vehicles } from '../../terminalModel/cars';
import { terminalHttp } from '../../terminalModel/http';
import { sendXlsx, workbook } from '../../terminalModel/spreadsheet';
import type { VehicleVisit } from '../../terminalModel/types';
import type { UserRecord } from '../../types';
import { pathDay } from './pathDay';
import { gateControlSheet, itemSheet, visitSheet, type Sheet } from './reportSheets';

const m = operationsMessages.cars;

export function reportRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);
  const send = async (res: Response, sheet: Sheet, file: string) => sendXlsx(res, await workbook(sheet.name, sheet.headers, sheet.rows), file);
  /** The user's vehicles among these: a client its own, everyone else all. */
  const mine = (user: UserRecord, list: readonly VehicleVisit[]) => {
    const scope = scopeOf(store.db, user);
    return scope.kind === 'consignee' ? list.filter((v) => v.consigneeId === scope.consigneeId) : [...list];
  };
  const day = (req: Request, name: string) => pathDay(http.param(req, name), name);

  async function byManifest(req: Request, res: Response) {
    const type = http.param(req, 'rprtype').toUpperCase();
    if (!isCarReportType(type) || type === 'GG') throw invalid({ rprtype: m.reportType });
    const visit = store.db.carVisit.find((v) => v.mftoNumber === http.param(req, 'manifest').trim());
    if (!visit) throw notFound(m.visitNotFound);
    const list = mine(http.user(res), vehicles(store.db).filter((v) => v.visitId === visit.id));
    await send(res, visitSheet(store, visit, type, list), `reporte-${type}-${visit.mftoNumber}`);
  }

  async function gateControl(req: Request, res: Response) {
    const [from, to] = [day(req, 'from'), day(req, 'to')];
    if (from > to) throw invalid({ to: operationsMessages.carYard.rangeOrder });
    await send(res, gateControlSheet(store.db.carGate, from, to, (iso) => santiagoDay(new Date(iso))), `control-gate-${from}-${to}`);
  }

  async function item(req: Request, res: Response) {
    const vin = http.param(req, 'id').trim().toUpperCase();
    const v = findVehicle(store, vin);
    if (!v || mine(http.user(res), [v]).length === 0) throw notFound(m.vinNotFound.replace('{vin}', vin));
    await send(res, itemSheet(v), `vin-${vin}`);
  }

  return [
    { method: 'get', path: '/autos/report/rsmmanifest/:manifest/:rprtype/:login', permission: ['carReports', 'list'], handler: byManifest },
    { method: 'get', path: '/autos/report/reportGateControl/:from/:to', permission: ['carReports', 'list'], handler: gateControl },
    { method: 'get', path: '/autos/report/item/:id', permission: ['vehicles', 'show'], handler: item },
    { method: 'get', path: '/autos/item/:id', permission: ['vehicles', 'show'], handler: item },
  ];
}
