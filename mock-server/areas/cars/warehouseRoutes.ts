/**
 * A car visit's BL actions (D2 §6, §7 Vehicles; CAR-018…021; ruling P66): the visit's BLs with their
 * vehicles under aforo and in the warehouse (vesselbookingsitems), aforo set or cleared on chosen
 * BLs (customer service autos), and the warehouse receipt of their yard vehicles and their delivery.
 * Each answers the BLs after, with the count it changed; a BL list that changes nothing is refused.
 */
import type { Request, Response } from 'express';
import { inYard } from '../../../src/domain/cars/vehicleMoves';
import {
  carSetAforo,
  carWarehouseDelivery,
  carWarehouseReceipt,
  type VisitAforo,
  type VisitBls,
} from '../../../src/domain/cars/calls';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../errors';
import { activeInscriptionOf } from '../../kinds/carInscription/transitions';
import { callRoute, type Route } from '../../route';
import { vehicles } from '../../modules/carTerminal/cars';
import { vehicleReach } from '../../modules/carTerminal/reach';
import { refused } from '../../terminalModel/errors';
import { recordEvent } from '../../terminalModel/history';
import { terminalHttp } from '../../terminalModel/http';
import type { CarVisit, VehicleVisit } from '../../modules/carTerminal/types';
import type { UserRecord } from '../../types';

const m = operationsMessages.cars;

export function warehouseRoutes(ctx: AppContext): Route[] {
  const { store } = ctx;
  const http = terminalHttp(ctx);
  const visitAt = (id: string): CarVisit => {
    const v = store.findById('carVisit', id.trim().toUpperCase());
    if (!v) throw notFound(m.visitNotFound);
    return v;
  };
  const ofVisit = (visit: CarVisit) => vehicles(store.db).filter((v) => v.visitId === visit.id);
  const gone = (v: VehicleVisit) => v.registros.some((r) => r.type === 'DESPACHO');

  /**
   * GET vesselbookingsitems/{id}: per BL of the visit, its vehicles, those in the yard, under aforo,
   * received and delivered — of the BLs and vehicles the user sees (modules/carTerminal/reach.ts: a
   * client its own, an agent the BLs not inscribed and its own inscriptions').
   */
  function items(visit: CarVisit, user: UserRecord) {
    const list = ofVisit(visit).filter(vehicleReach(store, user).sees);
    const bls = new Set(list.map((v) => v.blNbr));
    return store.db.carBl
      .filter((b) => b.carVisitId === visit.id && !b.isMother && bls.has(b.blNbr))
      .map((b) => {
        const own = list.filter((v) => v.blNbr === b.blNbr);
        return {
          blNbr: b.blNbr,
          vehiculos: own.length,
          enPatio: own.filter((v) => inYard(v.registros)).length,
          aforo: own.filter((v) => v.aforo).length,
          recibidos: own.filter((v) => v.recepcionAlmacen).length,
          entregados: own.filter((v) => v.entregaAlmacen).length,
          inscrito: Boolean(activeInscriptionOf(store, b.blNbr)),
        };
      });
  }

  /** The vehicles of the chosen BLs (the request's `bls`), or a 400 naming the field. */
  function chosen(request: VisitBls, visit: CarVisit): VehicleVisit[] {
    const bls = new Set(request.bls);
    if (bls.size === 0) throw invalid({ bls: m.blsRequired });
    return ofVisit(visit).filter((v) => bls.has(v.blNbr));
  }

  const act =
    (
      pick: (v: VehicleVisit) => boolean,
      apply: (v: VehicleVisit, now: string) => void,
      event: string,
      done: string,
      none: string,
    ) =>
    async (request: VisitBls, res: Response) => {
      const visit = visitAt(request.visitId);
      const t = http.moment(res);
      const targets = chosen(request, visit).filter(pick);
      if (targets.length === 0) throw refused(none);
      for (const v of targets) {
        apply(v, t.now.toISOString());
        store.touch('unitVisit', v);
        recordEvent(
          store,
          { login: t.login, event, unitVisitId: v.id, operation: null, from: v.transitState, to: v.transitState },
          t.now,
        );
      }
      await store.commit();
      res.json({ message: done.replace('{n}', String(targets.length)), items: items(visit, http.user(res)) });
    };

  const aforo = (request: VisitAforo, _req: Request, res: Response) => {
    const on = request.aforo;
    return act(
      (v) => !gone(v) && Boolean(v.aforo) !== on,
      (v) => {
        v.aforo = on;
      },
      on ? 'aforoSet' : 'aforoCleared',
      on ? m.aforoSet : m.aforoCleared,
      m.aforoNone,
    )(request, res);
  };
  const receive = act(
    (v) => inYard(v.registros) && !v.recepcionAlmacen,
    (v, now) => {
      v.recepcionAlmacen = now;
    },
    'warehouseReceived',
    m.received,
    m.noneToReceive,
  );
  const deliver = act(
    (v) => Boolean(v.recepcionAlmacen) && !v.entregaAlmacen,
    (v, now) => {
      v.entregaAlmacen = now;
    },
    'warehouseDelivered',
    m.delivered,
    m.noneToDeliver,
  );

  return [
    {
      method: 'get',
      path: '/autos/vesselvisit/vesselbookingsitems/:id',
      permission: ['carVisits', 'show'],
      handler: (req, res) => res.json(items(visitAt(http.param(req, 'id')), http.user(res))),
    },
    callRoute(carSetAforo, ['carVisits', 'aforo'], aforo),
    callRoute(carWarehouseReceipt, ['carVisits', 'warehouseReceipt'], (request, _req, res) => receive(request, res)),
    callRoute(carWarehouseDelivery, ['carVisits', 'warehouseDelivery'], (request, _req, res) => deliver(request, res)),
  ];
}
