/** The vessel-visit area's routes (D2 §2 Vessel visits), under /vesselVisits. */
const enc = encodeURIComponent;
export const VISITS_BASE = '/vesselVisits';

export const visitPaths = {
  search: (visitId?: string) => (visitId ? `${VISITS_BASE}?visit=${enc(visitId)}` : VISITS_BASE),
  management: (visitId: string) => `${VISITS_BASE}/management/${enc(visitId)}`,
  /** /reassignTransport/{containerId}?containers=… (VV-023); the visit rides along for the way back. */
  reassign: (visitId: string, nbrs: readonly string[]) =>
    `${VISITS_BASE}/reassignTransport/${enc(nbrs[0] ?? '')}?containers=${enc(nbrs.join(','))}&visit=${enc(visitId)}`,
  reassignResult: (visitId: string, finalized: readonly string[], error: readonly { unitNbr: string; msg: string }[]) =>
    `${VISITS_BASE}/reassignTransportResult?visit=${enc(visitId)}&finalized=${enc(JSON.stringify(finalized))}&error=${enc(JSON.stringify(error))}`,
  appointment: (visitId: string, nbr: string) => `${VISITS_BASE}/appointment/${enc(nbr)}?visit=${enc(visitId)}`,
  /**
   * VV-038 (P50): a unit's pickup request is the import area's form, saved by POST /api/import/{unit}/saveRetiro.
   * The import area's public URL of a unit without an operation (a link, not an import of that area).
   */
  pickup: (nbr: string) => `/import/management/${enc(nbr)}/0`,
};
