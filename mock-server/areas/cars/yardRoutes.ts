/**
 * The car yard's calls (D2 §7 Vehicles; CAR-068…072, CHART-008…012; ruling P64): the dispatches of
 * the last days (the weekly chart), the dispatch report and the yard's VIN summary as spreadsheets,
 * and the yard's split between vehicles on a truck and in the yard (the spec names no call for the
 * pie: GET /autos/yardsummary/{login}). A customs agent reads the vehicles of its inscriptions, a
 * client its own, the terminal's people all.
 */
import type { Request, Response } from 'express';
import { carDispatchReport, type DispatchReport } from '../../../src/domain/cars/calls';
import { defaultDispatchRange, dispatchesByDay, yardSplit } from '../../../src/domain/cars/yardFigures';
import { inYard } from '../../../src/domain/cars/vehicleMoves';
import { santiagoDay, santiagoDateTime, slashedDay } from '../../../src/domain/santiagoTime';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { invalid } from '../../errors';
import { vinsOnTrucks } from '../../kinds/carInscription/gates';
import { pathDay } from './pathDay';
import { callRoute, type Route } from '../../route';
import { vehicles } from '../../modules/carTerminal/cars';
import { vehicleReach } from '../../modules/carTerminal/reach';
import { terminalHttp } from '../../terminalModel/http';
import { sendXlsx, workbook } from '../../documents/spreadsheet';
import type { VehicleVisit } from '../../modules/carTerminal/types';
import type { UserRecord } from '../../types';

const f = operationsMessages.carYard;

export function yardRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);

  /** The vehicles the user follows (modules/carTerminal/reach.ts): an agent those of its inscriptions, a client its own, the terminal's people every one. */
  const followed = (user: UserRecord): VehicleVisit[] => vehicles(store.db).filter(vehicleReach(store, user).follows);

  const dispatchedOn = (v: VehicleVisit) => v.registros.find((r) => r.type === 'DESPACHO')?.fecha ?? null;

  async function dispatchReport(range: DispatchReport, _req: Request, res: Response) {
    const [from, to] = [pathDay(range.from, 'from'), pathDay(range.to, 'to')];
    if (from > to) throw invalid({ to: f.rangeOrder });
    const rows = followed(http.user(res))
      .filter((v) => {
        const at = dispatchedOn(v);
        return at !== null && santiagoDay(new Date(at)) >= from && santiagoDay(new Date(at)) <= to;
      })
      .sort((a, b) => dispatchedOn(a)!.localeCompare(dispatchedOn(b)!))
      .map((v) => [
        santiagoDateTime(new Date(dispatchedOn(v)!)),
        v.unitNbr,
        v.brandName,
        v.model,
        v.blNbr,
        v.visitId,
        v.condicionRetiro,
      ]);
    sendXlsx(
      res,
      await workbook(f.dispatchSheet, [f.fecha, f.vin, f.marca, f.modelo, f.bl, f.visit, f.condicion], rows),
      `despachos-${from}-${to}`,
    );
  }

  async function yardReport(_req: Request, res: Response) {
    const onTrucks = vinsOnTrucks(store);
    const rows = followed(http.user(res))
      .filter((v) => inYard(v.registros))
      .sort((a, b) => a.brandName.localeCompare(b.brandName, 'es') || a.unitNbr.localeCompare(b.unitNbr))
      .map((v) => [
        v.unitNbr,
        v.brandName,
        v.model,
        v.blNbr,
        v.visitId,
        onTrucks.has(v.unitNbr) ? f.onTruck : f.inYard,
        v.timeIn ? santiagoDateTime(new Date(v.timeIn)) : null,
        v.condicionRetiro,
      ]);
    sendXlsx(
      res,
      await workbook(
        f.yardSheet,
        [f.vin, f.marca, f.modelo, f.bl, f.visit, f.ubicacion, f.descarga, f.condicion],
        rows,
      ),
      `patio-${slashedDay(santiagoDay(http.now())).replace(/\//g, '-')}`,
    );
  }

  return [
    {
      method: 'get',
      path: '/autos/movsfordispatch/:login',
      permission: ['carDispatch', 'list'],
      handler: (_req, res) => {
        const today = santiagoDay(http.now());
        res.json({
          dias: dispatchesByDay(
            followed(http.user(res)).map((v) => v.registros),
            today,
          ),
          rango: defaultDispatchRange(today),
        });
      },
    },
    callRoute(carDispatchReport, ['carDispatch', 'list'], dispatchReport),
    {
      method: 'get',
      path: '/autos/yardsummary/:login',
      permission: ['carYard', 'list'],
      handler: (_req, res) => {
        const onTrucks = vinsOnTrucks(store);
        res.json(
          yardSplit(
            followed(http.user(res)).map((v) => ({
              brandName: v.brandName,
              registros: v.registros,
              onTruck: onTrucks.has(v.unitNbr),
            })),
          ),
        );
      },
    },
    { method: 'get', path: '/autos/report/reportYard/:login', permission: ['carYard', 'list'], handler: yardReport },
  ];
}
