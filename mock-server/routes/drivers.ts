/**
 * /api/driver/* (D1 §7 Drivers): a company's drivers live in its `drivers` list. Create with
 * status OK, update (the expiry may not move earlier), remove by the legacy GET path, read one,
 * and the standalone list. Writes are checked with the console's own driver schema; the
 * server's numbering-plan check answers code 089 (the form then clears the phone, ADM-TRK-039).
 */
import type { Request, Response } from 'express';
import { santiagoToday } from '../../src/domain/calendarDay';
import {
  failsNumberingPlan,
  licenceExpiryError,
  normalizeDriverPhone,
  STATUS_ON_CREATE,
} from '../../src/domain/driverRules';
import { canonicalRut } from '../../src/domain/rut';
import { fieldErrors } from '../../src/domain/validators';
import { appMessages } from '../../src/i18n/appMessages';
import { driverSchema } from '../../src/resources/drivers/schema';
import { currentUser } from '../auth';
import type { AppContext } from '../context';
import { conflict, HttpError, invalid, notFound } from '../errors';
import { bodyObject, toBool } from '../records';
import type { Route } from '../route';
import type { Driver, Rec, TruckingCompany } from '../types';
import { fleetContext, param } from './fleetShared';

type StoredDriver = Driver & { foreign?: boolean };

const RESOURCE = 'drivers';

/** A driver as the screens read it: with its card id as `id` and its company. */
const row = (d: Driver, t: TruckingCompany) => ({ ...d, id: d.cardId, truckingId: t.id, truckingName: t.name });

const phoneRejected = () =>
  new HttpError(400, appMessages.validation.phone, { license: appMessages.validation.phone }, { code: '089' });

const cardKey = (raw: unknown, foreign: boolean) => (foreign ? String(raw ?? '').trim() : canonicalRut(raw));

export function driverRoutes(ctx: AppContext) {
  const { store } = ctx;
  const { db, companyOf, onCompany, onHolder, visibleCompanies } = fleetContext(ctx);

  function find(cardId: string): { driver: StoredDriver; company: TruckingCompany } | undefined {
    const keys = new Set([cardId.trim(), canonicalRut(cardId)]);
    for (const company of db().truckingcompany) {
      const driver = company.drivers.find((d) => keys.has(d.cardId));
      if (driver) return { driver, company };
    }
    return undefined;
  }

  function validated(record: Rec, mode: 'create' | 'edit', previous?: string) {
    const errors = fieldErrors(driverSchema({ mode }), record);
    if (!errors.cardExpiration && previous !== undefined) {
      const late = licenceExpiryError(record.cardExpiration, { today: santiagoToday(), previous });
      if (late) errors.cardExpiration = late;
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    if (failsNumberingPlan(record.license)) throw phoneRejected();
  }

  function list(_req: Request, res: Response) {
    res.json(visibleCompanies(currentUser(res)).flatMap((t) => t.drivers.map((d) => row(d, t))));
  }

  function get(req: Request, res: Response) {
    const found = find(param(req, 'id'));
    if (!found) throw notFound();
    res.json(row(found.driver, found.company));
  }

  async function create(req: Request, res: Response) {
    const company = companyOf(req);
    const body = bodyObject(req);
    const foreign = toBool(body.foreign);
    const record: Rec = {
      cardId: body.cardId,
      foreign,
      name: String(body.name ?? '').trim(),
      license: normalizeDriverPhone(body.license),
      cardExpiration: String(body.cardExpiration ?? '').trim(),
      truckingId: company.id,
    };
    validated(record, 'create');
    const cardId = cardKey(body.cardId, foreign);
    if (find(cardId)) throw conflict();
    const driver: StoredDriver = {
      cardId,
      name: String(record.name),
      cardExpiration: String(record.cardExpiration),
      license: String(record.license),
      status: STATUS_ON_CREATE,
      truckingId: company.id,
      ...(foreign ? { foreign } : {}),
    };
    company.drivers.push(driver);
    store.touch('truckingcompany', company);
    await store.commit();
    res.status(201).json(row(driver, company));
  }

  async function update(req: Request, res: Response) {
    const company = companyOf(req);
    const found = find(param(req, 'driverId'));
    if (!found || found.company.id !== company.id) throw notFound();
    const stored = found.driver;
    const body = bodyObject(req);
    // The card id names the driver: it does not change here.
    const record: Rec = {
      cardId: stored.cardId,
      foreign: stored.foreign === true,
      truckingId: company.id,
      name: 'name' in body ? String(body.name ?? '').trim() : stored.name,
      license: 'license' in body ? normalizeDriverPhone(body.license) : stored.license,
      cardExpiration: 'cardExpiration' in body ? String(body.cardExpiration ?? '').trim() : stored.cardExpiration,
    };
    validated(record, 'edit', stored.cardExpiration);
    const next: StoredDriver = {
      ...stored,
      name: String(record.name),
      license: String(record.license),
      cardExpiration: String(record.cardExpiration),
    };
    company.drivers = company.drivers.map((d) => (d === stored ? next : d));
    store.touch('truckingcompany', company);
    await store.commit();
    res.json(row(next, company));
  }

  /** GET /driver/remove/{truckingCompanyId}/{driverCardId} → the company's drivers left. */
  async function remove(req: Request, res: Response) {
    const company = companyOf(req);
    const found = find(param(req, 'driverCardId'));
    if (!found || found.company.id !== company.id) throw notFound();
    company.drivers = company.drivers.filter((d) => d !== found.driver);
    store.touch('truckingcompany', company);
    await store.commit();
    res.json(company.drivers.map((d) => row(d, company)));
  }

  const holderOf = (name: string) => (req: Request) => find(param(req, name))?.company;

  const routes: Route[] = [
    { method: 'get', path: '/driver', permission: [RESOURCE, 'list'], handler: list },
    {
      method: 'get',
      path: '/driver/remove/:truckingCompanyId/:driverCardId',
      permission: onCompany(RESOURCE, 'delete'),
      handler: remove,
    },
    { method: 'get', path: '/driver/:id', permission: onHolder(RESOURCE, 'show', holderOf('id')), handler: get },
    { method: 'post', path: '/driver/:truckingCompanyId', permission: onCompany(RESOURCE, 'create'), handler: create },
    {
      method: 'put',
      path: '/driver/:driverId/:truckingCompanyId',
      permission: onCompany(RESOURCE, 'edit'),
      handler: update,
    },
  ];
  return { routes };
}
