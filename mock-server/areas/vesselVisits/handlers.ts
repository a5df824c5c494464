/**
 * Vessel visits and unit facility visits (D2 §7 Vessel visits): active visits, a visit, the
 * visit's units for the user (filter by container, Despachados, Secuenciados; paged with
 * ?page&size and X-Total-Count), a unit by number, and the mass trucking reassignment.
 */
import type { Request, Response } from 'express';
import { appMessages } from '../../../src/i18n/appMessages';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import type { AppContext } from '../../context';
import { can } from '../../../src/domain/permissions';
import type { ReassignResult } from '../../../src/domain/terminalWire/reassign';
import { isStaff, type Permission } from '../../guard';
import { notFound } from '../../errors';
import { bodyObject, isPlainObject } from '../../records';
import { listsUnit, reaches, scopeOf } from '../../terminalModel/access';
import { terminalHttp } from '../../terminalModel/http';
import { contextOf, findUnit, type UnitContext } from '../../kinds/importPickup/context';
import { reassignTrucking } from '../../kinds/importPickup/transitions';
import { importUnitView, visitUnitRow } from '../../kinds/importPickup/views';
import { terminalIndex } from '../../terminalModel/indexes';
import { isGone } from '../../../src/domain/transitStates';
import type { VesselVisit } from '../../terminalModel/types';
import { visitView } from '../../terminalModel/visitView';
import { HttpError } from '../../errors';

const ops = operationsMessages;
const ACTIVE = new Set(['INBOUND', 'WORKING']);
/** Path values that mean "no filter" in the legacy's fixed-segment paths. */
const NO_FILTER = new Set(['', '-', '0', 'ALL', 'TODOS', 'NULL', 'UNDEFINED', 'FALSE']);
const isTrue = (v: string) => ['true', '1', 'si', 's'].includes(v.toLowerCase());

/** Paging of a list answer: ?page (0-based) & size; the total in X-Total-Count (json-server's header). */
function paged<T>(req: Request, res: Response, rows: T[]): T[] {
  res.setHeader('X-Total-Count', String(rows.length));
  const size = Number(req.query.size);
  const page = Number(req.query.page ?? 0);
  if (!Number.isInteger(size) || size <= 0 || !Number.isInteger(page) || page < 0) return rows;
  return rows.slice(page * size, page * size + size);
}

