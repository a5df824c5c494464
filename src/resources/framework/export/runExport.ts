/**
 * An export from the main thread's side: every row of the list's current search, filters and
 * sort (the list context's getData with no page limit: the data layer, or an operational list's
 * controller, answers from the rows it keeps), projected to the visible columns' raw values and
 * handed to the sink in chunks, yielding to the page between chunks so it stays responsive.
 */
import { getPath } from '../../../providers/listQuery';
import type { FieldDef } from '../types';
import type { RawValue } from './exportCells';
import type { ExportMeta, ExportSink } from './exportSink';

export interface ExportProgress {
  done: number;
  total: number;
}

export interface RunExportParams {
  /** Every row to export, in order (the list's getData({ maxResults: ALL_ROWS })). */
  rows: () => Promise<readonly object[]>;
  /** The visible columns, in their on-screen order. */
  fields: readonly FieldDef[];
  meta: Omit<ExportMeta, 'columns'>;
  sink: ExportSink;
  onProgress?: (progress: ExportProgress) => void;
  /** Rows per main-thread step. */
  chunkSize?: number;
}

export const EXPORT_CHUNK_ROWS = 5000;
/** Every row: the data layer pages in memory, so one page as large as this is the whole result. */
export const ALL_ROWS = Number.MAX_SAFE_INTEGER;

/** A record's value as a serialisable primitive. */
export function rawOf(value: unknown): RawValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value))
    return value.map((v) => (v === null || typeof v !== 'object' ? String(v ?? '') : JSON.stringify(v))).join(', ');
  return JSON.stringify(value);
}

/** Lets the page paint and handle input between chunks (a message task, not a throttled timer). */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export async function runExport(params: RunExportParams): Promise<{ blob: Blob; count: number }> {
  const { fields, meta, sink, onProgress } = params;
  const chunkSize = params.chunkSize ?? EXPORT_CHUNK_ROWS;
  try {
    const data = await params.rows();
    const total = data.length;
    sink.start({
      ...meta,
      columns: fields.map((f) => ({
        label: f.label,
        kind: f.kind,
        ...(f.choices ? { choices: [...f.choices] } : {}),
        ...(f.emptyText ? { emptyText: f.emptyText } : {}),
      })),
    });
    const sources = fields.map((f) => f.source);
    onProgress?.({ done: 0, total });
    for (let from = 0; from < total; from += chunkSize) {
      const to = Math.min(total, from + chunkSize);
      const chunk: RawValue[][] = new Array(to - from);
      for (let i = from; i < to; i++) {
        const record = data[i];
        chunk[i - from] = sources.map((s) => rawOf(getPath(record, s)));
      }
      sink.rows(chunk);
      onProgress?.({ done: to, total });
      await yieldToMain();
    }
    return { blob: await sink.finish(), count: total };
  } catch (err) {
    sink.cancel();
    throw err;
  }
}
