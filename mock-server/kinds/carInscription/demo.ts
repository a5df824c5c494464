/**
 * GET /__mock/cars/bls (no sign-in, like the other demo controls): the car terminal's BLs as a
 * demo reads them — visit and its estado, mother or child, vehicles, dispatched ones, the live
 * inscription and its agent — filtered by ?visit=, ?inscribed=true|false and ?mother=true|false.
 * Sales and the tests pick a BL to inscribe or to show from it.
 */
import type { RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { activeInscriptionOf, vehiclesOfBl } from './transitions';

export const carBlList = (ctx: AppContext): RequestHandler => (req, res) => {
  const store = ctx.store;
  const flag = (name: string) => (req.query[name] === undefined ? undefined : req.query[name] === 'true');
  const [inscribed, mother] = [flag('inscribed'), flag('mother')];
  const visit = req.query.visit ? String(req.query.visit) : undefined;
  const rows = store.db.carBl
    .filter((bl) => (!visit || bl.carVisitId === visit) && (mother === undefined || bl.isMother === mother))
    .map((bl) => {
      const op = bl.isMother ? undefined : activeInscriptionOf(store, bl.blNbr);
      const vehicles = bl.isMother ? [] : vehiclesOfBl(store, bl);
      return {
        blNbr: bl.blNbr, visit: bl.carVisitId, estado: store.findById('carVisit', bl.carVisitId)?.estado ?? null, mother: bl.isMother, motherBl: bl.mother,
        vehicles: bl.cantidadVehiculos, dispatched: vehicles.filter((x) => x.registros.some((r) => r.type === 'DESPACHO')).length,
        operationId: op?.id ?? null, agentId: op?.agentId ?? bl.agentId,
      };
    })
    .filter((r) => inscribed === undefined || (r.operationId !== null) === inscribed);
  res.json(rows);
};
