/**
 * The vehicle terminal's visit, vehicle and brand calls (D2 §7 Vehicles; ruling P61): car visits
 * (active list, by id or manifest, saved), the VIN search and history, the brand figures of a visit
 * or of a client's vehicles, and the makes, each over the vehicles the user sees (ruling P78: a
 * client its own, a vehicle agent those not inscribed and its own inscriptions').
 */
import type { Request, Response } from 'express';
import { isActiveCarVisit } from '../../../src/domain/cars/carVisitRules';
import {
  carBrandMovements,
  carBrandsByIds,
  carVehicleByCode,
  carVisitSave,
  type CarVisitSave,
  type VehicleByCode,
} from '../../../src/domain/cars/calls';
import { CAR_CONTRACTS } from '../../../src/domain/cars/contract';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { notFound } from '../../errors';
import { callRoute } from '../../route';
import {
  carVisitShort,
  carVisitView,
  findVehicle,
  movementsOf,
  statisticsOf,
  vehicles,
  vehicleView,
} from '../../modules/carTerminal/cars';
import { vehicleReach } from '../../modules/carTerminal/reach';
import { terminalHttp } from '../../terminalModel/http';
import type { CarVisit, VehicleVisit } from '../../modules/carTerminal/types';
import { saveCarVisit } from '../../modules/carTerminal/visitSave';
import type { UserRecord } from '../../types';
import { defineMockArea } from '../types';
import { guideRoutes } from './guideRoutes';
import { carImportRoutes } from './importRoutes';
import { reportRoutes } from './reportRoutes';
import { warehouseRoutes } from './warehouseRoutes';
import { yardRoutes } from './yardRoutes';

const m = operationsMessages.cars;

export const carsMockArea = defineMockArea({
  contracts: CAR_CONTRACTS,
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);
    const db = () => store.db;

    const visitAt = (req: Request): CarVisit => {
      const v = store.findById('carVisit', http.param(req, 'id').trim().toUpperCase());
      if (!v) throw notFound(m.visitNotFound);
      return v;
    };
    const byManifest = (manifest: string): CarVisit => {
      const v = db().carVisit.find((x) => x.mftoNumber === manifest.trim());
      if (!v) throw notFound(m.visitNotFound);
      return v;
    };
    /** The vehicles of the list the user sees (modules/carTerminal/reach.ts: a client its own, an agent the free ones and its inscriptions'). */
    const reachable = (user: UserRecord, list: readonly VehicleVisit[]): VehicleVisit[] =>
      list.filter(vehicleReach(store, user).sees);
    const ofVisit = (visitId: string) => vehicles(db()).filter((v) => v.visitId === visitId);

    /** POST /autos/vesselvisit/{id} (CAR-006…017; ruling P61): creates the visit, or updates it (saveCarVisit). */
    async function save(request: CarVisitSave, _req: Request, res: Response) {
      const { visit, created } = saveCarVisit(store, request, http.user(res));
      await store.commit();
      res.status(created ? 201 : 200).json({ message: m.visitSaved, visit: carVisitView(db(), visit) });
    }

    /** GET /autos/item/bycode/{code}/{clientId} (CAR-061…066): the vehicle and its movements; none (or not the client's): 404. */
    function byCode(request: VehicleByCode, _req: Request, res: Response) {
      const vin = request.vin.trim().toUpperCase();
      const vehicle = findVehicle(store, vin);
      const mine = vehicle && reachable(http.user(res), [vehicle]).length > 0;
      if (!vehicle || !mine) throw notFound(m.vinNotFound.replace('{vin}', vin));
      res.json(vehicleView(vehicle));
    }

    const brandsOf = (list: readonly VehicleVisit[]) =>
      [...new Map(list.map((v) => [v.brand, { id: v.brand, nombre: v.brandName }])).values()].sort((a, b) =>
        a.nombre.localeCompare(b.nombre, 'es'),
      );

    return [
      ...carImportRoutes(ctx),
      ...guideRoutes(ctx),
      ...yardRoutes(ctx),
      ...reportRoutes(ctx),
      ...warehouseRoutes(ctx),
      // The line operators the visit form offers (CAR-010; ruling P61).
      {
        method: 'get',
        path: '/autos/lineoperators',
        permission: ['carVisits', 'show'],
        handler: (_req, res) => res.json(db().lineOperator.map((l) => ({ id: l.id, name: l.name }))),
      },
      {
        method: 'get',
        path: '/autos/vesselvisit/allactives',
        permission: ['carVisits', 'list'],
        handler: (_req, res) =>
          res.json(
            db()
              .carVisit.filter((v) => isActiveCarVisit(v.estado))
              .map(carVisitShort),
          ),
      },
      {
        method: 'get',
        path: '/autos/vesselvisit/bymanifest/:manifest',
        permission: ['carVisits', 'show'],
        handler: (req, res) => res.json(carVisitView(db(), byManifest(http.param(req, 'manifest')))),
      },
      {
        method: 'get',
        path: '/autos/vesselvisit/shortbymanifest/:manifest',
        permission: ['carVisits', 'show'],
        handler: (req, res) => res.json(carVisitShort(byManifest(http.param(req, 'manifest')))),
      },
      {
        method: 'get',
        path: '/autos/vesselvisit/:id',
        permission: ['carVisits', 'show'],
        handler: (req, res) => res.json(carVisitView(db(), visitAt(req))),
      },
      callRoute(carVisitSave, ['carVisits', 'edit'], save),
      callRoute(carVehicleByCode, ['vehicles', 'show'], byCode),
      // CHART, CAR-031: the brand statistics of a visit (a client: of its own vehicles).
      {
        method: 'get',
        path: '/autos/item/statsclient/:visitId',
        permission: ['vehicles', 'list'],
        handler: (req, res) => {
          const visit = store.findById('carVisit', http.param(req, 'visitId').trim().toUpperCase());
          if (!visit) throw notFound(m.visitNotFound);
          res.json(statisticsOf(reachable(http.user(res), ofVisit(visit.id))));
        },
      },
      // CAR-023, CAR-024: the brand movement summary of a visit (by its manifest), and a client's.
      callRoute(carBrandMovements, ['carVisits', 'list'], ({ manifest }, _req, res) =>
        res.json(movementsOf(reachable(http.user(res), ofVisit(byManifest(manifest).id)))),
      ),
      {
        method: 'get',
        path: '/autos/movspormarcabyclientid/:login',
        permission: ['vehicles', 'list'],
        handler: (_req, res) => res.json(movementsOf(reachable(http.user(res), vehicles(db())))),
      },
      // The makes of a visit, by ids, and of a client (CAR-025, CAR-031).
      {
        method: 'get',
        path: '/autos/marcas/byClient/:clientId',
        permission: ['vehicles', 'list'],
        handler: (_req, res) => res.json(brandsOf(reachable(http.user(res), vehicles(db())))),
      },
      callRoute(carBrandsByIds, ['vehicles', 'list'], (request, _req, res) => {
        const ids = new Set(request.ids);
        res.json(db().brand.filter((b) => ids.has(b.id)));
      }),
      {
        method: 'get',
        path: '/autos/marcas/:id',
        permission: ['vehicles', 'list'],
        handler: (req, res) => res.json(brandsOf(reachable(http.user(res), ofVisit(visitAt(req).id)))),
      },
    ];
  },
});
