/**
 * POST /autos/vesselvisit/{id} (D2 §7 Vehicles; CAR-006…017; ruling P61): a car visit created, or
 * updated — an operator's locked fields refused — from the request its codec reads
 * (src/domain/cars/calls.ts). The caller commits.
 */
import type { CarVisitSave } from '../../../src/domain/cars/calls';
import {
  carVisitErrors,
  DEFAULT_CAR_VISIT_STATE,
  lockedChanges,
  type CarVisitValues,
} from '../../../src/domain/cars/carVisitRules';
import { operationsMessages } from '../../../src/i18n/operationsMessages';
import { invalid } from '../../errors';
import type { Store } from '../../store';
import { refused } from '../../terminalModel/errors';
import type { UserRecord } from '../../types';
import type { CarVisit } from './types';

const m = operationsMessages.cars;

export function saveCarVisit(
  store: Store,
  request: CarVisitSave,
  user: UserRecord,
): { visit: CarVisit; created: boolean } {
  const values: CarVisitValues = {
    estado: request.estado || DEFAULT_CAR_VISIT_STATE,
    visit: request.visit || request.pathId,
    line: request.line,
    mftoNumber: request.mftoNumber,
    cierreDirectos: request.cierreDirectos,
    despachoDirectos: request.despachoDirectos,
    entregaIndirectos: request.entregaIndirectos,
  };
  const errors = carVisitErrors(values);
  if (Object.keys(errors).length > 0) throw invalid(errors as Record<string, string>);
  if (!store.db.lineOperator.some((l) => l.id === values.line))
    throw invalid({ line: operationsMessages.refusals.unitNotFound });
  const id = values.visit.trim().toUpperCase();
  const existing = store.findById('carVisit', id);
  const iso = (x: string) => new Date(x).toISOString();
  if (existing) {
    const before: CarVisitValues = {
      ...values,
      visit: existing.id,
      line: existing.line,
      cierreDirectos: existing.cierreDirectos,
      despachoDirectos: existing.despachoDirectos,
      entregaIndirectos: existing.entregaIndirectos,
    };
    const after = {
      ...values,
      visit: id,
      cierreDirectos: iso(values.cierreDirectos),
      despachoDirectos: iso(values.despachoDirectos),
      entregaIndirectos: iso(values.entregaIndirectos),
    };
    if (lockedChanges(before, after, user.authorities).length > 0) throw refused(m.operatorLocked);
    Object.assign(existing, {
      estado: values.estado,
      line: after.line,
      mftoNumber: values.mftoNumber || existing.mftoNumber,
      cierreDirectos: after.cierreDirectos,
      despachoDirectos: after.despachoDirectos,
      entregaIndirectos: after.entregaIndirectos,
    });
    store.touch('carVisit', existing);
    return { visit: existing, created: false };
  }
  const created: CarVisit = {
    id,
    estado: values.estado as CarVisit['estado'],
    naveId: id.slice(0, 5),
    naveNombre: request.naveNombre || id,
    viaje: request.viaje || id.slice(5),
    mftoNumber: values.mftoNumber,
    line: values.line,
    cierreDirectos: iso(values.cierreDirectos),
    despachoDirectos: iso(values.despachoDirectos),
    entregaIndirectos: iso(values.entregaIndirectos),
    eta: iso(values.cierreDirectos),
    ata: null,
    atd: null,
    etaForDirecto: null,
  };
  store.insert('carVisit', created);
  return { visit: created, created: true };
}
