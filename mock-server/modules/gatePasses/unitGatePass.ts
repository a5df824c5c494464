/**
 * A unit's gate pass, whichever kind it is (D2 §7; VV-021, IMP-073, EXP-079): the import pickup's,
 * or — when the box's live visit is an export one — its delivery's: why it cannot print, and its
 * sheet. Shared by the unit documents (areas/gatePass) and the gate pass report (areas/report).
 */
import { exportGatePassRefusals } from '../../../src/domain/exportPreadvice/detailActions';
import { gatePassRefusals } from '../../../src/domain/importPickup/unitActions';
import type { GatePassSheet } from '../../documents/gatePassSheet';
import { exportContextOf } from '../../kinds/exportPreadvice/context';
import { exportGatePassSheet } from '../../kinds/exportPreadvice/documents';
import { contextOf, factsOf, findUnit } from '../../kinds/importPickup/context';
import { importGatePassSheet } from '../../kinds/importPickup/documents';
import type { Store } from '../../store';
import type { Operation, UnitVisit } from '../../terminalModel/types';
import { findUnitVisit } from '../../terminalModel/unitVisits';

export interface UnitGatePass {
  unitNbr: string;
  reasons: string[];
  sheet: GatePassSheet;
  unit: UnitVisit;
  active: Operation[];
  /** The carrier on record (the appointment's, else the operation's). */
  truckingId: string | null;
}

export function unitGatePass(store: Store, key: string, now: Date): UnitGatePass | undefined {
  const live = findUnitVisit(store, key);
  if (live?.kind === 'container' && live.category === 'EXPORT') {
    const c = exportContextOf(store, live);
    const facts = {
      transitState: live.transitState,
      preadvised: c.op !== undefined,
      appointment: c.appointment ?? null,
      truckingId: c.op?.truckingId ?? null,
    };
    return {
      unitNbr: live.unitNbr,
      reasons: exportGatePassRefusals(facts, now),
      sheet: exportGatePassSheet(c),
      unit: live,
      active: c.active,
      truckingId: c.appointment?.truckingId ?? c.op?.truckingId ?? null,
    };
  }
  const unit = findUnit(store, key);
  if (!unit) return undefined;
  const c = contextOf(store, unit);
  return {
    unitNbr: unit.unitNbr,
    reasons: gatePassRefusals(factsOf(c), now),
    sheet: importGatePassSheet(c),
    unit,
    active: c.active,
    truckingId: c.appointment?.truckingId ?? c.op?.truckingId ?? null,
  };
}
