/**
 * The files the gate pass report makes (D3 §7.6; RPT-043…046; ruling P89): the area's own
 * collection (`reportFile`), one record per file — its name, who made it, the units it holds and when
 * — so that the two-step download (make, then fetch by name) works. The PDF is drawn again from the
 * units at download, dated when it was made; only its maker fetches it (anyone else: 'Archivo no
 * encontrado.'), for 24 hours on the terminal's clock.
 */
import type { Store } from '../../store';
import { nextNumber } from '../../terminalModel/ids';
import type { Db } from '../../types';

export const REPORT_FILES = 'reportFile';
/** A file may be fetched for this long after it was made. */
export const REPORT_FILE_TTL_MS = 24 * 60 * 60 * 1000;

export interface ReportFile {
  id: number;
  name: string;
  login: string;
  kind: 'gatePass';
  unitNbrs: string[];
  /** ISO instant on the terminal's clock. */
  createdAt: string;
}

const filesOf = (db: Db) => db[REPORT_FILES] as ReportFile[];

export function keepFile(store: Store, file: Omit<ReportFile, 'id' | 'name'>): ReportFile {
  const id = nextNumber(store, REPORT_FILES, filesOf(store.db), 0);
  const record: ReportFile = { id, name: `gatepass-${String(id).padStart(6, '0')}.pdf`, ...file };
  store.insert(REPORT_FILES, record);
  return record;
}

/** The file of that name its maker may still fetch, or undefined. */
export function fileFor(store: Store, name: string, login: string, now: Date): ReportFile | undefined {
  const file = filesOf(store.db).find((f) => f.name === name);
  if (!file || file.login !== login) return undefined;
  return now.getTime() - Date.parse(file.createdAt) <= REPORT_FILE_TTL_MS ? file : undefined;
}
