/**
 * The vessel-visit screens' calls (D2 §7 Vessel visits; VV-006…027; Q20), one codec each: the
 * console's visit client encodes with `toWire`, the mock's vessel-visits area decodes with
 * `fromWire` before its guard (src/domain/legacyCall.ts). The per-unit own-means reassignment is
 * the import area's call (src/domain/import/calls.ts, importReassignTrucking).
 */
import { defineCall, isPlainObject, textOf } from '../legacyCall';

/** At most this many units of one request are read (the rest are ignored, as the legacy did). */
export const MAX_SELECTED_UNITS = 500;

/**
 * POST /import/reassigntruckingmassive/{id} (VV-023, VV-027; Q20): {id} is the trucking company,
 * the body the containers ({containers: [nbr]}; the legacy also sent [nbr] and [{unitNbr}]).
 */
export interface VisitReassign {
  truckingId: string;
  /** Upper-cased and trimmed, in order; a unit the request could not name is '' (it fails on its own). */
  unitNbrs: string[];
}

export const visitReassignTrucking = defineCall<VisitReassign>({
  method: 'POST',
  path: '/import/reassigntruckingmassive/:id',
  toWire: ({ truckingId, unitNbrs }, at) => ({ path: at({ id: truckingId }), body: { containers: unitNbrs } }),
  fromWire: ({ params, body }) => {
    const list: unknown[] = Array.isArray(body)
      ? body
      : isPlainObject(body) && Array.isArray(body.containers)
        ? body.containers
        : [];
    return {
      truckingId: textOf(params.id).trim(),
      unitNbrs: list.slice(0, MAX_SELECTED_UNITS).map((item) =>
        String(isPlainObject(item) ? (item.unitNbr ?? '') : (item ?? ''))
          .trim()
          .toUpperCase(),
      ),
    };
  },
});

/** The path's "no filter" values of the unit list (the whole visit is loaded). */
const NO_FILTER = new Set(['', '-', '0', 'ALL', 'TODOS', 'NULL', 'UNDEFINED', 'FALSE']);
const isTrue = (v: string) => ['true', '1', 'si', 's'].includes(v.toLowerCase());

/**
 * GET /unitfacilityvisit/byVesselAndAlmacenista/{id}/{unit}/{dep}/{seq}[?page&size] (VV-006…014):
 * the visit's units for the user, by container prefix, departed only, sequenced only; paged.
 */
export interface VisitUnitsQuery {
  /** Upper-cased. */
  visitId: string;
  /** A container-number prefix (upper-cased, at most 11), or null for every unit. */
  unitPrefix: string | null;
  departed: boolean;
  sequenced: boolean;
  /** 0-based page and its size, or null for the whole list. */
  page: { page: number; size: number } | null;
}

export const visitUnits = defineCall<VisitUnitsQuery>({
  method: 'GET',
  path: '/unitfacilityvisit/byVesselAndAlmacenista/:id/:unit/:dep/:seq',
  toWire: ({ visitId, unitPrefix, departed, sequenced, page }, at) => ({
    path:
      at({ id: visitId, unit: unitPrefix ?? '-', dep: String(departed), seq: String(sequenced) }) +
      (page ? `?page=${page.page}&size=${page.size}` : ''),
  }),
  fromWire: ({ params, query }) => {
    const prefix = textOf(params.unit).trim().toUpperCase().slice(0, 11);
    const size = Number(query.size);
    const page = Number(query.page ?? 0);
    return {
      visitId: textOf(params.id).trim().toUpperCase(),
      unitPrefix: NO_FILTER.has(prefix) ? null : prefix,
      departed: isTrue(textOf(params.dep)),
      sequenced: isTrue(textOf(params.seq)),
      page: !Number.isInteger(size) || size <= 0 || !Number.isInteger(page) || page < 0 ? null : { page, size },
    };
  },
});

/**
 * GET /vesselvisit/info/{id}/{agentId}[?page&size] (VV-015, SEQ-003): the visit, the agent's
 * sequenced units of it (the sequence query's list, paged as P41's lists) and their counts.
 */
export interface VisitInfoQuery {
  /** Upper-cased. */
  visitId: string;
  agentId: string;
  /** 0-based page and its size, or null for every unit. */
  page?: { page: number; size: number } | null;
}

export const visitInfo = defineCall<VisitInfoQuery>({
  method: 'GET',
  path: '/vesselvisit/info/:id/:agentId',
  toWire: ({ visitId, agentId, page }, at) => ({
    path: at({ id: visitId, agentId }) + (page ? `?page=${page.page}&size=${page.size}` : ''),
  }),
  fromWire: ({ params, query }) => {
    const size = Number(query.size);
    const page = Number(query.page ?? 0);
    return {
      visitId: textOf(params.id).trim().toUpperCase(),
      agentId: textOf(params.agentId),
      page: !Number.isInteger(size) || size <= 0 || !Number.isInteger(page) || page < 0 ? null : { page, size },
    };
  },
});
