/**
 * The temperature letters' calls (D2 §7 Temperature letters and DRC; TMP-004…010; ruling P59),
 * one codec each where the request carries more than one plain path id: the console's export
 * client encodes with `toWire`, the mock's temperature-letters area decodes with `fromWire` before
 * its guard (src/domain/legacyCall.ts).
 */
import { defineCall, isPlainObject, textOf } from '../legacyCall';

/** At most this many units of one selection are read (the rest are ignored, as the legacy did). */
export const MAX_LETTER_UNITS = 500;

/** POST /report/masivecartatemp/ (TMP-008): the selected reefers' letters. */
export interface LettersSelection {
  /** Upper-cased, in order; items naming no unit are left out. */
  unitNbrs: string[];
}

/** The console sends [nbr] (with the trailing slash); the legacy also sent [{unitNbr}] or {units: [...]}. */
export const massiveLetters = defineCall<LettersSelection>({
  method: 'POST',
  path: '/report/masivecartatemp',
  toWire: ({ unitNbrs }) => ({ path: '/report/masivecartatemp/', body: unitNbrs }),
  fromWire: ({ body }) => {
    const list: unknown[] = Array.isArray(body)
      ? body
      : isPlainObject(body) && Array.isArray(body.units)
        ? body.units
        : [];
    return {
      unitNbrs: list
        .slice(0, MAX_LETTER_UNITS)
        .map((x) =>
          String(isPlainObject(x) ? (x.unitNbr ?? '') : (x ?? ''))
            .trim()
            .toUpperCase(),
        )
        .filter(Boolean),
    };
  },
});

/** One container of a visit (TMP-004): its reefer row, or its letter. */
export interface VisitReeferQuery {
  /** Upper-cased. */
  visitId: string;
  /** Upper-cased, trimmed. */
  unitNbr: string;
}

const visitReeferCall = (path: string) =>
  defineCall<VisitReeferQuery>({
    method: 'GET',
    path,
    toWire: ({ visitId, unitNbr }, at) => ({ path: at({ vesselvisit: visitId, nbr: unitNbr }) }),
    fromWire: ({ params }) => ({
      visitId: textOf(params.vesselvisit).trim().toUpperCase(),
      unitNbr: textOf(params.nbr).trim().toUpperCase(),
    }),
  });

/** GET /report/verifycartatempbyvesselandunit/{vesselvisit}/{nbr} (TMP-004): the reefer's row, if the user may print its letter. */
export const verifyReeferOfVisit = visitReeferCall('/report/verifycartatempbyvesselandunit/:vesselvisit/:nbr');

/** GET /report/cartatempbyvesselandcont/{vesselvisit}/{nbr} (TMP-004): its letter. */
export const reeferLetterOfVisit = visitReeferCall('/report/cartatempbyvesselandcont/:vesselvisit/:nbr');
