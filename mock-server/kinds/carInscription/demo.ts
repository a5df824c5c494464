/**
 * GET /__mock/cars/bls (no sign-in, like the other demo controls): the car terminal's BLs as a
 * demo reads them — visit and its estado, mother or child, vehicles, dispatched ones, the live
 * inscription and its agent, the yard VINs no truck has loaded — filtered by ?visit=, ?inscribed=true|false and ?mother=true|false.
 * Sales and the tests pick a BL to inscribe or to show from it. And the trucks taking vehicles
 * away: one arriving loaded, one leaving (GD; ruling P63).
 */
import type { RequestHandler } from 'express';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { arriveTruck, inYard, truckOut, vinsOnTrucks } from './gates';
import { activeInscriptionOf, vehiclesOfBl } from './transitions';

export const carBlList =
  (ctx: AppContext): RequestHandler =>
  (req, res) => {
    const store = ctx.store;
    const flag = (name: string) => (req.query[name] === undefined ? undefined : req.query[name] === 'true');
    const [inscribed, mother] = [flag('inscribed'), flag('mother')];
    const visit = req.query.visit ? String(req.query.visit) : undefined;
    const onTrucks = vinsOnTrucks(store);
    const rows = store.db.carBl
      .filter((bl) => (!visit || bl.carVisitId === visit) && (mother === undefined || bl.isMother === mother))
      .map((bl) => {
        const op = bl.isMother ? undefined : activeInscriptionOf(store, bl.blNbr);
        const vehicles = bl.isMother ? [] : vehiclesOfBl(store, bl);
        return {
          blNbr: bl.blNbr,
          visit: bl.carVisitId,
          estado: store.findById('carVisit', bl.carVisitId)?.estado ?? null,
          mother: bl.isMother,
          motherBl: bl.mother,
          vehicles: bl.cantidadVehiculos,
          dispatched: vehicles.filter((x) => x.registros.some((r) => r.type === 'DESPACHO')).length,
          operationId: op?.id ?? null,
          agentId: op?.agentId ?? bl.agentId,
          // The yard's vehicles no truck has loaded yet: what a truck may come for (POST /__mock/cars/gate).
          yardVins: vehicles.filter((x) => inYard(x) && !onTrucks.has(x.unitNbr)).map((x) => x.unitNbr),
        };
      })
      .filter((r) => inscribed === undefined || (r.operationId !== null) === inscribed);
    res.json(rows);
  };

/** POST /__mock/cars/gate {vins, license, conductor?}: a truck arrives and loads yard vehicles of one inscribed BL (the tests' and the demo's set-up). */
export const carGateArrival =
  (ctx: AppContext): RequestHandler =>
  async (req, res) => {
    const body = (req.body ?? {}) as {
      vins?: unknown;
      license?: unknown;
      conductor?: { rut?: unknown; name?: unknown };
    };
    const vins = Array.isArray(body.vins) ? body.vins.map(String) : [];
    const gate = arriveTruck(
      ctx.store,
      {
        vins,
        license: String(body.license ?? 'DEMO10'),
        conductor: {
          rut: String(body.conductor?.rut ?? '12345678-5'),
          name: String(body.conductor?.name ?? 'Conductor de demostración'),
        },
      },
      { now: ctx.clock.now(), login: 'terminal' },
    );
    await ctx.store.commit();
    res.status(201).json(gate);
  };

/** POST /__mock/cars/gate/{id}/out: the truck leaves (its guide confirmed), dispatching its vehicles. */
export const carGateOut =
  (ctx: AppContext): RequestHandler =>
  async (req, res) => {
    const gate = ctx.store.db.carGate.find((x) => String(x.id) === String(req.params.id) && x.gateOut === null);
    if (!gate) throw notFound(operationsMessages.guides.notFound);
    truckOut(ctx.store, gate, { now: ctx.clock.now(), login: 'terminal' });
    await ctx.store.commit();
    res.json(gate);
  };
