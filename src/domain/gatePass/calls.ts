/**
 * The unit documents' calls (D2 §7 /api/report: gate pass, EIR; the DRC's are src/domain/drc/calls.ts), one codec each: the
 * console's clients encode with `toWire`, the mock's gate-pass area decodes with `fromWire` before
 * its guard (src/domain/legacyCall.ts).
 */
import { defineCall, isPlainObject, textOf } from '../legacyCall';

/** At most this many units of one selection are read (the rest are ignored, as the legacy did). */
export const MAX_GATE_PASS_UNITS = 500;

/** The selected units: [nbr] (what the console sends), [{unitNbr|id}] or {units|containers: [...]}; '' for an item naming none. */
function selectionOf(body: unknown): string[] {
  const list: unknown[] = Array.isArray(body)
    ? body
    : isPlainObject(body) && Array.isArray(body.units)
      ? body.units
      : isPlainObject(body) && Array.isArray(body.containers)
        ? body.containers
        : [];
  return list.slice(0, MAX_GATE_PASS_UNITS).map((item) =>
    String(isPlainObject(item) ? (item.unitNbr ?? item.id ?? '') : (item ?? ''))
      .trim()
      .toUpperCase(),
  );
}

/** The units a screen selected (VV-020): upper-cased, in order. */
export interface GatePassSelection {
  unitNbrs: string[];
}

/** POST /report/canPrintGatePass (VV-020): every selected unit's reasons. */
export const gatePassCheckMany = defineCall<GatePassSelection>({
  method: 'POST',
  path: '/report/canPrintGatePass',
  toWire: ({ unitNbrs }, at) => ({ path: at(), body: unitNbrs }),
  fromWire: ({ body }) => ({ unitNbrs: selectionOf(body) }),
});

/** POST /report/massivegatepass/ (VV-020): one PDF page per unit (the console sends the trailing slash). */
export const massiveGatePass = defineCall<GatePassSelection>({
  method: 'POST',
  path: '/report/massivegatepass',
  toWire: ({ unitNbrs }) => ({ path: '/report/massivegatepass/', body: unitNbrs }),
  fromWire: ({ body }) => ({ unitNbrs: selectionOf(body) }),
});

/** GET /report/gatepass/{id}[?format=result] (IMP-074): the PDF, or the legacy's result array. */
export interface GatePassQuery {
  unitNbr: string;
  /** 'result': the ['OK', {gate-pass data}] array instead of the PDF. */
  asResult: boolean;
}

export const gatePassDocument = defineCall<GatePassQuery>({
  method: 'GET',
  path: '/report/gatepass/:id',
  toWire: ({ unitNbr, asResult }, at) => ({ path: at({ id: unitNbr }) + (asResult ? '?format=result' : '') }),
  fromWire: ({ params, query }) => ({ unitNbr: textOf(params.id), asResult: query.format === 'result' }),
});

/** GET /report/eir/{id}/{operationId} (EXP-076, IMP-052): 0 names no operation. */
export interface EirQuery {
  unitNbr: string;
  /** Trimmed, as sent ('0': the box's live visit). */
  operationId: string;
}

export const eirDocument = defineCall<EirQuery>({
  method: 'GET',
  path: '/report/eir/:id/:operationId',
  toWire: ({ unitNbr, operationId }, at) => ({ path: at({ id: unitNbr, operationId }) }),
  fromWire: ({ params }) => ({ unitNbr: textOf(params.id), operationId: textOf(params.operationId).trim() }),
});

/** POST /report/importDetail/{id} (IMP-051): the import unit's detail PDF; no body. */
export interface ImportDetailQuery {
  unitNbr: string;
}

export const importDetailDocument = defineCall<ImportDetailQuery>({
  method: 'POST',
  path: '/report/importDetail/:id',
  toWire: ({ unitNbr }, at) => ({ path: at({ id: unitNbr }) }),
  fromWire: ({ params }) => ({ unitNbr: textOf(params.id) }),
});
