/**
 * The vehicle terminal's visit, vehicle and brand calls (D2 §7 Vehicles; ruling P61): car visits
 * (active list, by id or manifest, saved), the VIN search and history, the brand figures of a visit
 * or of a client's vehicles, and the makes. A client reads only its own vehicles.
 */
import type { Request, Response } from 'express';
import { carVisitErrors, DEFAULT_CAR_VISIT_STATE, isActiveCarVisit, lockedChanges, type CarVisitValues } from '../../../src/domain/cars/carVisitRules';
import { CAR_PERMISSION_ROWS } from '../../../src/domain/cars/carPermissions';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { invalid, notFound } from '../../errors';
import { bodyObject, toText } from '../../records';
import { scopeOf } from '../../terminalModel/access';
import { carVisitShort, carVisitView, findVehicle, movementsOf, statisticsOf, vehicles, vehicleView } from '../../terminalModel/cars';
import { refused } from '../../terminalModel/errors';
import { terminalHttp } from '../../terminalModel/http';
import type { CarVisit, VehicleVisit } from '../../terminalModel/types';
import type { UserRecord } from '../../types';
import { defineMockArea } from '../types';
import { guideRoutes } from './guideRoutes';
import { carImportRoutes } from './importRoutes';
import { reportRoutes } from './reportRoutes';
import { warehouseRoutes } from './warehouseRoutes';
import { yardRoutes } from './yardRoutes';

const m = operationsMessages.cars;

