/** An export sink that builds in-process (tests and node): the same builder the worker runs. */
import { buildExport } from './buildExport';
import type { RawValue } from './exportCells';
import type { ExportMeta, ExportSink } from './exportSink';

export function memorySink(): ExportSink {
  let meta: ExportMeta | null = null;
  const rows: RawValue[][] = [];
  return {
    start: (m) => void (meta = m),
    rows: (chunk) => void rows.push(...chunk),
    finish: () => {
      if (!meta) return Promise.reject(new Error('export not started'));
      return buildExport({ ...meta, rows });
    },
    cancel: () => void rows.splice(0),
  };
}