export function vesselVisitRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = terminalHttp(ctx);
  const byEta = (a: VesselVisit, b: VesselVisit) => a.eta.localeCompare(b.eta);

  function mustVisit(req: Request, name = 'id'): VesselVisit {
    const visit = store.findById('vesselVisit', http.param(req, name).trim().toUpperCase());
    if (!visit) throw notFound(ops.refusals.visitNotFound);
    return visit;
  }

  /** GET /vesselvisit/actives (VV-003): INBOUND and WORKING. */
  function actives(_req: Request, res: Response) {
    res.json(store.db.vesselVisit.filter((v) => ACTIVE.has(v.phase)).sort(byEta).map(visitView));
  }

  /** GET /vesselvisit/actives2: every visit, newest first (the history screens). */
  function all(_req: Request, res: Response) {
    res.json([...store.db.vesselVisit].sort(byEta).reverse().map(visitView));
  }

  /** GET /vesselvisit/sequenced (SEQ-002): visits with booked appointments. */
  function sequenced(_req: Request, res: Response) {
    const ids = new Set(store.db.appointment.filter((a) => a.status === 'BOOKED').map((a) => a.visitId));
    res.json(store.db.vesselVisit.filter((v) => ids.has(v.id)).sort(byEta).map(visitView));
  }

  /** GET /vesselvisit/lineop: the visits of the user's lines (agency), else every visit. */
  function lineop(_req: Request, res: Response) {
    const scope = http.scope(res);
    const visits = scope.kind === 'lines' ? store.db.vesselVisit.filter((v) => scope.lines.has(v.operatorId)) : store.db.vesselVisit;
    res.json([...visits].sort(byEta).map(visitView));
  }

  function get(req: Request, res: Response) {
    res.json(visitView(mustVisit(req)));
  }

  /** GET /vesselvisit/info/{id}/{agentId} (VV-015, SEQ-003): the visit with the agent's unit counts. */
  function info(req: Request, res: Response) {
    const visit = mustVisit(req);
    const agentId = http.param(req, 'agentId');
    const units = terminalIndex(store).unitsOfVesselVisit(visit.id).filter((u) => u.kind === 'container' && u.category === 'IMPORT' && u.agentId === agentId);
    const sequenced = units.filter((u) => u.kind === 'container' && contextOf(store, u).appointment).length;
    res.json({ ...visitView(visit), agentId, units: units.length, sequenced });
  }

  /** GET /unitfacilityvisit/byVesselAndAlmacenista/{id}/{unit}/{dep}/{seq} (VV-006…014). */
  function unitsOfVisit(req: Request, res: Response) {
    const visit = mustVisit(req);
    const filter = http.param(req, 'unit').trim().toUpperCase().slice(0, 11);
    const departed = isTrue(http.param(req, 'dep'));
    const sequenced = isTrue(http.param(req, 'seq'));
    const scope = http.scope(res);
    const rows = [];
    for (const unit of terminalIndex(store).unitsOfVesselVisit(visit.id)) {
      // The visit's import containers (its discharge list); export units of the visit come with their area.
      if (unit.kind !== 'container' || unit.category !== 'IMPORT') continue;
      if (!NO_FILTER.has(filter) && !unit.unitNbr.startsWith(filter)) continue;
      if (departed && !isGone(unit.transitState)) continue;
      const c = contextOf(store, unit);
      if (!listsUnit(scope, unit, c.active)) continue;
      if (sequenced && !c.appointment) continue;
      rows.push(visitUnitRow(store.db, c));
    }
    res.json(paged(req, res, rows));
  }

  /** GET /unitfacilityvisit/getunitbynbr/{unitnbr} and /unitfacilityvisit/{id}. */
  const unit = (name: string) => (req: Request, res: Response) => {
    res.json(importUnitView(store.db, http.unitAt(req, name), http.user(res).authorities, http.now()));
  };

  /**
   * POST /import/reassigntruckingmassive/{id} (VV-023, VV-027; Q20): {id} is the trucking company,
   * the body the containers ([nbr] or {containers: [nbr]}); each unit succeeds or fails on its own.
   */
  async function reassignMassive(req: Request, res: Response) {
    const truckingId = http.param(req, 'id').trim();
    if (!store.findById('truckingcompany', truckingId)) throw notFound(appMessages.server.truckingNotFound);
    const body = req.body as unknown;
    const list = Array.isArray(body) ? body : isPlainObject(body) && Array.isArray(bodyObject(req).containers) ? (bodyObject(req).containers as unknown[]) : [];
    const scope = scopeOf(store.db, http.user(res));
    const { finalized, error }: ReassignResult = { finalized: [], error: [] };
    const moment = http.moment(res);
    for (const item of list.slice(0, 500)) {
      const nbr = String(isPlainObject(item) ? item.unitNbr ?? '' : item ?? '').trim().toUpperCase();
      const found = nbr ? findUnit(store, nbr) : undefined;
      const c: UnitContext | undefined = found ? contextOf(store, found) : undefined;
      if (!c) error.push({ unitNbr: nbr, msg: ops.refusals.unitNotFound });
      else if (!reaches(scope, c.unit, c.active)) error.push({ unitNbr: nbr, msg: ops.refusals.notYourUnit });
      else {
        try {
          reassignTrucking(store, c, truckingId, moment);
          finalized.push(c.unit.unitNbr);
        } catch (err) {
          if (!(err instanceof HttpError)) throw err;
          error.push({ unitNbr: nbr, msg: err.message });
        }
      }
    }
    await store.commit();
    res.json({ finalized, error });
  }

  /** An agent (or its functionary) asks for its own agent's figures; others for any. */
  const ownAgentInfo: Permission = (u, req) =>
    can(u.authorities, 'vesselVisits', 'show') && (isStaff(u) || !u.agentId || u.agentId === String(req.params.agentId ?? ''));

  return { actives, all, sequenced, lineop, get, info, ownAgentInfo, unitsOfVisit, unitByNbr: unit('unitnbr'), unitById: unit('id'), reassignMassive };
}
