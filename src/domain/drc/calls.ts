/**
 * The DRC's calls (D2 §7 Temperature letters and DRC; DRC-003…008), one codec each: the console's
 * DRC client (and the import detail's download) encodes with `toWire`, the mock's DRC area decodes
 * with `fromWire` before its guard (src/domain/legacyCall.ts).
 */
import { isContainerNumber } from '../containerNumber';
import { defineCall, textOf } from '../legacyCall';

const upper = (v: unknown) => textOf(v).trim().toUpperCase();

/** GET /report/drc/{id}/{vesselId} (IMP-050, DRC-006, DRC-008): the unit's DRC; the visit must be the unit's. */
export interface DrcQuery {
  unitNbr: string;
  /** Upper-cased. */
  visitId: string;
}

export const drcDocument = defineCall<DrcQuery>({
  method: 'GET',
  path: '/report/drc/:id/:vesselId',
  toWire: ({ unitNbr, visitId }, at) => ({ path: at({ id: unitNbr, vesselId: visitId }) }),
  fromWire: ({ params }) => ({ unitNbr: textOf(params.id), visitId: upper(params.vesselId) }),
});

/**
 * GET /report/drcdata/{id}/{visitId} (Q41; DRC-003, DRC-007): `{id}` names either a container (11
 * characters: that unit's DRC data) or a line operator (a code of at most 10: the visit's DRC rows
 * of that line, the containers the mass DRC holds). Both upper-cased.
 */
export type DrcDataQuery =
  | { of: 'unit'; unitNbr: string; visitId: string }
  | { of: 'line'; lineId: string; visitId: string };

export const drcData = defineCall<DrcDataQuery>({
  method: 'GET',
  path: '/report/drcdata/:id/:visitId',
  toWire: (q, at) => ({ path: at({ id: q.of === 'unit' ? q.unitNbr : q.lineId, visitId: q.visitId }) }),
  fromWire: ({ params }) => {
    const id = upper(params.id);
    const visitId = upper(params.visitId);
    return isContainerNumber(id) ? { of: 'unit', unitNbr: id, visitId } : { of: 'line', lineId: id, visitId };
  },
});

/** GET /report/massivedrcbyvesselvisitandlineoperator/{id}/{lineOperatorId} (DRC-004, DRC-005): one PDF of the visit's receipts of that line. */
export interface MassiveDrcQuery {
  /** Upper-cased. */
  visitId: string;
  /** Upper-cased. */
  lineId: string;
}

export const massiveDrc = defineCall<MassiveDrcQuery>({
  method: 'GET',
  path: '/report/massivedrcbyvesselvisitandlineoperator/:id/:lineOperatorId',
  toWire: ({ visitId, lineId }, at) => ({ path: at({ id: visitId, lineOperatorId: lineId }) }),
  fromWire: ({ params }) => ({ visitId: upper(params.id), lineId: upper(params.lineOperatorId) }),
});
