/**
 * The terminal's EDI batches (D1 §3, §7; D3 §3 EDI batch; RPT-032…034; Q38): the area's own
 * collection (`ediBatch`), seeded from the vessel visits — each visit's COPRAR load list (LOADLIST)
 * with its export boxes, its discharge list (DISCHLIST) with its import boxes, and for the visits
 * already worked a bay plan — received before the vessel's arrival. Numbers from 700001 in visit
 * order, so the seed is the same every time. The batch's id is its number.
 */
import type { EdiBatch, EdiBatchStatus, EdiMessageClass } from '../../../src/domain/reports/coprar';
import type { VesselVisit } from '../../terminalModel/types';
import type { Db } from '../../types';

export const EDI_BATCHES = 'ediBatch';
export const FIRST_BATCH_NBR = 700_001;
const HOUR = 60 * 60 * 1000;

export const batchesOf = (db: Db) => (db[EDI_BATCHES] ?? []) as EdiBatch[];

export function seedEdiBatches(db: Db): EdiBatch[] {
  const visits = [...(db.vesselVisit as VesselVisit[])].sort(
    (a, b) => a.eta.localeCompare(b.eta) || a.id.localeCompare(b.id),
  );
  const count = new Map<string, { IMPORT: number; EXPORT: number }>();
  for (const u of db.unitVisit) {
    if (u.kind !== 'container' || !u.visitId || (u.category !== 'IMPORT' && u.category !== 'EXPORT')) continue;
    const c = count.get(u.visitId) ?? { IMPORT: 0, EXPORT: 0 };
    c[u.category]++;
    count.set(u.visitId, c);
  }
  const out: EdiBatch[] = [];
  const add = (
    v: VesselVisit,
    messageClass: EdiMessageClass,
    hoursBefore: number,
    status: EdiBatchStatus,
    units: number,
  ) => {
    const nbr = FIRST_BATCH_NBR + out.length;
    out.push({
      id: nbr,
      nbr,
      date: new Date(Date.parse(v.eta) - hoursBefore * HOUR).toISOString(),
      vesselVisit: v.id,
      vesselName: v.vesselName,
      status,
      session: `${messageClass === 'LOADLIST' ? 'COPRAR' : messageClass === 'DISCHLIST' ? 'COARRI' : 'BAPLIE'}_${v.operatorId}`,
      messageClass,
      units,
    });
  };
  visits.forEach((v, i) => {
    const c = count.get(v.id) ?? { IMPORT: 0, EXPORT: 0 };
    add(v, 'DISCHLIST', 72, 'COMPLETE', c.IMPORT);
    // Every third visit's load list came with errors the line then corrected: one received with errors, one complete.
    if (i % 3 === 1) add(v, 'LOADLIST', 60, 'WITH_ERRORS', c.EXPORT);
    add(v, 'LOADLIST', 48, v.phase === 'INBOUND' && i % 2 === 0 ? 'RECEIVED' : 'COMPLETE', c.EXPORT);
    if (v.phase !== 'INBOUND') add(v, 'BAYPLAN', 24, 'COMPLETE', c.IMPORT + c.EXPORT);
  });
  return out;
}
