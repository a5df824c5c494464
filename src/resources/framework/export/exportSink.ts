/**
 * Where the export's rows go: the Web Worker that builds the file off the main thread (the
 * console), or the same builder in-process (tests, node). Rows arrive in chunks so neither the
 * projection nor the structured clone of 100,000 rows is one long main-thread task.
 */
import type { ExportColumn, ExportTexts, RawValue } from './exportCells';
import type { ExportFormat } from './buildExport';

export interface ExportMeta {
  format: ExportFormat;
  title: string;
  columns: ExportColumn[];
  texts: ExportTexts;
}

export interface ExportSink {
  start(meta: ExportMeta): void;
  rows(chunk: RawValue[][]): void;
  /** All rows sent: resolves with the file. */
  finish(): Promise<Blob>;
  /** Stops early (the user left, or an error): frees the worker. */
  cancel(): void;
}

/** Messages to the worker. */
export type ToWorker = { type: 'start'; meta: ExportMeta } | { type: 'rows'; rows: RawValue[][] } | { type: 'finish' };

/** Messages from the worker. */
export type FromWorker = { type: 'done'; blob: Blob } | { type: 'error'; message: string };
