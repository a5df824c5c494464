/**
 * Reading an import unit out of the terminal: its unit visit (a container), the active pickup
 * operation and its appointment, its last gate visit, and the facts src/domain/importPickup/unitActions.ts judges.
 */
import { OWN_MEANS_TRANSPORT, type UnitFacts } from '../../../src/domain/importPickup/unitActions';
import type { Store } from '../../store';
import { unitContextOf, type UnitContext as CoreUnitContext } from '../../terminalModel/unitContext';
import { activeOperations, findUnitVisit } from '../../terminalModel/unitVisits';
import type { ContainerVisit } from '../../terminalModel/types';
import { isImportOperation, type ImportOperation } from './types';

/** The import unit's context: the core's reading, and the storekeeper's code as it is now. */
export interface UnitContext extends CoreUnitContext<ImportOperation> {
  /** The storekeeper's code as it is now (a code edited after the seed counts; A-71 gates the condition change). */
  storekeeperCode: string | null;
}

/** A container number (any case, spaces ignored), unit visit id or operation number → its import visit (else its latest). */
export function findUnit(store: Store, key: string): ContainerVisit | undefined {
  const unit = findUnitVisit(store, key, 'IMPORT');
  return unit?.kind === 'container' ? unit : undefined;
}

/** The unit's active import pickup: the newest active one (one at a time; transitions keep it so). */
export const importOperationOf = (store: Store, unitVisitId: string): ImportOperation | undefined =>
  activeOperations(store, unitVisitId).filter(isImportOperation).pop();

export function contextOf(store: Store, unit: ContainerVisit): UnitContext {
  return {
    ...unitContextOf(store, unit, isImportOperation),
    storekeeperCode: unit.storekeeperId
      ? (store.findById('storekeeper', unit.storekeeperId)?.code ?? unit.storekeeperCode)
      : null,
  };
}

export function factsOf({ unit, visit, op, appointment, storekeeperCode }: UnitContext): UnitFacts {
  return {
    transitState: unit.transitState,
    category: unit.category,
    hazardous: unit.hazards.length > 0,
    etaForImo: Boolean(visit?.etaForImo),
    // The pickup request's SAG condition wins over the unit's (it is what the booking's addDays uses too).
    inspeccionSAG: op?.sagCondition ?? unit.inspeccionSAG,
    fechaPlanificada: unit.fechaPlanificada,
    storekeeperCode,
    documentType: op?.documentType ?? null,
    // 'Por sus propios medios' counts as a carrier for the rules (gate pass, booking): the drivers come themselves.
    operation: op
      ? { condicionRetiro: op.condicionRetiro, truckingId: op.truckingId ?? (op.ownMeans ? OWN_MEANS_TRANSPORT : null) }
      : null,
    appointment: appointment ? { day: appointment.day, start: appointment.start, end: appointment.end } : null,
  };
}
