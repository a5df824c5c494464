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
import { isStaff, type Permission } from '../../guard';
import { notFound } from '../../errors';
import type { VisitInfoQuery, VisitReassign, VisitUnitsQuery } from '../../../src/domain/vesselVisits/calls';
import { decodedOf } from '../../route';
import { assignableTrucking, listsUnit, scopeOf } from '../../terminalModel/access';
import { importHttp } from '../../kinds/importPickup/http';
import { contextOf } from '../../kinds/importPickup/context';
import { reassignMany } from '../../kinds/importPickup/transitions';
import { importUnitView, visitUnitRow } from '../../kinds/importPickup/views';
import { terminalIndex } from '../../terminalModel/indexes';
import { isGone } from '../../../src/domain/transitStates';
import type { VesselVisit } from '../../terminalModel/types';
import { visitView } from '../../terminalModel/visitView';
import { activeOperations } from '../../terminalModel/unitVisits';
import { sequencedUnitsOf, visitsWithDirectTurns } from '../../modules/sequencing/views';

const ops = operationsMessages;
const ACTIVE = new Set(['INBOUND', 'WORKING']);
/** Paging of a list answer: ?page (0-based) & size; the total in X-Total-Count (json-server's header). */
function paged<T>(res: Response, rows: T[], page: VisitUnitsQuery['page']): T[] {
  res.setHeader('X-Total-Count', String(rows.length));
  return page ? rows.slice(page.page * page.size, page.page * page.size + page.size) : rows;
}

export function vesselVisitRoutes(ctx: AppContext) {
  const { store } = ctx;
  const http = importHttp(ctx);
  const byEta = (a: VesselVisit, b: VesselVisit) => a.eta.localeCompare(b.eta);

  function mustVisit(req: Request, name = 'id'): VesselVisit {
    return visitCalled(http.param(req, name).trim().toUpperCase());
  }
  function visitCalled(id: string): VesselVisit {
    const visit = store.findById('vesselVisit', id);
    if (!visit) throw notFound(ops.refusals.visitNotFound);
    return visit;
  }

  /** GET /vesselvisit/actives (VV-003): INBOUND and WORKING. */
  function actives(_req: Request, res: Response) {
    res.json(
      store.db.vesselVisit
        .filter((v) => ACTIVE.has(v.phase))
        .sort(byEta)
        .map(visitView),
    );
  }

  /** GET /vesselvisit/actives2: every visit, newest first (the history screens). */
  function all(_req: Request, res: Response) {
    res.json([...store.db.vesselVisit].sort(byEta).reverse().map(visitView));
  }

  /** GET /vesselvisit/sequenced (SEQ-002): the visits holding direct pickups with a turn — an agent's (or its functionary's) own only. */
  function sequenced(_req: Request, res: Response) {
    const ids = visitsWithDirectTurns(store, http.user(res).agentId ?? null);
    res.json(
      store.db.vesselVisit
        .filter((v) => ids.has(v.id))
        .sort(byEta)
        .map(visitView),
    );
  }

  /**
   * GET /vesselvisit/lineop: the visits of the user's lines (agency, shipping company; TMP-003); a
   * customs agent's (or its functionary's) own visits, those holding a unit its lists show (TMP-002);
   * else every visit.
   */
  function lineop(_req: Request, res: Response) {
    const scope = http.scope(res);
    const index = terminalIndex(store);
    const own = (v: VesselVisit) =>
      index.unitsOfVesselVisit(v.id).some((u) => listsUnit(scope, u, activeOperations(store, u.id)));
    const visits =
      scope.kind === 'lines'
        ? store.db.vesselVisit.filter((v) => scope.lines.has(v.operatorId))
        : scope.kind === 'agent'
          ? store.db.vesselVisit.filter(own)
          : store.db.vesselVisit;
    res.json([...visits].sort(byEta).map(visitView));
  }

  function get(req: Request, res: Response) {
    res.json(visitView(mustVisit(req)));
  }

  /**
   * GET /vesselvisit/info/{id}/{agentId} (VV-015, SEQ-003): the visit, the agent's sequenced units
   * of it in turn order (paged with ?page&size, the total in X-Total-Count), and its counts.
   */
  function info(input: VisitInfoQuery, _req: Request, res: Response) {
    const visit = visitCalled(input.visitId);
    const { agentId } = input;
    const scope = http.scope(res);
    const unitCount = terminalIndex(store)
      .unitsOfVesselVisit(visit.id)
      .filter(
        (u) =>
          u.kind === 'container' &&
          u.category === 'IMPORT' &&
          u.agentId === agentId &&
          listsUnit(scope, u, contextOf(store, u).active),
      ).length;
    const units = sequencedUnitsOf(store, visit.id, agentId, (c) => listsUnit(scope, c.unit, c.active));
    res.json({
      ...visitView(visit),
      agentId,
      unitCount,
      sequencedCount: units.length,
      units: paged(res, units, input.page ?? null),
    });
  }

  /** GET /unitfacilityvisit/byVesselAndAlmacenista/{id}/{unit}/{dep}/{seq} (VV-006…014). */
  function unitsOfVisit(input: VisitUnitsQuery, _req: Request, res: Response) {
    const visit = visitCalled(input.visitId);
    const { unitPrefix, departed, sequenced } = input;
    const scope = http.scope(res);
    const rows = [];
    for (const unit of terminalIndex(store).unitsOfVesselVisit(visit.id)) {
      // The visit's import containers (its discharge list); export units of the visit come with their area.
      if (unit.kind !== 'container' || unit.category !== 'IMPORT') continue;
      if (unitPrefix !== null && !unit.unitNbr.startsWith(unitPrefix)) continue;
      if (departed && !isGone(unit.transitState)) continue;
      const c = contextOf(store, unit);
      if (!listsUnit(scope, unit, c.active)) continue;
      if (sequenced && !c.appointment) continue;
      rows.push(visitUnitRow(store.db, c));
    }
    res.json(paged(res, rows, input.page));
  }

  /** GET /unitfacilityvisit/getunitbynbr/{unitnbr} and /unitfacilityvisit/{id}. */
  const unit = (name: string) => (req: Request, res: Response) => {
    res.json(importUnitView(store.db, http.unitAt(req, name), http.user(res).authorities, http.now()));
  };

  /**
   * POST /import/reassigntruckingmassive/{id} (VV-023, VV-027; Q20): {id} is the trucking company,
   * the body the containers ([nbr] or {containers: [nbr]}); each unit succeeds or fails on its own.
   */
  async function reassignMassive({ truckingId, unitNbrs }: VisitReassign, _req: Request, res: Response) {
    const scope = scopeOf(store.db, http.user(res));
    if (!assignableTrucking(store.db, scope, truckingId)) throw notFound(appMessages.server.truckingNotFound);
    const answer = reassignMany(store, scope, truckingId, unitNbrs, http.moment(res));
    await store.commit();
    res.json(answer);
  }

  /** An agent (or its functionary) asks for its own agent's figures; others for any. */
  const ownAgentInfo: Permission = (u, req) =>
    (can(u.authorities, 'vesselVisits', 'show') || can(u.authorities, 'sequence', 'show')) &&
    (isStaff(u) || !u.agentId || u.agentId === (decodedOf<VisitInfoQuery>(req)?.agentId ?? ''));

  return {
    actives,
    all,
    sequenced,
    lineop,
    get,
    info,
    ownAgentInfo,
    unitsOfVisit,
    unitByNbr: unit('unitnbr'),
    unitById: unit('id'),
    reassignMassive,
  };
}
