/**
 * /api/truck/* (D1 §7 Trucks): a company's trucks (plates) live in its `trucks` list. Create
 * with status OK, update (truckId is the plate), disassociate by the legacy GET path, and the
 * generic read and delete of /truck/{id}, plus the standalone list. A plate is one truck:
 * unique across companies. Writes are checked with the console's own truck schema.
 */
import type { Request, Response } from 'express';
import { STATUS_ON_CREATE } from '../../src/domain/driverRules';
import { normalizePlate } from '../../src/domain/truckRules';
import { fieldErrors } from '../../src/domain/validators';
import { truckSchema } from '../../src/resources/trucks/schema';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { conflict, invalid, notFound } from '../errors';
import { bodyObject } from '../records';
import type { Route } from '../route';
import type { Rec, Truck, TruckingCompany } from '../types';
import { fleetContext, param } from './fleetShared';

const RESOURCE = 'trucks';

const row = (t: Truck, c: TruckingCompany) => ({ ...t, truckingId: c.id, truckingName: c.name });

export function truckRoutes(ctx: AppContext) {
  const { store } = ctx;
  const { db, companyOf, onCompany, onHolder, visibleCompanies } = fleetContext(ctx);

  function find(plate: string): { truck: Truck; company: TruckingCompany } | undefined {
    const key = normalizePlate(plate);
    for (const company of db().truckingcompany) {
      const truck = company.trucks.find((t) => t.id === key);
      if (truck) return { truck, company };
    }
    return undefined;
  }

  function checked(record: Rec) {
    const errors = fieldErrors(truckSchema(), record);
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  function list(_req: Request, res: Response) {
    res.json(visibleCompanies(currentUser(res)).flatMap((c) => c.trucks.map((t) => row(t, c))));
  }

  function get(req: Request, res: Response) {
    const found = find(param(req, 'id'));
    if (!found) throw notFound();
    res.json(row(found.truck, found.company));
  }

  async function create(req: Request, res: Response) {
    const company = companyOf(req);
    const body = bodyObject(req);
    const record: Rec = {
      license: normalizePlate(body.license),
      licenseExpiration: String(body.licenseExpiration ?? '').trim(),
      truckingId: company.id,
    };
    checked(record);
    const plate = String(record.license);
    if (find(plate)) throw conflict();
    const truck: Truck = {
      id: plate,
      license: plate,
      licenseExpiration: String(record.licenseExpiration),
      status: STATUS_ON_CREATE,
    };
    company.trucks.push(truck);
    store.touch('truckingcompany', company);
    await store.commit();
    res.status(201).json(row(truck, company));
  }

  /** PUT /truck/{truckId}/{truckingCompanyId}: the inspection date, and the plate if corrected. */
  async function update(req: Request, res: Response) {
    const company = companyOf(req);
    const found = find(param(req, 'truckId'));
    if (!found || found.company.id !== company.id) throw notFound();
    const stored = found.truck;
    const body = bodyObject(req);
    const record: Rec = {
      license: 'license' in body ? normalizePlate(body.license) : stored.license,
      licenseExpiration:
        'licenseExpiration' in body ? String(body.licenseExpiration ?? '').trim() : stored.licenseExpiration,
      truckingId: company.id,
    };
    checked(record);
    const plate = String(record.license);
    if (plate !== stored.id && find(plate)) throw conflict();
    const next: Truck = { ...stored, id: plate, license: plate, licenseExpiration: String(record.licenseExpiration) };
    company.trucks = company.trucks.map((t) => (t === stored ? next : t));
    store.touch('truckingcompany', company);
    await store.commit();
    res.json(row(next, company));
  }

  /** GET /truck/disassociate/{truckingCompanyId}/{truckId} → the company's trucks left (ADM-TRK-042). */
  async function disassociate(req: Request, res: Response) {
    const company = companyOf(req);
    const found = find(param(req, 'truckId'));
    if (!found || found.company.id !== company.id) throw notFound();
    company.trucks = company.trucks.filter((t) => t !== found.truck);
    store.touch('truckingcompany', company);
    await store.commit();
    res.json(company.trucks.map((t) => row(t, company)));
  }

  /** DELETE /truck/{id}: the standalone screen removes the truck from whichever company holds it. */
  async function remove(req: Request, res: Response) {
    const found = find(param(req, 'id'));
    if (!found) throw notFound();
    found.company.trucks = found.company.trucks.filter((t) => t !== found.truck);
    store.touch('truckingcompany', found.company);
    await store.commit();
    res.json({});
  }

  const holderOf = (req: Request) => find(param(req, 'id'))?.company;

  const routes: Route[] = [
    { method: 'get', path: '/truck', permission: [RESOURCE, 'list'], handler: list },
    {
      method: 'get',
      path: '/truck/disassociate/:truckingCompanyId/:truckId',
      permission: onCompany(RESOURCE, 'delete'),
      handler: disassociate,
    },
    { method: 'get', path: '/truck/:id', permission: onHolder(RESOURCE, 'show', holderOf), handler: get },
    { method: 'delete', path: '/truck/:id', permission: onHolder(RESOURCE, 'delete', holderOf), handler: remove },
    { method: 'post', path: '/truck/:truckingCompanyId', permission: onCompany(RESOURCE, 'create'), handler: create },
    {
      method: 'put',
      path: '/truck/:truckId/:truckingCompanyId',
      permission: onCompany(RESOURCE, 'edit'),
      handler: update,
    },
  ];
  return { routes };
}
