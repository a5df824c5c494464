/** The export worker: collects the row chunks, then builds the CSV or XLSX off the main thread. */
import { buildExport } from './buildExport';
import type { RawValue } from './exportCells';
import type { ExportMeta, FromWorker, ToWorker } from './exportSink';

// The DOM lib types `self` as a Window; in a dedicated worker it posts to the page that made it.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

let meta: ExportMeta | null = null;
let rows: RawValue[][] = [];

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'start') {
    meta = message.meta;
    rows = [];
  } else if (message.type === 'rows') {
    for (const row of message.rows) rows.push(row);
  } else if (message.type === 'finish' && meta) {
    const input = { ...meta, rows };
    meta = null;
    rows = [];
    buildExport(input).then(
      (blob) => scope.postMessage({ type: 'done', blob }),
      (err: unknown) => scope.postMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) }),
    );
  }
};
