/** The wire shape of a vessel visit (D2 §3 Vessel visit). */
import type { VesselVisit } from './types';

export const visitView = (v: VesselVisit) => ({
  id: v.id, vesselName: v.vesselName, inVoyNbr: v.inVoyNbr, outVoyNbr: v.outVoyNbr, manifestNumber: v.manifestNumber,
  operatorId: v.operatorId, phase: v.phase, eta: v.eta, ata: v.ata, atd: v.atd, etaForDirecto: v.etaForDirecto, etaForImo: v.etaForImo,
  findUnits: true,
});
