/** The console's export sink: a module Web Worker made for one export and ended after it. */
import type { ExportSink, FromWorker, ToWorker } from './exportSink';

export function workerSink(): ExportSink {
  const worker = new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' });
  const send = (message: ToWorker) => worker.postMessage(message);
  const result = new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      if (event.data.type === 'done') resolve(event.data.blob);
      else reject(new Error(event.data.message));
    };
    worker.onerror = (event) => reject(new Error(event.message || 'worker'));
  });
  result.then(
    () => worker.terminate(),
    () => worker.terminate(),
  );
  return {
    start: (meta) => send({ type: 'start', meta }),
    rows: (rows) => send({ type: 'rows', rows }),
    finish: () => {
      send({ type: 'finish' });
      return result;
    },
    cancel: () => worker.terminate(),
  };
}
