/**
 * The archive of old DRC files (type 11; D3 §2.5, §7.6; RPT-035…037): the area's own collection
 * (`oldDrcFile`), one file per receipt the terminal issued for an import box that has left (DEPARTED
 * or RETIRED) or whose vessel visit is over (DEPARTED or CLOSED), named `DRC_<number>.pdf`, keyed by container, BL and the visit's
 * manifest. Receipts issued before the portal kept its files have a name and a number but no file
 * (every seventh in the seed, deterministic): the result says so (`fileExist: false`) and the
 * download answers 'Archivo no encontrado.'. The numbers are the DRC register's (modules/drcReceipts).
 */
import { oldDrcFileName } from '../../../src/domain/reports/oldDrc';
import { seedReceipts, withDrc, RECEIPTS, type DrcReceipt } from '../../modules/drcReceipts/receipts';
import type { ContainerVisit, VesselVisit } from '../../terminalModel/types';
import type { Db } from '../../types';

export const OLD_DRC_FILES = 'oldDrcFile';
/** A box that has left the terminal: its receipt is filed, whatever its vessel does. */
const GONE: readonly string[] = ['DEPARTED', 'RETIRED'];

export interface OldDrcFile {
  /** The DRC number. */
  id: number;
  name: string;
  unitVisitId: string;
  unitNbr: string;
  blNumbers: string[];
  manifestNbr: string;
  visitId: string;
  /** ISO instant the receipt was issued. */
  issuedAt: string;
  fileExist: boolean;
}

export const oldFilesOf = (db: Db) => (db[OLD_DRC_FILES] ?? []) as OldDrcFile[];

export function seedOldDrcFiles(db: Db): OldDrcFile[] {
  const receipts = (db[RECEIPTS] as DrcReceipt[] | undefined) ?? seedReceipts(db);
  const visits = new Map((db.vesselVisit as VesselVisit[]).map((v) => [v.id, v]));
  const units = new Map(db.unitVisit.map((u) => [u.id, u]));
  const files: OldDrcFile[] = [];
  for (const receipt of receipts) {
    const unit = units.get(receipt.unitVisitId);
    const visit = visits.get(receipt.visitId);
    if (!unit || !withDrc(unit) || unit.category !== 'IMPORT' || !visit) continue;
    if (visit.phase !== 'DEPARTED' && visit.phase !== 'CLOSED' && !GONE.includes(unit.transitState)) continue;
    const box = unit as ContainerVisit;
    files.push({
      id: receipt.id,
      name: oldDrcFileName(receipt.id),
      unitVisitId: box.id,
      unitNbr: box.unitNbr,
      blNumbers: [...box.blNumbers],
      manifestNbr: visit.manifestNumber,
      visitId: visit.id,
      issuedAt: receipt.issuedAt,
      fileExist: files.length % 7 !== 3,
    });
  }
  return files;
}
