/** A vessel visit on the wire (D2 §3 Vessel visit; the console reads it as src/domain/terminalWire's). */
import type { VesselVisitSummary } from '../../src/domain/terminalWire/vesselVisits';
import type { VesselVisit } from './types';

export const visitView = (v: VesselVisit): VesselVisitSummary => ({
  id: v.id,
  vesselName: v.vesselName,
  inVoyNbr: v.inVoyNbr,
  outVoyNbr: v.outVoyNbr,
  manifestNumber: v.manifestNumber,
  operatorId: v.operatorId,
  phase: v.phase,
  eta: v.eta,
  ata: v.ata,
  atd: v.atd,
  etaForDirecto: v.etaForDirecto,
  etaForImo: v.etaForImo,
  findUnits: true,
});