export const carsMockArea = defineMockArea({
  area: { path: 'vesselvisitCar', permissions: CAR_PERMISSION_ROWS },
  routes: (ctx) => {
    const { store } = ctx;
    const http = terminalHttp(ctx);
    const db = () => store.db;

    const visitAt = (req: Request): CarVisit => {
      const v = store.findById('carVisit', http.param(req, 'id').trim().toUpperCase());
      if (!v) throw notFound(m.visitNotFound);
      return v;
    };
    const byManifest = (req: Request): CarVisit => {
      const v = db().carVisit.find((x) => x.mftoNumber === http.param(req, 'manifest').trim());
      if (!v) throw notFound(m.visitNotFound);
      return v;
    };
    /** The vehicles a user may follow: a client its own (its consignee's), the terminal's people and agents all. */
    function reachable(user: UserRecord, list: readonly VehicleVisit[]): VehicleVisit[] {
      const scope = scopeOf(db(), user);
      return scope.kind === 'consignee' ? list.filter((v) => v.consigneeId === scope.consigneeId) : [...list];
    }
    const ofVisit = (visitId: string) => vehicles(db()).filter((v) => v.visitId === visitId);

    /** POST /autos/vesselvisit/{id} (CAR-006…017; ruling P61): creates the visit, or updates it (an operator's locked fields refused). */
    async function save(req: Request, res: Response) {
      const user = http.user(res);
      const body = bodyObject(req);
      const text = (k: string) => toText(body[k]) ?? '';
      const values: CarVisitValues = {
        estado: text('estado') || DEFAULT_CAR_VISIT_STATE, visit: text('visit') || text('id') || http.param(req, 'id'), line: text('line'),
        mftoNumber: text('mftoNumber'), cierreDirectos: text('cierreDirectos'), despachoDirectos: text('despachoDirectos'), entregaIndirectos: text('entregaIndirectos'),
      };
      const errors = carVisitErrors(values);
      if (Object.keys(errors).length > 0) throw invalid(errors as Record<string, string>);
      if (!db().lineOperator.some((l) => l.id === values.line)) throw invalid({ line: operationsMessages.refusals.unitNotFound });
      const id = values.visit.trim().toUpperCase();
      const existing = store.findById('carVisit', id);
      const iso = (x: string) => new Date(x).toISOString();
      if (existing) {
        const before: CarVisitValues = { ...values, visit: existing.id, line: existing.line, cierreDirectos: existing.cierreDirectos, despachoDirectos: existing.despachoDirectos, entregaIndirectos: existing.entregaIndirectos };
        const after = { ...values, visit: id, cierreDirectos: iso(values.cierreDirectos), despachoDirectos: iso(values.despachoDirectos), entregaIndirectos: iso(values.entregaIndirectos) };
        if (lockedChanges(before, after, user.authorities).length > 0) throw refused(m.operatorLocked);
        Object.assign(existing, {
          estado: values.estado, line: after.line, mftoNumber: values.mftoNumber || existing.mftoNumber,
          cierreDirectos: after.cierreDirectos, despachoDirectos: after.despachoDirectos, entregaIndirectos: after.entregaIndirectos,
        });
        store.touch('carVisit', existing);
        await store.commit();
        res.json({ message: m.visitSaved, visit: carVisitView(db(), existing) });
        return;
      }
      const created: CarVisit = {
        id, estado: values.estado as CarVisit['estado'], naveId: id.slice(0, 5), naveNombre: text('naveNombre') || id, viaje: text('viaje') || id.slice(5),
        mftoNumber: values.mftoNumber, line: values.line, cierreDirectos: iso(values.cierreDirectos), despachoDirectos: iso(values.despachoDirectos),
        entregaIndirectos: iso(values.entregaIndirectos), eta: iso(values.cierreDirectos), ata: null, atd: null, etaForDirecto: null,
      };
      store.insert('carVisit', created);
      await store.commit();
      res.status(201).json({ message: m.visitSaved, visit: carVisitView(db(), created) });
    }

    /** GET /autos/item/bycode/{code}/{clientId} (CAR-061…066): the vehicle and its movements; none (or not the client's): 404. */
    function byCode(req: Request, res: Response) {
      const vin = http.param(req, 'code').trim().toUpperCase();
      const vehicle = findVehicle(store, vin);
      const mine = vehicle && reachable(http.user(res), [vehicle]).length > 0;
      if (!vehicle || !mine) throw notFound(m.vinNotFound.replace('{vin}', vin));
      res.json(vehicleView(vehicle));
    }

    const brandsOf = (list: readonly VehicleVisit[]) =>
      [...new Map(list.map((v) => [v.brand, { id: v.brand, nombre: v.brandName }])).values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));

    return [
      ...carImportRoutes(ctx),
      ...guideRoutes(ctx),
      ...yardRoutes(ctx),
      ...reportRoutes(ctx),
      ...warehouseRoutes(ctx),
      // The line operators the visit form offers (CAR-010; ruling P61).
      { method: 'get', path: '/autos/lineoperators', permission: ['carVisits', 'show'], handler: (_req, res) => res.json(db().lineOperator.map((l) => ({ id: l.id, name: l.name }))) },
      { method: 'get', path: '/autos/vesselvisit/allactives', permission: ['carVisits', 'list'], handler: (_req, res) => res.json(db().carVisit.filter((v) => isActiveCarVisit(v.estado)).map(carVisitShort)) },
      { method: 'get', path: '/autos/vesselvisit/bymanifest/:manifest', permission: ['carVisits', 'show'], handler: (req, res) => res.json(carVisitView(db(), byManifest(req))) },
      { method: 'get', path: '/autos/vesselvisit/shortbymanifest/:manifest', permission: ['carVisits', 'show'], handler: (req, res) => res.json(carVisitShort(byManifest(req))) },
      { method: 'get', path: '/autos/vesselvisit/:id', permission: ['carVisits', 'show'], handler: (req, res) => res.json(carVisitView(db(), visitAt(req))) },
      { method: 'post', path: '/autos/vesselvisit/:id', permission: ['carVisits', 'edit'], handler: save },
      { method: 'get', path: '/autos/item/bycode/:code/:clientId', permission: ['vehicles', 'show'], handler: byCode },
      // CHART, CAR-031: the brand statistics of a visit (a client: of its own vehicles).
      { method: 'get', path: '/autos/item/statsclient/:visitId', permission: ['vehicles', 'list'], handler: (req, res) => {
        const visit = store.findById('carVisit', http.param(req, 'visitId').trim().toUpperCase());
        if (!visit) throw notFound(m.visitNotFound);
        res.json(statisticsOf(reachable(http.user(res), ofVisit(visit.id))));
      } },
      // CAR-023, CAR-024: the brand movement summary of a visit (by its manifest), and a client's.
      { method: 'get', path: '/autos/movspormarca/:manifest/:login', permission: ['carVisits', 'list'], handler: (req, res) => res.json(movementsOf(reachable(http.user(res), ofVisit(byManifest(req).id)))) },
      { method: 'get', path: '/autos/movspormarcabyclientid/:login', permission: ['vehicles', 'list'], handler: (_req, res) => res.json(movementsOf(reachable(http.user(res), vehicles(db())))) },
      // The makes of a visit, by ids, and of a client (CAR-025, CAR-031).
      { method: 'get', path: '/autos/marcas/byClient/:clientId', permission: ['vehicles', 'list'], handler: (_req, res) => res.json(brandsOf(reachable(http.user(res), vehicles(db())))) },
      { method: 'post', path: '/autos/marcas/byids', permission: ['vehicles', 'list'], handler: (req, res) => {
        const ids = new Set((Array.isArray(req.body) ? req.body : []).map(String));
        res.json(db().brand.filter((b) => ids.has(b.id)));
      } },
      { method: 'get', path: '/autos/marcas/:id', permission: ['vehicles', 'list'], handler: (req, res) => res.json(brandsOf(reachable(http.user(res), ofVisit(visitAt(req).id)))) },
    ];
  },
});
